import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupDatabase } from '../src/backup';
import { DatabaseTooNewError, KNOWN_MIGRATIONS, migrateToLatest, migrationState, openDatabase, type DB } from '../src/database';
import * as users from '../src/repositories/user.repository';
import * as recipeLanguages from '../src/migrations/0015-recipe-languages';
import { newUser } from './fixtures';

let dir: string;
let dbPath: string;
let db: DB;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'brigade-db-'));
  dbPath = join(dir, 'brigade.db');
  db = openDatabase(dbPath);
});
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('applies every known migration to a new database without calling beforeMigrate', async () => {
    expect(await migrationState(db)).toEqual({ applied: [], pending: [...KNOWN_MIGRATIONS] });
    const calls: unknown[] = [];
    await migrateToLatest(db, { beforeMigrate: async (state) => void calls.push(state) });
    expect(calls).toEqual([]);
    expect(await migrationState(db)).toEqual({ applied: [...KNOWN_MIGRATIONS], pending: [] });
  });

  it('applies a migration numbered below one the database already has (0015 after 0017)', async () => {
    await migrateToLatest(db);
    // A database from before 0015 existed, with 0017 already applied: undo 0015 and forget it ran.
    await recipeLanguages.down(db);
    await sql`delete from kysely_migration where name = '0015-recipe-languages'`.execute(db);
    expect((await migrationState(db)).pending).toEqual(['0015-recipe-languages']);
    await migrateToLatest(db);
    expect(await migrationState(db)).toEqual({ applied: [...KNOWN_MIGRATIONS], pending: [] });
    const columns = (await db.introspection.getTables()).find((t) => t.name === 'recipes')!.columns.map((c) => c.name);
    expect(columns).toEqual(expect.arrayContaining(['language', 'translations']));
  });

  it('refuses, before changing anything, a database that a newer version migrated', async () => {
    await migrateToLatest(db);
    await sql`insert into kysely_migration (name, timestamp) values ('9999-from-the-future', 'x')`.execute(db);
    const error = await migrateToLatest(db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseTooNewError);
    expect((error as Error).message).toContain('9999-from-the-future');
    expect((error as Error).message).toContain('never downgrades');
  });
});

describe('backupDatabase', () => {
  it('copies the database while a connection has it open, and the copy opens with the same rows', async () => {
    await migrateToLatest(db);
    await newUser(db, { username: 'Lina' });
    const copyPath = join(dir, 'copy.db');
    await backupDatabase(dbPath, copyPath);
    await newUser(db, { username: 'After' });

    const copy = openDatabase(copyPath);
    try {
      expect(await users.countUsers(copy)).toBe(1);
      expect((await users.findUserByUsername(copy, 'lina'))?.username).toBe('Lina');
    } finally {
      await copy.destroy();
    }
    expect(readdirSync(dir).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });

  it('leaves nothing behind when the copy cannot be written', async () => {
    await migrateToLatest(db);
    const target = join(dir, 'missing-folder', 'copy.db');
    await expect(backupDatabase(dbPath, target)).rejects.toThrow();
    expect(existsSync(target)).toBe(false);
    expect(existsSync(`${target}.partial`)).toBe(false);
  });
});
