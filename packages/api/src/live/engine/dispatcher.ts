import { dispatch, type Plan, type PlanOptions, type ScheduleState, type SchedulingProblem } from '@brigade/domain';
import { sessions, sessionTasks, type AssignmentRow, type CookingSessionRow, type Queryable } from '@brigade/db';
import { iso } from '../../clock';
import type { AppDeps } from '../../deps';
import { assignmentItem, loadKitchenState, sessionSummary, type KitchenState } from './kitchen-state';
import { fillIdleCooks, greedyForFreedCook, type Order } from './idle-fill';
import { LiveKitchen } from './live-check';
import { MINUTE_MS, toSchedulingProblem } from './scheduling-problem';
import { recipeFinishOf } from './recipe-finish';
import { announceNewStalls } from './stall-notice';
import { ovenNotes, storeOvenNotes } from './oven-notes';
import { finishMove } from '../../sessions/finish-move';
import type { Emit } from './session-transaction';

/** Within about 1 % of 1000 schedules on synthetic meals, equal on library meals (docs/benchmarks.md). */
export const LIVE_MAX_SCHEDULES = 40;

/** The planner's options for a live session: a small budget, a schedule cap, the session's own seed. */
export function livePlanOptions(deps: AppDeps, session: CookingSessionRow): Omit<PlanOptions, 'clock'> {
  return {
    budgetMs: deps.planBudgetMs,
    maxSchedules: LIVE_MAX_SCHEDULES,
    seed: session.id,
    stationPreference: session.station_preference === 'fixed' ? 'fixed' : 'rotation',
  };
}

/**
 * Applies a plan of the meal: hands out what the plan starts now to idle, present, qualified cooks;
 * every cook's following task is kept as `pending` ("Up next"); tasks nobody present can do
 * become `unassignable` (and are announced); the predicted finish is updated. Runs inside the
 * caller's transaction on `state` read in it; returns the kitchen time of the next planned start
 * an idle cook waits for, so the timer loop can wake the dispatcher then.
 */
export async function applyPlan(
  deps: AppDeps,
  trx: Queryable,
  session: CookingSessionRow,
  state: KitchenState,
  result: Plan,
  emit: Emit,
  now: number,
  // `planned`: the problem as the planner planned it (durations scaled for the diners), when it differs from `seen.problem`.
  seen: { problem: SchedulingProblem; schedule: ScheduleState; nowMinute: number; merged?: Map<string, string>; planned?: SchedulingProblem } = toSchedulingProblem(state, now),
): Promise<number | null> {
  if (session.status !== 'active') return null;
  // The oven temperature the plan really uses, and why, on every task not under way (issue 34).
  const notes = ovenNotes(seen.planned ?? seen.problem, result, seen.merged ?? new Map(), (dish) => state.recipeNameOfCopy.get(Number(dish)) ?? '', (id) => {
    const task = state.taskById.get(id);
    return task ? String(task.session_recipe_id) : undefined;
  });
  const ovensChanged = await storeOvenNotes(trx, state, notes);
  // Paused (issue 12): the plan is kept, nothing is handed out until the host resumes.
  if (session.paused_at) return null;
  const { schedule, nowMinute } = seen;
  const orders = dispatch(result, schedule, nowMinute);

  const live = new LiveKitchen(state, seen.problem);
  const nowIso = iso(now);
  const handedOut = await handOutAndFill(deps, trx, session, state, live, orders.start, { plan: result, problem: seen.problem, nowMinute, freedCook: null }, nowIso);
  let changed = handedOut.length > 0 || ovensChanged;
  const started = new Set(handedOut.map((a) => a.task_id));

  // "Up next" and "No qualified cooks": rewritten from the plan on every re-plan.
  const desired = new Map<string, { status: 'pending' | 'unassignable'; participant_id: number | null }>();
  for (const [cookId, taskId] of Object.entries(orders.next)) {
    if (!started.has(taskId)) desired.set(taskId, { status: 'pending', participant_id: Number(cookId) });
  }
  const done = new Set(state.assignments.filter((a) => a.status === 'completed').map((a) => a.task_id));
  const preds = new Map<string, string[]>();
  for (const d of state.dependencies) preds.set(d.task_id, [...(preds.get(d.task_id) ?? []), d.depends_on_id]);
  // Work nobody present can do is shown (and announced) as soon as the plan holds it, not only
  // when it is ready (issue 29); with nobody present, only ready work (all of it would be stuck).
  for (const taskId of result.unassignable) {
    if (seen.problem.cooks.length > 0 || (preds.get(taskId) ?? []).every((p) => done.has(p))) desired.set(taskId, { status: 'unassignable', participant_id: null });
  }
  const wasStuck = new Set(state.assignments.filter((a) => a.status === 'unassignable').map((a) => a.task_id));
  const newlyStuck = new Set([...desired].filter(([taskId, want]) => want.status === 'unassignable' && !wasStuck.has(taskId)).map(([taskId]) => taskId));
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
  const recipeFinish = recipeFinishOf(session, state, result);
  const predicted = result.assignments.length > 0 ? iso(Date.parse(session.started_at!) + result.finish * MINUTE_MS) : session.predicted_finish_at;
  if (predicted !== session.predicted_finish_at) {
    // A move of more than a few minutes says why (issue 26).
    const running = state.assignments.filter((a) => a.status === 'in_progress').map((a) => assignmentItem(state, a));
    const moved = await finishMove(trx, session.id, session.predicted_finish_at, predicted, running, nowIso);
    await sessions.updateSession(trx, session.id, { predicted_finish_at: predicted });
    session.predicted_finish_at = predicted;
    await emit('session_update', { session: sessionSummary(session, recipeFinish), ...(moved ? { finish_moved: moved } : {}) });
  }

  if (changed) await announceNewStalls(trx, state, await announce(trx, session, state, handedOut, emit), newlyStuck, emit);
  return wakeAt(session, result, nowMinute, started, live);
}

