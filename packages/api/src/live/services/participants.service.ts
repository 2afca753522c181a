import { API_TEXTS, apiText, KICK_MESSAGES, toTaskObject, type LiveEvent, type RejoinRequest } from '@brigade/contracts';
import { authSessions, participantControls, participants, sessions, sessionTasks, type CookingSessionRow, type Queryable } from '@brigade/db';
import { iso } from '../../clock';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../auth/principal';
import { BrigadeError, forbidden, notFound, unauthorized } from '../../errors';
import { callerParticipant, hostedSession, memberSession, sessionByCode } from '../../sessions/session-access';
import { participantViews } from '../../sessions/session-view';
import { refreshPlan } from '../engine/dispatcher';
import { assignmentItem, loadKitchenState } from '../engine/kitchen-state';
import { PRESENCE_WINDOW_MS, RECONNECT_GRACE_MS } from './presence';
import { changeSession, type Emit } from '../engine/session-transaction';
import { addSkills } from './stalls.service';
import { said } from '../../result-text';

async function replanAfter(deps: AppDeps, trx: Queryable, session: CookingSessionRow, emit: Emit, now: number) {
  const fresh = (await sessions.findSessionById(trx, session.id))!;
  await refreshPlan(deps, trx, fresh, emit, now);
}

async function participantOf(trx: Queryable, session: CookingSessionRow, participantId: number) {
  const p = await participants.findParticipant(trx, participantId);
  if (!p || p.session_id !== session.id || p.removed === 1) throw notFound('Participant');
  return p;
}

async function emitParticipant(
  trx: Queryable,
  session: CookingSessionRow,
  participantId: number,
  emit: Emit,
  type: 'participant_update' | 'participant_left' | 'participant_joined',
  change?: 'connection',
) {
  const views = await participantViews(trx, session, await sessionTasks.listAssignments(trx, session.id));
  const view = views.find((p) => p.id === participantId);
  if (view) await emit(type, change ? { participant: view, change } : { participant: view });
}

/** participant_left with why: the live channels close the cook's sockets with the matching message. */
async function emitKicked(trx: Queryable, session: CookingSessionRow, participantId: number, emit: Emit, reason: 'removed' | 'disconnected_by_host') {
  const views = await participantViews(trx, session, await sessionTasks.listAssignments(trx, session.id));
  const view = views.find((p) => p.id === participantId);
  if (view) await emit('participant_left', { participant: view, reason });
}

/**
 * The host lets an away or removed cook back in: their next join with the name succeeds once
 * (POST sessions/{code}/participants/{id}/allow-rejoin/).
 */
export async function allowRejoin(deps: AppDeps, principal: Principal, code: string, participantId: number) {
  const { session } = await hostedSession(deps, principal, code);
  const p = await participants.findParticipant(deps.db, participantId);
  if (!p || p.session_id !== session.id) throw notFound('Participant');
  if (p.removed === 0 && p.is_active === 1) throw BrigadeError.coded('conflict', 'cook.alreadyCooking', { name: p.display_name });
  await participantControls.setControls(deps.db, p.id, { rejoin_allowed: 1 });
  return { success: true, message: apiText('participant.mayRejoin', { name: p.display_name }) };
}

/**
 * The host's list of places to give back (GET sessions/{code}/rejoin-requests/, live.rejoinRequests):
 * every removed cook and every away cook someone asked for, with whether the host already allowed it.
 */
export async function rejoinRequests(deps: AppDeps, principal: Principal, code: string): Promise<{ requests: RejoinRequest[] }> {
  const { session } = await hostedSession(deps, principal, code);
  const rows = await participantControls.listRejoinCandidates(deps.db, session.id);
  return {
    requests: rows
      .filter((r) => r.removed === 1 || r.is_active === 0)
      .map((r) => ({
        participant_id: r.id,
        display_name: r.display_name,
        kind: r.removed === 1 ? ('removed' as const) : ('away' as const),
        requested_at: r.rejoin_requested_at ?? null,
        allowed: r.rejoin_allowed === 1,
      })),
  };
}

