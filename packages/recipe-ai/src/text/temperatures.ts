import { OVEN_TEMPERATURE_C, type RecipeTaskDraft } from '@brigade/contracts';

/**
 * The one reader of oven settings in recipe text (issues 34 and 36), for every import path: pasted
 * text, recipe files and web pages. It reads what recipes write in the seven languages of the text
 * import: "180 °C", "350°F", "400 degrees", "180 Grad Umluft", "200C (180C fan)", "Gas Mark 4",
 * "thermostat 6", "200 graden hetelucht".
 *
 * - Fahrenheit becomes °C rounded to the nearest 10, as cookbooks' conversion tables give it and as
 *   recipes mean it (350 °F → 180 °C, 425 °F → 220 °C, not 177 and 218); a bare "400 degrees" is
 *   Fahrenheit above 260 and Celsius up to it. Celsius as written is kept (175 °C stays 175).
 * - The first figure counts. A fan figure beside it ("200C (180C fan)", "200C/180C fan") says the
 *   first is for a conventional oven (fan: false), as the recipe library states it; "fan oven at
 *   160 °C", "180 °C fan" or "180 Grad Umluft" alone are for a fan oven (fan: true).
 * - Only a text about the oven counts (oven, bake, roast, preheat, gas mark and their words in the
 *   other languages), and no figure from where it turns to oil, a thermometer or the inside of the
 *   food on ("heat the oil to 180 °C", "until it reads 75 °C inside"); a figure outside the
 *   contract's 30-300 °C is none.
 */
export interface OvenSetting {
  /** Whole °C. */
  temperature_c: number;
  /** true fan (Umluft, chaleur tournante, ventilado), false conventional, null not stated. */
  fan: boolean | null;
}

/** British gas marks in °C, as the usual conversion tables give them. */
const GAS_MARKS: Record<string, number> = { '¼': 110, '1/4': 110, '½': 120, '1/2': 120, 1: 140, 2: 150, 3: 170, 4: 180, 5: 190, 6: 200, 7: 220, 8: 230, 9: 240, 10: 260 };

const OVEN_WORDS =
  /(?<!\p{L})(?:ovens?|bake[sd]?|baking|roast(?:s|ed|ing)?|pre-?heat(?:ed|ing)?|gas(?:\s+mark|\s+no\.?|\s+stufe)?\s*(?:¼|½|\d)|(?:back)?ofens?|backen|backt|gebacken|vorheiz\p{L}*|vorgeheizt|umluft|ober-?\s*(?:und|\/)\s*unterhitze|fours?|enfourn\p{L}*|pr[ée]chauff\p{L}*|thermostat|th\.|horno|hornea\p{L}*|precalent\p{L}*|precalient\p{L}*|forno|infornar\p{L}*|inforna|preriscald\p{L}*|voorverwarm\p{L}*|bakken|pr[ée]-?aque[cç]\p{L}*|assar|オーブン|予熱)(?!\p{L})/iu;
/** A thermometer, the food's inside or deep-frying: a temperature, but not the oven's. */
const NOT_THE_OVEN =
  /(?<!\p{L})(?:deep[- ]fr(?:y|ied|ying)|thermometers?|inside|internal|reads?|registers?|core temperature|frittier\p{L}*|fritteuse|kerntemperatur|thermomètre|à cœur|friture|termómetro|temperatura interna|termometro|al cuore|frittura|kerntemperatuur|frituur|termômetro)(?!\p{L})/iu;
