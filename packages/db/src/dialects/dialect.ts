import { PostgresAdapter } from 'kysely';
import type { Queryable } from '../database';
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

/** A unique constraint refused the write (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || isPostgresUniqueViolation(error);
}
