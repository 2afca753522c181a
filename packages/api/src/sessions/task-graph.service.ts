import { apiText, API_TEXTS, parseTexts } from '@brigade/contracts';
import { sessions, sessionTasks, recipes, type CookingSessionRow, type Queryable } from '@brigade/db';
import type { AppDeps } from '../deps';
import type { Principal } from '../auth/principal';
import { BrigadeError, notFound } from '../errors';
import { assertAcyclic } from '../recipes/graph-check';
import { toTaskView } from '../recipes/recipe-view';
import { taskChangesFrom } from '../recipes/task-changes';
import { hostedSession, memberSession } from './session-access';
import { buildSessionView } from './session-view';
import { refreshPlan } from '../live/engine/dispatcher';
import { assignmentItem, loadKitchenState } from '../live/engine/kitchen-state';
import { changeSession, type Emit } from '../live/engine/session-transaction';

/** A running session is re-planned after a task-graph edit, so cooks never keep stale tasks. */
async function replanIfActive(deps: AppDeps, trx: Queryable, session: CookingSessionRow, emit: Emit, now: number) {
  if (session.status !== 'active') return;
  // Re-planned in the planner pool after this commit; idle cooks get the current plan's due work now.
  await refreshPlan(deps, trx, session, emit, now, { handOut: true });
}

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
  const recipeOf = (copyId: number) => recipeRows.find((r) => r.id === copies.find((c) => c.id === copyId)?.recipe_id);
  return {
    session: { code: session.code, status: session.status, name: session.name },
    tasks: tasks.map((t) => ({ ...toTaskView(t), session_recipe_id: t.session_recipe_id, recipe_name: recipeOf(t.session_recipe_id)?.name ?? '', recipe_translations: parseTexts(recipeOf(t.session_recipe_id)?.translations) })),
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
  if (session.status === 'completed' || session.status === 'terminated') throw new BrigadeError('conflict', API_TEXTS['session.ended']);
  const tasks = await sessionTasks.listSessionTasks(deps.db, session.id);
  const targets = tasks.filter((t) => t.id === taskId || String(t.original_task_id) === taskId);
  if (targets.length === 0) throw notFound('Task');
  const changes = taskChangesFrom(raw, targets[0]!);
  // Work a cook has finished is never changed (issue 12).
  const done = new Set((await sessionTasks.listAssignments(deps.db, session.id)).filter((a) => a.status === 'completed').map((a) => a.task_id));
  const open = targets.filter((t) => !done.has(t.id));
  if (open.length === 0) throw new BrigadeError('conflict', API_TEXTS['session.taskDone']);
  // One change with its task_update events (everyone sees the edit), then a re-plan.
  await changeSession(deps, session, async (trx, emit, now) => {
    for (const t of open) await sessionTasks.updateSessionTask(trx, t.id, changes);
    const fresh = (await sessions.findSessionById(trx, session.id))!;
    const state = await loadKitchenState(trx, fresh);
    for (const t of open) {
      const a = state.assignments.find((x) => x.task_id === t.id);
      await emit('task_update', { assignment: a ? assignmentItem(state, a) : null, task: toTaskView(state.taskById.get(t.id)!) });
    }
    await replanIfActive(deps, trx, fresh, emit, now);
  });
  const updated = await sessionTasks.listSessionTasks(deps.db, session.id);
  return toTaskView(updated.find((t) => t.id === open[0]!.id)!);
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
  if (session.status === 'completed' || session.status === 'terminated') throw new BrigadeError('conflict', API_TEXTS['session.ended']);
  const tasks = await sessionTasks.listSessionTasks(deps.db, session.id);
  const ids = new Set(tasks.map((t) => t.id));
  const key = (e: { task_id: string; depends_on_id: string }) => `${e.depends_on_id}->${e.task_id}`;
  const current = new Map((await sessionTasks.listSessionTaskDependencies(deps.db, session.id)).map((e) => [key(e), e]));
  for (const e of change.remove ?? []) current.delete(key(e));
  for (const e of change.add ?? []) {
    if (!ids.has(e.task_id) || !ids.has(e.depends_on_id)) throw BrigadeError.invalid({ dependencies: [apiText('session.unknownEdge', { from: e.depends_on_id, to: e.task_id })] });
    if (e.task_id === e.depends_on_id) throw BrigadeError.invalid({ dependencies: [API_TEXTS['recipe.selfDependencyDot']] }, API_TEXTS['recipe.selfDependencyDot']);
    current.set(key(e), { task_id: e.task_id, depends_on_id: e.depends_on_id });
  }
  const edges = [...current.values()];
  // A finished task gets no new predecessor: finished work is never changed (issue 12).
  const done = new Set((await sessionTasks.listAssignments(deps.db, session.id)).filter((a) => a.status === 'completed').map((a) => a.task_id));
  const late = (change.add ?? []).find((e) => done.has(e.task_id));
  if (late) throw BrigadeError.coded('conflict', 'session.lateEdge', { task: tasks.find((t) => t.id === late.task_id)?.name ?? late.task_id });
  assertAcyclic(
    tasks.map((t) => t.id),
    edges.map((e) => ({ task: e.task_id, dependsOn: e.depends_on_id })),
    (id) => tasks.find((t) => t.id === id)?.name ?? id,
  );
  const dependencies = edges.map((e) => ({ id: `${e.depends_on_id}-${e.task_id}`, ...e, type: 'complete' }));
  await changeSession(deps, session, async (trx, emit, now) => {
    await sessionTasks.replaceSessionTaskDependencies(trx, session.id, edges);
    await emit('task_update', { assignment: null, dependencies });
    await replanIfActive(deps, trx, (await sessions.findSessionById(trx, session.id))!, emit, now);
  });
  return { success: true, dependencies };
}
