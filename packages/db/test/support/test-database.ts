import { createHash, randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { adminQuery, databaseUrl } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the run's PostgreSQL server (projects running on PostgreSQL only). */
    brigadePostgresUrl: string;
  }
}

/** The migrated and seeded database every PostgreSQL test database is copied from. */
export const TEMPLATE_DATABASE = 'brigade_seeded';

/** Which database the tests of this project use: the `-pg` projects set BRIGADE_TEST_DIALECT=postgres. */
export function testDialect(): 'sqlite' | 'postgres' {
  return process.env.BRIGADE_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
}

/**
 * A fresh PostgreSQL database (a copy of the seeded template, so it starts as a new server's
 * would) and its URL. With a `key` (a test server's database path) the same key gets the same
 * database, so a test that restarts a server on its database finds its data again.
 */
export async function freshPostgresDatabase(key?: string): Promise<string> {
  const adminUrl = inject('brigadePostgresUrl');
  if (!adminUrl) throw new Error('No PostgreSQL server for this project: its vitest config must use the PostgreSQL globalSetup.');
  const id = key ? createHash('sha256').update(key).digest('hex').slice(0, 24) : randomUUID().replaceAll('-', '').slice(0, 24);
  const name = `brigade_${id}`;
  try {
    await adminQuery(adminUrl, [`create database ${name} template ${TEMPLATE_DATABASE}`]);
  } catch (error) {
    // 42P04 duplicate_database: the key's database exists already (a restarted server).
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
  return databaseUrl(adminUrl, name);
}
