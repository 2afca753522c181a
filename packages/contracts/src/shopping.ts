/**
 * A shopping list a person can buy from (issue 26): one line per ingredient whatever its case or
 * number ('Red onion' and 'red onions'), and amounts as a shop sells them: whole vegetables
 * rounded up, spoonfuls of a bottle's worth as millilitres (cups in US units, converted on
 * display), spoons and grams of one ingredient added up as grams.
 */
import { AISLES, aisleOf, baseOf, formatAmount, isFromTheTap, roundAmount, shoppingKey, type Aisle, type Amount, type AmountWords, type ShoppingItem, type ShoppingSource, type UnitSystem } from './quantities';

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
  return formatAmount(a, system, words);
}

/** The amounts to buy of one ingredient (`name`) from its totals: as few lines as add up, each as a shop sells it. */
export function shopAmounts(name: string, totals: readonly ShoppingTotal[]): Amount[] {
  const grams = totals.filter((t) => t.dimension === 'mass').reduce((s, t) => s + t.value, 0);
  let ml = totals.filter((t) => t.dimension === 'volume').reduce((s, t) => s + t.value, 0);
  let tsp = totals.filter((t) => t.dimension === 'spoon').reduce((s, t) => s + t.value, 0);
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
  const out: Amount[] = [];
  if (mass > 0) out.push(roundAmount({ quantity: mass, unit: 'g' }));
  if (ml > 0) out.push(roundAmount({ quantity: ml, unit: 'ml' }));
  if (tsp > 0) out.push(roundAmount({ quantity: tsp, unit: 'tsp' }));
  for (const t of totals) {
    if (t.dimension === 'mass' || t.dimension === 'volume' || t.dimension === 'spoon' || !(t.value > 0)) continue;
    // Half a cucumber is not sold: whole things are rounded up.
    if (t.unit === null || WHOLE.test(t.unit)) out.push({ quantity: Math.ceil(t.value - 1e-9), unit: t.unit });
    else out.push(roundAmount({ quantity: t.value, unit: t.unit }));
  }
  return out;
}

/** One list for the whole meal: same ingredient across dishes merged, grouped by aisle in aisle order. */
export function mergeShoppingList(sources: ShoppingSource[]): Array<{ aisle: Aisle; items: ShoppingItem[] }> {
  const byKey = new Map<string, { name: string; totals: Map<string, { dimension: string; value: number; unit: string | null }>; dishes: Set<string> }>();
  for (const s of sources) {
    if (isFromTheTap(s.name) || !(s.quantity > 0)) continue;
    // One line per ingredient: case and singular/plural merged (issue 26).
    const key = ingredientKey(shoppingKey(s.name) || s.name.toLowerCase());
    const entry = byKey.get(key) ?? { name: s.name.replace(/\s*\([^)]*\)/g, '').replace(/,.*$/, '').replace(/\s+for (the )?[a-z ]+$/i, '').trim() || s.name, totals: new Map(), dishes: new Set<string>() };
    const b = baseOf(s);
    const dimKey = b.dimension === 'other' ? `other:${b.unit ?? ''}` : b.dimension;
    const t = entry.totals.get(dimKey) ?? { dimension: b.dimension, value: 0, unit: b.unit };
    t.value += b.value;
    entry.totals.set(dimKey, t);
    entry.dishes.add(s.dish);
    byKey.set(key, entry);
  }
  const groups = new Map<Aisle, ShoppingItem[]>();
  for (const [key, e] of byKey) {
    const amounts = shopAmounts(e.name, [...e.totals.values()]);
    const aisle = aisleOf(e.name);
    const item: ShoppingItem = { key, name: e.name, aisle, amount: amounts[0]!, extra: amounts.slice(1), dishes: [...e.dishes].sort() };
    groups.set(aisle, [...(groups.get(aisle) ?? []), item]);
  }
  return AISLES.filter((a) => groups.has(a)).map((aisle) => ({ aisle, items: groups.get(aisle)!.sort((x, y) => x.name.localeCompare(y.name)) }));
}
