import { isPreheat } from '../engine/preheat';
import { completeFollowers } from '../engine/preheat-complete';
import { API_TEXTS, apiMessage, taskParams } from '@brigade/contracts';
import { sessions, sessionTasks, type CookingSessionRow, type Queryable } from '@brigade/db';
import { iso } from '../../clock';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../auth/principal';
import { BrigadeError, forbidden, notFound } from '../../errors';
import { cookOf } from './cook-access';
import { hostedSession } from '../../sessions/session-access';
import { listOpenHelpRequests } from './help-requests';
import { refreshPlan } from '../engine/dispatcher';
import { plannedTimerMinutes } from '../../sessions/planned-oven';
import { completeIfDone } from '../engine/finish';
import { assignmentItem, loadKitchenState, type KitchenState } from '../engine/kitchen-state';
import { isPassive, MINUTE_MS } from '../engine/scheduling-problem';
import { changeSession, type Emit } from '../engine/session-transaction';
import { oncePerOperation, tapMoment, type TapOptions } from './client-operations';

async function ownAssignment(trx: Queryable, session: CookingSessionRow, participantId: number, assignmentId: number) {
  const a = (await sessionTasks.listAssignments(trx, session.id)).find((x) => x.id === assignmentId);
  if (!a) throw notFound('Task assignment');
  if (a.participant_id !== participantId) throw forbidden(API_TEXTS['task.anotherCook']);
  return a;
}

/**
 * After a cook is freed: their next task comes from the current plan at once, and a re-plan
 * refines. `state`: the kitchen as read after the change's last write, when the caller has it.
 */
async function afterChange(deps: AppDeps, trx: Queryable, session: CookingSessionRow, emit: Emit, now: number, freedCook: number, state?: KitchenState) {
  if (await completeIfDone(deps, trx, session, emit, now, state)) return;
  await refreshPlan(deps, trx, session, emit, now, { handOut: true, freedCook, ...(state ? { state } : {}) });
}

/** Starts the timer of a timer task; a passive timer frees the cook at once. Returns the kitchen as it then is. */
async function startTimer(trx: Queryable, session: CookingSessionRow, assignmentId: number, minutes: number, emit: Emit, now: number): Promise<KitchenState> {
  const fields = { timer_started_at: iso(now), timer_ends_at: iso(now + minutes * MINUTE_MS), timer_warned: 0, timer_rang: 0 };
  await sessionTasks.updateAssignment(trx, assignmentId, fields);
  const state = await loadKitchenState(trx, session);
  const item = assignmentItem(state, state.assignments.find((a) => a.id === assignmentId)!);
  await emit('timer_start', { assignment: item });
  await emit('task_update', { assignment: item });
  return state;
}

/** `task_update` (spec 01 §7): the assignment as it now is, for clients that replace it in place. Returns the kitchen as read. */
async function emitTaskUpdate(trx: Queryable, session: CookingSessionRow, assignmentId: number, emit: Emit): Promise<KitchenState> {
  const state = await loadKitchenState(trx, session);
  const a = state.assignments.find((x) => x.id === assignmentId);
  if (a) await emit('task_update', { assignment: assignmentItem(state, a) });
  return state;
}

export const TIMER_STILL_RUNNING = API_TEXTS['task.timerStillRunning'];

/**
 * A cook finishes their task. Idempotent: completing a completed task changes nothing and emits
 * nothing. Only the cook holding it may complete it. For a passive timer task whose timer has not
 * run, "done" means the hands-on part is done: the timer starts and the task completes when it rings.
 */
export async function completeTask(deps: AppDeps, principal: Principal, code: string, assignmentId: number, options: { finishEarly?: boolean } & TapOptions = {}) {
  const { session, participantId } = await cookOf(deps, principal, code);
  // Sent twice with one operation id (an offline phone's queue), it answers the first answer again.
  return changeSession(deps, session, (trx, emit, now) => oncePerOperation(trx, { participantId, kind: 'complete', assignmentId, now }, options, async () => {
    const fresh = (await sessions.findSessionById(trx, session.id))!;
    const a = await ownAssignment(trx, fresh, participantId, assignmentId);
    if (a.status === 'completed') return { success: true, status: 'completed', changed: false };
    if (fresh.status !== 'active') throw new BrigadeError('conflict', API_TEXTS['session.notActive']);
    if (a.status !== 'in_progress') throw new BrigadeError('conflict', API_TEXTS['task.notHanded']);
    const task = (await sessionTasks.findSessionTask(trx, a.task_id))!;
    if (isPassive(task)) {
      // A running oven timer finishes the task when it rings; tapping Complete again changes nothing.
      if (a.timer_started_at !== null) return { success: true, status: 'timer_running', changed: false };
      const state = await startTimer(trx, fresh, a.id, plannedTimerMinutes(task)!, emit, tapMoment(a, options.tappedAt, now));
      await afterChange(deps, trx, fresh, emit, now, participantId, state);
      return { success: true, status: 'timer_running', changed: true };
    }
    // A stay-with-it timer is done when it rings, or when the cook says they finish early.
    if (a.timer_ends_at !== null && a.timer_rang === 0 && now < Date.parse(a.timer_ends_at) && !options.finishEarly) {
      throw new BrigadeError('conflict', TIMER_STILL_RUNNING);
    }
    await finishAssignment(trx, a.id, a.task_id, a.participant_id, emit, tapMoment(a, options.tappedAt, now));
    // Read once after the last write: the task_update, the end check and the hand-out share it.
    const state = await emitTaskUpdate(trx, fresh, a.id, emit);
    await afterChange(deps, trx, fresh, emit, now, participantId, state);
    return { success: true, status: 'completed', changed: true };
  }));
}

