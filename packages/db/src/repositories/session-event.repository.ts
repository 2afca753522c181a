import type { Queryable } from '../schema';
import type { SessionEventRow } from '../tables/session.table';

export async function appendEvent(db: Queryable, row: Omit<SessionEventRow, 'id'>): Promise<SessionEventRow> {
  return db.insertInto('session_events').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Events of one session after an id, oldest first: what a reconnecting client missed. */
export async function listEventsAfter(db: Queryable, sessionId: number, afterId: number, limit = 5000): Promise<SessionEventRow[]> {
  return db.selectFrom('session_events').selectAll().where('session_id', '=', sessionId).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

/** The id of a session's newest event (0 when none): the version a plan was made from. */
export async function latestEventId(db: Queryable, sessionId: number): Promise<number> {
  const row = await db.selectFrom('session_events').select((eb) => eb.fn.max('id').as('m')).where('session_id', '=', sessionId).executeTakeFirst();
  return Number(row?.m ?? 0);
}

/** A session's newest events, newest first (what led to a change just made: the host board's finish moves). */
export async function listRecentEvents(db: Queryable, sessionId: number, limit = 200): Promise<SessionEventRow[]> {
  return db.selectFrom('session_events').selectAll().where('session_id', '=', sessionId).orderBy('id', 'desc').limit(limit).execute();
}

/** When a session's events of the given types happened, oldest first (the meal summary's pauses). */
export async function listEventTimes(db: Queryable, sessionId: number, types: string[]): Promise<Array<{ type: string; created_at: string }>> {
  return db.selectFrom('session_events').select(['type', 'created_at']).where('session_id', '=', sessionId).where('type', 'in', types).orderBy('id').execute();
}
