import type { Queryable } from '../schema';
import type { AssignmentRow, NewSessionTask, SessionTaskRow } from '../tables/session.table';

export async function insertSessionTasks(db: Queryable, rows: NewSessionTask[]): Promise<void> {
  // SQLite caps bound parameters per statement; 14 columns x 60 rows stays well under it.
  for (let i = 0; i < rows.length; i += 60) await db.insertInto('session_tasks').values(rows.slice(i, i + 60)).execute();
}

export async function insertSessionTaskDependencies(db: Queryable, rows: Array<{ session_id: number; task_id: string; depends_on_id: string }>): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('session_task_dependencies').values(rows.slice(i, i + 200)).execute();
}

export async function listSessionTasks(db: Queryable, sessionId: number): Promise<SessionTaskRow[]> {
  return db.selectFrom('session_tasks').selectAll().where('session_id', '=', sessionId).orderBy('session_recipe_id').orderBy('position').execute();
}

export async function findSessionTask(db: Queryable, id: string): Promise<SessionTaskRow | undefined> {
  return db.selectFrom('session_tasks').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateSessionTask(db: Queryable, id: string, changes: Partial<Omit<SessionTaskRow, 'id' | 'session_id'>>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('session_tasks').set(changes).where('id', '=', id).execute();
}

export async function listSessionTaskDependencies(db: Queryable, sessionId: number): Promise<Array<{ task_id: string; depends_on_id: string }>> {
  return db.selectFrom('session_task_dependencies').select(['task_id', 'depends_on_id']).where('session_id', '=', sessionId).execute();
}

export async function replaceSessionTaskDependencies(db: Queryable, sessionId: number, rows: Array<{ task_id: string; depends_on_id: string }>): Promise<void> {
  await db.deleteFrom('session_task_dependencies').where('session_id', '=', sessionId).execute();
  await insertSessionTaskDependencies(db, rows.map((r) => ({ session_id: sessionId, ...r })));
}

export async function listAssignments(db: Queryable, sessionId: number): Promise<AssignmentRow[]> {
  return db.selectFrom('assignments').selectAll().where('session_id', '=', sessionId).orderBy('id').execute();
}

/**
 * Live sessions (active, not paused) with a running timer that has not rung and ends by `endsBy`
 * (ISO kitchen time): the timers' heartbeat looks at these only, whatever the number of quiet sessions.
 */
export async function listSessionsWithTimersDue(db: Queryable, endsBy: string): Promise<number[]> {
  const rows = await db
    .selectFrom('assignments')
    .innerJoin('cooking_sessions', 'cooking_sessions.id', 'assignments.session_id')
    .select('assignments.session_id')
    .distinct()
    .where('cooking_sessions.status', '=', 'active')
    .where('cooking_sessions.paused_at', 'is', null)
    .where('assignments.status', '=', 'in_progress')
    .where('assignments.timer_rang', '=', 0)
    .where('assignments.timer_ends_at', '<=', endsBy)
    .orderBy('assignments.session_id')
    .execute();
  return rows.map((r) => r.session_id);
}

export async function insertAssignment(
  db: Queryable,
  row: Omit<AssignmentRow, 'id' | 'help_requested_at' | 'help_answered_at'> & Partial<Pick<AssignmentRow, 'help_requested_at' | 'help_answered_at'>>,
): Promise<AssignmentRow> {
  return db.insertInto('assignments').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateAssignment(db: Queryable, id: number, changes: Partial<Omit<AssignmentRow, 'id' | 'session_id' | 'task_id'>>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('assignments').set(changes).where('id', '=', id).execute();
}

export async function deleteAssignment(db: Queryable, id: number): Promise<void> {
  await db.deleteFrom('assignments').where('id', '=', id).execute();
}
