/**
 * Kitchen units and the words recipes spell them with. The canonical name is what an
 * ingredient's `unit` holds, so "tablespoons", "Tbsp." and "tbs" all read as `tbsp`.
 */
const UNIT_SPELLINGS: Record<string, readonly string[]> = {
  g: ['g', 'gr', 'gram', 'grams', 'gramme', 'grammes'],
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms'],
  mg: ['mg', 'milligram', 'milligrams'],
  ml: ['ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters'],
  cl: ['cl', 'centilitre', 'centilitres'],
  dl: ['dl', 'decilitre', 'decilitres'],
  l: ['l', 'litre', 'litres', 'liter', 'liters', 'ltr'],
  cup: ['cup', 'cups', 'c'],
  tbsp: ['tbsp', 'tbsps', 'tbs', 'tbl', 'tblsp', 'tablespoon', 'tablespoons', 'T'],
  tsp: ['tsp', 'tsps', 'teaspoon', 'teaspoons', 't'],
  'fl oz': ['fl oz', 'fl. oz', 'fluid ounce', 'fluid ounces'],
  oz: ['oz', 'ounce', 'ounces'],
  lb: ['lb', 'lbs', 'pound', 'pounds'],
  pint: ['pint', 'pints', 'pt'],
  quart: ['quart', 'quarts', 'qt'],
  gallon: ['gallon', 'gallons', 'gal'],
  pinch: ['pinch', 'pinches'],
  dash: ['dash', 'dashes'],
  drop: ['drop', 'drops'],
  splash: ['splash', 'splashes'],
  knob: ['knob', 'knobs'],
  handful: ['handful', 'handfuls'],
  clove: ['clove', 'cloves'],
  can: ['can', 'cans'],
  tin: ['tin', 'tins'],
  jar: ['jar', 'jars'],
  packet: ['packet', 'packets', 'pack', 'packs', 'package', 'packages', 'pkg'],
  bunch: ['bunch', 'bunches'],
  sprig: ['sprig', 'sprigs'],
  stick: ['stick', 'sticks'],
  slice: ['slice', 'slices'],
  sheet: ['sheet', 'sheets'],
  piece: ['piece', 'pieces'],
  head: ['head', 'heads'],
  stalk: ['stalk', 'stalks'],
  fillet: ['fillet', 'fillets'],
};

/** Case matters only for the one-letter spoon abbreviations: "T" is a tablespoon, "t" a teaspoon. */
const CASE_SENSITIVE = new Set(['T', 't', 'c']);

const BY_SPELLING = new Map<string, string>();
for (const [unit, spellings] of Object.entries(UNIT_SPELLINGS)) {
  for (const s of spellings) BY_SPELLING.set(CASE_SENSITIVE.has(s) ? s : s.toLowerCase(), unit);
}

/** Longest spellings first so "fl oz" wins over "oz" and "tbsp" over "t". */
const SPELLINGS = [...BY_SPELLING.keys()].sort((a, b) => b.length - a.length);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const UNIT_AT_START = new RegExp(`^(${SPELLINGS.map(escape).join('|')})\\.?(?![\\p{L}\\p{N}])`, 'iu');

/** Reads a unit at the start of `text` ("tbsp. olive oil" → tbsp). */
export function readLeadingUnit(text: string): { unit: string; length: number } | null {
  const m = UNIT_AT_START.exec(text);
  if (!m || m[1] === undefined) return null;
  const spelled = m[1];
  const unit = BY_SPELLING.get(CASE_SENSITIVE.has(spelled) ? spelled : spelled.toLowerCase());
  if (unit === undefined) return null;
  // One-letter units are easy to misread ("t" in "t-bone", "c" for a grade): only accept them as
  // exact case-sensitive spellings.
  if (spelled.length === 1 && !CASE_SENSITIVE.has(spelled) && unit !== 'g' && unit !== 'l') return null;
  return { unit, length: m[0].length };
}

/** Every canonical unit name. */
export const KITCHEN_UNITS: readonly string[] = Object.keys(UNIT_SPELLINGS);
