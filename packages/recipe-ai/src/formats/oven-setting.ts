import { OVEN_TEMPERATURE_C, type Course, type RecipeTaskDraft } from '@brigade/contracts';

/**
 * Oven settings and courses read from recipe sources (issue 34).
 *
 * A step such as "bake at 180 °C", "350 °F", "200C (180C fan)" or "gas mark 4" gives the oven task
 * its temperature in °C. The first figure of a step counts; "(180 °C fan)" beside a conventional
 * figure says the figure is for a conventional oven, "180 °C fan" or "fan oven 160 °C" alone that it
 * is for a fan oven. Temperatures that are not the oven's (oil, a thermometer reading "inside")
 * are left alone, and a figure outside 30-300 °C is no oven setting.
 */
export interface OvenSetting {
  temperature_c: number;
  /** true fan, false conventional, null not stated. */
  fan: boolean | null;
}

/** Gas marks in °C, as UK cookers and recipes give them. */
const GAS_MARK: Record<string, number> = { '1/4': 110, '¼': 110, '1/2': 120, '½': 120, '1': 140, '2': 150, '3': 170, '4': 180, '5': 190, '6': 200, '7': 220, '8': 230, '9': 240 };

const OVEN_WORDS = /\b(?:oven|bake[sd]?|baking|roast(?:s|ed|ing)?|preheat(?:ed)?|gas mark|braise in the oven)\b/i;
const NOT_THE_OVEN = /\b(?:(?:oil|fat) to|deep[- ]fry|thermometer|inside|internal|reads?|registers?|core temperature)\b/i;
const DEGREES = /(\d{2,3})\s*(?:°|º|degrees?\s*)?\s*([CF])\b(?:\s*\(?\s*(fan|conventional))?/gi;
const GAS = /\bgas(?:\s+mark)?\s*(¼|½|1\/4|1\/2|[1-9])\b/i;
const FAN_FIRST = /\bfan(?:[- ]forced| oven| assisted)?\s*(?:oven\s*)?(?:at\s*)?\d{2,3}\s*(?:°|º)?\s*C\b/i;

const inRange = (c: number) => c >= OVEN_TEMPERATURE_C.min && c <= OVEN_TEMPERATURE_C.max;
const celsius = (value: number, unit: string) => Math.round(unit.toUpperCase() === 'F' ? ((value - 32) * 5) / 9 : value);

/** The oven setting a step's text states, or null when it states none. */
export function ovenSettingOf(text: string): OvenSetting | null {
  if (!OVEN_WORDS.test(text) || NOT_THE_OVEN.test(text)) return null;
  const figures = [...text.matchAll(DEGREES)].map((m) => ({ c: celsius(Number(m[1]), m[2]!), mode: m[3]?.toLowerCase() ?? null }));
  const first = figures[0];
  if (first) {
    if (!inRange(first.c)) return null;
    const fanFirst = first.mode === 'fan' || FAN_FIRST.test(text);
    if (fanFirst) return { temperature_c: first.c, fan: true };
    const statesFan = figures.slice(1).some((f) => f.mode === 'fan') || /\bfan\b/i.test(text);
    return { temperature_c: first.c, fan: first.mode === 'conventional' || statesFan || /\bconventional\b/i.test(text) ? false : null };
  }
  const gas = GAS.exec(text);
  return gas ? { temperature_c: GAS_MARK[gas[1]!]!, fan: null } : null;
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

/** schema.org `recipeCategory` words (and the usual German, French and Spanish ones) by course. */
/** A whole word or phrase of `source`, with letters beyond ASCII (é, ß, ñ) counted as letters. */
const wholeWords = (source: string) => new RegExp(`(?<!\\p{L})(?:${source})(?!\\p{L})`, 'iu');
const CATEGORY_WORDS: Array<[Course, RegExp]> = [
  ['dessert', wholeWords(String.raw`desserts?|puddings?|sweets?|nachspeisen?|nachtisch|süßspeisen?|postres?|dulces`)],
  ['starter', wholeWords(String.raw`starters?|appeti[sz]ers?|entrées?|hors[- ]d['’]?(?:oe|œ)uvres?|vorspeisen?|entrantes?|primeros?|aperitivos?|soups?`)],
  ['side', wholeWords(String.raw`sides?|side[- ]dish(?:es)?|beilagen?|accompagnements?|guarnici[óo]n(?:es)?|acompañamientos?`)],
  ['main', wholeWords(String.raw`mains?|main[- ](?:course|dish)(?:e?s)?|entrees?|hauptgerichte?|hauptspeisen?|hauptgänge?|hauptgang|plats? principa(?:l|ux)|plats?|platos? principa(?:l|les)|segundos?`)],
];

/**
 * The course a recipe's categories name, or null when none does. "Entrée" is a starter in French
 * but a main in American English: with the accent it is read as French, without it as American.
 */
export function courseOfCategory(categories: readonly string[]): Course | null {
  for (const text of categories) {
    for (const [course, pattern] of CATEGORY_WORDS) if (pattern.test(text)) return course;
  }
  return null;
}
