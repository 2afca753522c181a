import { parse } from 'yaml';
import { safeSourceUrl } from '../schema-org/recipe-from-schema-org';
import type { LinearRecipe } from './linear-recipe';
import { notesText, splitNotes } from './recipe-notes';
import { minutesOf, servingsFrom, text, textParts } from './text-parts';

type Json = Record<string, unknown>;

/** YAML front matter between two `---` lines, and what follows it. */
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/** The front matter of a Markdown file as an object, or null when it has none or it is not YAML. */
function frontMatter(source: string): { data: Json; body: string } | null {
  const m = FRONT_MATTER.exec(source);
  if (!m) return null;
  try {
    const data: unknown = parse(m[1]!);
    return data && typeof data === 'object' && !Array.isArray(data) ? { data: data as Json, body: m[2] ?? '' } : null;
  } catch {
    return null;
  }
}

/**
 * Chowdown's recipe (a Jekyll Markdown file, `_recipes/*.md`): YAML front matter with `title`,
 * `ingredients` and `directions` lists (and `yield`, `prep`, `cook`, `source`), then free Markdown,
 * the recipe's notes.
 */
export function isChowdownRecipe(source: string): boolean {
  const fm = frontMatter(source);
  return !!fm && Array.isArray(fm.data.ingredients) && Array.isArray(fm.data.directions);
}

export function readChowdown(source: string, fallbackName: string): LinearRecipe {
  const { data, body } = frontMatter(source)!;
  const ingredientLines = listLines(data.ingredients);
  const split = splitNotes(listLines(data.directions));
  const { ingredients, steps } = textParts(ingredientLines.join('\n'), split.method.join('\n'));
  const prepAndCook = (minutesOf(data.prep) ?? 0) + (minutesOf(data.cook) ?? 0);
  return {
    name: text(data.title) || fallbackName,
    description: notesText(text(data.description), body, split.notes),
    servings: servingsFrom(data.yield, data.servings),
    sourceUrl: safeSourceUrl(text(data.source) || text(data.url)),
    sourceId: null,
    totalMinutes: prepAndCook > 0 ? prepAndCook : null,
    ingredients,
    steps,
  };
}

/** A list of lines; a nested component (`{Sauce: [...]}`) becomes its heading and its lines. */
function listLines(value: unknown): string[] {
  if (!Array.isArray(value)) return typeof value === 'string' ? value.split('\n') : [];
  const out: string[] = [];
  for (const item of value) {
    if (typeof item === 'string' || typeof item === 'number') out.push(String(item));
    else if (item && typeof item === 'object') {
      for (const [heading, inner] of Object.entries(item as Json)) {
        out.push(`${heading}:`, ...listLines(inner));
      }
    }
  }
  return out;
}
