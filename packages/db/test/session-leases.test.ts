import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../src/database';
import * as leases from '../src/repositories/session-lease.repository';
import { updateSession } from '../src/repositories/session.repository';
import { newSession, newTestDatabase, newUser } from './fixtures';

/**
 * Session leases (issue 16, migration 0009): which instance owns a live session. Dialect-free, so
 * on SQLite (project db) and PostgreSQL (project db-pg).
 */
let db: DB;
let hostId: number;
beforeEach(async () => {
  db = await newTestDatabase();
  hostId = (await newUser(db)).id;
});
afterEach(async () => {
  await db.destroy();
});

describe('session leases', () => {
  it('the first instance takes the active sessions; another gets none while the lease runs, and takes it over once it expired', async () => {
    const live = await newSession(db, hostId);
    await newSession(db, hostId, { status: 'waiting' });
    expect(await leases.claimLeases(db, 'A', 1000, 6000)).toEqual([live.id]);
    // B renews at 2000: A's lease runs until 6000.
    expect(await leases.claimLeases(db, 'B', 2000, 7000)).toEqual([]);
    // A renews: still A's, pushed on.
    expect(await leases.claimLeases(db, 'A', 3000, 8000)).toEqual([live.id]);
    expect(await leases.findLease(db, live.id)).toEqual({ session_id: live.id, instance_id: 'A', expires_at: 8000 });
    // A stops renewing; after 8000, B takes it.
    expect(await leases.claimLeases(db, 'B', 7999, 12_999)).toEqual([]);
    expect(await leases.claimLeases(db, 'B', 8001, 13_001)).toEqual([live.id]);
    expect((await leases.findLease(db, live.id))?.instance_id).toBe('B');
    // A comes back: it is B's now.
    expect(await leases.claimLeases(db, 'A', 9000, 14_000)).toEqual([]);
  });

  it('one session can be claimed alone; a clean stop releases; ended sessions lose their lease', async () => {
    const one = await newSession(db, hostId);
    const two = await newSession(db, hostId);
    expect(await leases.claimLeases(db, 'A', 0, 5000, two.id)).toEqual([two.id]);
    expect(await leases.claimLeases(db, 'B', 0, 5000).then((ids) => ids.sort())).toEqual([one.id]);
    await leases.releaseLeases(db, 'A');
    expect(await leases.claimLeases(db, 'B', 1, 5001).then((ids) => ids.sort((x, y) => x - y))).toEqual([one.id, two.id].sort((x, y) => x - y));
    await updateSession(db, one.id, { status: 'completed' });
    await leases.dropInactiveLeases(db);
    expect(await leases.findLease(db, one.id)).toBeUndefined();
    expect((await leases.findLease(db, two.id))?.instance_id).toBe('B');
  });
});
