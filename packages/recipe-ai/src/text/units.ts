/**
 * Kitchen units and the words recipes spell them with. The canonical name is what an
 * ingredient's `unit` holds, so "tablespoons", "Tbsp." and "tbs" all read as `tbsp`.
 */
const UNIT_SPELLINGS: Record<string, readonly string[]> = {
  g: ['g', 'gr', 'grs', 'gram', 'grams', 'gramme', 'grammes', 'gramm', 'gramos', 'grammi', 'gramas'],
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramm', 'kilogramos', 'kilogrammi'],
  mg: ['mg', 'milligram', 'milligrams'],
  ml: ['ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters', 'mililitros', 'millilitri'],
  cl: ['cl', 'centilitre', 'centilitres'],
  dl: ['dl', 'decilitre', 'decilitres'],
  l: ['l', 'litre', 'litres', 'liter', 'liters', 'ltr', 'litro', 'litros', 'litri'],
  cup: ['cup', 'cups', 'c', 'tasse', 'tassen', 'tasses', 'taza', 'tazas', 'tazza', 'tazze', 'kop', 'kopje', 'kopjes', 'xícara', 'xícaras', 'xicara', 'xicaras', 'chávena', 'chávenas'],
  tbsp: ['tbsp', 'tbsps', 'tbs', 'tbl', 'tblsp', 'tb', 'tablespoon', 'tablespoons', 'T', 'el', 'essl', 'eßl', 'esslöffel', 'eßlöffel', 'c. à s', 'c.à.s', 'c. à soupe', 'cuillère à soupe', 'cuillères à soupe', 'cás', 'cas', 'cda', 'cdas', 'cucharada', 'cucharadas', 'cucchiaio', 'cucchiai', 'eetlepel', 'eetlepels', 'colher de sopa', 'colheres de sopa', 'c. de sopa', 'c. sopa'],
  tsp: ['tsp', 'tsps', 'ts', 'teaspoon', 'teaspoons', 't', 'tl', 'teel', 'teelöffel', 'c. à c', 'c.à.c', 'c. à café', 'cuillère à café', 'cuillères à café', 'càc', 'cac', 'cdta', 'cdtas', 'cucharadita', 'cucharaditas', 'cucchiaino', 'cucchiaini', 'theelepel', 'theelepels', 'colher de chá', 'colheres de chá', 'c. de chá', 'c. chá'],
  'fl oz': ['fl oz', 'fl. oz', 'fluid ounce', 'fluid ounces'],
  oz: ['oz', 'ounce', 'ounces'],
  lb: ['lb', 'lbs', 'pound', 'pounds'],
  pint: ['pint', 'pints', 'pt'],
  quart: ['quart', 'quarts', 'qt'],
  gallon: ['gallon', 'gallons', 'gal', 'ga'],
  pinch: ['pinch', 'pinches', 'pn', 'prise', 'prisen', 'msp', 'messerspitze', 'pincée', 'pincées', 'pizca', 'pizcas', 'pizzico', 'pizzichi', 'snufje', 'snuf', 'mespunt', 'pitada', 'pitadas'],
  dash: ['dash', 'dashes', 'ds', 'schuss', 'trait', 'chorrito', 'goccio', 'scheutje'],
  drop: ['drop', 'drops', 'dr', 'tropfen', 'goutte', 'gouttes', 'gota', 'gotas', 'goccia', 'gocce', 'druppel', 'druppels'],
  splash: ['splash', 'splashes'],
  knob: ['knob', 'knobs'],
  handful: ['handful', 'handfuls', 'handvoll', 'poignée', 'poignées', 'puñado', 'puñados', 'manciata', 'handvol', 'punhado'],
  clove: ['clove', 'cloves', 'zehe', 'zehen', 'gousse', 'gousses', 'diente', 'dientes', 'spicchio', 'spicchi', 'teen', 'teentje', 'teentjes', 'dente', 'dentes'],
  can: ['can', 'cans', 'cn', 'dose', 'dosen', 'boîte', 'boîtes', 'lata', 'latas', 'lattina', 'blik', 'blikken', 'blikje'],
  tin: ['tin', 'tins'],
  jar: ['jar', 'jars'],
  packet: ['packet', 'packets', 'pack', 'packs', 'package', 'packages', 'pkg', 'pk', 'pck', 'päckchen', 'packung', 'pkt', 'sachet', 'sachets', 'sobre', 'sobres', 'bustina', 'bustine', 'zakje', 'zakjes', 'pacote', 'pacotes'],
  bunch: ['bunch', 'bunches', 'bn', 'bund', 'bündel', 'botte', 'bottes', 'manojo', 'mazzo', 'mazzetto', 'bos', 'bosje', 'maço', 'molho'],
  sprig: ['sprig', 'sprigs', 'zweig', 'zweige', 'brin', 'brins', 'ramita', 'ramitas', 'rametto', 'rametti', 'takje', 'takjes', 'raminho', 'raminhos'],
  stick: ['stick', 'sticks'],
  slice: ['slice', 'slices', 'sl', 'scheibe', 'scheiben', 'tranche', 'tranches', 'rebanada', 'rebanadas', 'rodaja', 'rodajas', 'fetta', 'fette', 'plak', 'plakken', 'plakje', 'plakjes', 'fatia', 'fatias'],
  sheet: ['sheet', 'sheets'],
  piece: ['piece', 'pieces', 'stück', 'stk', 'pièce', 'pièces', 'pieza', 'piezas', 'pezzo', 'pezzi', 'stuk', 'stuks', 'pedaço', 'pedaços'],
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
