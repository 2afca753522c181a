import { recipes, type Queryable, type SessionRecipeRow, type SessionTaskRow } from '@brigade/db';

export interface SessionTaskGraph {
  tasks: SessionTaskRow[];
  dependencies: Array<{ task_id: string; depends_on_id: string }>;
}

/**
 * One task per recipe task per recipe copy, id `{copyId}-{taskId}` (docs/design.md, "Session runtime"),
 * so two copies of one recipe are cooked as two separate dishes. Snapshotted when a copy is added
 * to a session, so later edits to the library never change a meal being planned or cooked.
 */
export async function tasksForCopies(db: Queryable, sessionId: number, copies: SessionRecipeRow[]): Promise<SessionTaskGraph> {
  const recipeIds = [...new Set(copies.map((c) => c.recipe_id))];
  const [recipeTasks, recipeDeps] = await Promise.all([recipes.listTasks(db, recipeIds), recipes.listDependencies(db, recipeIds)]);
  const tasks: SessionTaskRow[] = [];
  const dependencies: SessionTaskGraph['dependencies'] = [];
  for (const copy of copies) {
    for (const t of recipeTasks.filter((rt) => rt.recipe_id === copy.recipe_id)) {
      tasks.push({
        id: `${copy.id}-${t.id}`,
        session_id: sessionId,
        session_recipe_id: copy.id,
        original_task_id: t.id,
        position: t.position,
        elapsed_ms: 0,
        name: t.name,
        description: t.description,
        task_type: t.task_type,
        skill_level: t.skill_level,
        estimated_duration_minutes: t.estimated_duration_minutes,
        timer_duration_minutes: t.timer_duration_minutes,
        safety_level: t.safety_level,
        equipment: t.equipment,
        skill_requirements: t.skill_requirements,
        quantity_dependent: t.quantity_dependent,
        oven_temperature_c: t.oven_temperature_c,
        oven_fan: t.oven_fan,
        learned_pace: null,
        translations: t.translations,
        planned_oven_c: null,
        planned_oven_minutes: null,
        planned_oven_with: null,
      });
    }
    for (const d of recipeDeps.filter((rd) => rd.recipe_id === copy.recipe_id)) {
      dependencies.push({ task_id: `${copy.id}-${d.task_id}`, depends_on_id: `${copy.id}-${d.depends_on_id}` });
    }
  }
  return { tasks, dependencies };
}
