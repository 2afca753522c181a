import type { LiveEvent } from '@brigade/contracts';
import { sessionEvents, sessions, type CookingSessionRow } from '@brigade/db';
import type { AppDeps } from '../../deps';
import { toLiveEvent } from '../engine/session-transaction';

/**
 * Every event of a session after `lastEventId`, then live ones, with no gap and no repeat.
 * Subscribes to the bus BEFORE reading the backlog, buffering what arrives meanwhile, and drops
 * buffered events the backlog already contained (ids only grow).
 */
export async function* sessionEventStream(
  deps: AppDeps,
  session: CookingSessionRow,
  lastEventId: number,
  signal: AbortSignal | undefined,
): AsyncGenerator<LiveEvent> {
  const queue: LiveEvent[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = deps.events.subscribe(session.id, (event) => {
    queue.push(event);
    wake?.();
  });
  // Several instances: a bus that did not follow this session yet goes on from here (no gap).
  deps.events.anchor(session.id, lastEventId);
  const stop = new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve(), { once: true }));
  try {
    let last = lastEventId;
    for (;;) {
      const backlog = await sessionEvents.listEventsAfter(deps.db, session.id, last);
      for (const row of backlog) {
        // The backlog is every event after `last`, in order: each one's predecessor is the one before.
        const event = toLiveEvent(row, session.code, last || null);
        last = row.id;
        yield event;
      }
      if (backlog.length < 5000) break;
    }
    while (!signal?.aborted) {
      while (queue.length > 0) {
        const event = queue.shift()!;
        if (Number(event.id) <= last) continue;
        last = Number(event.id);
        yield event;
      }
      await Promise.race([new Promise<void>((resolve) => (wake = resolve)), stop]);
      wake = null;
    }
  } finally {
    unsubscribe();
  }
}

/** The id of the session's newest event (0 when none): where a fresh live view starts. */
export async function latestEventId(deps: AppDeps, sessionId: number): Promise<number> {
  return sessionEvents.latestEventId(deps.db, sessionId);
}

/**
 * The id of the session's newest event, then the session row read again after it: an answer built
 * from that row (and the reads after it) reflects at least that event. A page that subscribes with
 * the id as `lastEventId` gets every later event (the backlog) and needs no second read; an event
 * committed between the two reads is in the answer and replayed once more, which changes nothing
 * (events carry whole assignments and participants).
 */
export async function asOfLatestEvent(deps: AppDeps, session: CookingSessionRow): Promise<{ session: CookingSessionRow; lastEventId: string }> {
  const last = await sessionEvents.latestEventId(deps.db, session.id);
  const fresh = (await sessions.findSessionById(deps.db, session.id)) ?? session;
  return { session: fresh, lastEventId: String(last) };
}
