import type { RecipeDraft } from '@brigade/contracts';
import { buildRecipeDraft } from '../text/recipe-builder';
import type { SchemaOrgRecipe } from './schema-org-recipe';
import { courseOfCategory } from '../formats/course-of-category';
import { withOvenSettings } from '../text/temperatures';

/**
 * Turns a page's schema.org Recipe into a recipe draft through the same step reading and
 * dependency rules as pasted text, keeping the page address, servings and ingredients. The
 * page's total time (or prep plus cook) is kept as the estimate when it gives one.
 * @throws TextConversionError when the recipe has no steps.
 */
export function recipeFromSchemaOrg(r: SchemaOrgRecipe): RecipeDraft {
  const summed = (r.prepTimeMinutes ?? 0) + (r.cookTimeMinutes ?? 0);
  const draft = buildRecipeDraft({
    name: r.name,
    description: r.description,
    ingredients: r.ingredients,
    steps: r.steps,
    servings: r.servings,
    sourceUrl: safeSourceUrl(r.sourceUrl),
    cuisine: r.cuisine,
    totalMinutes: r.totalTimeMinutes ?? (summed > 0 ? summed : null),
  });
  // Issue 34: the oven's temperature on its tasks, the course from the page's category.
  return { ...draft, course: courseOfCategory(r.categories), tasks: withOvenSettings(draft.tasks), ...(r.language ? { language: r.language } : {}) };
}

/** The contract wants a valid URL or null; a page read from a file has no real address. */
export function safeSourceUrl(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}
