import { PostgresAdapter } from 'kysely';
import type { Queryable } from '../schema';
import { isPostgresUniqueViolation, sessionLock } from './postgres';

/**
 * The few things that differ between SQLite and PostgreSQL, asked of a database or transaction.
 * Repositories and services call these; only this folder knows the dialects.
 */
export type DialectName = 'sqlite' | 'postgres';

export function dialectOf(db: Queryable): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Serialises the changes of one session: call first in the change's transaction. SQLite needs
 * nothing (Kysely runs every query on its one connection, a transaction at a time); PostgreSQL
 * takes a transaction-scoped advisory lock per session, so a session's changes, and the ids of its
 * events, follow their commit order even across a pool or several instances.
 */
export async function lockSessionForChange(trx: Queryable, sessionId: number): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sessionLock(sessionId).execute(trx);
}

/**
 * A consistent read of one session across several statements: call first in a read transaction.
 * On PostgreSQL it takes the session's lock in shared mode, so it waits for a change under way to
 * commit (a change made inside a transaction asks for a re-plan before it commits) and no change
 * commits in the middle of the read. SQLite needs nothing: its transactions run one at a time.
 */
export async function lockSessionForRead(trx: Queryable, sessionId: number): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sessionLock(sessionId, 'read').execute(trx);
}

/** A unique constraint refused the write (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || isPostgresUniqueViolation(error);
}