/** Oil or fat brought to a figure ("heat the oil to 180 °C", "Öl auf 170 Grad", "l'huile à 170 °C"). */
const OIL_TO_FIGURE = /(?<!\p{L})(?:oil|fat|öl|fett|huile|graisse|aceite|olio|olie|vet|óleo|azeite)(?!\p{L})[^.;\d]{0,30}\d{2,3}/iu;
const DEGREE_WORDS = 'degrees?|deg|grad|grados?|gradi|graden|graus?|degr[ée]s?';
/** A figure (or the first of a range) and its scale: "180 °C", "350°F", "200 degrees C", "200C", "180 Grad". */
const DEGREES = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\d{2,3})(?:\\s*(?:-|–|to|bis|à|a)\\s*\\d{2,3})?\\s*(?:(?:°|º|˚)\\s*(C|F|celsius|fahrenheit)?|(?:${DEGREE_WORDS})(?:\\s*(C|F|celsius|fahrenheit))?|(C|F)\\b)(?!\\p{L}{2})`,
  'giu',
);
const GAS = /\bgas(?:\s+mark|\s+no\.?|\s+stufe)?\s*(¼|½|1\/4|1\/2|10|[1-9])(?!\d)/i;
/** French ovens: "thermostat 6" (th. 6) is 6 × 30 °C. */
const THERMOSTAT = /\b(?:thermostat|th\.)\s*(\d{1,2})(?!\d)/i;
const FAN_WORD = String.raw`fan(?:[- ]assisted|[- ]forced|[- ]oven)?|convection|umluft|heißluft|heissluft|chaleur\s+tournante|ventil[ée]e?|ventilad[oa]|(?:con\s+)?ventilador|ventilato|ventilata|hetelucht|(?:com\s+)?ventila[çc][ãa]o`;
const FAN = new RegExp(`(?<!\\p{L})(?:${FAN_WORD})(?!\\p{L})`, 'iu');
/** The fan word right after a figure: "180C fan", "(160 °C Umluft)", "180 Grad Umluft". */
const FAN_AFTER = new RegExp(`^[\\s)/,]*(?:${FAN_WORD})(?!\\p{L})`, 'iu');
const NO_FAN = /(?<!\p{L})(?:conventional|ober-?\s*(?:und|\/)\s*unterhitze|chaleur\s+statique|convencional|statico|statica|boven-?\s*en\s*onderwarmte)(?!\p{L})/iu;

const inOvenRange = (c: number): number | null => (c >= OVEN_TEMPERATURE_C.min && c <= OVEN_TEMPERATURE_C.max ? c : null);

function celsiusOf(m: RegExpMatchArray): number | null {
  const value = Number(m[1]);
  const scale = (m[2] ?? m[3] ?? m[4] ?? '').toLowerCase();
  const fahrenheit = scale.startsWith('f') || (scale === '' && value > 260);
  return inOvenRange(fahrenheit ? Math.round((value - 32) * 5 / 9 / 10) * 10 : value);
}

/** The oven setting a text states, or null when it states none. */
export function ovenSettingOf(whole: string): OvenSetting | null {
  if (!OVEN_WORDS.test(whole)) return null;
  // Figures from the first thermometer, inside or oil on are not the oven's: "Roast at 200 °C
  // until a thermometer reads 65 °C" is 200; "Heat the oil to 180 °C" is none.
  const notOven = [NOT_THE_OVEN.exec(whole)?.index, OIL_TO_FIGURE.exec(whole)?.index].filter((i) => i !== undefined);
  const text = notOven.length > 0 ? whole.slice(0, Math.min(...notOven)) : whole;
  const figures = [...text.matchAll(DEGREES)].map((m) => {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    return { celsius: celsiusOf(m), start, fanned: FAN_AFTER.test(text.slice(end, end + 24)) };
  });
  const first = figures[0];
  const fanBefore = (at: number) => FAN.test(text.slice(0, at));
  if (first) {
    if (first.celsius === null) return null;
    if (first.fanned || fanBefore(first.start)) return { temperature_c: first.celsius, fan: true };
    if (figures.slice(1).some((f) => f.fanned) || NO_FAN.test(text)) return { temperature_c: first.celsius, fan: false };
    return { temperature_c: first.celsius, fan: FAN.test(text) ? true : null };
  }
  const fan = FAN.test(text) ? true : NO_FAN.test(text) ? false : null;
  const gas = GAS.exec(text);
  if (gas) return { temperature_c: GAS_MARKS[gas[1]!]!, fan };
  const thermostat = THERMOSTAT.exec(text);
  const celsius = thermostat ? inOvenRange(Number(thermostat[1]) * 30) : null;
  return celsius === null ? null : { temperature_c: celsius, fan };
}

/**
 * Gives each oven task its temperature: the one its own text states, else the last one an earlier
 * step stated ("Preheat the oven to 180 °C" … "Bake for 30 minutes"). Tasks without the oven keep
 * none, unless their own text sets the oven ("Preheat the oven to 200 °C").
 */
export function withOvenSettings(tasks: RecipeTaskDraft[], texts: readonly string[] = tasks.map((t) => `${t.name}. ${t.description}`)): RecipeTaskDraft[] {
  let last: OvenSetting | null = null;
  return tasks.map((task, i) => {
    const own = ovenSettingOf(texts[i] ?? '');
    if (own) last = own;
    const setting = own ?? (task.equipment.includes('oven') ? last : null);
    return setting ? { ...task, oven_temperature_c: setting.temperature_c, oven_fan: setting.fan } : task;
  });
}
