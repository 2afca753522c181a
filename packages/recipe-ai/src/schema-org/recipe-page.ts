import { load, type CheerioAPI } from 'cheerio';
import { isoDurationMinutes } from '../text/durations';
import { parseIngredientLine } from '../text/ingredient-line';
import { languageCode } from '../text/text-language';
import { instructionSteps } from './instructions';
import { jsonLdRecipes } from './json-ld';
import { microdataRecipes } from './microdata';
import { recipeTextOfPage } from './page-sections';
import { allTexts, firstText, plainText, servingsOf } from './page-text';
import type { SchemaOrgRecipe } from './schema-org-recipe';

/**
 * Finds the schema.org Recipe on a web page, from JSON-LD first (what most sites publish) and
 * microdata second, and reads it into a `SchemaOrgRecipe`. Returns null when the page has no
 * recipe with steps or ingredients. When a page holds several, the one with the most steps wins:
 * recipe roundups list their recipes as stubs before the full one.
 */
export function parseRecipePage(html: string, pageUrl: string): SchemaOrgRecipe | null {
  const $ = load(html);
  const candidates = [...jsonLdRecipes($), ...microdataRecipes($)]
    .map((raw) => readRecipe(raw, pageUrl, $))
    .filter((r) => r.steps.length > 0 || r.ingredients.length > 0);
  if (candidates.length === 0) return null;
  return candidates.reduce((best, r) => (r.steps.length > best.steps.length ? r : best));
}

/** One raw schema.org Recipe object (JSON-LD shape) into tidy values. */
export function readRecipe(raw: Record<string, unknown>, pageUrl: string, $?: CheerioAPI): SchemaOrgRecipe {
  const yieldText = firstText(raw.recipeYield) || null;
  let ingredientTexts = allTexts(raw.recipeIngredient ?? raw.ingredients).filter((t) => /\p{L}/u.test(t));
  let steps = instructionSteps(raw.recipeInstructions);
  // A Recipe that names the dish but holds neither list: the page's body says them under headings.
  const body = ingredientTexts.length === 0 && steps.length === 0 && $ ? recipeTextOfPage($) : null;
  if (body) {
    ingredientTexts = body.ingredientLines.filter((t) => /\p{L}/u.test(t));
    steps = body.steps;
  }
  return {
    name: firstText(raw.name) || firstText(raw.headline) || pageTitle($) || 'Imported recipe',
    description: plainText(firstText(raw.description)),
    sourceUrl: pageUrl,
    ingredients: ingredientTexts.map(parseIngredientLine),
    steps,
    prepTimeMinutes: isoDurationMinutes(firstText(raw.prepTime)),
    cookTimeMinutes: isoDurationMinutes(firstText(raw.cookTime)),
    totalTimeMinutes: isoDurationMinutes(firstText(raw.totalTime)),
    recipeYield: yieldText,
    servings: servingsOf(raw.recipeYield),
    cuisine: firstText(raw.recipeCuisine),
    categories: allTexts(raw.recipeCategory),
    ...languageOf(raw.inLanguage),
  };
}

/** schema.org `inLanguage` ('de-DE', 'es') as the recipe's two-letter language. */
function languageOf(value: unknown): { language?: string } {
  const code = languageCode(firstText(value));
  return code ? { language: code } : {};
}

function pageTitle($: CheerioAPI | undefined): string {
  if (!$) return '';
  return ($('meta[property="og:title"]').attr('content') ?? $('title').first().text()).trim();
}
