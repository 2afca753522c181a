import { load } from 'cheerio';

/**
 * Text from schema.org values, which pages fill with HTML fragments, entities and odd
 * whitespace ("Preheat&nbsp;the oven<br>to 200&deg;C").
 */
export function plainText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  const decoded = /[<&]/.test(value) ? load(`<div>${value.replace(/<br\s*\/?>/gi, '\n')}</div>`)('div').first().text() : value;
  return decoded
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l !== '')
    .join('\n');
}

/** The first usable text among a value that may be a string, a list or an object with `name`. */
export function firstText(value: unknown): string {
  if (Array.isArray(value)) {
    for (const v of value) {
      const t = firstText(v);
      if (t) return t;
    }
    return '';
  }
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return firstText(o.name ?? o['@value'] ?? o.text);
  }
  return plainText(value);
}

/** Every text of a value that may be a single string or a list ("recipeIngredient"). */
export function allTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allTexts);
  if (value && typeof value === 'object') return allTexts((value as Record<string, unknown>).name ?? (value as Record<string, unknown>).text);
  return plainText(value)
    .split('\n')
    .filter((l) => l !== '');
}

/** The first whole number in a yield ("Serves 4-6" → 4, ["4", "4 servings"] → 4). */
export function servingsOf(recipeYield: unknown): number | null {
  for (const text of Array.isArray(recipeYield) ? recipeYield.map(firstText) : [firstText(recipeYield)]) {
    const m = /\d+/.exec(text);
    if (m) {
      const n = Number(m[0]);
      if (n >= 1 && n <= 200) return n;
    }
  }
  return null;
}
