import { dispatch, plan } from '@brigade/domain';
import { sessions, sessionTasks, type AssignmentRow, type CookingSessionRow, type Queryable } from '@brigade/db';
import { iso } from '../clock';
import type { AppDeps } from '../deps';
import { assignmentItem, loadKitchenState, sessionSummary, type KitchenState } from './kitchen-state';
import { isPassive, MINUTE_MS, toSchedulingProblem } from './scheduling-problem';
import type { Emit } from './session-transaction';

/** Within about 1 % of 1000 schedules on synthetic meals, equal on library meals (docs/benchmarks.md). */
export const LIVE_MAX_SCHEDULES = 40;

/** A cook is busy while holding a task they must still work on (not a passive timer running). */
function busyCooks(state: KitchenState): Set<number> {
  const busy = new Set<number>();
  for (const a of state.assignments) {
    if (a.status !== 'in_progress' || a.participant_id === null) continue;
    const task = state.taskById.get(a.task_id)!;
    if (isPassive(task) && a.timer_ends_at !== null) continue;
    busy.add(a.participant_id);
  }
  return busy;
}

/**
 * Re-plans the whole meal from where it stands and hands out what the plan starts now: idle,
 * present, qualified cooks get their next task; every cook's following task is kept as
 * `pending` ("Up next"); ready tasks nobody present can do become `unassignable`.
 * Runs inside the caller's transaction; returns the kitchen time of the next planned start so
 * the timer loop can wake the dispatcher then.
 */
export async function replan(deps: AppDeps, trx: Queryable, session: CookingSessionRow, emit: Emit, now: number): Promise<number | null> {
  if (session.status !== 'active') return null;
  // Paused (issue 12): nothing is handed out until the host resumes.
  if (session.paused_at) return null;
  const state = await loadKitchenState(trx, session);
  const { problem, schedule, nowMinute } = toSchedulingProblem(state, now);
  // Re-plans run inside the session's transaction on every event, so they get a small budget and a
  // schedule cap: kitchen meals reach their lower bound almost at once, and a cook must not wait.
  const result = plan(problem, schedule, {
    budgetMs: deps.planBudgetMs,
    maxSchedules: LIVE_MAX_SCHEDULES,
    seed: session.id,
    stationPreference: session.station_preference === 'fixed' ? 'fixed' : 'rotation',
  });
  const orders = dispatch(result, schedule, nowMinute);

  const byTask = new Map(state.assignments.map((a) => [a.task_id, a]));
  const busy = busyCooks(state);
  const nowIso = iso(now);
  const handedOut: AssignmentRow[] = [];
  let changed = false;

  for (const order of orders.start) {
    const existing = byTask.get(order.taskId);
    if (existing && (existing.status === 'in_progress' || existing.status === 'completed')) continue;
    const cookId = order.cookId === null ? null : Number(order.cookId);
    if (cookId === null || busy.has(cookId)) continue;
    busy.add(cookId);
    const fields = { participant_id: cookId, status: 'in_progress', assigned_at: nowIso, started_at: nowIso, completed_at: null, completed_by: null, timer_started_at: null, timer_ends_at: null, timer_warned: 0, timer_rang: 0 };
    if (existing) {
      await sessionTasks.updateAssignment(trx, existing.id, fields);
      handedOut.push({ ...existing, ...fields });
    } else {
      handedOut.push(await sessionTasks.insertAssignment(trx, { session_id: session.id, task_id: order.taskId, ...fields }));
    }
    changed = true;
  }
  const started = new Set(handedOut.map((a) => a.task_id));

  // "Up next" and "No qualified cooks": rewritten from the plan on every re-plan.
  const desired = new Map<string, { status: 'pending' | 'unassignable'; participant_id: number | null }>();
  for (const [cookId, taskId] of Object.entries(orders.next)) {
    if (!started.has(taskId)) desired.set(taskId, { status: 'pending', participant_id: Number(cookId) });
  }
  const done = new Set(state.assignments.filter((a) => a.status === 'completed').map((a) => a.task_id));
  const preds = new Map<string, string[]>();
  for (const d of state.dependencies) preds.set(d.task_id, [...(preds.get(d.task_id) ?? []), d.depends_on_id]);
  for (const taskId of result.unassignable) {
    if ((preds.get(taskId) ?? []).every((p) => done.has(p))) desired.set(taskId, { status: 'unassignable', participant_id: null });
  }
  for (const a of state.assignments) {
    if (a.status !== 'pending' && a.status !== 'unassignable') continue;
    if (started.has(a.task_id)) continue;
    const want = desired.get(a.task_id);
    if (!want) {
      await sessionTasks.deleteAssignment(trx, a.id);
      changed = true;
    } else {
      desired.delete(a.task_id);
      if (want.status !== a.status || want.participant_id !== a.participant_id) {
        await sessionTasks.updateAssignment(trx, a.id, { ...want, assigned_at: nowIso });
        changed = true;
      }
    }
  }
  for (const [taskId, want] of desired) {
    await sessionTasks.insertAssignment(trx, {
      session_id: session.id, task_id: taskId, ...want, assigned_at: nowIso, started_at: null, completed_at: null, completed_by: null,
      timer_started_at: null, timer_ends_at: null, timer_warned: 0, timer_rang: 0,
    });
    changed = true;
  }

  // The predicted finish of the meal and of each dish, shown to the host.
  const startMs = Date.parse(session.started_at!);
  const finishAt = (minute: number) => iso(startMs + minute * MINUTE_MS);
  const recipeFinish: Record<string, string> = {};
  for (const a of result.assignments) {
    const copy = String(state.taskById.get(a.taskId)?.session_recipe_id ?? '');
    const at = finishAt(a.end);
    if (!recipeFinish[copy] || recipeFinish[copy]! < at) recipeFinish[copy] = at;
  }
  const predicted = result.assignments.length > 0 ? finishAt(result.finish) : session.predicted_finish_at;
  if (predicted !== session.predicted_finish_at) {
    await sessions.updateSession(trx, session.id, { predicted_finish_at: predicted });
    session.predicted_finish_at = predicted;
    await emit('session_update', { session: sessionSummary(session, recipeFinish) });
  }

  if (changed) {
    const fresh = await sessionTasks.listAssignments(trx, session.id);
    const view = { ...state, assignments: fresh };
    if (handedOut.length > 0) {
      const ids = new Set(handedOut.map((a) => a.id));
      await emit('tasks_assigned', { assignments: fresh.filter((a) => ids.has(a.id)).map((a) => assignmentItem(view, a)) });
    }
    await emit('task_assignments_updated', { assignments: fresh.filter((a) => a.status !== 'completed').map((a) => assignmentItem(view, a)) });
  }

  // Wake the dispatcher only for planned starts an idle cook is waiting for: a busy cook's next
  // task follows from their completion event, an oven's from its timer.
  const later = result.assignments
    .filter((a) => a.status === 'planned' && a.start > nowMinute && !started.has(a.taskId) && (a.cookId === null || !busy.has(Number(a.cookId))))
    .map((a) => a.start);
  return later.length > 0 ? startMs + Math.min(...later) * MINUTE_MS : null;
}
