import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../src/database';
import { lockSessionForChange, lockSessionForRead } from '../src/dialects/dialect';
import * as events from '../src/repositories/session-event.repository';
import { newSession, newUser } from './fixtures';
import { freshPostgresDatabase } from './support/test-database';

/**
 * PostgreSQL only (project db-pg): the per-session advisory lock that changeSession takes first.
 * The hazard it removes: ids come from a sequence at insert, so without it a writer that inserted
 * event n+1 could commit before the writer of event n, and a reader that had seen n+1 would skip n.
 */
let db: DB;
let sessionId: number;
let otherSessionId: number;
beforeEach(async () => {
  db = openDatabase(await freshPostgresDatabase(), { poolSize: 4 });
  const host = await newUser(db);
  sessionId = (await newSession(db, host.id)).id;
  otherSessionId = (await newSession(db, host.id)).id;
});
afterEach(async () => {
  await db.destroy();
});

/** A promise and its resolve, to hold a transaction open until the test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Resolves once `n` backends wait for an advisory lock (what pg_locks says, not a guess in time). */
async function waitersOnAdvisoryLocks(n: number): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`.execute(db);
    if (rows[0]!.n >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const event = (sid: number, type: string) => ({ session_id: sid, type, payload: '{}', created_at: 'now' });

describe('the session lock on PostgreSQL', () => {
  it('makes a second writer of the session wait until the first commits, so ids follow commit order', async () => {
    const holdFirst = gate();
    const order: string[] = [];
    const first = db.transaction().execute(async (trx) => {
      await lockSessionForChange(trx, sessionId);
      const e = await events.appendEvent(trx, event(sessionId, 'first'));
      await holdFirst.opened;
      order.push('first commits');
      return e.id;
    });
    // The first holds the lock (it has inserted its event); the second asks for it.
    await waitFor(async () => (await sql<{ n: number }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and granted`.execute(db)).rows[0]!.n === 1);
    const second = db.transaction().execute(async (trx) => {
      await lockSessionForChange(trx, sessionId);
      order.push('second has the lock');
      return (await events.appendEvent(trx, event(sessionId, 'second'))).id;
    });
    await waitersOnAdvisoryLocks(1);
    expect(order).toEqual([]);
    holdFirst.open();
    const [a, b] = await Promise.all([first, second]);
    expect(order).toEqual(['first commits', 'second has the lock']);
    expect(b).toBeGreaterThan(a);
    expect((await events.listEventsAfter(db, sessionId, 0)).map((e) => e.type)).toEqual(['first', 'second']);
  });

  it('does not hold up another session', async () => {
    const hold = gate();
    const first = db.transaction().execute(async (trx) => {
      await lockSessionForChange(trx, sessionId);
      await hold.opened;
    });
    await waitFor(async () => (await sql<{ n: number }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and granted`.execute(db)).rows[0]!.n === 1);
    // Commits while the first session's lock is held.
    await db.transaction().execute(async (trx) => {
      await lockSessionForChange(trx, otherSessionId);
      await events.appendEvent(trx, event(otherSessionId, 'other'));
    });
    hold.open();
    await first;
    expect((await events.listEventsAfter(db, otherSessionId, 0)).map((e) => e.type)).toEqual(['other']);
  });

  it('a read of the session waits for a change under way, and reads it whole', async () => {
    const hold = gate();
    const change = db.transaction().execute(async (trx) => {
      await lockSessionForChange(trx, sessionId);
      await events.appendEvent(trx, event(sessionId, 'one'));
      await hold.opened;
      await events.appendEvent(trx, event(sessionId, 'two'));
    });
    await waitFor(async () => (await sql<{ n: number }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and granted`.execute(db)).rows[0]!.n === 1);
    const read = db.transaction().execute(async (trx) => {
      await lockSessionForRead(trx, sessionId);
      return (await events.listEventsAfter(trx, sessionId, 0)).map((e) => e.type);
    });
    await waitersOnAdvisoryLocks(1);
    hold.open();
    await change;
    expect(await read).toEqual(['one', 'two']);
  });
});

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 5));
}
