/**
 * Numbers as recipes write them: "2", "1.5", "1/2", "½", "1 ½", "1½", "2-3", "2 to 3".
 */

const VULGAR_FRACTIONS: Record<string, number> = {
  '½': 1 / 2, '⅓': 1 / 3, '⅔': 2 / 3, '¼': 1 / 4, '¾': 3 / 4, '⅕': 1 / 5, '⅖': 2 / 5, '⅗': 3 / 5,
  '⅘': 4 / 5, '⅙': 1 / 6, '⅚': 5 / 6, '⅛': 1 / 8, '⅜': 3 / 8, '⅝': 5 / 8, '⅞': 7 / 8,
};
export const VULGAR = Object.keys(VULGAR_FRACTIONS).join('');

/** One amount: "1 1/2", "1½", "1 ½", "3/4", "0.5", "2". */
const AMOUNT = `(?:\\d+\\s*[${VULGAR}]|\\d+\\s+\\d+\\s*/\\s*\\d+|\\d+\\s*/\\s*\\d+|\\d+(?:[.,]\\d+)?|\\.\\d+|[${VULGAR}])`;

/** An amount or a range of two ("2-3", "2 – 3", "2 to 3", "2 or 3"), anchored at the start. */
export const LEADING_QUANTITY = new RegExp(`^(${AMOUNT})(?:(?:\\s*(?:-|–|—)\\s*|\\s+(?:to|or|bis|à|a|o|ou|tot)\\s+)(${AMOUNT}))?`, 'i');

/** Global version for finding every amount or range inside a sentence. */
export const QUANTITY_ANYWHERE = new RegExp(`(${AMOUNT})(?:\\s*(?:-|–|—|to)\\s*(${AMOUNT}))?`, 'gi');

/** Reads one amount ("1 1/2", "½", "0.5"); null when it is not a number or is not finite. */
export function parseAmount(text: string): number | null {
  // "1,5" is a decimal comma (German, French, …); "1,000" is a thousands separator.
  const t = text.trim().replace(/^(\d+),(\d{3})$/, '$1$2').replace(/^(\d+),(\d+)$/, '$1.$2');
  const last = t.slice(-1);
  const vulgar = VULGAR_FRACTIONS[last];
  if (vulgar !== undefined) {
    const whole = t.slice(0, -1).trim();
    return whole === '' ? vulgar : finite(Number(whole) + vulgar);
  }
  const mixed = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (mixed) return fraction(Number(mixed[2]), Number(mixed[3]), Number(mixed[1]));
  const simple = /^(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (simple) return fraction(Number(simple[1]), Number(simple[2]), 0);
  return /^(\d+(\.\d+)?|\.\d+)$/.test(t) ? finite(Number(t)) : null;
}

/**
 * Reads a quantity at the start of `text`. A range counts as its larger figure: enough to buy,
 * long enough to wait. Returns the quantity and how many characters it used.
 */
export function readLeadingQuantity(text: string): { value: number; length: number } | null {
  const m = LEADING_QUANTITY.exec(text);
  if (!m || m[1] === undefined) return null;
  const low = parseAmount(m[1]);
  const high = m[2] === undefined ? null : parseAmount(m[2]);
  const value = high !== null && low !== null ? Math.max(low, high) : low;
  if (value === null || !(value > 0)) return null;
  return { value, length: m[0].length };
}

function fraction(numerator: number, denominator: number, whole: number): number | null {
  if (denominator === 0) return null;
  return finite(whole + numerator / denominator);
}

function finite(n: number): number | null {
  return Number.isFinite(n) ? n : null;
}
