import { load } from 'cheerio';
import { safeSourceUrl } from '../schema-org/recipe-from-schema-org';
import type { LinearRecipe } from './linear-recipe';
import { notesText, splitNotes } from './recipe-notes';
import { minutesOf, servingsFrom, textParts } from './text-parts';

/** Paprika's HTML export: a page per recipe, `div.recipe` marked as a schema.org Recipe, lines as `p.line`. */
export function isPaprikaHtml(html: string): boolean {
  return /itemprop\s*=\s*"recipeIngredient"/.test(html) && /class\s*=\s*"(?:ingredients|directions) text"|class\s*=\s*"line"/.test(html) && /class\s*=\s*"recipe"/.test(html);
}

/**
 * A recipe of Paprika's HTML export: `h1[itemprop=name]`, `recipeYield`, `prepTime`/`cookTime`
 * (as Paprika writes them, "10 mins"), `a[itemprop=url]` (the source), `p.line[itemprop=recipeIngredient]`,
 * the directions as `p.line` inside `[itemprop=recipeInstructions]`, and the description and
 * notes (`[itemprop=comment]`), which become the recipe's notes.
 */
export function readPaprikaHtml(html: string, fallbackName: string): LinearRecipe[] {
  const $ = load(html);
  const out: LinearRecipe[] = [];
  for (const el of $('div.recipe').toArray()) {
    const recipe = $(el);
    const lines = (selector: string) =>
      recipe
        .find(selector)
        .toArray()
        .flatMap((p) => ($(p).html() ?? '').split(/<br\s*\/?>/i).map((part) => load(part).text()))
        .map((l) => l.replace(/\s+/g, ' ').trim())
        .filter(Boolean);
    const ingredientLines = lines('[itemprop="recipeIngredient"]');
    const directions = lines('[itemprop="recipeInstructions"] p');
    const split = splitNotes(directions.length > 0 ? directions : lines('[itemprop="recipeInstructions"]'));
    if (ingredientLines.length === 0 && split.method.length === 0) continue;
    const { ingredients, steps } = textParts(ingredientLines.join('\n'), split.method.join('\n'));
    const prepAndCook = (minutesOf(recipe.find('[itemprop="prepTime"]').text()) ?? 0) + (minutesOf(recipe.find('[itemprop="cookTime"]').text()) ?? 0);
    out.push({
      name: recipe.find('[itemprop="name"]').first().text().replace(/\s+/g, ' ').trim() || fallbackName,
      description: notesText(lines('[itemprop="description"]'), lines('[itemprop="comment"]'), split.notes),
      servings: servingsFrom(recipe.find('[itemprop="recipeYield"]').text().trim()),
      sourceUrl: safeSourceUrl(recipe.find('a[itemprop="url"]').attr('href') ?? ''),
      sourceId: null,
      totalMinutes: minutesOf(recipe.find('[itemprop="totalTime"]').text()) ?? (prepAndCook > 0 ? prepAndCook : null),
      ingredients,
      steps,
    });
  }
  return out;
}
