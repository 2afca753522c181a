import { Recipe, type FixedValue, type Range } from '@tmlmt/cooklang-parser';
import { parse as parseYaml } from 'yaml';

/**
 * Cooklang as the spec reads it (its canonical tests are the measure), on top of
 * @tmlmt/cooklang-parser. The library is stricter or looser than the spec in a few places, so the
 * text is prepared before it and the items mended after it:
 * - the front matter is read here (YAML); the library never sees it, so a servings text
 *   ("serves: 24 cookies", "1|2|3") cannot stop the file;
 * - markup the spec reads as plain text ("~ {5}", "@ " or "# " before a space, "---" inside a step)
 *   is hidden from the library behind private-use characters and restored in the text;
 * - a single-word timer ("~rest") becomes a named timer with no duration;
 * - amounts "2 1/2" and "1 / 2" become numbers, and "01/2" stays text, as the spec says;
 * - a single word followed by non-ASCII punctuation ("@chilli⸫") ends before it;
 * - a braced multi-word name keeps a last word of one letter ("@vitamin c{}").
 */

/** An item of a step, in the spec's terms. */
export type CookItem =
  | { type: 'text'; value: string }
  | { type: 'ingredient'; name: string; quantity: number | string; units: string; index: number }
  | { type: 'cookware'; name: string; quantity: number | string }
  | { type: 'timer'; name: string; quantity: number | string; units: string };

/** A Cooklang file read: its metadata, its sections of steps, and the library's recipe (ingredients, cookware). */
export interface CooklangParsed {
  metadata: Record<string, unknown>;
  sections: Array<{ name: string; steps: CookItem[][] }>;
  /** The file's notes (`> …` blocks), as written. */
  notes: string[];
  recipe: Recipe;
}

/** `>> key: value`: the first spec's metadata lines. */
const OLD_METADATA = /^>>\s*([^:\n]+?)\s*:\s*(.*)$/gm;
const FRONT_MATTER = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)/;

/** Private-use stand-ins for characters the spec reads as text here. */
const HIDDEN: Record<string, string> = { '~': '\uE001', '@': '\uE002', '#': '\uE003', '-': '\uE004', '0': '\uE005', ' ': '\uE006' };
const SHOWN = Object.fromEntries(Object.entries(HIDDEN).map(([k, v]) => [v, k]));
/** A single-word timer's name sits between these in the text the library returns. */
const TIMER_OPEN = '\uE010';
const TIMER_CLOSE = '\uE011';

/** The text as written, stand-ins put back. */
export function restore(text: string): string {
  return text.replace(/[\uE001-\uE006]/g, (c) => SHOWN[c] ?? c);
}

export function parseCooklang(source: string): CooklangParsed {
  const { metadata, body } = splitFrontMatter(source.replace(/\r\n?/g, '\n'));
  const recipe = new Recipe(prepare(body));
  const sections = recipe.sections.map((section) => ({
    name: restore(section.name ?? ''),
    steps: section.content.filter((block) => block.type === 'step').map((block) => stepItems(recipe, block.items)),
  }));
  const notes = recipe.sections.flatMap((section) => section.content.flatMap((block) => (block.type === 'note' ? [restore(block.note).trim()] : []))).filter(Boolean);
  return { metadata, sections, notes, recipe };
}

/** Front matter (YAML) or the old `>> key: value` lines, and the recipe text after them. */
function splitFrontMatter(source: string): { metadata: Record<string, unknown>; body: string } {
  const m = FRONT_MATTER.exec(source);
  if (m) return { metadata: yamlObject(m[1]!), body: source.slice(m[0].length) };
  const metadata: Record<string, unknown> = {};
  for (const pair of source.matchAll(OLD_METADATA)) metadata[pair[1]!.trim()] = pair[2]!.trim();
  return { metadata, body: source.replace(OLD_METADATA, '') };
}

