import SQLite from 'better-sqlite3';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDatabaseIntegrity, migrateToLatest, openDatabase, type DB } from './database';
import { DatabaseDamagedError, quickCheckSqlite } from './integrity';

const dirs: string[] = [];
const dbs: DB[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.destroy();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function migratedFile(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'brigade-integrity-'));
  dirs.push(dir);
  const path = join(dir, 'brigade.db');
  const db = openDatabase(path);
  await migrateToLatest(db);
  await db.destroy();
  return path;
}

describe('the integrity check at start', () => {
  it('checks the schema and every table of a sound database', async () => {
    const db = openDatabase(await migratedFile());
    dbs.push(db);
    const report = checkDatabaseIntegrity(db)!;
    expect(report.checked[0]).toBe('sqlite_schema');
    expect(report.checked).toEqual(expect.arrayContaining(['users', 'kitchens', 'session_events']));
    expect(report.skipped).toEqual([]);
  });

  it('is bounded: past its budget the tables of meal history, checked last, are left out', async () => {
    const sqlite = new SQLite(await migratedFile());
    // Each reading of the clock is 100 ms later: the budget of 250 ms runs out after a few tables.
    let clock = 0;
    const report = quickCheckSqlite(sqlite, 250, () => (clock += 100));
    sqlite.close();
    expect(report.checked.slice(0, 2)).toEqual(['sqlite_schema', expect.any(String)]);
    expect(report.skipped).toEqual(expect.arrayContaining(['session_events', 'client_operations']));
    expect(report.checked).not.toContain('session_events');
  });

  it('names what it found in a damaged table', async () => {
    const path = await migratedFile();
    const broken = new SQLite(path);
    const pageSize = Number(broken.pragma('page_size', { simple: true }));
    const root = (broken.prepare("select rootpage from sqlite_schema where name = 'skills'").get() as { rootpage: number }).rootpage;
    broken.close();
    // The table's root page no longer says what kind of page it is (what a failing disk leaves).
    const fd = openSync(path, 'r+');
    writeSync(fd, Buffer.alloc(32, 0xff), 0, 32, (root - 1) * pageSize);
    closeSync(fd);
    const again = new SQLite(path);
    expect(() => quickCheckSqlite(again, 500)).toThrow(DatabaseDamagedError);
    again.close();
  });
});