/** Starts the ordered tasks that the live kitchen allows, in order; returns the rows handed out. */
async function handOut(trx: Queryable, session: CookingSessionRow, state: KitchenState, live: LiveKitchen, orders: Order[], nowIso: string): Promise<AssignmentRow[]> {
  const allowed: Array<{ taskId: string; cookId: number }> = [];
  for (const order of orders) {
    const cookId = order.cookId === null ? null : Number(order.cookId);
    if (cookId === null || live.check(order.taskId, cookId) !== null) continue;
    live.start(order.taskId, cookId);
    allowed.push({ taskId: order.taskId, cookId });
  }
  return writeHandOut(trx, session, state, allowed, nowIso);
}

/** Writes hand-outs already checked and recorded in the live kitchen; returns the rows. */
async function writeHandOut(trx: Queryable, session: CookingSessionRow, state: KitchenState, orders: Array<{ taskId: string; cookId: number }>, nowIso: string): Promise<AssignmentRow[]> {
  const byTask = new Map(state.assignments.map((a) => [a.task_id, a]));
  const handedOut: AssignmentRow[] = [];
  for (const { taskId, cookId } of orders) {
    const existing = byTask.get(taskId);
    const fields = { participant_id: cookId, status: 'in_progress', assigned_at: nowIso, started_at: nowIso, completed_at: null, completed_by: null, timer_started_at: null, timer_ends_at: null, timer_warned: 0, timer_rang: 0 };
    if (existing) {
      await sessionTasks.updateAssignment(trx, existing.id, fields);
      handedOut.push({ ...existing, ...fields });
    } else {
      handedOut.push(await sessionTasks.insertAssignment(trx, { session_id: session.id, task_id: taskId, ...fields }));
    }
  }
  return handedOut;
}

/**
 * The plan's hand-outs (`orders`, re-checked), then the work-conserving fill of the cooks still
 * idle (`fillIdleCooks`), and the plan's earliest ready task for the cook a completion freed
 * (`greedyForFreedCook`). Freed cook first.
 */
