import { API_TEXTS, apiText, dependencyMapInput, ratingInput, recipeDraft, recipeStatusInput, type RecipeDetail, type RecipeDraft, type RecipeSummary } from '@brigade/contracts';
import { recipes, type UserRow } from '@brigade/db';
import { iso } from '../clock';
import type { AppDeps } from '../deps';
import type { Principal } from '../auth/principal';
import { BrigadeError, forbidden, notFound, parseInput } from '../errors';
import { assertAcyclic } from './graph-check';
import { dependencyMap, toIngredientView, toRecipeSummary, toTaskView } from './recipe-view';
import { taskChangesFrom } from './task-changes';

const isStaff = (p: Principal) => p?.kind === 'user' && p.user.is_staff === 1;

/** The library: published recipes for everyone; staff also see unpublished drafts. */
export async function listRecipes(deps: AppDeps, principal: Principal): Promise<RecipeSummary[]> {
  const rows = await recipes.listRecipes(deps.db, { publishedOnly: !isStaff(principal) });
  const countOf = await recipes.countTasksByRecipe(deps.db);
  return rows.map((r) => toRecipeSummary(r, countOf.get(r.id) ?? 0));
}

async function visibleRecipe(deps: AppDeps, principal: Principal, id: number) {
  const row = await recipes.findRecipe(deps.db, id);
  if (!row || (row.is_published !== 1 && !isStaff(principal))) throw notFound('Recipe');
  return row;
}

export async function getRecipeDetail(deps: AppDeps, principal: Principal, id: number): Promise<RecipeDetail> {
  const row = await visibleRecipe(deps, principal, id);
  const [tasks, edges, ingredients] = await Promise.all([
    recipes.listTasks(deps.db, [id]),
    recipes.listDependencies(deps.db, [id]),
    recipes.listIngredients(deps.db, id),
  ]);
  return {
    recipe: { ...toRecipeSummary(row, tasks.length), source_url: row.source_url },
    tasks: tasks.map(toTaskView),
    task_dependencies: dependencyMap(tasks.map((t) => t.id), edges),
    ingredients: ingredients.map(toIngredientView),
    current_rating: row.quality_score,
    refinement_notes: row.refinement_notes,
  };
}

/** Saves an authored recipe (studio generation, imports) after the same checks as the library. */
export async function createRecipe(deps: AppDeps, staff: UserRow, draftInput: unknown, source: string, importSourceId: string | null = null): Promise<number> {
  const draft: RecipeDraft = parseInput(recipeDraft, draftInput);
  assertAcyclic(
    draft.tasks.map((t) => t.key),
    draft.tasks.flatMap((t) => t.depends_on.map((d) => ({ task: t.key, dependsOn: d }))),
    (k) => draft.tasks.find((t) => t.key === k)?.name ?? k,
  );
  return deps.db.transaction().execute((trx) =>
    // Staff review it first: a new AI or imported recipe reaches hosts once it is published.
    recipes.insertRecipeDraft(trx, draft, { source, created_by: staff.id, library_key: null, is_published: 0, status: 'draft', import_source_id: importSourceId }, iso(deps.wallNow())),
  );
}

/** Staff publish, unpublish (back to draft) or archive a recipe; sessions that used it keep it in their history. */
export async function setRecipeStatus(deps: AppDeps, principal: Principal, id: number, raw: unknown): Promise<RecipeDetail> {
  if (!isStaff(principal)) throw forbidden(API_TEXTS['auth.staffOnly']);
  const input = parseInput(recipeStatusInput, raw);
  await visibleRecipe(deps, principal, id);
  await recipes.setRecipeStatus(deps.db, id, input.status, iso(deps.wallNow()));
  return getRecipeDetail(deps, principal, id);
}

export async function updateRecipeTask(deps: AppDeps, principal: Principal, recipeId: number, taskId: number, raw: unknown) {
  await visibleRecipe(deps, principal, recipeId);
  const task = (await recipes.listTasks(deps.db, [recipeId])).find((t) => t.id === taskId);
  if (!task) throw notFound('Task');
  const changes = taskChangesFrom(raw, task);
  await deps.db.transaction().execute(async (trx) => {
    await recipes.updateTask(trx, taskId, changes);
    await recipes.updateRecipe(trx, recipeId, { updated_at: iso(deps.wallNow()) });
  });
  const updated = (await recipes.listTasks(deps.db, [recipeId])).find((t) => t.id === taskId)!;
  return toTaskView(updated);
}

/**
 * Replaces the recipe's dependencies with the given map (target → sources). Refused whole,
 * changing nothing, when an id is not a task of this recipe or the result has a cycle.
 */
export async function updateRecipeDependencies(deps: AppDeps, principal: Principal, recipeId: number, raw: unknown) {
  await visibleRecipe(deps, principal, recipeId);
  const input = parseInput(dependencyMapInput, raw);
  const tasks = await recipes.listTasks(deps.db, [recipeId]);
  const byId = new Map(tasks.map((t) => [String(t.id), t]));
  const edges: Array<{ task_id: number; depends_on_id: number }> = [];
  const unknown: string[] = [];
  for (const [target, sources] of Object.entries(input.task_dependencies)) {
    if (!byId.has(target)) unknown.push(target);
    for (const s of sources) {
      if (!byId.has(s)) unknown.push(s);
      else if (byId.has(target)) edges.push({ task_id: Number(target), depends_on_id: Number(s) });
    }
  }
  if (unknown.length > 0) {
    throw BrigadeError.invalid({ task_dependencies: [apiText('recipe.unknownTaskIds', { ids: [...new Set(unknown)].join(', ') })] });
  }
  const unique = [...new Map(edges.map((e) => [`${e.task_id}-${e.depends_on_id}`, e])).values()];
  assertAcyclic(
    tasks.map((t) => t.id),
    unique.map((e) => ({ task: e.task_id, dependsOn: e.depends_on_id })),
    (id) => tasks.find((t) => t.id === id)?.name ?? String(id),
  );
  await deps.db.transaction().execute(async (trx) => {
    await recipes.replaceDependencies(trx, recipeId, unique);
    await recipes.updateRecipe(trx, recipeId, { updated_at: iso(deps.wallNow()) });
  });
  return { success: true, task_dependencies: dependencyMap(tasks.map((t) => t.id), unique) };
}

export async function updateRecipeRating(deps: AppDeps, principal: Principal, recipeId: number, raw: unknown) {
  await visibleRecipe(deps, principal, recipeId);
  const input = parseInput(ratingInput, raw);
  await recipes.updateRecipe(deps.db, recipeId, { quality_score: input.quality_score, refinement_notes: input.refinement_notes, updated_at: iso(deps.wallNow()) });
  return { success: true, current_rating: input.quality_score, refinement_notes: input.refinement_notes };
}