/** A cook saves their own skills (questionnaire), or the host manages a cook's skills: Yes answers are added (stalls.service). */
export const setSkills = addSkills;

/**
 * Marks a cook present (heartbeat, live connection); a cook coming back gets new work at once.
 * `secure`: the live connection's phone says whether its page is a secure context (the host's cook list shows it).
 */
export async function markPresent(deps: AppDeps, session: CookingSessionRow, participantId: number, secure?: boolean) {
  const p = await participants.findParticipant(deps.db, participantId);
  if (!p || p.removed === 1) return;
  // Force Disconnect holds: only a deliberate rejoin brings the cook back (issue 12).
  if ((await participantControls.getControls(deps.db, participantId)).disconnected_by_host === 1) return;
  const now = deps.clock.now();
  const secureConnection = secure === undefined ? p.secure_connection : secure ? 1 : 0;
  if (p.is_active === 1 && secureConnection === p.secure_connection) {
    await participants.updateParticipant(deps.db, participantId, { last_seen: iso(now) });
    return;
  }
  await changeSession(deps, session, async (trx, emit, at) => {
    if (p.is_active === 1) {
      // Only the connection changed (HTTP to HTTPS): the host's list follows, the plan does not move.
      await participants.updateParticipant(trx, participantId, { last_seen: iso(at), secure_connection: secureConnection });
      // Every cook's first connection says this: the phones need not read their work again for it.
      await emitParticipant(trx, session, participantId, emit, 'participant_update', 'connection');
      return;
    }
    await participants.updateParticipant(trx, participantId, { is_active: 1, last_seen: iso(at), secure_connection: secureConnection });
    await emitParticipant(trx, session, participantId, emit, 'participant_update');
    await replanAfter(deps, trx, session, emit, at);
  });
}

/**
 * The cook says they are stepping away (/ws `update_participant` with `is_active: false`): they
 * count as disconnected at once, keep their in-progress tasks (orphaned, like a lost phone) and get
 * no new work until they are back (a ping, heartbeat or `is_active: true`).
 */
export async function markAway(deps: AppDeps, session: CookingSessionRow, participantId: number) {
  const p = await participants.findParticipant(deps.db, participantId);
  if (!p || p.removed === 1 || p.is_active === 0) return;
  await changeSession(deps, session, async (trx, emit, at) => {
    await participants.updateParticipant(trx, participantId, { is_active: 0, last_seen: iso(at) });
    await emitParticipant(trx, session, participantId, emit, 'participant_update');
    await replanAfter(deps, trx, session, emit, at);
  });
}

/** A live connection closed: remember when the cook was last seen (the host's "offline since"). */
export async function markSeen(deps: AppDeps, participantId: number, at = deps.clock.now()) {
  await participants.updateParticipant(deps.db, participantId, { last_seen: iso(at) });
}

export async function heartbeat(deps: AppDeps, principal: Principal, code: string) {
  const session = await sessionByCode(deps, code);
  const me = await callerParticipant(deps, principal, session);
  if (!me) throw forbidden(API_TEXTS['cook.notInSession']);
  await markPresent(deps, session, me.id);
  return { success: true };
}

/**
 * Marks cooks gone when no connection is open and either their last live connection closed more
 * than the reconnect grace ago with no sign of them since, or (cooks who only send heartbeats) no
 * heartbeat came in the presence window. Their tasks stay theirs (orphaned).
 */