function yamlObject(text: string): Record<string, unknown> {
  try {
    const data: unknown = parseYaml(text);
    if (data && typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
  } catch {
    // Not valid YAML: read it as "key: value" lines below.
  }
  const out: Record<string, unknown> = {};
  for (const line of text.split('\n')) {
    const kv = /^([^:#]+?)\s*:\s*(.*)$/.exec(line);
    if (kv) out[kv[1]!] = kv[2]!.replace(/^"(.*)"$/, '$1');
  }
  return out;
}

/** The recipe text as the library should see it (see the notes at the top). */
function prepare(body: string): string {
  return (
    body
      // "---" (and longer) inside a step is text.
      .replace(/-{3,}/g, (run) => HIDDEN['-']!.repeat(run.length))
      // A marker before a space or the end of a line is text: "~ {5}", "@ home".
      .replace(/[~@#](?=\s|$)/gm, (c) => HIDDEN[c]!)
      // "~rest": a single-word timer without a duration.
      .replace(/~([\p{L}\p{N}_]+)(?![^@#~{}\n]*\{)/gu, `${TIMER_OPEN}$1${TIMER_CLOSE}`)
      // "@chilli⸫": a single word ends before non-ASCII punctuation.
      .replace(/([@#])([\p{L}\p{N}_]+)(?=[^\p{ASCII}\s\p{L}\p{N}\p{M}])(?![^\s{]*\{)/gu, '$1$2{}')
      // The library ends a multi-word name before a last word of one letter ("@ab c{}"): the
      // spaces of a braced name are hidden from it.
      .replace(/([@#~])([^@#~{}\n]*)\{([^}\n]*)\}/g, (_all, mark: string, name: string, inner: string) => `${mark}${mark === '~' ? name : name.replace(/ /g, HIDDEN[' ']!)}{${amount(inner)}}`)
  );
}

/** Amounts the spec reads differently from the library: "2 1/2" → 2.5, "1 / 2" → 0.5, "01/2" stays text. */
function amount(inner: string): string {
  const at = inner.indexOf('%');
  const qty = at >= 0 ? inner.slice(0, at) : inner;
  const rest = at >= 0 ? inner.slice(at) : '';
  const mixed = /^\s*(\d+)\s+(\d+)\s*\/\s*(\d+)\s*$/.exec(qty);
  if (mixed && Number(mixed[3]) !== 0) return `${Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3])}${rest}`;
  const fraction = /^\s*([1-9]\d*)\s*\/\s*(\d+)\s*$/.exec(qty);
  if (fraction && Number(fraction[2]) !== 0) return `${Number(fraction[1]) / Number(fraction[2])}${rest}`;
  if (/^\s*0\d/.test(qty)) return `${qty.replace(/0/, HIDDEN['0']!)}${rest}`;
  return inner;
}

type LibraryItems = Recipe['sections'][number]['content'][number] extends infer B ? (B extends { type: 'step'; items: infer I } ? I : never) : never;

function stepItems(recipe: Recipe, items: LibraryItems): CookItem[] {
  const out: CookItem[] = [];
  const pushText = (value: string) => {
    for (const [i, part] of value.split(new RegExp(`${TIMER_OPEN}([^${TIMER_CLOSE}]*)${TIMER_CLOSE}`)).entries()) {
      if (i % 2 === 1) out.push({ type: 'timer', name: restore(part), quantity: '', units: '' });
      else if (part !== '') {
        const last = out[out.length - 1];
        if (last?.type === 'text') last.value += restore(part);
        else out.push({ type: 'text', value: restore(part) });
      }
    }
  };
  let previousWasText = false;
  for (const item of items) {
    if (item.type === 'text') {
      // Two text items in a row come from two lines of one step: a line break reads as a space.
      pushText(previousWasText ? ` ${item.value}` : item.value);
      previousWasText = true;
      continue;
    }
    previousWasText = false;
    if (item.type === 'ingredient') {
      const ing = recipe.ingredients[item.index]!;
      const part = item.quantityPartIndex !== undefined ? ing.quantityParts?.[item.quantityPartIndex] : undefined;
      out.push({ type: 'ingredient', name: restore(item.displayName || ing.name), quantity: part ? valueOf(part.value, 'some') : 'some', units: restore(part?.unit ?? '').trim(), index: item.index });
    } else if (item.type === 'cookware') {
      const ware = recipe.cookware[item.index]!;
      const part = item.quantityPartIndex !== undefined ? ware.quantityParts?.[item.quantityPartIndex] : undefined;
      out.push({ type: 'cookware', name: restore(ware.name), quantity: part ? valueOf(part, 1) : 1 });
    } else {
      const timer = recipe.timers[item.index]!;
      out.push({ type: 'timer', name: restore(timer.name ?? ''), quantity: valueOf(timer.duration, ''), units: restore(timer.unit ?? '').trim() });
    }
  }
  return out;
}

/** A number where the amount is one, else its text as written (a range as "min-max"); `empty` when none. */
function valueOf(q: FixedValue | Range, empty: number | string): number | string {
  if (q.type === 'range') return `${plain(q.min)}-${plain(q.max)}`;
  const v = q.value;
  if (v.type === 'text') return restore(v.value).trim() === '' ? empty : restore(v.value).trim();
  return plain(v);
}

function plain(v: { type: 'decimal'; value: number } | { type: 'fraction'; num: number; den: number }): number {
  return v.type === 'decimal' ? v.value : v.num / v.den;
}

/** A Cooklang amount as a positive number (a range counts as its larger end); null for text amounts. */
export function amountNumber(q: number | string): number | null {
  const n = typeof q === 'number' ? q : Number(q.split('-').pop()!.replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? Math.round(n * 1000) / 1000 : null;
}
