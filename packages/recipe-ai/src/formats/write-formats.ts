import type { RecipeDraft } from '@brigade/contracts';

/**
 * A recipe as a Cooklang file: YAML front matter (title, servings, source, description, locale), one
 * paragraph per task in the saved order, each ingredient marked `@name{qty%unit}` in the first
 * task that uses it (named in its text, else added as "Use …"), what follows a comma in its name
 * as its preparation (`@garlic{2%clove}(crushed)`), timers as `~{n%minutes}`.
 */
export function writeCooklang(draft: RecipeDraft): string {
  const front = [
    '---',
    `title: ${yamlText(draft.name)}`,
    `servings: ${draft.servings}`,
    ...(draft.source_url ? [`source: ${yamlText(draft.source_url)}`] : []),
    ...(draft.description.trim() ? [`description: ${yamlText(draft.description.trim())}`] : []),
    ...(draft.cuisine_type.trim() ? [`cuisine: ${yamlText(draft.cuisine_type.trim())}`] : []),
    `time: ${draft.estimated_time_minutes} minutes`,
    ...(draft.language ? [`locale: ${draft.language}`] : []),
    '---',
  ];
  const placed = new Set<number>();
  const paragraphs = draft.tasks.map((task) => {
    let body = cookText(task.description.trim() || task.name);
    const extra: string[] = [];
    draft.ingredients.forEach((ing, i) => {
      if (placed.has(i) || !ing.used_in.includes(task.key)) return;
      placed.add(i);
      const mark = ingredientMark(ing.name, ing.quantity, ing.unit);
      const at = body.toLowerCase().indexOf(ing.name.toLowerCase());
      if (at >= 0 && ing.name.length > 0) body = `${body.slice(0, at)}${mark}${body.slice(at + ing.name.length)}`;
      else extra.push(mark);
    });
    if (extra.length > 0) body = `${body} Use ${extra.join(', ')}.`;
    if (task.timer_duration_minutes !== null) {
      const timer = `~{${task.timer_duration_minutes}%minutes}`;
      const said = new RegExp(`\\b${task.timer_duration_minutes}\\s*(?:minutes?|mins?)\\b`, 'i');
      body = said.test(body) ? body.replace(said, timer) : `${body} (${timer})`;
    }
    return body;
  });
  const unplaced = draft.ingredients.filter((_, i) => !placed.has(i));
  if (unplaced.length > 0) paragraphs.push(`You will also need ${unplaced.map((ing) => ingredientMark(ing.name, ing.quantity, ing.unit)).join(', ')}.`);
  return `${front.join('\n')}\n\n${paragraphs.join('\n\n')}\n`;
}

/** A course as a schema.org `recipeCategory` (read back by `courseOfCategory`). */
const JSONLD_CATEGORY = { starter: 'Starter', main: 'Main course', side: 'Side dish', dessert: 'Dessert' } as const;

/** A recipe as schema.org Recipe JSON-LD: what recipe sites publish and other apps import. */
export function writeJsonLd(draft: RecipeDraft): string {
  const doc = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: draft.name,
    description: draft.description,
    recipeYield: `${draft.servings} servings`,
    totalTime: `PT${Math.floor(draft.estimated_time_minutes / 60) > 0 ? `${Math.floor(draft.estimated_time_minutes / 60)}H` : ''}${draft.estimated_time_minutes % 60 > 0 ? `${draft.estimated_time_minutes % 60}M` : ''}`,
    ...(draft.cuisine_type ? { recipeCuisine: draft.cuisine_type } : {}),
    ...(draft.course ? { recipeCategory: JSONLD_CATEGORY[draft.course] } : {}),
    ...(draft.language ? { inLanguage: draft.language } : {}),
    ...(draft.source_url ? { url: draft.source_url } : {}),
    recipeIngredient: draft.ingredients.map((i) => [i.quantity === null ? '' : formatNumber(i.quantity), i.unit ?? '', i.name].filter(Boolean).join(' ')),
    recipeInstructions: draft.tasks.map((t) => ({ '@type': 'HowToStep', name: t.name, text: t.description.trim() || t.name })),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** Text of a step with Cooklang's markup characters made harmless. */
function cookText(text: string): string {
  const flat = text.replace(/[@#~]/g, (c) => ({ '@': 'at', '#': 'no.', '~': 'about ' })[c] ?? c).replace(/\[-|-\]|--/g, '-').replace(/\s+/g, ' ').trim();
  // A paragraph opening with "=" is a section heading in Cooklang, one with ">" a note: a word
  // joiner (U+2060, invisible, dropped on reading) keeps it a step.
  return /^[=>]/.test(flat) ? `\u2060${flat}` : flat;
}

/** `@name{qty%unit}`, with "garlic, crushed" written as `@garlic{…}(crushed)`, Cooklang's preparation. */
function ingredientMark(name: string, quantity: number | null, unit: string | null): string {
  const comma = name.indexOf(', ');
  const base = comma > 0 ? cookName(name.slice(0, comma)) : '';
  const preparation = comma > 0 ? name.slice(comma + 2).replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim() : '';
  if (base && preparation) return `@${base}{${amount(quantity, unit)}}(${preparation})`;
  return `@${cookName(name) || 'ingredient'}{${amount(quantity, unit)}}`;
}

/** An ingredient name inside `@…{}`: no braces, markup or characters that end a name there. */
function cookName(name: string): string {
  // `&`, `?`, `-`, `+` and `./` open Cooklang's ingredient modifiers and recipe references; `(`
  // a preparation, `|` an alias; `!,:;[]` end a name.
  // Punctuation at either end would part the name from its braces; "--" opens a comment ("0--A").
  return name.replace(/[{}@#~%&?+!(),:;|[\]]/g, ' ').replace(/-{2,}/g, '-').replace(/\s+/g, ' ').trim().replace(/^[-./\s]+/, '').replace(/[^\p{L}\p{N}\p{S}]+$/u, '');
}

function amount(quantity: number | null, unit: string | null): string {
  const u = (unit ?? '').replace(/[{}%]/g, '').trim();
  // A unit without an amount ("salt, g") is written with Cooklang's word for none, so it stays.
  if (quantity === null) return u ? `some%${u}` : '';
  return u ? `${formatNumber(quantity)}%${u}` : formatNumber(quantity);
}

function formatNumber(n: number): string {
  return String(Math.round(n * 1000) / 1000);
}

/**
 * A YAML value on one line. The parser takes front-matter values as written, quotes and all,
 * so plain text stays unquoted; only text YAML would misread gets quotes.
 */
function yamlText(value: string): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  const plain = /^[\p{L}\p{N}(]/u.test(flat) && !/: |\s#|[[\]{}]|^(?:true|false|null|yes|no|~)$/i.test(flat) && !/:$/.test(flat);
  return plain ? flat : JSON.stringify(flat);
}
