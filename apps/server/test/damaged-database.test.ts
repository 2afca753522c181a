import SQLite from 'better-sqlite3';
import { DatabaseDamagedError } from '@brigade/db';
import { execFile } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer } from '../src/create-server';
import { registerUser, startTestServer } from './harness';

/**
 * A damaged database file at start (issue 29): one clear line naming the file and how to restore
 * a backup, exit code 1, no stack trace; a damaged table is found by the bounded check at start.
 */
const run = promisify(execFile);
const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDb(): string {
  const dir = mkdtempSync(join(tmpdir(), 'brigade-damaged-'));
  dirs.push(dir);
  return join(dir, 'brigade.db');
}

/** `brigade` (serve) on `dbPath`; a server that starts instead would be stopped by the timeout. */
async function serve(dbPath: string) {
  return run(process.execPath, ['--import', 'tsx', cli], { timeout: 30_000, env: { ...process.env, DATABASE_PATH: dbPath, PORT: '0', HOST: '127.0.0.1', INIT_CWD: '', LOG_FORMAT: 'json' } }).then(
    (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
  );
}

function expectOneClearLine(result: { code: number; err: string }, dbPath: string) {
  expect(result.code).toBe(1);
  const lines = result.err.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^brigade: The database file ${dbPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is damaged \\(.+\\); Brigade will not start on it\\. To restore: `));
  expect(lines[0]).toContain("'brigade backup <file>'");
  expect(result.err).not.toMatch(/\n\s+at /);
}

/** A real Brigade database with one table's root page overwritten (what a failing disk leaves). */
async function databaseWithDamagedTable(table: string): Promise<string> {
  const dbPath = tempDb();
  const t = await startTestServer({ dbPath, databaseUrl: undefined });
  await registerUser(t, { host: true });
  await t.stop();
  const sqlite = new SQLite(dbPath);
  const pageSize = Number(sqlite.pragma('page_size', { simple: true }));
  const root = (sqlite.prepare('select rootpage from sqlite_schema where name = ?').get(table) as { rootpage: number }).rootpage;
  sqlite.close();
  const fd = openSync(dbPath, 'r+');
  // Byte 0 of a b-tree page says what kind of page it is: 0xFF is none.
  writeSync(fd, Buffer.alloc(64, 0xff), 0, 64, (root - 1) * pageSize);
  closeSync(fd);
  return dbPath;
}

describe('a damaged database file at start', () => {
  it('a file that is not a database: one line with the file and the restore steps, exit code 1', { timeout: 60_000 }, async () => {
    const dbPath = tempDb();
    writeFileSync(dbPath, 'These are not the pages you are looking for. '.repeat(200));
    expectOneClearLine(await serve(dbPath), dbPath);
  });

  it('a damaged table that start-up does not read is found by the check at start', { timeout: 60_000 }, async () => {
    const dbPath = await databaseWithDamagedTable('session_events');
    await expect(createServer({ databasePath: dbPath, config: { publicUrl: 'http://127.0.0.1', importAllowPrivate: false, ai: {} }, logLevel: 'silent' })).rejects.toBeInstanceOf(DatabaseDamagedError);
    expectOneClearLine(await serve(dbPath), dbPath);
  });
});
