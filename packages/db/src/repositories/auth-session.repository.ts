import type { Queryable } from '../schema';
import type { AuthSessionRow } from '../tables/account.table';

export async function insertAuthSession(db: Queryable, row: Omit<AuthSessionRow, 'revoked_reason'>): Promise<void> {
  await db.insertInto('auth_sessions').values(row).execute();
}

export async function findAuthSession(db: Queryable, id: string): Promise<AuthSessionRow | undefined> {
  return db.selectFrom('auth_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function extendAuthSession(db: Queryable, id: string, expiresAt: number): Promise<void> {
  await db.updateTable('auth_sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function deleteAuthSession(db: Queryable, id: string): Promise<void> {
  await db.deleteFrom('auth_sessions').where('id', '=', id).execute();
}

/** Refuses a cook's tokens from now on, keeping why (the host's Force Disconnect or Remove). */
export async function revokeAuthSessionsOfParticipant(db: Queryable, participantId: number, reason: string): Promise<void> {
  await db.updateTable('auth_sessions').set({ revoked_reason: reason }).where('participant_id', '=', participantId).execute();
}

export async function deleteAuthSessionsOfParticipant(db: Queryable, participantId: number): Promise<void> {
  await db.deleteFrom('auth_sessions').where('participant_id', '=', participantId).execute();
}

export async function deleteExpiredAuthSessions(db: Queryable, now: number): Promise<void> {
  await db.deleteFrom('auth_sessions').where('expires_at', '<=', now).execute();
}
