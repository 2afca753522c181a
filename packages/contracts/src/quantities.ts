/**
 * Servings, scaling, units and aisles: pure helpers shared by the server (scaled amounts, shopping
 * list) and the web app (metric or US display per device).
 *
 * Amounts are kept in the recipe's own (metric or spoon) units; scaling multiplies them by
 * diners / servings and rounds to steps a cook can measure; US display converts at the very end.
 */
import type { TextsByLanguage } from './recipe-texts';

export const UNIT_SYSTEMS = ['metric', 'us'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

export const DINERS_MIN = 1;
export const DINERS_MAX = 200;

/** How much every quantity of a dish is multiplied by: diners over what the recipe serves. */
export function scaleFactor(diners: number | null | undefined, servings: number): number {
  if (!diners || !Number.isFinite(servings) || servings <= 0) return 1;
  return diners / servings;
}

/**
 * A task's hands-on minutes for a scaled dish, when the task is marked quantity-dependent:
 * chopping twice the onions takes about twice as long, but half a dish still takes a minute to
 * set up, so the time never drops below half the original. Timers (baking, resting) never scale.
 */
export function scaleTaskMinutes(minutes: number, factor: number, quantityDependent: boolean): number {
  if (!quantityDependent || factor === 1) return minutes;
  return Math.max(1, Math.ceil(minutes * Math.max(0.5, factor)));
}

export interface Amount {
  quantity: number;
  unit: string | null;
}

const roundTo = (x: number, step: number): number => Math.round(x / step) * step;
const MASS: Record<string, number> = { g: 1, kg: 1000 };
const VOLUME: Record<string, number> = { ml: 1, l: 1000 };
const SPOON: Record<string, number> = { tsp: 1, tbsp: 3 };

/** Grams, millilitres or teaspoons: the base unit a quantity is merged and rounded in. */
export function baseOf(a: Amount): { dimension: 'mass' | 'volume' | 'spoon' | 'other'; value: number; unit: string | null } {
  const u = a.unit?.toLowerCase() ?? null;
  if (u && u in MASS) return { dimension: 'mass', value: a.quantity * MASS[u]!, unit: 'g' };
  if (u && u in VOLUME) return { dimension: 'volume', value: a.quantity * VOLUME[u]!, unit: 'ml' };
  if (u && u in SPOON) return { dimension: 'spoon', value: a.quantity * SPOON[u]!, unit: 'tsp' };
  return { dimension: 'other', value: a.quantity, unit: a.unit };
}

/** Rounds a metric amount to a measurable step (about 5 % at worst) and picks kg/l, tbsp, etc. */
export function roundAmount(a: Amount): Amount {
  const b = baseOf(a);
  const q = b.value;
  if (!(q > 0)) return { quantity: 0, unit: a.unit };
  switch (b.dimension) {
    case 'mass':
    case 'volume': {
      const big = b.dimension === 'mass' ? 'kg' : 'l';
      if (q >= 1000) return { quantity: roundTo(q / 1000, 0.05), unit: big };
      const step = q < 10 ? 0.5 : q < 50 ? 1 : q < 250 ? 5 : 10;
      return { quantity: Math.max(step, roundTo(q, step)), unit: b.unit };
    }
    case 'spoon': {
      if (q >= 6) return { quantity: roundTo(q / 3, q >= 24 ? 0.5 : 0.25), unit: 'tbsp' };
      if (q >= 3) return { quantity: roundTo(q, 0.25), unit: 'tsp' };
      return { quantity: Math.max(0.125, roundTo(q, q < 0.5 ? 0.125 : 0.25)), unit: 'tsp' };
    }
    default: {
      // Eggs, onions, slices, pinches: halves while few, whole ones beyond.
      const whole = a.unit !== null && /^(pinch|pinches|slices?|sheets?|sprigs?)$/i.test(a.unit);
      const step = whole || q >= 3 ? 1 : 0.5;
      return { quantity: Math.max(step, roundTo(q, step)), unit: a.unit };
    }
  }
}

/** The recipe amount scaled by `factor` and rounded. */
export function scaleAmount(a: Amount, factor: number): Amount {
  return roundAmount({ quantity: a.quantity * factor, unit: a.unit });
}

const FRACTIONS: Array<[number, string]> = [[0.125, '⅛'], [0.25, '¼'], [1 / 3, '⅓'], [0.5, '½'], [2 / 3, '⅔'], [0.75, '¾']];

/** 1.5 → '1 ½', 0.25 → '¼', 2.4 → '2.4' (fractions only where a spoon or cup has them). */
export function formatNumber(x: number, fractions = true, words: Pick<AmountWords, 'decimal'> = ENGLISH_AMOUNTS): string {
  const whole = Math.floor(x + 1e-9);
  const rest = x - whole;
  if (fractions && rest > 1e-6) {
    const f = FRACTIONS.find(([v]) => Math.abs(v - rest) < 0.02);
    if (f) return whole > 0 ? `${whole} ${f[1]}` : f[1];
  }
  if (rest < 1e-6) return words.decimal(whole);
  return words.decimal(x);
}

const OZ = 28.3495, LB = 453.592, CUP = 236.588, TBSP_ML = 14.787, TSP_ML = 4.929;

function nearestCupMeasure(cups: number): number {
  const whole = Math.floor(cups);
  const parts = [0, 0.25, 1 / 3, 0.5, 2 / 3, 0.75, 1];
  const rest = parts.reduce((best, p) => (Math.abs(whole + p - cups) < Math.abs(whole + best - cups) ? p : best), 0);
  return whole + rest;
}

/** Converts a (rounded, metric) amount to US customary units, rounded to what US measures have. */
export function toUs(a: Amount): Amount {
  const b = baseOf(a);
  if (b.dimension === 'mass') {
    if (b.value >= 2 * LB) return { quantity: roundTo(b.value / LB, 0.25), unit: 'lb' };
    // A few grams of yeast or herbs: an eighth of an ounce is too coarse, and US scales show grams.
    if (b.value < OZ / 4) return a;
    const oz = b.value / OZ;
    return { quantity: Math.max(0.125, roundTo(oz, oz < 2 ? 0.125 : oz < 8 ? 0.25 : 0.5)), unit: 'oz' };
  }
  if (b.dimension === 'volume') {
    const cups = b.value / CUP;
    // Cups come in quarters and thirds; under a cup, an amount far from those is told in tablespoons.
    const nearest = cups >= 4 ? roundTo(cups, 0.5) : nearestCupMeasure(cups);
    if (cups >= 1 || (cups >= 0.25 && Math.abs(nearest - cups) <= 0.06 * cups)) return { quantity: nearest, unit: 'cup' };
    if (b.value >= 4 * TBSP_ML) return { quantity: roundTo(b.value / TBSP_ML, 0.5), unit: 'tbsp' };
    if (b.value >= TBSP_ML) return { quantity: Math.max(0.25, roundTo(b.value / TBSP_ML, 0.25)), unit: 'tbsp' };
    return { quantity: Math.max(0.125, roundTo(b.value / TSP_ML, 0.125)), unit: 'tsp' };
  }
  return a;
}

/**
 * How an amount is written in a language: its numbers (decimal comma or point) and its unit words.
 * English is the default; the web app passes the page's language (apps/web/src/i18n/format.ts).
 */
export interface AmountWords {
  /** A number with no fraction glyph to use (2.4, 1.25): '2.4' in English, '2,4' in German. */
  decimal(x: number): string;
  /** A unit for a quantity ('cup', 2) -> 'cups'; metric symbols come back as they are. */
  unit(unit: string, quantity: number): string;
}

export const ENGLISH_AMOUNTS: AmountWords = {
  decimal: (x) => String(Math.round(x * 100) / 100),
  unit: (unit, quantity) => (unit === 'cup' && quantity > 1 ? 'cups' : unit),
};

/** The amount as a cook reads it: '250 g', '1 ½ tbsp', '2 eggs' → '2', in the chosen system. */
export function formatAmount(a: Amount, system: UnitSystem = 'metric', words: AmountWords = ENGLISH_AMOUNTS): string {
  const shown = system === 'us' ? toUs(a) : a;
  const metric = shown.unit === 'g' || shown.unit === 'ml' || shown.unit === 'kg' || shown.unit === 'l';
  const n = formatNumber(shown.quantity, !metric, words);
  if (!shown.unit) return n;
  return `${n} ${words.unit(shown.unit, shown.quantity)}`;
}

export const AISLES = [
  'Fruit & vegetables',
  'Herbs',
  'Meat & fish',
  'Dairy & eggs',
  'Bakery',
  'Rice, pasta & grains',
  'Tins & jars',
  'Baking',
  'Spices & seasoning',
  'Oils, sauces & vinegars',
  'World foods',
  'Drinks',
  'Other',
] as const;
export type Aisle = (typeof AISLES)[number];

/** First match wins, so more specific words come first ('coconut milk' before 'milk'). */
const AISLE_WORDS: Array<[Aisle, RegExp]> = [
  ['World foods', /\b(coconut milk|fish sauce|shrimp paste|tamarind|palm sugar|nori|wasabi|sushi ginger|shaoxing|oyster sauce|galangal|makrut|lemongrass|chipotle|tortilla|rice noodles|rice vinegar|kasuri|tofu|soy sauce|sesame oil|mirin)/],
  ['Spices & seasoning', /\b(salt|peppercorns|black pepper|white pepper|paprika|cumin|coriander seeds|ground coriander|turmeric|garam masala|cinnamon|nutmeg|chilli (flakes|powder)|chilli flakes|mustard seeds|fenugreek|bay lea|dried oregano|dried red chillies|vanilla|sesame seeds)/],
  ['Baking', /\b(flour(?!y)|cornflour|sugar|baking powder|bicarbonate|yeast|cocoa|chocolate|oats|walnuts|peanuts|maple syrup|savoiardi|ladyfingers)/],
  ['Drinks', /\b(wine(?! vinegar)|lager|beer|marsala|liqueur|espresso|coffee)/],
  ['Meat & fish', /\b(beef|pork|chicken|lamb|bacon|lardons|pancetta|guanciale|prawns|salmon|fish|anchov|cod|haddock)/],
  ['Dairy & eggs', /\b(milk|butter|cream|cheese|yogurt|yoghurt|feta|parmesan|pecorino|gruy|mascarpone|ghee|eggs?\b|egg yolks?|yolk|buttermilk|mayonnaise)/],
  ['Bakery', /\b(baguette|ciabatta|bread(?! flour)|pitta)/],
  ['Rice, pasta & grains', /\b(rice|spaghetti|pasta|lasagne|noodles|dal|lentils)/],
  ['Tins & jars', /\b(tin|passata|tomato paste|capers|olives|mustard|stock|jalape|worcestershire|chopped tomatoes)/],
  ['Oils, sauces & vinegars', /\b(oil|vinegar|sauce)/],
  ['Herbs', /\b(basil|parsley|coriander|thyme|rosemary|chives|mint|dill|sage|oregano)/],
  ['Fruit & vegetables', /\b(onions?|shallots?|garlic|ginger|carrots?|celery|potato|tomato|pepper|aubergine|courgette|cucumber|lettuce|romaine|cabbage|broccoli|beans|peas|sprouts|mushroom|porcini|chilli|chillies|lemon|lime|avocado|banana|apple|blueberr|radish|spring onion|leek|spinach)/],
];

/** The supermarket aisle an ingredient is found in, from its name. */
export function aisleOf(name: string): Aisle {
  const n = name.toLowerCase();
  for (const [aisle, re] of AISLE_WORDS) if (re.test(n)) return aisle;
  return 'Other';
}

/** Tap water (and boiling water for X) is never bought. */
export function isFromTheTap(name: string): boolean {
  return /^(?:[a-z]+ )*water\b/i.test(name.trim()) && !/chestnut|melon|cress/i.test(name);
}

/** The name two dishes' ingredients are merged under: no notes in brackets, after a comma, or 'for the …'. */
export function shoppingKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/,.*$/, '')
    .replace(/\bfor (the )?[a-z ]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface ShoppingSource extends Amount {
  name: string;
  dish: string;
  /** The ingredient's name in other languages (issue 38.2). */
  translations?: TextsByLanguage | null;
}

export interface ShoppingItem {
  key: string;
  name: string;
  aisle: Aisle;
  /** Rounded, metric (the client converts for US display). Null when amounts cannot be added up. */
  amount: Amount;
  /** Other amounts of the same ingredient in units that do not add up with the first (e.g. '2' and '100 g'). */
  extra: Amount[];
  /** The amount is rounded up from parts that do not add up exactly (spoons and a pinch): 'about 4 tsp'. */
  approximate?: boolean;
  dishes: string[];
  /** The first merged ingredient's name in other languages (issue 38.2, `localText`); absent: none. */
  translations?: TextsByLanguage;
}