export async function sweepAbsentCooks(deps: AppDeps, session: CookingSessionRow) {
  // last_seen is kitchen time; the windows are real time, so scale them.
  const isGone = (p: { id: number; is_active: number; last_seen: string }, now: number) => {
    if (p.is_active !== 1 || deps.presence.isOpen(p.id)) return false;
    const seen = Date.parse(p.last_seen);
    const closed = deps.presence.closedAt(p.id);
    if (closed !== undefined && seen <= closed && closed <= now - RECONNECT_GRACE_MS * deps.clock.scale) return true;
    return seen < now - PRESENCE_WINDOW_MS * deps.clock.scale;
  };
  // A look outside any transaction first: most ticks find nobody gone.
  const now = deps.clock.now();
  if (!(await participants.listParticipants(deps.db, session.id)).some((p) => isGone(p, now))) return;
  await changeSession(deps, session, async (trx, emit, at) => {
    // Decided again under the session's lock, in the transaction that says so: a sweep that came
    // first (a tick here, or another instance at a lease hand-over) or the cook's return wins, so
    // participant_left goes out once.
    const gone = (await participants.listParticipants(trx, session.id)).filter((p) => isGone(p, at));
    if (gone.length === 0) return;
    for (const p of gone) {
      deps.presence.forget(p.id);
      await participants.updateParticipant(trx, p.id, { is_active: 0 });
      await emitParticipant(trx, session, p.id, emit, 'participant_left');
    }
    await replanAfter(deps, trx, session, emit, at);
  });
}

/** Puts a cook's unfinished tasks back in the pool (host: Unassign). */
async function releaseTasks(trx: Queryable, session: CookingSessionRow, participantId: number): Promise<number> {
  let n = 0;
  for (const a of await sessionTasks.listAssignments(trx, session.id)) {
    if (a.participant_id === participantId && a.status !== 'completed' && a.status !== 'terminated') {
      // A passive timer already running keeps running: the oven does not care who left.
      if (a.timer_started_at !== null && a.status === 'in_progress') continue;
      await sessionTasks.deleteAssignment(trx, a.id);
      n++;
    }
  }
  return n;
}

export async function unassignTasks(deps: AppDeps, principal: Principal, code: string, participantId: number) {
  const { session } = await hostedSession(deps, principal, code);
  return changeSession(deps, session, async (trx, emit, now) => {
    const p = await participantOf(trx, session, participantId);
    const n = await releaseTasks(trx, session, participantId);
    await emitParticipant(trx, session, p.id, emit, 'participant_update');
    await replanAfter(deps, trx, session, emit, now);
    const params = { count: n, name: p.display_name };
    return said({ message: apiText('participant.tasksReturned', params) }, { code: 'participant.tasksReturned', params });
  });
}

/** Marks the cook inactive (they may rejoin) and puts their tasks back in the pool. */
export async function forceDisconnect(deps: AppDeps, principal: Principal, code: string, participantId: number) {
  const { session } = await hostedSession(deps, principal, code);
  return changeSession(deps, session, async (trx, emit, now) => {
    const p = await participantOf(trx, session, participantId);
    await participants.updateParticipant(trx, p.id, { is_active: 0, last_seen: iso(now) });
    await releaseTasks(trx, session, p.id);
    // It holds: pings do not bring them back, their anonymous token is refused, their sockets close.
    await participantControls.setControls(trx, p.id, { disconnected_by_host: 1, rejoin_allowed: 0 });
    await authSessions.revokeAuthSessionsOfParticipant(trx, p.id, KICK_MESSAGES.disconnected_by_host);
    await emitKicked(trx, session, p.id, emit, 'disconnected_by_host');
    await replanAfter(deps, trx, session, emit, now);
    return { success: true, message: apiText('participant.disconnected', { name: p.display_name }) };
  });
}

/** Removes the cook for good: their token stops working and their tasks go back to the pool. */
export async function removeParticipant(deps: AppDeps, principal: Principal, code: string, participantId: number) {
  const { session } = await hostedSession(deps, principal, code);
  return changeSession(deps, session, async (trx, emit, now) => {
    const p = await participantOf(trx, session, participantId);
    await emitKicked(trx, session, p.id, emit, 'removed');
    await participants.updateParticipant(trx, p.id, { is_active: 0, removed: 1 });
    await participantControls.setControls(trx, p.id, { rejoin_allowed: 0 });
    await releaseTasks(trx, session, p.id);
    await authSessions.revokeAuthSessionsOfParticipant(trx, p.id, KICK_MESSAGES.removed);
    await replanAfter(deps, trx, session, emit, now);
    return { success: true, message: apiText('participant.removed', { name: p.display_name }) };
  });
}

