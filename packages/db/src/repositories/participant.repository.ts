import type { Queryable } from '../schema';
import type { ParticipantRow } from '../tables/session.table';

export async function insertParticipant(db: Queryable, row: Omit<ParticipantRow, 'id'>): Promise<ParticipantRow> {
  return db.insertInto('participants').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findParticipant(db: Queryable, id: number): Promise<ParticipantRow | undefined> {
  return db.selectFrom('participants').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Everyone still in the session (removed cooks are gone for good). */
export async function listParticipants(db: Queryable, sessionId: number): Promise<ParticipantRow[]> {
  return db.selectFrom('participants').selectAll().where('session_id', '=', sessionId).where('removed', '=', 0).orderBy('id').execute();
}

export async function updateParticipant(db: Queryable, id: number, changes: Partial<Omit<ParticipantRow, 'id' | 'session_id'>>): Promise<void> {
  // Nothing to set is no UPDATE at all (an empty SET is a syntax error, a 500 for `changes: {}`).
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('participants').set(changes).where('id', '=', id).execute();
}

/** Several cooks seen now (the presence heartbeat of an instance's open connections, issue 16). */
export async function markSeenMany(db: Queryable, ids: number[], lastSeen: string): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('participants').set({ last_seen: lastSeen }).where('id', 'in', ids).execute();
}

/** Cooks of waiting and active sessions, present and not removed, last seen before `seenBefore` (ISO kitchen time). */
export async function listSilentParticipants(db: Queryable, seenBefore: string): Promise<Array<{ id: number; session_id: number }>> {
  return db
    .selectFrom('participants')
    .innerJoin('cooking_sessions', 'cooking_sessions.id', 'participants.session_id')
    .select(['participants.id', 'participants.session_id'])
    .where('cooking_sessions.status', 'in', ['waiting', 'active'])
    .where('participants.is_active', '=', 1)
    .where('participants.removed', '=', 0)
    .where('participants.last_seen', '<', seenBefore)
    .orderBy('participants.id')
    .execute();
}

export async function listSkillIds(db: Queryable, participantIds: number[]): Promise<Array<{ participant_id: number; skill_id: number }>> {
  if (participantIds.length === 0) return [];
  return db.selectFrom('participant_skills').selectAll().where('participant_id', 'in', participantIds).execute();
}

export async function replaceSkills(db: Queryable, participantId: number, skillIds: number[]): Promise<void> {
  await db.deleteFrom('participant_skills').where('participant_id', '=', participantId).execute();
  if (skillIds.length > 0) {
    await db.insertInto('participant_skills').values([...new Set(skillIds)].map((skill_id) => ({ participant_id: participantId, skill_id }))).execute();
  }
}

/** Everyone who was ever in the session, removed cooks included (they still did what they did). */
export async function listEveryone(db: Queryable, sessionId: number): Promise<ParticipantRow[]> {
  return db.selectFrom('participants').selectAll().where('session_id', '=', sessionId).orderBy('id').execute();
}

/** The signed-in user's newest participant row in this session, if they are still in it. */
export async function findUserParticipant(db: Queryable, sessionId: number, userId: number): Promise<ParticipantRow | undefined> {
  return db.selectFrom('participants').selectAll().where('session_id', '=', sessionId).where('user_id', '=', userId).where('removed', '=', 0).orderBy('id', 'desc').executeTakeFirst();
}
