import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { KNOWN_MIGRATIONS, migrateToLatest, migrationState, openDatabase, type DB } from '../src/database';
import { dialectOf } from '../src/dialects/dialect';
import { latestKitchenTime, saveClock, findClock } from '../src/repositories/kitchen-clock.repository';
import { countUsers } from '../src/repositories/user.repository';
import { adminQuery, databaseUrl } from './support/postgres-server';
import { freshPostgresDatabase } from './support/test-database';
import { newUser } from './fixtures';
import { inject } from 'vitest';

/** PostgreSQL only (project db-pg): the frozen migrations on an empty database, and what pg returns. */
let db: DB | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

async function emptyDatabase(): Promise<DB> {
  const name = `brigade_empty_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(inject('brigadePostgresUrl'), [`create database ${name}`]);
  return openDatabase(databaseUrl(inject('brigadePostgresUrl'), name));
}

describe('the frozen migrations on PostgreSQL', () => {
  it('run on an empty database, with identity bigint ids, bigint integers and double precision reals', async () => {
    db = await emptyDatabase();
    expect(dialectOf(db)).toBe('postgres');
    expect((await migrationState(db)).pending).toEqual([...KNOWN_MIGRATIONS]);
    await migrateToLatest(db);
    expect(await migrationState(db)).toEqual({ applied: [...KNOWN_MIGRATIONS], pending: [] });

    const columns = await sql<{ table_name: string; column_name: string; data_type: string; is_identity: string }>`
      select table_name, column_name, data_type, is_identity from information_schema.columns where table_schema = 'public'`.execute(db);
    const column = (table: string, name: string) => columns.rows.find((c) => c.table_name === table && c.column_name === name);
    expect(column('users', 'id')).toMatchObject({ data_type: 'bigint', is_identity: 'YES' });
    expect(column('session_events', 'id')).toMatchObject({ data_type: 'bigint', is_identity: 'YES' });
    expect(column('auth_sessions', 'expires_at')).toMatchObject({ data_type: 'bigint' });
    expect(column('ingredients', 'quantity')).toMatchObject({ data_type: 'double precision' });
    expect(column('kitchen_clock', 'scale')).toMatchObject({ data_type: 'double precision' });
    expect(column('recipes', 'status')).toMatchObject({ data_type: 'text' });
    // No SQLite-only keyword reached PostgreSQL: every integer column is bigint.
    expect(columns.rows.filter((c) => c.data_type === 'integer')).toEqual([]);
  });
});

describe('values coming back from pg', () => {
  it('ids, counts and epoch milliseconds are numbers, not strings', async () => {
    db = openDatabase(await freshPostgresDatabase());
    const user = await newUser(db);
    expect(typeof user.id).toBe('number');
    expect(await countUsers(db)).toBe(1);
    await saveClock(db, { scale: 1.5, wall_origin: 1_763_900_000_123, kitchen_origin: 1_763_900_000_456 });
    expect(await findClock(db)).toEqual({ id: 1, scale: 1.5, wall_origin: 1_763_900_000_123, kitchen_origin: 1_763_900_000_456 });
  });

  it('finds the latest kitchen time (a subquery PostgreSQL 15 wants named)', async () => {
    db = openDatabase(await freshPostgresDatabase());
    expect(await latestKitchenTime(db)).toBeNull();
  });
});
