import { KICK_MESSAGES } from '@brigade/contracts';
import type { ApiTextCode, LiveEvent, SessionView } from '@brigade/contracts';
import { sessions, type CookingSessionRow } from '@brigade/db';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../auth/principal';
import { BrigadeError } from '../../errors';
import { callerParticipant, memberSession } from '../../sessions/session-access';
import { buildSessionView } from '../../sessions/session-view';
import { latestEventId, sessionEventStream } from './event-stream';
import { currentKick, kickReason, markAway, markPresent, markSeen, type KickKind } from './participants.service';
import { backFromBreak } from './task-pause.service';

/** The feed once open: whose it is and the event id it goes on after. */
export interface OpenFeed {
  session: CookingSessionRow;
  /** The caller's participant row when they cook in the session (the host may not). */
  participantId: number | null;
  /** The resume point: the client's last seen event id, else the session's newest event. */
  after: number;
}

/** One committed event with the kitchen clock as it leaves (the phone's countdowns). */
export interface StampedEvent {
  event: LiveEvent;
  serverNow: number;
  clockRate: number;
}

/** The code of each way the host takes a cook out (the English is KICK_MESSAGES'). */
const KICK_CODES: Record<KickKind, ApiTextCode> = { removed: 'kick.removed', disconnected_by_host: 'kick.disconnected' };

/** The host took this cook out (removed or force-disconnected): the feed ends with the reason and its code. */
export class KickedOut extends BrigadeError {
  constructor(kind: KickKind) {
    super('unauthorized', KICK_MESSAGES[kind], undefined, { code: KICK_CODES[kind], params: {} });
  }
}

/**
 * Opens a cook's or host's live feed of one session, for both live transports (the tRPC
 * subscription and the compatibility WebSocket): checks the caller belongs to the session, marks a
 * cook present, then fixes the resume point (a given `lastEventId`, else the newest event, read
 * after the cook was marked present). Whatever commits after this resolves is in `feedEvents`, so
 * a transport says its feed runs only once this has resolved. Throws `KickedOut` when the host took
 * the cook out before the resume point (a later kick ends `feedEvents`). `secure`: the phone says
 * whether its page is a secure context (the host's cook list shows it; the compatibility channel
 * does not say).
 */
export async function openLiveFeed(
  deps: AppDeps,
  principal: Principal,
  code: string,
  opts: { lastEventId: number | undefined; secure?: boolean | undefined },
): Promise<OpenFeed> {
  const session = await memberSession(deps, principal, code);
  const participantId = (await callerParticipant(deps, principal, session))?.id ?? null;
  if (participantId !== null) await markPresent(deps, session, participantId, opts.secure);
  const after = opts.lastEventId ?? (await latestEventId(deps, session.id));
  const kicked = participantId !== null ? await currentKick(deps, participantId) : null;
  if (kicked) throw new KickedOut(kicked);
  return { session, participantId, after };
}

/**
 * Every event after the open feed's resume point, stamped with the kitchen clock, until `signal`
 * aborts. A cook counts as connected (presence) while it runs, and their last seen time is kept
 * however it ends. Throws `KickedOut` after the event that took the cook out.
 */
export async function* feedEvents(deps: AppDeps, feed: OpenFeed, signal: AbortSignal | undefined): AsyncGenerator<StampedEvent> {
  const me = feed.participantId;
  if (me !== null) deps.presence.connect(me);
  try {
    for await (const event of sessionEventStream(deps, feed.session, feed.after, signal)) {
      yield { event, serverNow: deps.clock.now(), clockRate: deps.clock.scale };
      const kick = me !== null ? await kickReason(deps, event, me) : null;
      if (kick) throw new KickedOut(kick);
    }
  } finally {
    if (me !== null) {
      // The kitchen time it closed: the reconnect grace runs from it, and last_seen says it.
      const at = deps.clock.now();
      if (deps.presence.disconnect(me, { sessionId: feed.session.id, at })) await markSeen(deps, me, at);
    }
  }
}

/** The whole session as the feed's first message shows it, read after the resume point. */
export async function feedSnapshot(deps: AppDeps, feed: OpenFeed): Promise<SessionView> {
  const fresh = (await sessions.findSessionById(deps.db, feed.session.id)) ?? feed.session;
  return buildSessionView(deps.db, fresh);
}

/** A ping on the feed: the cook is still here. */
export async function feedPing(deps: AppDeps, feed: OpenFeed): Promise<void> {
  if (feed.participantId !== null) await markPresent(deps, feed.session, feed.participantId);
}

/**
 * The cook says they are away (`isActive` false) or here; saying "here" on purpose also ends a
 * break after putting a task down (issue 12).
 */
export async function setFeedActive(deps: AppDeps, principal: Principal, code: string, feed: OpenFeed, isActive: boolean | undefined): Promise<void> {
  if (feed.participantId === null) throw BrigadeError.coded('forbidden', 'cook.notInSession');
  if (isActive === false) await markAway(deps, feed.session, feed.participantId);
  else await markPresent(deps, feed.session, feed.participantId);
  if (isActive === true) await backFromBreak(deps, principal, code);
}
