import { recipeDraft, type RecipeDraftInput } from '@brigade/contracts';
import { migrateToLatest, openDatabase, type DB } from '../src/database';
import { seedDatabase } from '../src/seed-database';
import { insertUser } from '../src/repositories/user.repository';
import { insertSession, insertSessionRecipe } from '../src/repositories/session.repository';
import { insertParticipant } from '../src/repositories/participant.repository';
import { insertRecipeDraft, listTasks } from '../src/repositories/recipe.repository';
import { insertAssignment, insertSessionTasks } from '../src/repositories/session-task.repository';
import type { AssignmentRow, NewCookingSession, ParticipantRow } from '../src/tables/session.table';
import { freshPostgresDatabase, testDialect } from './support/test-database';

/**
 * A fresh database per test, never one shared database: in memory on SQLite, a new database on
 * the run's PostgreSQL server in the `db-pg` project.
 */
export async function newTestDatabase(seed: { recipesDir?: string } = {}): Promise<DB> {
  const db = openDatabase(testDialect() === 'postgres' ? await freshPostgresDatabase() : ':memory:');
  await migrateToLatest(db);
  await seedDatabase(db, seed);
  return db;
}

let userCounter = 0;
export async function newUser(db: DB, overrides: Partial<{ username: string; is_host: number; is_staff: number }> = {}) {
  userCounter += 1;
  const username = overrides.username ?? `cook${userCounter}`;
  return insertUser(db, {
    username,
    username_key: username.toLowerCase(),
    email: `${username}@example.com`,
    password_hash: 'x',
    is_host: overrides.is_host ?? 0,
    is_staff: overrides.is_staff ?? 0,
    created_at: new Date().toISOString(),
  });
}

/** A small recipe draft; override any field. */
export function newRecipeDraft(overrides: Partial<RecipeDraftInput> = {}) {
  return recipeDraft.parse({
    name: 'Tomato soup',
    difficulty_level: 'beginner',
    estimated_time_minutes: 40,
    ingredients: [{ name: 'tomatoes', quantity: 800, unit: 'g', used_in: ['chop'] }],
    tasks: [
      { key: 'chop', name: 'Chop', task_type: 'prep', estimated_duration_minutes: 5, equipment: ['prep_station'] },
      { key: 'simmer', name: 'Simmer', task_type: 'timer_active', estimated_duration_minutes: 2, timer_duration_minutes: 20, depends_on: ['chop'] },
      { key: 'blend', name: 'Blend', task_type: 'prep', estimated_duration_minutes: 3, equipment: ['blender'], depends_on: ['simmer'] },
    ],
    ...overrides,
  });
}

let sessionCounter = 0;
/** A cooking session row of `hostId` (active unless told otherwise), with a fresh code. */
export async function newSession(db: DB, hostId: number, overrides: Partial<NewCookingSession> = {}) {
  sessionCounter += 1;
  return insertSession(db, {
    code: `S${String(sessionCounter).padStart(5, '0')}`,
    name: null,
    status: 'active',
    host_id: hostId,
    kitchen_id: null,
    station_preference: 'rotation',
    created_at: new Date().toISOString(),
    started_at: null,
    completed_at: null,
    predicted_finish_at: null,
    paused_at: null,
    ...overrides,
  });
}

/** A cook in `sessionId` (connected, not removed); override any field. */
export async function newParticipant(db: DB, sessionId: number, overrides: Partial<Omit<ParticipantRow, 'id' | 'session_id'>> = {}) {
  const display_name = overrides.display_name ?? `Cook ${sessionId}-${(participantCounter += 1)}`;
  return insertParticipant(db, {
    session_id: sessionId,
    user_id: null,
    display_name,
    display_name_key: display_name.toLowerCase(),
    is_active: 1,
    removed: 0,
    joined_at: new Date().toISOString(),
    last_seen: new Date().toISOString(),
    on_break_since: null,
    secure_connection: null,
    ...overrides,
  });
}
let participantCounter = 0;

/**
 * The session's own copy of `newRecipeDraft()`'s three tasks (chop, simmer, blend), nobody
 * assigned yet: their session task ids, in the recipe's order.
 */
export async function newSessionTasks(db: DB, sessionId: number): Promise<string[]> {
  const now = new Date().toISOString();
  const recipeId = await insertRecipeDraft(db, newRecipeDraft(), { source: 'text', created_by: null, library_key: null, is_published: 1 }, now);
  const copy = await insertSessionRecipe(db, { session_id: sessionId, recipe_id: recipeId, priority_order: 1, created_at: now });
  const tasks = await listTasks(db, [recipeId]);
  const ids = tasks.map((t) => `${copy.id}-${t.id}`);
  await insertSessionTasks(
    db,
    tasks.map((t, position) => ({
      id: ids[position]!,
      session_id: sessionId,
      session_recipe_id: copy.id,
      original_task_id: t.id,
      position,
      name: t.name,
      description: '',
      task_type: t.task_type,
      skill_level: 1,
      estimated_duration_minutes: t.estimated_duration_minutes,
      timer_duration_minutes: t.timer_duration_minutes,
      safety_level: 'minimal',
      equipment: '[]',
      skill_requirements: '[]',
    })),
  );
  return ids;
}

/** An assignment of a session task: pending and nobody's unless told otherwise. */
export async function newAssignment(db: DB, sessionId: number, taskId: string, overrides: Partial<Omit<AssignmentRow, 'id' | 'session_id' | 'task_id'>> = {}) {
  return insertAssignment(db, {
    session_id: sessionId,
    task_id: taskId,
    participant_id: null,
    status: 'pending',
    assigned_at: new Date().toISOString(),
    started_at: null,
    completed_at: null,
    completed_by: null,
    timer_started_at: null,
    timer_ends_at: null,
    timer_warned: 0,
    timer_rang: 0,
    ...overrides,
  });
}