async function handOutAndFill(
  deps: AppDeps,
  trx: Queryable,
  session: CookingSessionRow,
  state: KitchenState,
  live: LiveKitchen,
  orders: Order[],
  fill: { plan: Plan; problem: SchedulingProblem; nowMinute: number; freedCook: number | null },
  nowIso: string,
): Promise<AssignmentRow[]> {
  const handedOut = await handOut(trx, session, state, live, orders, nowIso);
  const idle = fill.problem.cooks.map((c) => c.id);
  if (fill.freedCook !== null) idle.sort((a, b) => Number(b === String(fill.freedCook)) - Number(a === String(fill.freedCook)));
  // With a serve time the plan waits on purpose (dishes finish together): only due tasks move.
  const extra = fillIdleCooks(fill.plan, fill.problem, live, fill.nowMinute, idle, session.serve_at !== null);
  // The cook this completion freed, still without work: the plan's earliest ready task they may start.
  if (fill.freedCook !== null) extra.push(...greedyForFreedCook(fill.plan, fill.problem, live, fill.nowMinute, String(fill.freedCook), session.serve_at !== null));
  return [...handedOut, ...(await writeHandOut(trx, session, state, extra.map((o) => ({ taskId: o.taskId, cookId: Number(o.cookId) })), nowIso))];
}

/** `tasks_assigned` for what was handed out, then the whole board as `task_assignments_updated`; returns the rows read. */
async function announce(trx: Queryable, session: CookingSessionRow, state: KitchenState, handedOut: AssignmentRow[], emit: Emit): Promise<AssignmentRow[]> {
  const fresh = await sessionTasks.listAssignments(trx, session.id);
  const view = { ...state, assignments: fresh };
  if (handedOut.length > 0) {
    const ids = new Set(handedOut.map((a) => a.id));
    await emit('tasks_assigned', { assignments: fresh.filter((a) => ids.has(a.id)).map((a) => assignmentItem(view, a)) });
  }
  await emit('task_assignments_updated', { assignments: fresh.filter((a) => a.status !== 'completed').map((a) => assignmentItem(view, a)) });
  return fresh;
}

/**
 * Wake the dispatcher only for planned starts an idle cook is waiting for: a busy cook's next
 * task follows from their completion event, an oven's from its timer.
 */
function wakeAt(session: CookingSessionRow, result: Plan, nowMinute: number, started: Set<string>, live: LiveKitchen): number | null {
  const later = result.assignments
    .filter((a) => a.status === 'planned' && a.start > nowMinute && !started.has(a.taskId) && (a.cookId === null || !live.isBusy(Number(a.cookId))))
    .map((a) => a.start);
  return later.length > 0 ? Date.parse(session.started_at!) + Math.min(...later) * MINUTE_MS : null;
}

/** Remembers when the session's plan next starts a task for an idle cook (null: nothing to wait for). */
export function setWake(deps: AppDeps, sessionId: number, at: number | null): void {
  deps.wakes.set(sessionId, at);
}

/**
 * Answers a change at once from the session's current plan (the last one applied), inside the
 * change's own transaction: what the plan starts by now, and the next planned task of each idle
 * cook (the one just freed, `freedCook`, first) even when the plan had it a little later, as long
 * as its equipment is not planned for other tasks meanwhile. Each is re-checked against the live
 * kitchen (predecessors done, cook present, qualified and free, equipment left). Pending and
 * unassignable rows and the predicted finish wait for the re-plan. Returns whether anything was
 * handed out.
 */
