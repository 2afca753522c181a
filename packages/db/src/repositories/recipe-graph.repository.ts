import type { RecipeDraft } from '@brigade/contracts';
import type { Queryable } from '../database';

/**
 * Replaces a saved recipe's whole graph (recipe fields, tasks, dependencies, ingredients) with
 * `draft`. Tasks are matched by key: a task whose key survives keeps its id (so the studio's
 * saved node positions and links stay valid), new keys are inserted and missing ones deleted.
 * Call inside a transaction: a recipe is never half-replaced.
 */
export async function replaceRecipeGraph(db: Queryable, recipeId: number, draft: RecipeDraft, now: string): Promise<void> {
  await db
    .updateTable('recipes')
    .set({
      name: draft.name,
      description: draft.description,
      difficulty_level: draft.difficulty_level,
      cuisine_type: draft.cuisine_type,
      servings: draft.servings,
      estimated_time_minutes: draft.estimated_time_minutes,
      recommended_participants: draft.recommended_participants,
      source_url: draft.source_url,
      updated_at: now,
    })
    .where('id', '=', recipeId)
    .execute();

  await db.deleteFrom('recipe_dependencies').where('recipe_id', '=', recipeId).execute();
  await db.deleteFrom('ingredients').where('recipe_id', '=', recipeId).execute();

  const existing = await db.selectFrom('recipe_tasks').select(['id', 'key']).where('recipe_id', '=', recipeId).execute();
  const keep = new Set(draft.tasks.map((t) => t.key));
  const gone = existing.filter((t) => !keep.has(t.key)).map((t) => t.id);
  if (gone.length > 0) await db.deleteFrom('recipe_tasks').where('id', 'in', gone).execute();

  const idByKey = new Map(existing.filter((t) => keep.has(t.key)).map((t) => [t.key, t.id]));
  for (const [position, t] of draft.tasks.entries()) {
    const columns = {
      position,
      name: t.name,
      description: t.description,
      task_type: t.task_type,
      skill_level: t.skill_level,
      estimated_duration_minutes: t.estimated_duration_minutes,
      timer_duration_minutes: t.timer_duration_minutes,
      safety_level: t.safety_level,
      equipment: JSON.stringify(t.equipment),
      skill_requirements: JSON.stringify(t.skill_requirements),
    };
    const id = idByKey.get(t.key);
    if (id !== undefined) {
      await db.updateTable('recipe_tasks').set(columns).where('id', '=', id).execute();
    } else {
      const row = await db
        .insertInto('recipe_tasks')
        .values({ recipe_id: recipeId, key: t.key, ...columns })
        .returning('id')
        .executeTakeFirstOrThrow();
      idByKey.set(t.key, row.id);
    }
  }

  const edges = draft.tasks.flatMap((t) =>
    [...new Set(t.depends_on)].map((d) => ({ recipe_id: recipeId, task_id: idByKey.get(t.key)!, depends_on_id: idByKey.get(d)! })),
  );
  if (edges.length > 0) await db.insertInto('recipe_dependencies').values(edges).execute();
  if (draft.ingredients.length > 0) {
    await db
      .insertInto('ingredients')
      .values(
        draft.ingredients.map((i, position) => ({
          recipe_id: recipeId,
          position,
          name: i.name,
          quantity: i.quantity,
          unit: i.unit,
          used_in: JSON.stringify(i.used_in),
        })),
      )
      .execute();
  }
}
