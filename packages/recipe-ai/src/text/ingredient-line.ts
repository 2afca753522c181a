import { readLeadingQuantity } from './quantity';
import { readLeadingUnit } from './units';

/** One line of an ingredient list, read into its parts. */
export interface IngredientLine {
  /** The line as written, tidied of bullets and extra spaces. */
  text: string;
  quantity: number | null;
  unit: string | null;
  /** What the ingredient is, with its notes ("plain flour, sifted"). */
  name: string;
}

const BULLET = /^\s*(?:[-*•·–—▢□☐✓✔]|\d+[.)](?=\s)|\(\s*\))\s*/u;
/** "a pinch of", "an onion": the article stands for one. */
const ARTICLE_ONE = /^(?:a|an|one|ein|eine|einen|un|une|uno|una|um|uma|een)\s+/i;
/** "1 x 400g tin": the multiplier is noise once the inner amount is read. */
const TIMES = /^\s*[x×]\s*/i;
/** Units that stand for one of them when named alone ("Prise Salz", "Bund Petersilie"). */
const ONE_OF = new Set(['pinch', 'dash', 'handful', 'bunch', 'sprig']);
/** Measures that never name an ingredient themselves, unlike "cloves" or "sticks". */
const MEASURES = new Set(['tbsp', 'tsp', 'cup', 'g', 'kg', 'mg', 'ml', 'cl', 'dl', 'l', 'oz', 'lb', 'fl oz']);
/** "of", and its kin after a unit: "de", "d'", "di", "del", "della", "du", "des", "da", "do". */
const OF = /^(?:d['’]\s*|(?:of|de|di|del|della|dello|delle|du|des|da|do)\s+)/i;

/**
 * Reads "2 1/2 cups (300 g) plain flour, sifted" into quantity 2.5, unit cup and name
 * "plain flour, sifted". Lines without an amount ("salt to taste") keep quantity and unit null.
 * Shared by the pasted-text converter and the web-page importer so both read lists alike.
 */
export function parseIngredientLine(line: string): IngredientLine {
  const text = line.replace(BULLET, '').replace(/\s+/g, ' ').trim();
  let rest = text;
  let quantity: number | null = null;
  let unit: string | null = null;

  const amount = readLeadingQuantity(rest);
  if (amount) {
    quantity = amount.value;
    rest = rest.slice(amount.length).trimStart();
    const inner = TIMES.test(rest) ? readLeadingQuantity(rest.replace(TIMES, '')) : null;
    if (inner) {
      // "2 x 400g tins": two tins of 400 g each is 800 g of the ingredient.
      quantity = quantity * inner.value;
      rest = rest.replace(TIMES, '').slice(inner.length).trimStart();
    }
  } else if ((/^\p{L}+\s+of\s/u.test(rest) || ONE_OF.has(readLeadingUnit(rest)?.unit ?? '')) && readLeadingUnit(rest)) {
    // "Pinch of salt", "Prise Salz", "Handful of basil": a unit named alone is one of it.
    quantity = 1;
  } else if (MEASURES.has(readLeadingUnit(rest)?.unit ?? '') && (readLeadingUnit(rest)?.length ?? 0) >= 2 && /\s\p{L}/u.test(rest) && !/^el\s/.test(rest) && !/^El\s/.test(rest)) {
    // "EL Olivenöl", "tbsp olive oil": a measure without its number keeps its unit out of the name.
    const u = readLeadingUnit(rest)!;
    unit = u.unit;
    rest = rest.slice(u.length).trimStart();
  } else if (ARTICLE_ONE.test(rest)) {
    const afterArticle = rest.replace(ARTICLE_ONE, '');
    if (readLeadingUnit(afterArticle)) {
      quantity = 1;
      rest = afterArticle;
    }
  }

  if (quantity !== null && unit === null) {
    const u = readLeadingUnit(rest);
    if (u) {
      unit = u.unit;
      rest = rest.slice(u.length).trimStart();
    }
  }

  const name = tidyName(rest) || tidyName(text) || text;
  return { text, quantity, unit, name: name.slice(0, 200) };
}

/** Drops a leading "of", a metric conversion in brackets right after the unit, stray commas. */
function tidyName(rest: string): string {
  return rest
    .replace(/^\([^)]*\)\s*/, '')
    .replace(OF, '')
    .replace(/^[,;:.\s]+/, '')
    .trim();
}

/**
 * Whether a line can continue an ingredient list already begun: an ingredient line, or a short
 * entry without a full stop ("Pinch of salt", "Fresh basil leaves").
 */
export function continuesIngredientList(line: string): boolean {
  const trimmed = line.trim();
  return looksLikeIngredientLine(trimmed) || (trimmed.split(/\s+/).length <= 6 && !/[.!?:]$/.test(trimmed) && !/^\d+[.)]\s/.test(trimmed));
}

/**
 * Whether a line reads like an ingredient rather than a method step: it starts with an amount
 * or is a short list entry without a sentence's full stop.
 */
export function looksLikeIngredientLine(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed === '' || /^\d+[.)]\s+\p{L}/u.test(trimmed) || /^step\s*\d+/i.test(trimmed)) return false;
  const words = trimmed.split(/\s+/).length;
  const parsed = parseIngredientLine(trimmed);
  if (parsed.quantity !== null && words <= 14 && !/[.!?]\s+\p{Lu}/u.test(trimmed)) return true;
  const bulleted = BULLET.test(line) && !/^\s*\d/.test(line);
  return bulleted && words <= 8 && !/[.!?]$/.test(trimmed);
}
