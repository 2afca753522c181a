import { inject } from 'vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { copyDatabase, TABLES_IN_COPY_ORDER, TargetNotEmptyError } from '../src/copy-database';
import { migrateToLatest, openDatabase, type DB } from '../src/database';
import * as events from '../src/repositories/session-event.repository';
import * as kitchens from '../src/repositories/kitchen.repository';
import * as users from '../src/repositories/user.repository';
import { saveClock } from '../src/repositories/kitchen-clock.repository';
import { newSession, newTestDatabase, newUser } from './fixtures';
import { adminQuery, databaseUrl } from './support/postgres-server';

/** PostgreSQL only (project db-pg): copying a SQLite kitchen into an empty PostgreSQL database. */
const open: DB[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.destroy();
});

async function emptyPostgres(): Promise<DB> {
  const name = `brigade_copy_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(inject('brigadePostgresUrl'), [`create database ${name}`]);
  const db = openDatabase(databaseUrl(inject('brigadePostgresUrl'), name));
  open.push(db);
  await migrateToLatest(db);
  return db;
}

async function sqliteKitchen(): Promise<DB> {
  const db = openDatabase(':memory:');
  open.push(db);
  await migrateToLatest(db);
  const { seedDatabase } = await import('../src/seed-database');
  await seedDatabase(db);
  const host = await newUser(db, { is_host: 1 });
  const kitchen = await kitchens.insertKitchen(db, { owner_id: host.id, name: 'Home', description: '', created_at: 'now' });
  await kitchens.replaceEquipment(db, kitchen.id, [{ equipment_type: 'oven', quantity: 2, is_portable: false }]);
  const session = await newSession(db, host.id, { kitchen_id: kitchen.id });
  for (const type of ['session_started', 'tasks_assigned', 'task_completed']) {
    await events.appendEvent(db, { session_id: session.id, type, payload: '{"a":1}', created_at: 'now' });
  }
  await saveClock(db, { scale: 60, wall_origin: 1_763_900_000_000, kitchen_origin: 1_763_900_000_000 });
  return db;
}

describe('copyDatabase (brigade migrate-to-postgres)', () => {
  it('copies every table with its ids, equal counts, and new ids continue after the copied ones', async () => {
    const source = await sqliteKitchen();
    const target = await emptyPostgres();
    const counts = await copyDatabase(source, target, { batch: 7 });
    expect(counts.map((c) => c.table)).toEqual(TABLES_IN_COPY_ORDER.map((t) => t.table));
    for (const c of counts) expect(c.target, c.table).toBe(c.source);
    expect(counts.find((c) => c.table === 'recipe_tasks')!.source).toBeGreaterThan(7);

    const sessionEvents = await source.selectFrom('session_events').selectAll().orderBy('id').execute();
    expect(await target.selectFrom('session_events').selectAll().orderBy('id').execute()).toEqual(sessionEvents);
    expect(await target.selectFrom('kitchen_clock').selectAll().execute()).toEqual(await source.selectFrom('kitchen_clock').selectAll().execute());
    const maxUser = Math.max(...(await source.selectFrom('users').select('id').execute()).map((u) => u.id));
    expect((await newUser(target)).id).toBeGreaterThan(maxUser);
  });

  it('covers every table the migrations create', async () => {
    const source = await newTestDatabase();
    open.push(source);
    const tables = (await source.introspection.getTables()).map((t) => t.name).sort();
    expect([...TABLES_IN_COPY_ORDER.map((t) => t.table)].sort()).toEqual(tables);
  });

  it('refuses a target that already holds data, writing nothing', async () => {
    const source = await sqliteKitchen();
    const target = await emptyPostgres();
    await users.insertUser(target, { username: 'x', username_key: 'x', email: 'x@example.com', password_hash: 'x', is_host: 0, is_staff: 0, created_at: 'now' });
    await expect(copyDatabase(source, target)).rejects.toBeInstanceOf(TargetNotEmptyError);
    expect(await users.countUsers(target)).toBe(1);
    expect(await target.selectFrom('recipes').select('id').execute()).toEqual([]);
  });
});
