/**
 * Oven settings as recipes write them, in the seven languages of the text import: "180 °C",
 * "350°F", "180 Grad Umluft", "Gas Mark 4", "thermostat 6", "200 graden hetelucht".
 */
export interface OvenSetting {
  celsius: number;
  /** true: fan (Umluft, chaleur tournante, ventilado); false: top and bottom heat; null: not said. */
  fan: boolean | null;
}

/** British gas marks in °C, as the usual conversion tables give them. */
const GAS_MARKS: Record<string, number> = { '¼': 110, '1/4': 110, '½': 120, '1/2': 120, 1: 140, 2: 150, 3: 170, 4: 180, 5: 190, 6: 200, 7: 220, 8: 230, 9: 240, 10: 260 };

const DEGREE_WORDS = 'degrees?|deg|grad|grados?|gradi|graden|graus?|degr[ée]s?';
const DEGREES = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\d{2,3})(?:\\s*(?:-|–|to|bis|à|a)\\s*\\d{2,3})?\\s*(?:(?:°|º|˚)\\s*(C|F|celsius|fahrenheit)?|(?:${DEGREE_WORDS})(?:\\s*(C|F|celsius|fahrenheit))?|(C|F)\\b)(?!\\p{L}{2})`,
  'iu',
);
const GAS = /\bgas(?:\s+mark|\s+no\.?|\s+stufe)?\s*(¼|½|1\/4|1\/2|10|[1-9])(?!\d)/i;
/** French ovens: "thermostat 6" (th. 6) is 6 × 30 °C. */
const THERMOSTAT = /\b(?:thermostat|th\.)\s*(\d{1,2})(?!\d)/i;
const FAN = /\b(?:fan(?:[- ]assisted|[- ]forced|[- ]oven)?|convection|umluft|heißluft|heissluft|chaleur\s+tournante|ventil[ée]e?|ventilad[oa]|ventilador|ventilato|ventilata|hetelucht|ventila[çc][ãa]o|com\s+ventila[çc][ãa]o)\b/i;
const NO_FAN = /\b(?:conventional|ober-?\s*(?:und|\/)\s*unterhitze|ober-\/unterhitze|chaleur\s+statique|convencional|statico|statica|boven-?\s*en\s*onderwarmte|el[ée]trico\s+convencional)\b/i;

/**
 * The oven setting a text states, in °C, or null when it states none. Fahrenheit is converted
 * and rounded to the nearest 10 °C, as conversion tables do (350 °F → 180 °C); a bare "180
 * degrees" is read as Celsius up to 260 and as Fahrenheit above. Only temperatures an oven can
 * hold (50-300 °C) count, so "cool to 40 degrees" is not an oven setting.
 */
export function ovenSettingOf(text: string): OvenSetting | null {
  const fan = FAN.test(text) ? true : NO_FAN.test(text) ? false : null;
  const degrees = [...text.matchAll(DEGREES_ALL)].flatMap((m) => {
    const celsius = celsiusOfMatch(m);
    return celsius === null ? [] : [{ celsius, end: (m.index ?? 0) + m[0].length }];
  });
  // "200C/180C fan": the figure the fan word follows is the fan setting.
  const fanned = degrees.find((d) => FAN_AFTER.test(text.slice(d.end, d.end + 4)));
  if (fanned) return { celsius: fanned.celsius, fan: true };
  if (degrees[0]) return { celsius: degrees[0].celsius, fan };
  const gas = GAS.exec(text);
  if (gas) return { celsius: GAS_MARKS[gas[1]!]!, fan };
  const thermostat = THERMOSTAT.exec(text);
  const celsius = thermostat ? inOvenRange(Number(thermostat[1]) * 30) : null;
  return celsius === null ? null : { celsius, fan };
}

const DEGREES_ALL = new RegExp(DEGREES.source, 'giu');
const FAN_AFTER = /^\s*(?:fan|umluft|heißluft|hetelucht)/i;

function celsiusOfMatch(m: RegExpMatchArray): number | null {
  const value = Number(m[1]);
  const scale = (m[2] ?? m[3] ?? m[4] ?? '').toLowerCase();
  const fahrenheit = scale.startsWith('f') || (scale === '' && value > 260);
  return inOvenRange(fahrenheit ? Math.round((value - 32) * 5 / 9 / 10) * 10 : value);
}

function inOvenRange(celsius: number): number | null {
  return celsius >= 50 && celsius <= 300 ? celsius : null;
}

/** What `ovenSettingsOfTasks` needs of a task. */
interface OvenTask {
  key: string;
  description: string;
  equipment: readonly string[];
  depends_on: readonly string[];
}

/**
 * The oven setting of every task that uses the oven: the one its own text states, else the one
 * of the oven work it waits for ("Heat the oven to 180 °C" … "Bake for 25 minutes" bakes at 180).
 * Tasks are in the builders' order (every dependency first). Tasks without a setting are absent.
 */
export function ovenSettingsOfTasks(tasks: readonly OvenTask[]): Map<string, OvenSetting> {
  const settings = new Map<string, OvenSetting>();
  const inherited = new Map<string, OvenSetting>();
  for (const task of tasks) {
    const fromWaits = task.depends_on.map((d) => settings.get(d) ?? inherited.get(d)).find((s) => s !== undefined);
    const own = task.equipment.includes('oven') ? ovenSettingOf(task.description) : null;
    const setting = own ?? (task.equipment.includes('oven') ? fromWaits : undefined);
    if (setting) settings.set(task.key, setting);
    else if (fromWaits) inherited.set(task.key, fromWaits);
  }
  return settings;
}
