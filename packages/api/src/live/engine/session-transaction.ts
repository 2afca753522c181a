import type { LiveEvent, LiveEventPayloads, LiveEventType } from '@brigade/contracts';
import { lockSessionForChange, sessionEvents, type CookingSessionRow, type Queryable } from '@brigade/db';
import { iso } from '../../clock';
import type { AppDeps } from '../../deps';

export type Emit = <K extends LiveEventType>(type: K, data: LiveEventPayloads[K]) => Promise<void>;

/**
 * A stored event as clients receive it. `previousId` is the id of the session's event before it
 * (null for its first): a client that last saw another id knows it missed something (ids are
 * shared by all sessions, so they are not consecutive).
 */
export function toLiveEvent(row: { id: number; type: string; payload: string; created_at: string }, code: string, previousId?: number | null): LiveEvent {
  const event = { id: String(row.id), type: row.type, session_code: code, created_at: row.created_at, data: JSON.parse(row.payload) } as LiveEvent;
  if (previousId !== undefined) event.previous_id = previousId ? String(previousId) : null;
  return event;
}

/**
 * Runs one state change of a session: the change and its event rows commit together, and the
 * events are published only after the commit (docs/design.md, "Session runtime"). The changes of
 * one session are serialised, so two cooks completing at once are applied one after the other:
 * SQLite runs one transaction at a time; on PostgreSQL the transaction first takes the session's
 * advisory lock (held until commit), so its events get their ids in commit order.
 */
export async function changeSession<T>(
  deps: AppDeps,
  session: CookingSessionRow,
  change: (trx: Queryable, emit: Emit, now: number) => Promise<T>,
): Promise<T> {
  // One change of a session at a time in this process, its events published before the next
  // begins: publication order is commit order. (The advisory lock orders instances.)
  return deps.sessionOrder.run(session.id, () => changeSessionNow(deps, session, change));
}

async function changeSessionNow<T>(
  deps: AppDeps,
  session: CookingSessionRow,
  change: (trx: Queryable, emit: Emit, now: number) => Promise<T>,
): Promise<T> {
  // SQLite answers synchronously, so queued changes would otherwise run one after another inside a
  // single turn of the event loop (each resolved promise hands the connection to the next), and no
  // socket, /healthz or timer is served until the whole queue is done: let the loop turn first.
  await new Promise<void>((resolve) => setImmediate(resolve));
  const pending: LiveEvent[] = [];
  const now = deps.clock.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    await lockSessionForChange(trx, session.id);
    let previous: number | null = null;
    let first: number | null = null;
    const emit: Emit = async (type, data) => {
      // Writes of a session are serialised, so its newest event now is this one's predecessor.
      previous ??= first = await sessionEvents.latestEventId(trx, session.id);
      const row = await sessionEvents.appendEvent(trx, { session_id: session.id, type, payload: JSON.stringify(data), created_at: iso(now) });
      pending.push(toLiveEvent(row, session.code, previous));
      previous = row.id;
    };
    const result = await change(trx, emit, now);
    // Several instances (issue 16): all of them hear of the change at its commit, ids only.
    if (deps.cluster && previous !== null) await deps.cluster.announce(trx, session.id, first ?? 0, previous);
    return result;
  });
  for (const event of pending) deps.events.publish(session.id, event);
  return result;
}
