import { parse } from 'csv-parse/sync';
import { safeSourceUrl } from '../schema-org/recipe-from-schema-org';
import type { LinearRecipe } from './linear-recipe';
import { notesText, splitNotes } from './recipe-notes';
import { minutesOf, servingsFrom, textParts } from './text-parts';

/** Plan to Eat's export: a CSV whose header starts `Title,Course,Cuisine,…` and has Ingredients and Directions. */
export function isPlanToEat(source: string): boolean {
  const header = source.slice(0, 2000).split(/\r?\n/, 1)[0] ?? '';
  return /^\uFEFF?"?Title"?,/.test(header) && /(?:^|,)"?Ingredients"?(?:,|$)/.test(header) && /(?:^|,)"?Directions"?(?:,|$)/.test(header);
}

/**
 * Every row of a Plan to Eat CSV: `Title`, `Description`, `Source`, `Url`, `Prep Time`/`Cook Time`/
 * `Total Time` (minutes), `Servings`, `Yield`, `Ingredients` (a line each; ", Heading" is a
 * heading) and `Directions`; `Description` and a `Source` that is not a link become the notes.
 */
export function readPlanToEat(source: string, fallbackName: string): LinearRecipe[] {
  const rows = parse(source.replace(/^\uFEFF/, ''), { columns: true, skip_empty_lines: true, relax_column_count: true, trim: false }) as Array<Record<string, string>>;
  return rows
    .map((row) => {
      // ", Heading" names a group of the list; Brigade keeps no groups, so it is left out.
      const ingredientLines = (row.Ingredients ?? '').split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith(','));
      const split = splitNotes((row.Directions ?? '').split(/\r?\n/));
      const { ingredients, steps } = textParts(ingredientLines.join('\n'), split.method.join('\n'));
      const prepAndCook = (minutesOf(row['Prep Time']) ?? 0) + (minutesOf(row['Cook Time']) ?? 0);
      const sourceName = (row.Source ?? '').trim();
      return {
        name: (row.Title ?? '').trim() || fallbackName,
        description: notesText(row.Description, sourceName && !safeSourceUrl(sourceName) ? `Source: ${sourceName}` : null, split.notes),
        servings: servingsFrom(row.Servings, row.Yield),
        sourceUrl: safeSourceUrl((row.Url ?? '').trim()),
        sourceId: null,
        totalMinutes: minutesOf(row['Total Time']) ?? (prepAndCook > 0 ? prepAndCook : null),
        ingredients,
        steps,
      } satisfies LinearRecipe;
    })
    .filter((r) => r.ingredients.length > 0 || r.steps.length > 0);
}
