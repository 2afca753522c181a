import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../src/database';
import * as plans from '../src/repositories/session-plan.repository';
import { newSession, newTestDatabase, newUser } from './fixtures';

/**
 * Stored plans (issue 16, migration 0010): the plan every instance hands out from. Dialect-free, so
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

describe('session plans', () => {
  it('keeps the plan made for the newest event: a newer or same-event plan replaces it, an older one never does', async () => {
    const s = await newSession(db, hostId);
    const other = await newSession(db, hostId);
    expect(await plans.findPlan(db, s.id)).toBeUndefined();
    expect(await plans.savePlan(db, s.id, 10, '{"v":"a"}')).toBe(true);
    expect(await plans.savePlan(db, other.id, 3, '{"v":"other"}')).toBe(true);
    // A better plan for the same state (a further search) replaces it.
    expect(await plans.savePlan(db, s.id, 10, '{"v":"b"}')).toBe(true);
    expect(await plans.findPlan(db, s.id)).toEqual({ session_id: s.id, made_for: 10, plan: '{"v":"b"}' });
    // A late plan made from an older state (an instance that lost the session) is refused.
    expect(await plans.savePlan(db, s.id, 9, '{"v":"late"}')).toBe(false);
    expect(await plans.findPlan(db, s.id)).toEqual({ session_id: s.id, made_for: 10, plan: '{"v":"b"}' });
    expect(await plans.savePlan(db, s.id, 12, '{"v":"c"}')).toBe(true);
    expect((await plans.findPlan(db, s.id))?.plan).toBe('{"v":"c"}');
    await plans.deletePlan(db, s.id);
    expect(await plans.findPlan(db, s.id)).toBeUndefined();
    expect((await plans.findPlan(db, other.id))?.made_for).toBe(3);
  });
});
