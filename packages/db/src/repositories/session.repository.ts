import type { Queryable } from '../schema';
import type { CookingSessionRow, NewCookingSession, SessionRecipeRow } from '../tables/session.table';

export async function insertSession(db: Queryable, row: NewCookingSession): Promise<CookingSessionRow> {
  return db.insertInto('cooking_sessions').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findSessionByCode(db: Queryable, code: string): Promise<CookingSessionRow | undefined> {
  return db.selectFrom('cooking_sessions').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function findSessionById(db: Queryable, id: number): Promise<CookingSessionRow | undefined> {
  return db.selectFrom('cooking_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listSessionsOfHost(db: Queryable, hostId: number): Promise<CookingSessionRow[]> {
  return db.selectFrom('cooking_sessions').selectAll().where('host_id', '=', hostId).orderBy('id', 'desc').execute();
}

export async function listSessionsByStatus(db: Queryable, statuses: string[]): Promise<CookingSessionRow[]> {
  return db.selectFrom('cooking_sessions').selectAll().where('status', 'in', statuses).execute();
}

export async function updateSession(db: Queryable, id: number, changes: Partial<Omit<CookingSessionRow, 'id'>>): Promise<void> {
  await db.updateTable('cooking_sessions').set(changes).where('id', '=', id).execute();
}

export async function insertSessionRecipe(db: Queryable, row: Omit<SessionRecipeRow, 'id'>): Promise<SessionRecipeRow> {
  return db.insertInto('session_recipes').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function listSessionRecipes(db: Queryable, sessionIds: number[]): Promise<SessionRecipeRow[]> {
  if (sessionIds.length === 0) return [];
  return db.selectFrom('session_recipes').selectAll().where('session_id', 'in', sessionIds).orderBy('priority_order').orderBy('id').execute();
}

export async function deleteSessionRecipe(db: Queryable, id: number): Promise<void> {
  await db.deleteFrom('session_recipes').where('id', '=', id).execute();
}

export async function countParticipants(db: Queryable, sessionIds: number[]): Promise<Map<number, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('participants')
    .select(['session_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('session_id', 'in', sessionIds)
    .where('removed', '=', 0)
    .groupBy('session_id')
    .execute();
  return new Map(rows.map((r) => [r.session_id, Number(r.n)]));
}

/** The session a shareable shopping list link points to. */
export async function findSessionByShoppingToken(db: Queryable, token: string): Promise<CookingSessionRow | undefined> {
  return db.selectFrom('cooking_sessions').selectAll().where('shopping_token', '=', token).executeTakeFirst();
}

/** Deletes a session and everything in it (foreign keys cascade). */
export async function deleteSession(db: Queryable, id: number): Promise<void> {
  await db.deleteFrom('cooking_sessions').where('id', '=', id).execute();
}
