import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../src/database';
import * as kitchens from '../src/repositories/kitchen.repository';
import * as pace from '../src/repositories/pace.repository';
import { deleteSession, findSessionById } from '../src/repositories/session.repository';
import { listSessionTasks } from '../src/repositories/session-task.repository';
import type { NewPaceObservation } from '../src/tables/pace.table';
import { newSession, newSessionTasks, newTestDatabase, newUser } from './fixtures';

/**
 * What a kitchen learns (issue 37, migration 0017): observations once per session task, estimates
 * replaced whole, a cook's times forgotten on request. SQLite (db) and PostgreSQL (db-pg).
 */
let db: DB;
let hostId: number;
beforeEach(async () => {
  db = await newTestDatabase();
  hostId = (await newUser(db, { is_host: 1 })).id;
});
afterEach(async () => {
  await db.destroy();
});

const observation = (over: Partial<NewPaceObservation> & Pick<NewPaceObservation, 'kitchen_id' | 'session_task_id'>): NewPaceObservation => ({
  session_id: null, user_id: null, recipe_id: 1, recipe_task_id: 1, kind: 'knife', estimated_minutes: 10, actual_minutes: 16, observed_at: '2026-11-28T00:00:00.000Z', ...over,
});

describe('pace repository', () => {
  it('records a meal once, counts its meals, and keeps what was learned when the meal is deleted', async () => {
    const kitchen = await kitchens.insertKitchen(db, { owner_id: hostId, name: 'Home', description: '', created_at: 'now' });
    const cook = await newUser(db);
    const s1 = await newSession(db, hostId, { kitchen_id: kitchen.id, status: 'completed' });
    const s2 = await newSession(db, hostId, { kitchen_id: kitchen.id, status: 'completed' });
    const rows = [
      observation({ kitchen_id: kitchen.id, session_id: s1.id, session_task_id: 'a', user_id: cook.id, actual_minutes: 12.5 }),
      observation({ kitchen_id: kitchen.id, session_id: s1.id, session_task_id: 'b' }),
    ];
    expect(await pace.insertObservations(db, rows)).toBe(2);
    // Learning from the same meal again adds nothing.
    expect(await pace.insertObservations(db, rows)).toBe(0);
    expect(await pace.insertObservations(db, [observation({ kitchen_id: kitchen.id, session_id: s2.id, session_task_id: 'a' })])).toBe(1);
    expect(await pace.countKitchenMeals(db, kitchen.id)).toBe(2);
    expect((await pace.listSessionObservations(db, s1.id)).map((o) => [o.session_task_id, o.user_id, o.actual_minutes])).toEqual([['a', cook.id, 12.5], ['b', null, 16]]);
    await deleteSession(db, s2.id);
    const kept = await pace.listKitchenObservations(db, kitchen.id);
    expect(kept).toHaveLength(3);
    expect(kept[2]!.session_id).toBeNull();
  });

  it('replaces a kitchen\'s estimates whole, lists a cook\'s own, and forgets a cook everywhere', async () => {
    const home = await kitchens.insertKitchen(db, { owner_id: hostId, name: 'Home', description: '', created_at: 'now' });
    const cabin = await kitchens.insertKitchen(db, { owner_id: hostId, name: 'Cabin', description: '', created_at: 'now' });
    const ana = await newUser(db);
    const ben = await newUser(db);
    await pace.insertObservations(db, [
      observation({ kitchen_id: home.id, session_task_id: 'a', user_id: ana.id }),
      observation({ kitchen_id: cabin.id, session_task_id: 'b', user_id: ana.id }),
      observation({ kitchen_id: home.id, session_task_id: 'c', user_id: ben.id }),
    ]);
    const at = '2026-11-28T00:00:00.000Z';
    await pace.replaceKitchenEstimates(db, home.id, [{ level: 'kind', key: 'knife', log_pace: 0.4, observations: 9, updated_at: at }]);
    await pace.replaceKitchenEstimates(db, home.id, [
      { level: 'kind', key: 'knife', log_pace: 0.5, observations: 10, updated_at: at },
      { level: 'cook', key: String(ana.id), log_pace: 0.1, observations: 4, updated_at: at },
      { level: 'cook', key: String(ben.id), log_pace: -0.1, observations: 3, updated_at: at },
    ]);
    await pace.replaceKitchenEstimates(db, cabin.id, [{ level: 'cook', key: String(ana.id), log_pace: 0.2, observations: 1, updated_at: at }]);
    expect((await pace.listKitchenEstimates(db, home.id)).map((e) => [e.level, e.key, e.log_pace])).toEqual([
      ['cook', String(ana.id), 0.1],
      ['cook', String(ben.id), -0.1],
      ['kind', 'knife', 0.5],
    ]);
    expect((await pace.listCookEstimates(db, ana.id)).map((e) => e.kitchen_id)).toEqual([home.id, cabin.id]);
    expect((await pace.forgetCook(db, ana.id)).sort()).toEqual([home.id, cabin.id].sort());
    expect(await pace.listCookEstimates(db, ana.id)).toEqual([]);
    expect((await pace.listKitchenObservations(db, home.id)).map((o) => o.user_id)).toEqual([ben.id]);
    expect(await pace.listCookEstimates(db, ben.id)).toHaveLength(1);
  });

  it('keeps a session task\'s learned pace and the session\'s switch', async () => {
    const s = await newSession(db, hostId);
    const [a, b] = await newSessionTasks(db, s.id);
    expect((await findSessionById(db, s.id))!.learned_times).toBe(1);
    await pace.setLearnedPaces(db, [{ id: a!, learned_pace: 1.5 }]);
    await pace.setLearnedTimes(db, s.id, false);
    const tasks = await listSessionTasks(db, s.id);
    expect(tasks.find((t) => t.id === a)!.learned_pace).toBe(1.5);
    expect(tasks.find((t) => t.id === b)!.learned_pace).toBeNull();
    expect((await findSessionById(db, s.id))!.learned_times).toBe(0);
  });
});
