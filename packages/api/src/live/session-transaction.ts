import type { LiveEvent, LiveEventPayloads, LiveEventType } from '@brigade/contracts';
import { sessionEvents, type CookingSessionRow, type Queryable } from '@brigade/db';
import { iso } from '../clock';
import type { AppDeps } from '../deps';

export type Emit = <K extends LiveEventType>(type: K, data: LiveEventPayloads[K]) => Promise<void>;

export function toLiveEvent(row: { id: number; type: string; payload: string; created_at: string }, code: string): LiveEvent {
  return { id: String(row.id), type: row.type, session_code: code, created_at: row.created_at, data: JSON.parse(row.payload) } as LiveEvent;
}

/**
 * Runs one state change of a session: the change and its event rows commit together, and the
 * events are published only after the commit (docs/design.md, "Session runtime"). SQLite serialises
 * the transactions, so two cooks completing at once are applied one after the other.
 */
export async function changeSession<T>(
  deps: AppDeps,
  session: CookingSessionRow,
  change: (trx: Queryable, emit: Emit, now: number) => Promise<T>,
): Promise<T> {
  const pending: LiveEvent[] = [];
  const now = deps.clock.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    const emit: Emit = async (type, data) => {
      const row = await sessionEvents.appendEvent(trx, { session_id: session.id, type, payload: JSON.stringify(data), created_at: iso(now) });
      pending.push(toLiveEvent(row, session.code));
    };
    return change(trx, emit, now);
  });
  for (const event of pending) deps.events.publish(session.id, event);
  return result;
}
