import { API_TEXTS, apiText, apiMessage, joinInput, JOIN_MESSAGES, type ParticipantView } from '@brigade/contracts';
import { participantControls, participants, sessions, sessionTasks, type CookingSessionRow } from '@brigade/db';
import { issueToken } from '../../auth/auth.service';
import { generateToken, hashToken } from '../../auth/tokens';
import { iso } from '../../clock';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../auth/principal';
import { BrigadeError, parseInput } from '../../errors';
import { hostedSession, sessionByCode } from '../../sessions/session-access';
import { participantViews } from '../../sessions/session-view';
import { refreshPlan } from '../engine/dispatcher';
import { closeSession } from '../engine/finish';
import { assignmentItem, loadKitchenState, sessionSummary } from '../engine/kitchen-state';
import { findStalls } from '../engine/stall-finder';
import { changeSession } from '../engine/session-transaction';
import { applyLearnedPaces } from '../../learning/learn';

/** The plan's time has come (or a restart): hands out what it starts now, and re-plans. */
export async function replanSession(deps: AppDeps, session: CookingSessionRow): Promise<void> {
  await changeSession(deps, session, async (trx, emit, now) => {
    const fresh = (await sessions.findSessionById(trx, session.id))!;
    await refreshPlan(deps, trx, fresh, emit, now, { handOut: true });
  });
}

/**
 * The host changed the session's kitchen (an oven marked available, issue 38.10): in one change of
 * the session, work that waited only for equipment the kitchen now has stops being a stall, and
 * the board goes out at once (`task_assignments_updated`, after the commit), so a cook's "waiting
 * for an oven" line goes without waiting for the re-plan; then the plan hands out and re-plans.
 */
export async function kitchenChanged(deps: AppDeps, session: CookingSessionRow): Promise<void> {
  await changeSession(deps, session, async (trx, emit, now) => {
    const fresh = (await sessions.findSessionById(trx, session.id))!;
    if (fresh.status !== 'active') return;
    const state = await loadKitchenState(trx, fresh);
    // Nothing missing any more (equipment, skills, cooks): the re-plan places it.
    const unstuck = findStalls(state, []).filter((s) => s.reason !== 'no_cooks' && s.missing_equipment.length === 0 && s.missing_skills.length === 0);
    for (const s of unstuck) await sessionTasks.deleteAssignment(trx, s.assignment.id);
    if (unstuck.length > 0) {
      const gone = new Set(unstuck.map((s) => s.assignment.id));
      const open = state.assignments.filter((a) => a.status !== 'completed' && !gone.has(a.id));
      await emit('task_assignments_updated', { assignments: open.map((a) => assignmentItem(state, a)) });
    }
    await refreshPlan(deps, trx, fresh, emit, now, { handOut: true });
  });
}

export async function startSession(deps: AppDeps, principal: Principal, code: string) {
  const { session } = await hostedSession(deps, principal, code);
  if (session.status !== 'waiting') throw new BrigadeError('conflict', API_TEXTS['session.alreadyStarted']);
  if ((await sessionTasks.listSessionTasks(deps.db, session.id)).length === 0) {
    throw new BrigadeError('bad_request', API_TEXTS['session.noRecipes']);
  }
  await changeSession(deps, session, async (trx, emit, now) => {
    session.status = 'active';
    session.started_at = iso(now);
    await sessions.updateSession(trx, session.id, { status: 'active', started_at: session.started_at });
    await emit('session_started', { session: sessionSummary(session) });
    await applyLearnedPaces(trx, session);
    await refreshPlan(deps, trx, session, emit, now);
  });
  return { success: true, status: session.status, started_at: session.started_at };
}

/** Ends the session early (`terminated`, "Ended Early"), or `completed` if nothing was left. */
export async function endSession(deps: AppDeps, principal: Principal, code: string) {
  const { session } = await hostedSession(deps, principal, code);
  if (session.status !== 'active' && session.status !== 'waiting') throw new BrigadeError('conflict', API_TEXTS['session.alreadyEnded']);
  const status = await changeSession(deps, session, async (trx, emit, now) => {
    const tasks = await sessionTasks.listSessionTasks(trx, session.id);
    const done = new Set((await sessionTasks.listAssignments(trx, session.id)).filter((a) => a.status === 'completed').map((a) => a.task_id));
    const status = session.status === 'active' && tasks.length > 0 && tasks.every((t) => done.has(t.id)) ? 'completed' : 'terminated';
    await closeSession(deps, trx, session, status, emit, now);
    return status;
  });
  return { success: true, status };
}

/**
 * Joins a cook. Anonymous cooks get a token bound to this participant; signed-in users join as
 * themselves (and get their existing participant back on a second join). Display names are unique
 * among connected cooks; a disconnected cook with the same name takes their place back, tasks and all.
 */
interface Joined {
  participant: ParticipantView;
  participantId: number;
  reclaimSecret: string | undefined;
}

