import { readEnv } from '../src/env';
import { migrateToPostgres } from '../src/commands/migrate-to-postgres';
import { OperatorError } from '../src/commands/errors';
import { adminQuery, databaseUrl } from '@brigade/db/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerUser, startTestServer } from './harness';

/**
 * PostgreSQL only (project server-pg): `brigade migrate-to-postgres <url>` moves a kitchen that a
 * real server wrote on SQLite to PostgreSQL, and a server started on the copy serves the same data.
 */
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'brigade-migrate-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function emptyDatabase(): Promise<string> {
  const name = `brigade_move_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(inject('brigadePostgresUrl'), [`create database ${name}`]);
  return databaseUrl(inject('brigadePostgresUrl'), name);
}

describe('brigade migrate-to-postgres', () => {
  it('copies a SQLite kitchen, verified by counts; a server on the copy has the same accounts and sessions; a second run refuses', async () => {
    const dbPath = join(dir, 'kitchen.db');
    // A real server writes the SQLite kitchen (databaseUrl: none, whatever the project).
    const before = await startTestServer({ dbPath, databaseUrl: undefined });
    const host = await registerUser(before, { host: true, username: 'Mira' });
    const kitchen = (await before.rest('POST', 'kitchens/', { token: host.token, body: { name: 'Home', use_default: true } })).body;
    const session = (await before.rest('POST', 'sessions/create/', { token: host.token, body: { kitchen: kitchen.id } })).body;
    await before.stop();

    const url = await emptyDatabase();
    const lines: string[] = [];
    await migrateToPostgres(readEnv({ DATABASE_PATH: dbPath }), url, (line) => lines.push(line));
    expect(lines.at(-1)).toMatch(/every table's row count matches/);
    expect(lines.find((l) => l.startsWith('users'))).toMatch(/\s1$/);

    const after = await startTestServer({ dbPath: join(dir, 'unused.db'), databaseUrl: url });
    const login = await after.rest('POST', 'auth/login/', { body: { username: 'Mira', password: 'correct horse' } });
    expect(login.status).toBe(200);
    const mine = (await after.rest('GET', 'sessions/', { token: login.body.token })).body;
    expect(JSON.stringify(mine)).toContain(session.code);
    // New rows get new ids after the copied ones.
    const second = await registerUser(after);
    expect(second.user.id).toBeGreaterThan(host.user.id);
    await after.stop();

    await expect(migrateToPostgres(readEnv({ DATABASE_PATH: dbPath }), url, () => {})).rejects.toThrow(OperatorError);
    await expect(migrateToPostgres(readEnv({ DATABASE_PATH: dbPath }), url, () => {})).rejects.toThrow(/already holds data/);
  });
});
