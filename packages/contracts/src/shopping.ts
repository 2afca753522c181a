/**
 * A shopping list a person can buy from (issue 26): one line per ingredient whatever its case or
 * number ('Red onion' and 'red onions'), and amounts as a shop sells them: whole vegetables
 * rounded up, spoonfuls of a bottle's worth as millilitres (cups in US units, converted on
 * display), spoons and grams of one ingredient added up as grams.
 */
import { AISLES, aisleOf, baseOf, formatAmount, isFromTheTap, roundAmount, shoppingKey, type Aisle, type Amount, type AmountWords, type ShoppingItem, type ShoppingSource, type UnitSystem } from './quantities';
import type { TextsByLanguage } from './recipe-texts';

const KEEP_S = /(ss|us|is|ous)$/;

/** The singular of one English word as ingredient lists write them ('tomatoes' → 'tomato', 'berries' → 'berry'). */
export function singular(word: string): string {
  if (word.length <= 3 || KEEP_S.test(word)) return word;
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(oes|ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The key one ingredient's lines merge under: lower case, its last word singular ('Red Onions' → 'red onion'). */
export function ingredientKey(key: string): string {
  const words = key.toLowerCase().trim().split(/\s+/);
  if (words.length === 0 || words[0] === '') return key.toLowerCase();
  words[words.length - 1] = singular(words[words.length - 1]!);
  return words.join(' ');
}

/** A total of one ingredient in one dimension, in the base unit (g, ml, tsp) or its own unit. */
export interface ShoppingTotal {
  dimension: 'mass' | 'volume' | 'spoon' | 'other' | string;
  value: number;
  unit: string | null;
}

const TSP_ML = 5;
/** A bottle's worth: from 4 tablespoons on, spoons are bought (and shown) as millilitres. */
export const SPOONS_AS_VOLUME_TSP = 12;

/** Grams per millilitre, roughly, for the few dry goods measured both ways. */
function density(name: string): number {
  const n = name.toLowerCase();
  if (/flour|cornflour|cocoa/.test(n)) return 0.55;
  if (/icing sugar/.test(n)) return 0.5;
  if (/sugar/.test(n)) return 0.85;
  if (/oats/.test(n)) return 0.4;
  if (/salt/.test(n)) return 1.2;
  if (/butter|oil/.test(n)) return 0.92;
  return 1;
}

/** Sold by the bottle: told in millilitres (cups in US units) once there is a bottle's worth. */
const isLiquid = (name: string) => /\b(oil|vinegar|sauce|syrup|milk|stock|juice|wine|cream|honey|water|extract|liqueur|spirit)\b/i.test(name);

/** Units counted in whole things a shop sells (a cucumber, a bulb of garlic, slices). */
const WHOLE = /^(slices?|sheets?|sprigs?|cloves?|bulbs?|heads?|bunch(es)?|stalks?|sticks?|pieces?|cans?|tins?|jars?|packs?|pinch(es)?)$/i;

const CUP_ML = 236.588;

/**
 * One amount of the shopping list as a shopper reads it: like the cook's amounts, except that in
 * US units a bottle's worth of liquid is told in cups, rounded up to the quarter cup (buy enough).
 */
export function formatShopAmount(a: Amount, system: UnitSystem = 'metric', words?: AmountWords): string {
  const b = baseOf(a);
  if (system === 'us' && b.dimension === 'volume' && b.value >= SPOONS_AS_VOLUME_TSP * TSP_ML) {
    const cups = Math.ceil((b.value / CUP_ML) * 4 - 1e-6) / 4;
    return formatAmount({ quantity: cups, unit: 'cup' }, 'metric', words);
  }
  // A pound and more is weighed in pounds and ounces, as a US shop sells it: '1 lb 10 oz', not '26 ½ oz'.
  if (system === 'us' && b.dimension === 'mass' && b.value >= LB_G) {
    let pounds = Math.floor(b.value / LB_G);
    let ounces = Math.round((b.value - pounds * LB_G) / OZ_G);
    if (ounces === 16) [pounds, ounces] = [pounds + 1, 0];
    const lb = formatAmount({ quantity: pounds, unit: 'lb' }, 'metric', words);
    return ounces > 0 ? `${lb} ${formatAmount({ quantity: ounces, unit: 'oz' }, 'metric', words)}` : lb;
  }
  return formatAmount(a, system, words);
}

const LB_G = 453.592;
const OZ_G = 28.3495;
/** A pinch or a dash, in teaspoons (a sixteenth and an eighth, as measuring spoons mark them). */
const PINCH_TSP: Record<string, number> = { pinch: 1 / 16, pinches: 1 / 16, dash: 1 / 8, dashes: 1 / 8 };

/**
 * Spoons as a shopper reads them: a whole number of half tablespoons in tablespoons ('4 ½ tsp' →
 * '1 ½ tbsp'), a total that was rounded up from spoons and pinches in whole teaspoons, else the
 * cook's rounding.
 */
function shopSpoons(tsp: number, approximate: boolean): Amount {
  if (approximate) return { quantity: Math.ceil(tsp - 1e-9), unit: 'tsp' };
  const halfTbsp = tsp / 1.5;
  if (tsp >= 3 && Math.abs(halfTbsp - Math.round(halfTbsp)) < 1e-6) return { quantity: tsp / 3, unit: 'tbsp' };
  return roundAmount({ quantity: tsp, unit: 'tsp' });
}

/** English names of things bought by the piece, for '2 Lemons' rather than '2 Lemon'. */
const COUNTED = /^(lemon|lime|orange|onion|shallot|carrot|potato|tomato|apple|pear|peach|banana|avocado|egg|cucumber|courgette|aubergine|pepper|chilli|leek|clove|bulb|tortilla|lettuce|cabbage|mango|plum|fig|beetroot|parsnip|turnip|radish|sweet potato)$/i;

/** The plural of a counted English ingredient name ('Lemon' → 'Lemons', 'Potato' → 'Potatoes'); other names as they are. */
export function pluralName(name: string): string {
  const words = name.trim().split(/\s+/);
  const last = words[words.length - 1] ?? '';
  if (!COUNTED.test(last)) return name;
  words[words.length - 1] = /(o|sh|ch|x)$/i.test(last) ? `${last}es` : /y$/i.test(last) ? `${last.slice(0, -1)}ies` : `${last}s`;
  return words.join(' ');
}

/** The amounts to buy of one ingredient (`name`) from its totals: as few lines as add up, each as a shop sells it. */
export function shopAmounts(name: string, totals: readonly ShoppingTotal[]): Amount[] {
  return shopLine(name, totals).amounts;
}

/** {@link shopAmounts}, and whether the first amount was rounded up from parts (spoons and pinches). */
function shopLine(name: string, totals: readonly ShoppingTotal[]): { amounts: Amount[]; approximate: boolean } {
  const grams = totals.filter((t) => t.dimension === 'mass').reduce((s, t) => s + t.value, 0);
  let ml = totals.filter((t) => t.dimension === 'volume').reduce((s, t) => s + t.value, 0);
  let tsp = totals.filter((t) => t.dimension === 'spoon').reduce((s, t) => s + t.value, 0);
  // A pinch beside spoons of the same thing is part of them: '3 ¾ tsp + 1 pinch' is about 4 tsp.
  const pinches = tsp > 0 ? totals.filter((t) => t.dimension === 'other' && t.unit !== null && t.unit.toLowerCase() in PINCH_TSP) : [];
  for (const p of pinches) tsp += p.value * PINCH_TSP[p.unit!.toLowerCase()]!;
  let approximate = pinches.length > 0;
  let mass = grams;
  // Spoons and millilitres of something also weighed: all of it in grams.
  if (mass > 0) {
    mass += (tsp * TSP_ML + ml) * density(name);
    tsp = 0;
    ml = 0;
  } else if (ml > 0 || (tsp >= SPOONS_AS_VOLUME_TSP && isLiquid(name))) {
    ml += tsp * TSP_ML;
    tsp = 0;
  } else if (tsp >= SPOONS_AS_VOLUME_TSP) {
    // A jar's worth of something dry (salt, sugar, spice): weighed, as it is sold.
    mass = tsp * TSP_ML * density(name);
    tsp = 0;
  }
  if (tsp === 0) approximate = false;
  const out: Amount[] = [];
  if (mass > 0) out.push(roundAmount({ quantity: mass, unit: 'g' }));
  if (ml > 0) out.push(roundAmount({ quantity: ml, unit: 'ml' }));
  if (tsp > 0) out.push(shopSpoons(tsp, approximate));
  for (const t of totals) {
    if (t.dimension === 'mass' || t.dimension === 'volume' || t.dimension === 'spoon' || !(t.value > 0) || pinches.includes(t)) continue;
    // Half a cucumber is not sold: whole things are rounded up.
    if (t.unit === null || WHOLE.test(t.unit)) out.push({ quantity: Math.ceil(t.value - 1e-9), unit: t.unit });
    else out.push(roundAmount({ quantity: t.value, unit: t.unit }));
  }
  return { amounts: out, approximate: approximate && out[0]?.unit === 'tsp' };
}

/** One list for the whole meal: same ingredient across dishes merged, grouped by aisle in aisle order. */
export function mergeShoppingList(sources: ShoppingSource[]): Array<{ aisle: Aisle; items: ShoppingItem[] }> {
  const byKey = new Map<string, { name: string; totals: Map<string, { dimension: string; value: number; unit: string | null }>; dishes: Set<string>; translations?: TextsByLanguage | null }>();
  for (const s of sources) {
    if (isFromTheTap(s.name) || !(s.quantity > 0)) continue;
    // One line per ingredient: case and singular/plural merged (issue 26).
    const key = ingredientKey(shoppingKey(s.name) || s.name.toLowerCase());
    const entry: { name: string; totals: Map<string, { dimension: string; value: number; unit: string | null }>; dishes: Set<string>; translations?: TextsByLanguage | null } = byKey.get(key) ?? { name: s.name.replace(/\s*\([^)]*\)/g, '').replace(/,.*$/, '').replace(/\s+for (the )?[a-z ]+$/i, '').trim() || s.name, totals: new Map(), dishes: new Set<string>() };
    const b = baseOf(s);
    const dimKey = b.dimension === 'other' ? `other:${b.unit ?? ''}` : b.dimension;
    const t = entry.totals.get(dimKey) ?? { dimension: b.dimension, value: 0, unit: b.unit };
    t.value += b.value;
    entry.totals.set(dimKey, t);
    entry.dishes.add(s.dish);
    entry.translations ??= s.translations;
    byKey.set(key, entry);
  }
  const groups = new Map<Aisle, ShoppingItem[]>();
  for (const [key, e] of byKey) {
    const { amounts, approximate } = shopLine(e.name, [...e.totals.values()]);
    const aisle = aisleOf(e.name);
    const first = amounts[0]!;
    // '2 Lemons': a count of more than one names the things in the plural.
    const name = first.unit === null && first.quantity > 1 ? pluralName(e.name) : e.name;
    const item: ShoppingItem = { key, name, aisle, amount: first, extra: amounts.slice(1), dishes: [...e.dishes].sort(), ...(approximate ? { approximate } : {}), ...(e.translations ? { translations: e.translations } : {}) };
    groups.set(aisle, [...(groups.get(aisle) ?? []), item]);
  }
  return AISLES.filter((a) => groups.has(a)).map((aisle) => ({ aisle, items: groups.get(aisle)!.sort((x, y) => x.name.localeCompare(y.name)) }));
}
