import { sessions, sessionTasks, recipes } from '@brigade/db';
import type { AppDeps, Principal } from '../deps';
import { BrigadeError, notFound } from '../errors';
import { assertAcyclic } from '../recipes/graph-check';
import { toTaskView } from '../recipes/recipe-view';
import { taskChangesFrom } from '../recipes/task-changes';
import { hostedSession, memberSession } from './session-access';
import { buildSessionView } from './session-view';

/** `GET sessions/{code}/dag/`: tasks, assignments and dependencies (spec 02 §3). */
export async function sessionTaskGraph(deps: AppDeps, principal: Principal, code: string) {
  const session = await memberSession(deps, principal, code);
  const [tasks, edges, view, copies] = await Promise.all([
    sessionTasks.listSessionTasks(deps.db, session.id),
    sessionTasks.listSessionTaskDependencies(deps.db, session.id),
    buildSessionView(deps.db, session),
    sessions.listSessionRecipes(deps.db, [session.id]),
  ]);
  const recipeRows = await recipes.findRecipesByIds(deps.db, [...new Set(copies.map((c) => c.recipe_id))]);
  const recipeName = (copyId: number) => recipeRows.find((r) => r.id === copies.find((c) => c.id === copyId)?.recipe_id)?.name ?? '';
  return {
    session: { code: session.code, status: session.status, name: session.name },
    tasks: tasks.map((t) => ({ ...toTaskView(t), session_recipe_id: t.session_recipe_id, recipe_name: recipeName(t.session_recipe_id) })),
    assignments: view.active_assignments.map((a) => ({
      id: a.id,
      task_id: a.task_id,
      participant: a.participant,
      assigned_to: a.participant,
      status: a.status,
      started_at: a.started_at,
      completed_at: a.completed_at,
      claim_id: null,
    })),
    dependencies: edges.map((e) => ({ id: `${e.depends_on_id}-${e.task_id}`, task_id: e.task_id, depends_on_id: e.depends_on_id, type: 'complete' })),
    predicted_finish_at: session.predicted_finish_at,
  };
}

/**
 * `PATCH recipes/sessions/{code}/tasks/{taskId}/`: `taskId` is the numeric original task id (or
 * a session task id); every copy of that task in the session changes, never the library recipe.
 */
export async function updateSessionTask(deps: AppDeps, principal: Principal, code: string, taskId: string, raw: unknown) {
  const { session } = await hostedSession(deps, principal, code);
  if (session.status === 'completed' || session.status === 'terminated') throw new BrigadeError('conflict', 'This session has ended.');
  const tasks = await sessionTasks.listSessionTasks(deps.db, session.id);
  const targets = tasks.filter((t) => t.id === taskId || String(t.original_task_id) === taskId);
  if (targets.length === 0) throw notFound('Task');
  const changes = taskChangesFrom(raw, targets[0]!);
  await deps.db.transaction().execute(async (trx) => {
    for (const t of targets) await sessionTasks.updateSessionTask(trx, t.id, changes);
  });
  const updated = await sessionTasks.listSessionTasks(deps.db, session.id);
  return toTaskView(updated.find((t) => t.id === targets[0]!.id)!);
}

/**
 * Adds and removes dependency edges of the session's task graph (task map edit mode). The whole
 * change is refused, changing nothing, if it names unknown tasks or would make a cycle.
 */
export async function editSessionDependencies(
  deps: AppDeps,
  principal: Principal,
  code: string,
  change: { add?: Array<{ task_id: string; depends_on_id: string }>; remove?: Array<{ task_id: string; depends_on_id: string }> },
) {
  const { session } = await hostedSession(deps, principal, code);
  if (session.status === 'completed' || session.status === 'terminated') throw new BrigadeError('conflict', 'This session has ended.');
  const tasks = await sessionTasks.listSessionTasks(deps.db, session.id);
  const ids = new Set(tasks.map((t) => t.id));
  const key = (e: { task_id: string; depends_on_id: string }) => `${e.depends_on_id}->${e.task_id}`;
  const current = new Map((await sessionTasks.listSessionTaskDependencies(deps.db, session.id)).map((e) => [key(e), e]));
  for (const e of change.remove ?? []) current.delete(key(e));
  for (const e of change.add ?? []) {
    if (!ids.has(e.task_id) || !ids.has(e.depends_on_id)) throw BrigadeError.invalid({ dependencies: [`Unknown task in ${e.depends_on_id} → ${e.task_id}`] });
    if (e.task_id === e.depends_on_id) throw BrigadeError.invalid({ dependencies: ['A task cannot depend on itself.'] }, 'A task cannot depend on itself.');
    current.set(key(e), { task_id: e.task_id, depends_on_id: e.depends_on_id });
  }
  const edges = [...current.values()];
  assertAcyclic(
    tasks.map((t) => t.id),
    edges.map((e) => ({ task: e.task_id, dependsOn: e.depends_on_id })),
    (id) => tasks.find((t) => t.id === id)?.name ?? id,
  );
  await deps.db.transaction().execute((trx) => sessionTasks.replaceSessionTaskDependencies(trx, session.id, edges));
  return { success: true, dependencies: edges.map((e) => ({ id: `${e.depends_on_id}-${e.task_id}`, ...e, type: 'complete' })) };
}
