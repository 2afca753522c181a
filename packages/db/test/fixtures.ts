import { recipeDraft, type RecipeDraftInput } from '@brigade/contracts';
import { migrateToLatest, openDatabase, type DB } from '../src/database';
import { seedDatabase } from '../src/seed-database';
import { insertUser } from '../src/repositories/user.repository';
import { insertSession } from '../src/repositories/session.repository';
import { insertParticipant } from '../src/repositories/participant.repository';
import type { NewCookingSession, ParticipantRow } from '../src/tables/session.table';
import { freshPostgresDatabase, testDialect } from './support/test-database';

/**
 * A fresh database per test, never one shared database: in memory on SQLite, a new database on
 * the run's PostgreSQL server in the `db-pg` project.
 */
export async function newTestDatabase(): Promise<DB> {
  const db = openDatabase(testDialect() === 'postgres' ? await freshPostgresDatabase() : ':memory:');
  await migrateToLatest(db);
  await seedDatabase(db);
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
    ...overrides,
  });
}
let participantCounter = 0;
