import { API_TEXTS } from '@brigade/contracts';
import type { CookingSessionRow } from '@brigade/db';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../auth/principal';
import { forbidden, unauthorized } from '../../errors';
import { callerParticipant, sessionByCode } from '../../sessions/session-access';

/** The caller as a cook of this session: their own participant row, or a refusal. */
export async function cookOf(deps: AppDeps, principal: Principal, code: string): Promise<{ session: CookingSessionRow; participantId: number }> {
  if (!principal) throw unauthorized();
  const session = await sessionByCode(deps, code);
  const me = await callerParticipant(deps, principal, session);
  if (!me) throw forbidden(API_TEXTS['cook.notInSession']);
  return { session, participantId: me.id };
}
