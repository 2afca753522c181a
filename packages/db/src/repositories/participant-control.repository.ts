import type { Queryable } from '../database';
import type { ParticipantControlRow } from '../tables/session.table';

const NONE = { disconnected_by_host: 0, reclaim_secret_hash: null, rejoin_allowed: 0, rejoin_requested_at: null } as const;

export async function getControls(db: Queryable, participantId: number): Promise<ParticipantControlRow> {
  const row = await db.selectFrom('participant_controls').selectAll().where('participant_id', '=', participantId).executeTakeFirst();
  return row ?? { participant_id: participantId, ...NONE };
}

/** The controls of several cooks (those with none are left out). */
export async function listControls(db: Queryable, participantIds: readonly number[]): Promise<ParticipantControlRow[]> {
  if (participantIds.length === 0) return [];
  return db.selectFrom('participant_controls').selectAll().where('participant_id', 'in', [...participantIds]).execute();
}

export async function setControls(db: Queryable, participantId: number, changes: Partial<Omit<ParticipantControlRow, 'participant_id'>>): Promise<void> {
  await db
    .insertInto('participant_controls')
    .values({ participant_id: participantId, ...NONE, ...changes })
    .onConflict((oc) => oc.column('participant_id').doUpdateSet(changes))
    .execute();
}

/** Removed cooks of a session with this name key, or of this user (for the host-approved rejoin). */
export async function findRemoved(db: Queryable, sessionId: number, by: { nameKey?: string; userId?: number }) {
  let q = db.selectFrom('participants').selectAll().where('session_id', '=', sessionId).where('removed', '=', 1);
  if (by.userId !== undefined) q = q.where('user_id', '=', by.userId);
  else if (by.nameKey !== undefined) q = q.where('display_name_key', '=', by.nameKey).where('user_id', 'is', null);
  return q.orderBy('id', 'desc').executeTakeFirst();
}

/**
 * Cooks whose place the host may give back: every removed cook, and away cooks someone asked to
 * rejoin as (a refused join), with their controls. Oldest first.
 */
export async function listRejoinCandidates(db: Queryable, sessionId: number) {
  return db
    .selectFrom('participants')
    .leftJoin('participant_controls', 'participant_controls.participant_id', 'participants.id')
    .select([
      'participants.id', 'participants.display_name', 'participants.removed', 'participants.is_active', 'participants.user_id',
      'participant_controls.rejoin_allowed', 'participant_controls.rejoin_requested_at',
    ])
    .where('participants.session_id', '=', sessionId)
    .where((eb) => eb.or([eb('participants.removed', '=', 1), eb('participant_controls.rejoin_requested_at', 'is not', null)]))
    .orderBy('participants.id')
    .execute();
}
