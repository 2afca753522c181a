import type { RecipeDraft } from '@brigade/contracts';
import { parseRecipePage } from '../schema-org/recipe-page';
import { recipeFromSchemaOrg } from '../schema-org/recipe-from-schema-org';
import { TextConversionError } from '../text/recipe-builder';
import { fetchRecipePage, type UrlImportOptions } from './fetch-page';
import { ImportError } from './import-error';

/**
 * Imports a recipe from a web address: fetches the page safely (see `fetchRecipePage`), reads
 * its schema.org Recipe and converts it into a task graph.
 * @throws ImportError with a code and a message fit to show the cook.
 */
export async function importRecipeFromUrl(url: string, deps: UrlImportOptions = {}): Promise<RecipeDraft> {
  const page = await fetchRecipePage(url, deps);
  const recipe = parseRecipePage(page.html, page.url);
  if (!recipe || recipe.steps.length === 0) throw new ImportError('no_recipe');
  try {
    return recipeFromSchemaOrg(recipe);
  } catch (cause) {
    if (cause instanceof TextConversionError) throw new ImportError('no_recipe', undefined, { cause });
    throw cause;
  }
}
