import type { CheerioAPI } from 'cheerio';

type JsonObject = Record<string, unknown>;

/** A `@type` of "Recipe", "schema:Recipe" or "https://schema.org/Recipe", alone or in a list. */
export function isRecipeType(type: unknown): boolean {
  return [type].flat().some((t) => typeof t === 'string' && /(?:^|[/:#])Recipe$/.test(t.trim()));
}

/**
 * Every schema.org Recipe object in the page's JSON-LD blocks: a single object, an array, a
 * `@graph`, or a `mainEntity` of a WebPage or article. Blocks that are not valid JSON are
 * skipped, after one attempt to repair the raw control characters some CMSs leave in strings.
 */
export function jsonLdRecipes($: CheerioAPI): JsonObject[] {
  const found: JsonObject[] = [];
  $('script[type="application/ld+json" i]').each((_, el) => {
    const data = parseLenient($(el).text());
    if (data !== undefined) collect(data, found, 0);
  });
  return found;
}

/** Every schema.org Recipe object in JSON-LD already parsed (a `.json` or `.jsonld` file). */
export function recipesInJsonLd(data: unknown): JsonObject[] {
  const found: JsonObject[] = [];
  collect(data, found, 0);
  return found;
}

function parseLenient(raw: string): unknown {
  const text = raw.trim().replace(/^<!\[CDATA\[|\]\]>$/g, '');
  try {
    return JSON.parse(text);
  } catch {
    try {
      // Raw newlines and tabs inside JSON strings are the usual breakage; spaces keep the meaning.
      // eslint-disable-next-line no-control-regex
      return JSON.parse(text.replace(/[\u0000-\u001f]+/g, ' '));
    } catch {
      return undefined;
    }
  }
}

/** Walks arrays, `@graph` and `mainEntity`; depth-limited because pages can nest oddly. */
function collect(node: unknown, found: JsonObject[], depth: number): void {
  if (depth > 6 || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    node.forEach((n) => collect(n, found, depth + 1));
    return;
  }
  const o = node as JsonObject;
  if (isRecipeType(o['@type'])) {
    found.push(o);
    return;
  }
  for (const key of ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemListElement', 'item']) {
    if (key in o) collect(o[key], found, depth + 1);
  }
}
