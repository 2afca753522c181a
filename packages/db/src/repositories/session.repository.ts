import type { Queryable } from '../schema';
import type { CookingSessionRow, NewCookingSession, SessionCourseRow, SessionRecipeRow } from '../tables/session.table';

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
  // Nothing to set is no UPDATE at all (an empty SET is a syntax error, a 500 for `changes: {}`).
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('cooking_sessions').set(changes).where('id', '=', id).execute();
}

export async function insertSessionRecipe(
  db: Queryable,
  row: Omit<SessionRecipeRow, 'id' | 'course'> & { course?: string | null },
): Promise<SessionRecipeRow> {
  return db.insertInto('session_recipes').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function listSessionRecipes(db: Queryable, sessionIds: number[]): Promise<SessionRecipeRow[]> {
  if (sessionIds.length === 0) return [];
  return db.selectFrom('session_recipes').selectAll().where('session_id', 'in', sessionIds).orderBy('priority_order').orderBy('id').execute();
}

/** When each course of the sessions is served (migration 0014), in serve order. */
export async function listSessionCourses(db: Queryable, sessionIds: number[]): Promise<SessionCourseRow[]> {
  if (sessionIds.length === 0) return [];
  return db.selectFrom('session_courses').selectAll().where('session_id', 'in', sessionIds).orderBy('serve_at').orderBy('course').execute();
}

/** Replaces a session's course serve times with `courses` (one row a course). */
export async function replaceSessionCourses(db: Queryable, sessionId: number, courses: Array<{ course: string; serve_at: string }>): Promise<void> {
  await db.deleteFrom('session_courses').where('session_id', '=', sessionId).execute();
  if (courses.length === 0) return;
  await db
    .insertInto('session_courses')
    .values(courses.map((c) => ({ session_id: sessionId, course: c.course, serve_at: c.serve_at })))
    .execute();
}

/** Sets one recipe copy's course in its session (null: back to the recipe's own course). */
export async function setSessionRecipeCourse(db: Queryable, id: number, course: string | null): Promise<void> {
  await db.updateTable('session_recipes').set({ course }).where('id', '=', id).execute();
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
