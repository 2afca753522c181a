import type { Course } from '@brigade/contracts';

/** A whole word or phrase of `source`, with letters beyond ASCII (é, ß, ñ) counted as letters. */
const wholeWords = (source: string) => new RegExp(`(?<!\\p{L})(?:${source})(?!\\p{L})`, 'iu');
/** schema.org `recipeCategory` words (and the usual German, French and Spanish ones) by course (issue 34). */
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
