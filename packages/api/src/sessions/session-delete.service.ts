import { API_TEXTS } from '@brigade/contracts';
import { sessions } from '@brigade/db';
import type { AppDeps } from '../deps';
import type { Principal } from '../auth/principal';
import { BrigadeError } from '../errors';
import { hostedSession } from './session-access';

/**
 * DELETE sessions/{code}/ (issue 12): the host removes a session that never started, so unused
 * ones do not pile up on the dashboard. A started session stays, for its history.
 */
export async function deleteWaitingSession(deps: AppDeps, principal: Principal, code: string) {
  const { session } = await hostedSession(deps, principal, code);
  if (session.status !== 'waiting') throw new BrigadeError('conflict', API_TEXTS['session.deleteStarted']);
  await sessions.deleteSession(deps.db, session.id);
  return { success: true, message: API_TEXTS['session.deleted'] };
}
