import type { RecipeDraft } from '@brigade/contracts';
import type { Queryable } from '../schema';
import { insertEdgesAndIngredients, recipeColumns, taskColumns } from './recipe-draft-rows';
import type { IngredientRow, NewRecipe, RecipeDependencyRow, RecipeRow, RecipeTaskRow } from '../tables/recipe.table';

export type RecipeMeta = Pick<NewRecipe, 'source' | 'created_by' | 'library_key' | 'is_published' | 'status' | 'import_source_id'>;

/**
 * Writes a whole authored recipe (tasks, dependencies, ingredients). Call inside a transaction:
 * a recipe is never half-written.
 */
export async function insertRecipeDraft(db: Queryable, draft: RecipeDraft, meta: RecipeMeta, now: string): Promise<number> {
  const recipe = await db
    .insertInto('recipes')
    .values({ ...recipeColumns(draft), created_at: now, updated_at: now, ...meta })
    .returning('id')
    .executeTakeFirstOrThrow();
  const idByKey = new Map<string, number>();
  for (const [position, t] of draft.tasks.entries()) {
    const row = await db
      .insertInto('recipe_tasks')
      .values({ recipe_id: recipe.id, key: t.key, ...taskColumns(t, position, draft.translations) })
      .returning('id')
      .executeTakeFirstOrThrow();
    idByKey.set(t.key, row.id);
  }
  await insertEdgesAndIngredients(db, recipe.id, draft, idByKey);
  return recipe.id;
}

export async function listRecipes(db: Queryable, opts: { publishedOnly: boolean }): Promise<RecipeRow[]> {
  let q = db.selectFrom('recipes').selectAll().orderBy('name');
  if (opts.publishedOnly) q = q.where('is_published', '=', 1);
  return q.execute();
}

export async function findRecipe(db: Queryable, id: number): Promise<RecipeRow | undefined> {
  return db.selectFrom('recipes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findRecipesByIds(db: Queryable, ids: number[]): Promise<RecipeRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('recipes').selectAll().where('id', 'in', ids).execute();
}

/** Recipes imported with this source id (a Paprika uid, a Mealie id), oldest first. */
export async function findRecipesBySourceId(db: Queryable, sourceId: string): Promise<RecipeRow[]> {
  return db.selectFrom('recipes').selectAll().where('import_source_id', '=', sourceId).orderBy('id').execute();
}

/** Recipes with this name, whatever its case, oldest first. */
export async function findRecipesByName(db: Queryable, name: string): Promise<RecipeRow[]> {
  return db
    .selectFrom('recipes')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .orderBy('id')
    .execute();
}

export async function findLibraryKeys(db: Queryable): Promise<Set<string>> {
  const rows = await db.selectFrom('recipes').select('library_key').where('library_key', 'is not', null).execute();
  return new Set(rows.map((r) => r.library_key!));
}

/**
 * Issue 34, for libraries seeded before the oven settings and courses existed: gives the library
 * recipe named `draft.name` its course and its oven tasks their settings, once (only while its
 * course is still unset, and only into empty fields), so a staff edit made since is kept.
 */
export async function fillLibrarySettings(db: Queryable, draft: RecipeDraft): Promise<void> {
  if (!draft.course) return;
  const row = await db.selectFrom('recipes').select(['id', 'course']).where('library_key', '=', draft.name).executeTakeFirst();
  if (!row || row.course !== null) return;
  await db.updateTable('recipes').set({ course: draft.course }).where('id', '=', row.id).execute();
  for (const t of draft.tasks) {
    if (t.oven_temperature_c === null || t.oven_temperature_c === undefined) continue;
    await db
      .updateTable('recipe_tasks')
      .set({ oven_temperature_c: t.oven_temperature_c, oven_fan: t.oven_fan === null || t.oven_fan === undefined ? null : t.oven_fan ? 1 : 0 })
      .where('recipe_id', '=', row.id)
      .where('key', '=', t.key)
      .where('oven_temperature_c', 'is', null)
      .execute();
  }
}

export async function listTasks(db: Queryable, recipeIds: number[]): Promise<RecipeTaskRow[]> {
  if (recipeIds.length === 0) return [];
  return db.selectFrom('recipe_tasks').selectAll().where('recipe_id', 'in', recipeIds).orderBy('recipe_id').orderBy('position').execute();
}

export async function listDependencies(db: Queryable, recipeIds: number[]): Promise<RecipeDependencyRow[]> {
  if (recipeIds.length === 0) return [];
  return db.selectFrom('recipe_dependencies').selectAll().where('recipe_id', 'in', recipeIds).execute();
}

export async function listIngredients(db: Queryable, recipeId: number): Promise<IngredientRow[]> {
  return db.selectFrom('ingredients').selectAll().where('recipe_id', '=', recipeId).orderBy('position').execute();
}

export async function updateTask(
  db: Queryable,
  taskId: number,
  changes: Partial<Omit<RecipeTaskRow, 'id' | 'recipe_id' | 'key' | 'position'>>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('recipe_tasks').set(changes).where('id', '=', taskId).execute();
}

export async function replaceDependencies(db: Queryable, recipeId: number, edges: Array<{ task_id: number; depends_on_id: number }>): Promise<void> {
  await db.deleteFrom('recipe_dependencies').where('recipe_id', '=', recipeId).execute();
  if (edges.length > 0) await db.insertInto('recipe_dependencies').values(edges.map((e) => ({ recipe_id: recipeId, ...e }))).execute();
}

export async function updateRecipe(
  db: Queryable,
  id: number,
  changes: Partial<Omit<RecipeRow, 'id' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('recipes').set(changes).where('id', '=', id).execute();
}

/** Draft, published or archived; `is_published` follows, so hosts see published recipes only. */
export async function setRecipeStatus(db: Queryable, id: number, status: 'draft' | 'published' | 'archived', now: string): Promise<void> {
  await db.updateTable('recipes').set({ status, is_published: status === 'published' ? 1 : 0, updated_at: now }).where('id', '=', id).execute();
}

/** Ingredients of several recipes at once, in recipe order (shopping list, the cook's card). */
export async function listIngredientsOfRecipes(db: Queryable, recipeIds: number[]): Promise<IngredientRow[]> {
  if (recipeIds.length === 0) return [];
  return db.selectFrom('ingredients').selectAll().where('recipe_id', 'in', recipeIds).orderBy('recipe_id').orderBy('position').execute();
}

/** How many tasks each recipe has, by recipe id (recipes without tasks are absent). */
export async function countTasksByRecipe(db: Queryable): Promise<Map<number, number>> {
  const rows = await db.selectFrom('recipe_tasks').select(['recipe_id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('recipe_id').execute();
  return new Map(rows.map((r) => [r.recipe_id, Number(r.n)]));
}