export async function handOutFromPlan(deps: AppDeps, trx: Queryable, session: CookingSessionRow, emit: Emit, now: number, freedCook: number | null, known?: KitchenState): Promise<HandOutAnswer> {
  const current = await deps.planner.planToHandOut(trx, session.id);
  // Paused (issue 12): nothing is handed out until the host resumes.
  if (session.status !== 'active' || session.paused_at) return { handedOut: false, idleCookWaits: false };
  // No plan yet (the first is on its way): the cooks wait for it.
  if (!current) return { handedOut: false, idleCookWaits: true };
  const state = known ?? (await loadKitchenState(trx, session));
  const { problem, schedule, nowMinute } = toSchedulingProblem(state, now);
  const orders = dispatch(current, schedule, nowMinute);
  const wanted: Order[] = [...orders.start];
  const live = new LiveKitchen(state, problem);
  // Cooks with nothing to do now may start their next planned task early (a predecessor or their
  // own task finished before its estimate), the freed cook first, when its equipment is not
  // planned for other tasks meanwhile: what the re-plan would do, without waiting for it.
  const idle = problem.cooks.map((c) => c.id).filter((id) => !live.isBusy(Number(id)) && !wanted.some((o) => o.cookId === id));
  if (freedCook !== null) idle.sort((a, b) => Number(b === String(freedCook)) - Number(a === String(freedCook)));
  // With a serve time the plan waits on purpose (dishes finish together): only due tasks move.
  const plannedStart = new Map(current.assignments.map((a) => [a.taskId, a.start]));
  const notYetDue = (taskId: string) => session.serve_at !== null && (plannedStart.get(taskId) ?? Infinity) > nowMinute;
  for (const cookId of idle) {
    const next = orders.next[cookId];
    if (next === undefined || notYetDue(next)) continue;
    if (live.fitsEarly(current, next, nowMinute)) wanted.push({ taskId: next, cookId });
  }
  const handedOut = await handOutAndFill(deps, trx, session, state, live, wanted, { plan: current, problem, nowMinute, freedCook }, iso(now));
  setWake(deps, session.id, wakeAt(session, current, nowMinute, new Set(handedOut.map((a) => a.task_id)), live));
  const idleCookWaits = idleCookCouldWork(problem, live, notYetDue);
  if (handedOut.length === 0) return { handedOut: false, idleCookWaits };
  await announce(trx, session, state, handedOut, emit);
  return { handedOut: true, idleCookWaits };
}

/** What a change answered from the current plan left: whether anything was handed out, and whether an idle cook still waits for work a re-plan could give. */
export interface HandOutAnswer {
  handedOut: boolean;
  idleCookWaits: boolean;
}

/**
 * Whether a present, idle cook could start a ready task right now by the live kitchen's rules
 * (predecessors done, qualified, equipment left) that the current plan did not give them: a
 * re-plan would likely hand it out, so the session's re-plan is urgent. Tasks `notYetDue` (a
 * serve time: the plan waits on purpose) do not count.
 */
function idleCookCouldWork(problem: SchedulingProblem, live: LiveKitchen, notYetDue: (taskId: string) => boolean): boolean {
  const idle = problem.cooks.filter((c) => !live.isBusy(Number(c.id)));
  if (idle.length === 0) return false;
  return problem.tasks.some((t) => !notYetDue(t.id) && idle.some((c) => live.check(t.id, Number(c.id)) === null));
}

/**
 * What every change of a live session calls inside its transaction: it answers at once from the
 * current plan (its due starts, and idle cooks' next tasks that fit early; the freed cook first,
 * see {@link handOutFromPlan}) and asks the planner for a re-plan, which runs after the commit and
 * refines.
 */
export async function refreshPlan(
  deps: AppDeps,
  trx: Queryable,
  session: CookingSessionRow,
  emit: Emit,
  now: number,
  // `state`: the kitchen as read after the change's last write, when the caller has it (saves a read).
  opts: { handOut?: boolean; freedCook?: number | null; state?: KitchenState } = {},
): Promise<void> {
  if (session.status !== 'active') return;
  const answer = opts.handOut ? await handOutFromPlan(deps, trx, session, emit, now, opts.freedCook ?? null, opts.state) : null;
  // An idle cook who could work but got nothing from the plan: the re-plan goes first in the
  // queue, with a short first search (see LivePlanner). A session's first plan (its start) is an
  // ordinary one: starts come in bursts, and their calls are answered before the plans run.
  const urgent = answer?.idleCookWaits ?? false;
  // The pool reads the session only after this transaction commits (one connection, held until then).
  deps.planner.request(session.id, { urgent });
}
