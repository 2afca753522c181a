import { API_TEXTS, normalizeSessionCode } from '@brigade/contracts';
import { participants, sessions, type CookingSessionRow, type UserRow } from '@brigade/db';
import type { AppDeps } from '../deps';
import type { Principal } from '../auth/principal';
import { forbidden, notFound, unauthorized } from '../errors';

export async function sessionByCode(deps: AppDeps, code: string): Promise<CookingSessionRow> {
  const row = await sessions.findSessionByCode(deps.db, normalizeSessionCode(code));
  if (!row) throw notFound('Session');
  return row;
}

/** Only the session's host may change it. */
export async function hostedSession(deps: AppDeps, principal: Principal, code: string): Promise<{ session: CookingSessionRow; host: UserRow }> {
  if (principal?.kind !== 'user') throw unauthorized();
  const session = await sessionByCode(deps, code);
  if (session.host_id !== principal.user.id) throw forbidden(API_TEXTS['session.hostOnly']);
  return { session, host: principal.user };
}

/** The participant row of the caller in this session, if any (anonymous token or account). */
export async function callerParticipant(deps: AppDeps, principal: Principal, session: CookingSessionRow) {
  if (!principal) return undefined;
  if (principal.kind === 'cook') {
    if (principal.sessionId !== session.id) return undefined;
    return participants.findParticipant(deps.db, principal.participantId);
  }
  return participants.findUserParticipant(deps.db, session.id, principal.user.id);
}

/** The host or a cook of this session may read it; anyone else is refused. */
export async function memberSession(deps: AppDeps, principal: Principal, code: string): Promise<CookingSessionRow> {
  if (!principal) throw unauthorized();
  const session = await sessionByCode(deps, code);
  if (principal.kind === 'user' && principal.user.id === session.host_id) return session;
  if (await callerParticipant(deps, principal, session)) return session;
  throw forbidden(API_TEXTS['session.notMember']);
}
