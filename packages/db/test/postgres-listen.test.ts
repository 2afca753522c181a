import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../src/database';
import { notifyChannel, PostgresListener } from '../src/dialects/postgres-listen';
import { freshPostgresDatabase } from './support/test-database';

/**
 * PostgreSQL only (project db-pg): LISTEN/NOTIFY as the fan-out between instances (issue 16).
 * A notification sent in a transaction arrives only if it commits, and the dedicated connection
 * comes back by itself when the server drops it.
 */
let db: DB;
let url: string;
let listener: PostgresListener | null = null;
beforeEach(async () => {
  url = await freshPostgresDatabase();
  db = openDatabase(url, { poolSize: 3 });
});
afterEach(async () => {
  await listener?.close();
  listener = null;
  await db.destroy();
});

/** A listener on channel `c` that records what it hears, and resolves `waitFor` when a payload comes. */
async function listen(onConnected?: (reconnect: boolean) => void) {
  const heard: string[] = [];
  const waiters: Array<{ payload: string; resolve: () => void }> = [];
  listener = new PostgresListener({
    url,
    channels: ['c'],
    retryMs: 20,
    onNotification: (_channel, payload) => {
      heard.push(payload);
      for (const w of waiters.filter((x) => x.payload === payload)) w.resolve();
    },
    ...(onConnected ? { onConnected } : {}),
  });
  await listener.start();
  const waitFor = (payload: string) => (heard.includes(payload) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ payload, resolve })));
  return { heard, waitFor };
}

describe('LISTEN/NOTIFY', () => {
  it('delivers a notification at commit, never one from a rolled-back transaction, in commit order', async () => {
    const { heard, waitFor } = await listen();
    await db
      .transaction()
      .execute(async (trx) => {
        await notifyChannel(trx, 'c', 'rolled-back');
        throw new Error('no');
      })
      .catch(() => undefined);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The first transaction notifies first but commits last.
    const first = db.transaction().execute(async (trx) => {
      await notifyChannel(trx, 'c', 'first');
      await held;
    });
    await db.transaction().execute(async (trx) => notifyChannel(trx, 'c', 'second'));
    await waitFor('second');
    expect(heard).toEqual(['second']);
    release();
    await first;
    await notifyChannel(db, 'c', 'last');
    await waitFor('last');
    expect(heard).toEqual(['second', 'first', 'last']);
  });

  it('reconnects when the server drops the connection, and says so', async () => {
    const connections: boolean[] = [];
    const { waitFor } = await listen((reconnect) => connections.push(reconnect));
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN%' and datname = current_database()`.execute(db);
    await expect.poll(() => connections, { timeout: 10_000 }).toEqual([false, true]);
    await notifyChannel(db, 'c', 'after');
    await waitFor('after');
  });
});