export async function joinSession(deps: AppDeps, principal: Principal, code: string, raw: unknown) {
  const input = parseInput(joinInput, raw);
  const session = await sessionByCode(deps, code);
  if (session.status === 'completed' || session.status === 'terminated') {
    throw new BrigadeError('conflict', API_TEXTS['join.ended']);
  }
  const user = principal?.kind === 'user' ? principal.user : null;
  const key = input.display_name.toLowerCase();
  const secret = input.reclaim_secret;
  const result = await changeSession(deps, session, async (trx, emit, now): Promise<Joined | { refused: BrigadeError }> => {
    // A refused rejoin is kept (and the host told at once) so the host can approve it on the session page.
    const refuse = async (cook: { id: number; display_name: string }, kind: 'removed' | 'away', error: BrigadeError) => {
      await participantControls.setControls(trx, cook.id, { rejoin_requested_at: iso(now) });
      await emit('notification', { kind: 'rejoin_requested', ...apiMessage(kind === 'removed' ? 'rejoin.removed' : 'rejoin.away', { name: cook.display_name }), participant_id: cook.id });
      return { refused: error };
    };
    const people = await participants.listParticipants(trx, session.id);
    const mine = user ? people.find((p) => p.user_id === user.id) : undefined;
    const sameName = people.find((p) => p.display_name_key === key && p.id !== mine?.id);
    const taken = () => {
      const message = apiText('join.nameTaken', { name: input.display_name });
      return BrigadeError.invalid({ display_name: [message] }, message);
    };
    if (sameName && sameName.is_active === 1 && (sameName.user_id === null || sameName.user_id !== user?.id)) throw taken();
    // Registered users keep their names, even while away.
    if (sameName && sameName.user_id !== null && sameName.user_id !== user?.id) {
      throw BrigadeError.invalid({ display_name: [JOIN_MESSAGES.registeredName(input.display_name)] }, JOIN_MESSAGES.registeredName(input.display_name));
    }
    // A removed cook comes back only if the host let them.
    const removed = !mine && !sameName ? await participantControls.findRemoved(trx, session.id, user ? { userId: user.id } : { nameKey: key }) : undefined;
    if (removed && (await participantControls.getControls(trx, removed.id)).rejoin_allowed !== 1) {
      return refuse(removed, 'removed', new BrigadeError('forbidden', JOIN_MESSAGES.removed));
    }
    // An away anonymous cook's name: only the same device (its secret) or the host's approval takes it back.
    if (!user && sameName && sameName.user_id === null) {
      const controls = await participantControls.getControls(trx, sameName.id);
      const sameDevice = secret !== undefined && controls.reclaim_secret_hash !== null && hashToken(secret) === controls.reclaim_secret_hash;
      if (!sameDevice && controls.rejoin_allowed !== 1) {
        return refuse(sameName, 'away', BrigadeError.invalid({ display_name: [JOIN_MESSAGES.awayName(input.display_name)] }, JOIN_MESSAGES.awayName(input.display_name)));
      }
    }
    const nowIso = iso(now);
    let participant = mine ?? (sameName && sameName.user_id === (user?.id ?? null) ? sameName : undefined) ?? removed;
    if (participant) {
      await participants.updateParticipant(trx, participant.id, { is_active: 1, removed: 0, on_break_since: null, last_seen: nowIso, display_name: input.display_name, display_name_key: key });
    } else {
      participant = await participants.insertParticipant(trx, {
        session_id: session.id, user_id: user?.id ?? null, display_name: input.display_name, display_name_key: key,
        is_active: 1, removed: 0, joined_at: nowIso, last_seen: nowIso, on_break_since: null, secure_connection: null,
      });
    }
    // A deliberate (re)join lifts Force Disconnect and uses up the host's approval; anonymous cooks get a fresh secret.
    const newSecret = user ? undefined : generateToken();
    await participantControls.setControls(trx, participant.id, { disconnected_by_host: 0, rejoin_allowed: 0, rejoin_requested_at: null, ...(newSecret ? { reclaim_secret_hash: hashToken(newSecret) } : {}) });
    const assignments = await sessionTasks.listAssignments(trx, session.id);
    const view = (await participantViews(trx, session, assignments)).find((p) => p.id === participant!.id)!;
    await emit('participant_joined', { participant: view });
    if (session.status === 'active') await refreshPlan(deps, trx, session, emit, now);
    return { participant: view, participantId: participant.id, reclaimSecret: newSecret };
  });
  // The refusal's request is committed (and the host told); the caller still gets the refusal.
  if ('refused' in result) throw result.refused;
  // Anonymous cooks need a token bound to this participant; account holders keep theirs.
  const token = user ? undefined : await issueToken(deps, { participantId: result.participantId });
  return { participant: result.participant, token, session_code: session.code, ...(result.reclaimSecret ? { reclaim_secret: result.reclaimSecret } : {}) };
}
