import { API_TEXTS } from '@brigade/contracts';
import { sessions, sessionTasks } from '@brigade/db';
import { iso } from '../../clock';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../auth/principal';
import { BrigadeError } from '../../errors';
import { hostedSession } from '../../sessions/session-access';
import { refreshPlan } from '../engine/dispatcher';
import { assignmentItem, loadKitchenState, sessionSummary } from '../engine/kitchen-state';
import { recipeFinishOf } from '../engine/recipe-finish';
import { completeIfDone } from '../engine/finish';
import { changeSession } from '../engine/session-transaction';

/**
 * The host pauses the whole meal (issue 12): nothing new is handed out and running timers stop
 * ringing; on resume every running timer is moved on by the time it stood still, so it rings
 * with the time it had left (phones freeze their countdowns at `paused_at` meanwhile). Cooks may
 * still finish what they hold; when that was the last task, the session stays paused and the
 * resume completes it (issue 35).
 */
export async function pauseSession(deps: AppDeps, principal: Principal, code: string) {
  const { session } = await hostedSession(deps, principal, code);
  if (session.status !== 'active') throw new BrigadeError('conflict', API_TEXTS['session.pauseNotRunning']);
  return changeSession(deps, session, async (trx, emit, now) => {
    const fresh = (await sessions.findSessionById(trx, session.id))!;
    if (fresh.paused_at) return { success: true, status: fresh.status, paused_at: fresh.paused_at };
    fresh.paused_at = iso(now);
    await sessions.updateSession(trx, fresh.id, { paused_at: fresh.paused_at });
    await emit('session_paused', { session: sessionSummary(fresh) });
    deps.wakes.set(fresh.id, null);
    return { success: true, status: fresh.status, paused_at: fresh.paused_at };
  });
}

export async function resumeSession(deps: AppDeps, principal: Principal, code: string) {
  const { session } = await hostedSession(deps, principal, code);
  if (session.status !== 'active') throw new BrigadeError('conflict', API_TEXTS['session.resumeNotRunning']);
  return changeSession(deps, session, async (trx, emit, now) => {
    const fresh = (await sessions.findSessionById(trx, session.id))!;
    if (!fresh.paused_at) return { success: true, status: fresh.status, paused_at: null };
    const pausedAt = Date.parse(fresh.paused_at);
    const moved: number[] = [];
    for (const a of await sessionTasks.listAssignments(trx, fresh.id)) {
      if (a.status !== 'in_progress' || a.timer_ends_at === null || a.timer_rang === 1) continue;
      // One rule: a timer counts only while the session runs. One started during the pause (a
      // cook finished an oven task's hands-on part) counts from the resume, not from the pause.
      const stoodStill = Math.max(0, now - Math.max(pausedAt, a.timer_started_at ? Date.parse(a.timer_started_at) : pausedAt));
      await sessionTasks.updateAssignment(trx, a.id, {
        timer_ends_at: iso(Date.parse(a.timer_ends_at) + stoodStill),
        ...(a.timer_started_at ? { timer_started_at: iso(Date.parse(a.timer_started_at) + stoodStill) } : {}),
      });
      moved.push(a.id);
    }
    fresh.paused_at = null;
    await sessions.updateSession(trx, fresh.id, { paused_at: null });
    const state = await loadKitchenState(trx, fresh);
    const assignments = state.assignments.filter((a) => moved.includes(a.id)).map((a) => assignmentItem(state, a));
    const current = await deps.planner.planToHandOut(trx, fresh.id);
    const summary = sessionSummary(fresh, current ? recipeFinishOf(fresh, state, current) : {});
    await emit('session_resumed', { session: summary, assignments });
    // The spec's message (01 §7) for the session's new state, always: clients that know only it see the resume.
    await emit('session_update', { session: summary });
    // The last task was done during the pause: the resume ends the meal (issue 35), with the host's say-so.
    if (await completeIfDone(deps, trx, fresh, emit, now)) return { success: true, status: fresh.status, paused_at: null };
    // Re-planned in the planner pool after this commit; idle cooks get the current plan's due work now.
    await refreshPlan(deps, trx, fresh, emit, now, { handOut: true });
    return { success: true, status: fresh.status, paused_at: null };
  });
}
