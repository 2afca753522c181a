import { apiText, API_TEXTS, taskParams } from '@brigade/contracts';
import { sessions, sessionTasks, participants } from '@brigade/db';
import { iso } from '../../clock';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../auth/principal';
import { BrigadeError, forbidden, notFound } from '../../errors';
import { said } from '../../result-text';
import { participantViews } from '../../sessions/session-view';
import { cookOf } from './cook-access';
import { refreshPlan } from '../engine/dispatcher';
import { assignmentItem, loadKitchenState } from '../engine/kitchen-state';
import { changeSession } from '../engine/session-transaction';

export const PAUSE_MESSAGES = {
  notYours: API_TEXTS['task.anotherCook'],
  notStarted: API_TEXTS['task.pauseNotStarted'],
  timerRunning: API_TEXTS['task.pauseTimerRunning'],
  notActive: API_TEXTS['session.notActive'],
} as const;

/**
 * A cook puts their task down (steps away; issue 12 point 4). The kitchen minutes they worked on it
 * are added to the task's `elapsed_ms`, the task goes back to the plan (`pending`, no cook) and the
 * cook is on a break: nothing new is handed to them until they say they are back. The re-plan hands
 * the task out again, to whoever the planner picks, for the time that is left. Everyone gets a
 * `task_update` with the task as it now is and a `participant_update` for the cook. A timer that
 * already runs is not paused: the oven carries on (see {@link PAUSE_MESSAGES}).
 *
 * The spec's /ws channel has no message for this, so it is a REST call
 * (`POST sessions/{code}/assignments/{id}/pause/`) and tRPC `live.pauseTask` only.
 */
export async function pauseTask(deps: AppDeps, principal: Principal, code: string, assignmentId: number) {
  const { session, participantId } = await cookOf(deps, principal, code);
  return changeSession(deps, session, async (trx, emit, now) => {
    const fresh = (await sessions.findSessionById(trx, session.id))!;
    const a = (await sessionTasks.listAssignments(trx, fresh.id)).find((x) => x.id === assignmentId);
    if (!a) throw notFound('Task assignment');
    if (a.participant_id !== participantId) throw forbidden(PAUSE_MESSAGES.notYours);
    if (fresh.status !== 'active') throw new BrigadeError('conflict', PAUSE_MESSAGES.notActive);
    if (a.status !== 'in_progress') throw new BrigadeError('conflict', PAUSE_MESSAGES.notStarted);
    if (a.timer_started_at !== null) throw new BrigadeError('conflict', PAUSE_MESSAGES.timerRunning);
    const task = (await sessionTasks.findSessionTask(trx, a.task_id))!;
    const worked = Math.max(0, now - Date.parse(a.started_at ?? a.assigned_at));
    const elapsedMs = task.elapsed_ms + worked;
    await sessionTasks.updateSessionTask(trx, task.id, { elapsed_ms: elapsedMs });
    await sessionTasks.updateAssignment(trx, a.id, {
      status: 'pending', participant_id: null, assigned_at: iso(now), started_at: null, help_requested_at: null, help_answered_at: null,
    });
    await participants.updateParticipant(trx, participantId, { on_break_since: iso(now) });

    const state = await loadKitchenState(trx, fresh);
    const item = assignmentItem(state, state.assignments.find((x) => x.id === a.id)!);
    await emit('task_update', { assignment: item });
    const me = (await participantViews(trx, fresh, state.assignments)).find((p) => p.id === participantId);
    if (me) await emit('participant_update', { participant: me });
    // The other cooks may take it at once from the current plan; the pool's re-plan refines.
    await refreshPlan(deps, trx, fresh, emit, now, { handOut: true });
    // The message by code too, the task with its other names (tRPC's `text`, for the page's language).
    const params = { ...taskParams(item.task_name, item.task_translations), minutes: item.elapsed_minutes ?? 0 };
    return said({ success: true, status: 'pending', elapsed_minutes: params.minutes, message: apiText('task.backInPlan', params) }, { code: 'task.backInPlan', params });
  });
}

/** The cook is back from their break (REST `POST sessions/{code}/back/`, tRPC `live.back`): work is handed to them again. */
export async function backFromBreak(deps: AppDeps, principal: Principal, code: string) {
  const { session, participantId } = await cookOf(deps, principal, code);
  return changeSession(deps, session, async (trx, emit, now) => {
    const me = await participants.findParticipant(trx, participantId);
    if (!me?.on_break_since) return { success: true, changed: false };
    await participants.updateParticipant(trx, participantId, { on_break_since: null, is_active: 1, last_seen: iso(now) });
    const fresh = (await sessions.findSessionById(trx, session.id))!;
    const view = (await participantViews(trx, fresh, await sessionTasks.listAssignments(trx, fresh.id))).find((p) => p.id === participantId);
    if (view) await emit('participant_update', { participant: view });
    await refreshPlan(deps, trx, fresh, emit, now, { handOut: true, freedCook: participantId });
    return { success: true, changed: true };
  });
}