export async function refreshAssignments(deps: AppDeps, principal: Principal, code: string) {
  const { session } = await hostedSession(deps, principal, code);
  if (session.status !== 'active') {
    return said({ success: false, message: API_TEXTS['session.notActive'], error: API_TEXTS['session.notActive'] }, { code: 'session.notActive', params: {} });
  }
  await changeSession(deps, session, (trx, emit, now) => replanAfter(deps, trx, session, emit, now));
  return said({ success: true, message: API_TEXTS['participant.refreshed'], error: null }, { code: 'participant.refreshed', params: {} });
}

export async function listAssignments(deps: AppDeps, principal: Principal, code: string) {
  const session = await memberSession(deps, principal, code);
  const state = await loadKitchenState(deps.db, session);
  return state.assignments.map((a) => assignmentItem(state, a));
}

/** The caller's current task (spec 01 §3 current_task), and their next one. */
export async function currentTask(deps: AppDeps, principal: Principal, code: string) {
  const session = await sessionByCode(deps, code);
  const me = await callerParticipant(deps, principal, session);
  if (!me) throw forbidden(API_TEXTS['cook.notInSession']);
  const state = await loadKitchenState(deps.db, session);
  const mine = state.assignments.filter((a) => a.participant_id === me.id);
  const current = mine.find((a) => a.status === 'in_progress' && a.timer_started_at === null) ?? mine.find((a) => a.status === 'in_progress');
  const next = mine.find((a) => a.status === 'pending');
  const shape = (a: (typeof mine)[number] | undefined) =>
    a
      ? { assignment_id: a.id, task: toTaskObject(assignmentItem(state, a)), status: a.status, assigned_at: a.assigned_at, started_at: a.started_at, timer_started_at: a.timer_started_at, timer_ends_at: a.timer_ends_at }
      : null;
  return { current_task: shape(current), next_task: shape(next), session_status: session.status };
}

/** How the host took a cook out: Remove, or Force Disconnect (the keys of KICK_MESSAGES). */
export type KickKind = keyof typeof KICK_MESSAGES;

/** If `event` took cook `participantId` out (Remove, Force Disconnect) and that still holds, how; otherwise null. */
export async function kickReason(deps: AppDeps, event: LiveEvent, participantId: number): Promise<KickKind | null> {
  if (event.type !== 'participant_left' || event.data.participant.id !== participantId || !event.data.reason) return null;
  return currentKick(deps, participantId);
}

/** Whether the host has taken cook `participantId` out (Remove, Force Disconnect): how, or null. */
export async function currentKick(deps: AppDeps, participantId: number): Promise<KickKind | null> {
  const p = await participants.findParticipant(deps.db, participantId);
  if (!p || p.removed === 1) return 'removed';
  if ((await participantControls.getControls(deps.db, participantId)).disconnected_by_host === 1) return 'disconnected_by_host';
  return null;
}

/**
 * The cook leaves on purpose (Leave): their unfinished tasks go back to the plan (a running oven
 * timer keeps running), they stop counting as a cook, and their name is free again. An anonymous
 * cook's token ends with it; joining again with the same name works at once.
 */
export async function leaveSession(deps: AppDeps, principal: Principal, code: string) {
  if (!principal) throw unauthorized();
  const session = await sessionByCode(deps, code);
  const me = await callerParticipant(deps, principal, session);
  if (!me) throw forbidden(API_TEXTS['cook.notInSession']);
  return changeSession(deps, session, async (trx, emit, now) => {
    await participants.updateParticipant(trx, me.id, { is_active: 0, last_seen: iso(now) });
    const returned = await releaseTasks(trx, session, me.id);
    // Leaving on purpose frees the name: the next join with it succeeds (issue 14). Set before the
    // event, which then tells the host board the cook left (issue 26).
    await participantControls.setControls(trx, me.id, { rejoin_allowed: 1 });
    await emitParticipant(trx, session, me.id, emit, 'participant_left');
    if (principal.kind !== 'user') await authSessions.deleteAuthSessionsOfParticipant(trx, me.id);
    if (session.status === 'active') await replanAfter(deps, trx, session, emit, now);
    return { success: true, message: apiText('participant.left', { name: me.display_name }), returned_tasks: returned };
  });
}
