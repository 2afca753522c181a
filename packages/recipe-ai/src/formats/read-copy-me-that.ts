import { load, type CheerioAPI } from 'cheerio';
import { safeSourceUrl } from '../schema-org/recipe-from-schema-org';
import type { LinearRecipe } from './linear-recipe';
import { notesText, splitNotes } from './recipe-notes';
import { servingsFrom, textParts } from './text-parts';

/** Copy Me That's export: `recipes.html` with a `<meta name="copymethat_class_id_version">`. */
export function isCopyMeThat(html: string): boolean {
  return /name\s*=\s*"copymethat_class_id_version"/i.test(html) || (/class\s*=\s*"recipeIngredient"/.test(html) && /class\s*=\s*"instruction"/.test(html) && /id\s*=\s*"name"/.test(html));
}

/**
 * Every recipe of a Copy Me That export: one `div.recipe` each, with `#name`, `#original_link`,
 * `#recipeYield`, `li.recipeIngredient` (and `.recipeIngredient_subheader` headings),
 * `li.instruction` (and `.instruction_subheader`), `li.recipeNote` (the recipe's notes) and
 * `#description`.
 */
export function readCopyMeThat(html: string, fallbackName: string): LinearRecipe[] {
  const $ = load(html);
  return $('div.recipe')
    .toArray()
    .map((el) => oneRecipe($, $(el), fallbackName))
    .filter((r): r is LinearRecipe => r !== null);
}

function oneRecipe($: CheerioAPI, recipe: ReturnType<CheerioAPI>, fallbackName: string): LinearRecipe | null {
  const lines = (selector: string, heading: string) =>
    recipe
      .find(`${selector}, ${heading}`)
      .toArray()
      .map((el) => {
        const t = $(el).text().replace(/\s+/g, ' ').trim();
        return $(el).is(heading) && t ? `${t.replace(/:$/, '')}:` : t;
      })
      .filter(Boolean);
  const ingredientLines = lines('.recipeIngredient', '.recipeIngredient_subheader');
  const split = splitNotes(lines('.instruction', '.instruction_subheader'));
  if (ingredientLines.length === 0 && split.method.length === 0) return null;
  const { ingredients, steps } = textParts(ingredientLines.join('\n'), split.method.join('\n'));
  const notes = recipe.find('.recipeNote').toArray().map((el) => $(el).text().replace(/\s+/g, ' ').trim());
  const link = recipe.find('#original_link').attr('href') ?? '';
  return {
    name: recipe.find('#name').first().text().replace(/\s+/g, ' ').trim() || fallbackName,
    description: notesText(recipe.find('#description').text().trim(), notes, split.notes),
    servings: servingsFrom(recipe.find('#recipeYield').text().trim()),
    sourceUrl: safeSourceUrl(link),
    sourceId: null,
    totalMinutes: null,
    ingredients,
    steps,
  };
}