export async function finishAssignment(trx: Queryable, assignmentId: number, taskId: string, by: number | null, emit: Emit, now: number) {
  const completedAt = iso(now);
  // One shared preheat (issue 34): the preheats at its temperature complete with it.
  const task = await sessionTasks.findSessionTask(trx, taskId);
  if (task && isPreheat(task)) await completeFollowers(trx, task.session_id, taskId, by, emit, completedAt);
  await sessionTasks.updateAssignment(trx, assignmentId, { status: 'completed', completed_at: completedAt, completed_by: by });
  await emit('task_completed', { id: assignmentId, completed_at: completedAt, task_id: taskId, participant_id: by });
}

/** The cook says they have started (start_task): starts the timer of a timer task. */
export async function startTask(deps: AppDeps, principal: Principal, code: string, assignmentId: number, options: TapOptions = {}) {
  const { session, participantId } = await cookOf(deps, principal, code);
  return changeSession(deps, session, (trx, emit, now) => oncePerOperation(trx, { participantId, kind: 'start', assignmentId, now }, options, async () => {
    const a = await ownAssignment(trx, session, participantId, assignmentId);
    if (a.status !== 'in_progress') throw new BrigadeError('conflict', API_TEXTS['task.notInProgress']);
    const task = (await sessionTasks.findSessionTask(trx, a.task_id))!;
    if (task.timer_duration_minutes !== null && a.timer_started_at === null) {
      await startTimer(trx, session, a.id, plannedTimerMinutes(task)!, emit, tapMoment(a, options.tappedAt, now));
      if (isPassive(task)) await afterChange(deps, trx, session, emit, now, participantId);
    }
    return { success: true };
  }));
}

export const HELP_ALREADY_REQUESTED = API_TEXTS['help.alreadyRequested'];
export const HELP_ONLY_IN_PROGRESS = API_TEXTS['help.onlyInProgress'];

/**
 * Request Help: the host (and everyone watching) hears who asks and for which task. One open
 * request per task: asking again before the host answered is refused with the reason.
 */
export async function requestHelp(deps: AppDeps, principal: Principal, code: string, assignmentId: number, options: TapOptions = {}) {
  const { session, participantId } = await cookOf(deps, principal, code);
  return changeSession(deps, session, (trx, emit, now) => oncePerOperation(trx, { participantId, kind: 'help', assignmentId, now }, options, async () => {
    const a = await ownAssignment(trx, session, participantId, assignmentId);
    // Spec 01 §2: help is for the task in progress, in a running session (the /ws answer is an `error`).
    if ((await sessions.findSessionById(trx, session.id))!.status !== 'active') throw new BrigadeError('conflict', API_TEXTS['session.notActive']);
    if (a.status !== 'in_progress') throw new BrigadeError('conflict', HELP_ONLY_IN_PROGRESS);
    if (a.help_requested_at !== null && a.help_answered_at === null) throw new BrigadeError('conflict', HELP_ALREADY_REQUESTED);
    await sessionTasks.updateAssignment(trx, a.id, { help_requested_at: iso(tapMoment(a, options.tappedAt, now)), help_answered_at: null });
    const state = await loadKitchenState(trx, session);
    const item = assignmentItem(state, state.assignments.find((x) => x.id === a.id)!);
    await emit('notification', {
      kind: 'help_requested',
      ...(item.participant_name !== null
        ? apiMessage('help.requested', { name: item.participant_name, ...taskParams(item.task_name, item.task_translations) })
        : apiMessage('help.requestedAnonymous', taskParams(item.task_name, item.task_translations))),
      participant_id: participantId,
      assignment_id: a.id,
      assignment: item,
    });
    await emit('task_update', { assignment: item });
    return { success: true, message: API_TEXTS['help.onTheWay'] };
  }));
}

/** The host answers a help request: 'on my way'. Answering twice changes nothing. */
export async function answerHelp(deps: AppDeps, principal: Principal, code: string, assignmentId: number) {
  const { session } = await hostedSession(deps, principal, code);
  return changeSession(deps, session, async (trx, emit, now) => {
    const a = (await sessionTasks.listAssignments(trx, session.id)).find((x) => x.id === assignmentId);
    if (!a) throw notFound('Task assignment');
    if (a.help_requested_at === null) throw new BrigadeError('conflict', API_TEXTS['help.nobodyAsked']);
    if (a.help_answered_at !== null) return { success: true, changed: false };
    await sessionTasks.updateAssignment(trx, a.id, { help_answered_at: iso(now) });
    const state = await loadKitchenState(trx, session);
    const item = assignmentItem(state, state.assignments.find((x) => x.id === a.id)!);
    await emit('notification', { kind: 'help_answered', ...apiMessage('help.answered', taskParams(item.task_name, item.task_translations)), participant_id: a.participant_id ?? undefined, assignment_id: a.id, assignment: item });
    await emit('task_update', { assignment: item });
    return { success: true, changed: true };
  });
}

/** Open help requests of every active session the caller hosts (the banner on every host page). */
export async function openHelpRequests(deps: AppDeps, principal: Principal) {
  return listOpenHelpRequests(deps, principal);
}
