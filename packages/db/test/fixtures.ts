import { migrateToLatest, openDatabase, type DB } from '../src/database';
import { seedDatabase } from '../src/seed-database';
import { insertUser } from '../src/repositories/user.repository';

/** A fresh in-memory database per test: never one shared database. */
export async function newTestDatabase(): Promise<DB> {
  const db = openDatabase(':memory:');
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
