import { load, type CheerioAPI } from 'cheerio';
import { safeSourceUrl } from '../schema-org/recipe-from-schema-org';
import type { LinearRecipe } from './linear-recipe';
import { notesText, splitNotes } from './recipe-notes';
import { minutesOf, servingsFrom, textParts } from './text-parts';

/** Recipe Keeper's export: `recipes.html`, one `div.recipe-details` per recipe, marked with `itemprop`. */
export function isRecipeKeeper(html: string): boolean {
  return /class\s*=\s*"recipe-details"/.test(html) && /itemprop\s*=\s*"recipe(?:Ingredients|Directions)"/.test(html);
}

/**
 * Every recipe of a Recipe Keeper export (what Mealie's migration reads): `itemprop="name"`,
 * `recipeYield`, `recipeSource`, `prepTime`/`cookTime` (ISO durations in `<meta content>`),
 * `recipeIngredients` and `recipeDirections` (a `<p>` a line) and `recipeNotes` (the notes).
 */
export function readRecipeKeeper(html: string, fallbackName: string): LinearRecipe[] {
  const $ = load(html);
  return $('div.recipe-details')
    .toArray()
    .map((el) => oneRecipe($, $(el), fallbackName))
    .filter((r): r is LinearRecipe => r !== null);
}

function oneRecipe($: CheerioAPI, recipe: ReturnType<CheerioAPI>, fallbackName: string): LinearRecipe | null {
  const prop = (name: string) => recipe.find(`[itemprop="${name}"]`).first();
  const lines = (name: string) => {
    const box = prop(name);
    const paragraphs = box.find('p').toArray().map((el) => $(el).text());
    const all = paragraphs.length > 0 ? paragraphs : box.text().split('\n');
    // Recipe Keeper puts a bullet before an ingredient; the directions may be numbered "1." "2.".
    return all.map((l) => l.replace(/\s+/g, ' ').replace(/^[•·]\s*/, '').trim()).filter(Boolean);
  };
  const ingredientLines = lines('recipeIngredients');
  const split = splitNotes(lines('recipeDirections'));
  if (ingredientLines.length === 0 && split.method.length === 0) return null;
  const { ingredients, steps } = textParts(ingredientLines.join('\n'), split.method.join('\n'));
  const source = prop('recipeSource');
  const sourceUrl = source.find('a').attr('href') ?? source.text().trim();
  const prepAndCook = (minutesOf(prop('prepTime').attr('content')) ?? 0) + (minutesOf(prop('cookTime').attr('content')) ?? 0);
  const url = safeSourceUrl(sourceUrl);
  return {
    name: prop('name').text().replace(/\s+/g, ' ').trim() || fallbackName,
    description: notesText(lines('recipeNotes'), url ? null : source.text().trim() ? `Source: ${source.text().trim()}` : null, split.notes),
    servings: servingsFrom(prop('recipeYield').text().trim()),
    sourceUrl: url,
    sourceId: null,
    totalMinutes: prepAndCook > 0 ? prepAndCook : null,
    ingredients,
    steps,
  };
}
