import { ingredientTranslations, recipeOwnTranslations, taskTranslations, textsColumn, type RecipeDraft } from '@brigade/contracts';
import type { Queryable } from '../schema';

/**
 * Issue 38.2, for libraries seeded before (or with fewer) translations: gives the library recipe
 * named `draft.name` the translations its files now have. Only rows whose own text is still the
 * library's get them (a row staff edited keeps what it has: its translations were dropped with the
 * edit, and the files translate the old text), and only rows whose translations differ are written.
 */
export async function fillLibraryTranslations(db: Queryable, draft: RecipeDraft): Promise<void> {
  if (!draft.translations) return;
  const recipe = await db.selectFrom('recipes').select(['id', 'name', 'description', 'translations']).where('library_key', '=', draft.name).executeTakeFirst();
  if (!recipe) return;
  const own = textsColumn(recipeOwnTranslations(draft.translations));
  if (recipe.name === draft.name && recipe.description === draft.description && recipe.translations !== own) {
    await db.updateTable('recipes').set({ translations: own }).where('id', '=', recipe.id).execute();
  }
  const tasks = await db.selectFrom('recipe_tasks').select(['id', 'key', 'name', 'description', 'translations']).where('recipe_id', '=', recipe.id).execute();
  for (const t of draft.tasks) {
    const row = tasks.find((r) => r.key === t.key);
    const texts = textsColumn(taskTranslations(draft.translations, t.key));
    if (!row || row.name !== t.name || row.description !== t.description || row.translations === texts) continue;
    await db.updateTable('recipe_tasks').set({ translations: texts }).where('id', '=', row.id).execute();
  }
  const ingredients = await db.selectFrom('ingredients').select(['id', 'name', 'translations']).where('recipe_id', '=', recipe.id).execute();
  for (const row of ingredients) {
    const texts = textsColumn(ingredientTranslations(draft.translations, row.name));
    if (row.translations === texts || !draft.ingredients.some((i) => i.name === row.name)) continue;
    await db.updateTable('ingredients').set({ translations: texts }).where('id', '=', row.id).execute();
  }
}
