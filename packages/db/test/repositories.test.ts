import { SKILL_CATALOGUE } from '@brigade/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../src/database';
import * as kitchens from '../src/repositories/kitchen.repository';
import * as skills from '../src/repositories/skill.repository';
import * as users from '../src/repositories/user.repository';
import * as authSessions from '../src/repositories/auth-session.repository';
import { seedDatabase } from '../src/seed-database';
import { isUniqueViolation } from '../src/dialects/dialect';
import * as participants from '../src/repositories/participant.repository';
import * as sessionTasks from '../src/repositories/session-task.repository';
import { newAssignment, newParticipant, newSession, newSessionTasks, newTestDatabase, newUser } from './fixtures';

let db: DB;
beforeEach(async () => {
  db = await newTestDatabase();
});
afterEach(async () => {
  await db.destroy();
});

describe('users', () => {
  it('finds users by username case-insensitively', async () => {
    const u = await newUser(db, { username: 'Alice' });
    expect((await users.findUserByUsername(db, 'aLiCe'))?.id).toBe(u.id);
    expect(await users.findUserByUsername(db, 'bob')).toBeUndefined();
  });
  it('refuses a second user with the same username in another case', async () => {
    await newUser(db, { username: 'Alice' });
    await expect(newUser(db, { username: 'ALICE' })).rejects.toSatisfy(isUniqueViolation);
  });
  it('finds several users by id at once (none for an empty list)', async () => {
    const [a, b] = [await newUser(db), await newUser(db)];
    await newUser(db);
    expect((await users.findUsersByIds(db, [b.id, a.id])).map((u) => u.id).sort()).toEqual([a.id, b.id].sort());
    expect(await users.findUsersByIds(db, [])).toEqual([]);
  });
  it('counts users', async () => {
    expect(await users.countUsers(db)).toBe(0);
    await newUser(db);
    expect(await users.countUsers(db)).toBe(1);
  });
});

describe('auth sessions', () => {
  it('stores, extends and deletes by hashed id, and cascades with the user', async () => {
    const u = await newUser(db);
    await authSessions.insertAuthSession(db, { id: 'h1', user_id: u.id, participant_id: null, expires_at: 10, created_at: 'now' });
    await authSessions.extendAuthSession(db, 'h1', 20);
    expect((await authSessions.findAuthSession(db, 'h1'))?.expires_at).toBe(20);
    await authSessions.deleteExpiredAuthSessions(db, 20);
    expect(await authSessions.findAuthSession(db, 'h1')).toBeUndefined();
  });
});

describe('kitchens', () => {
  it('keeps equipment per kitchen and deletes it with the kitchen', async () => {
    const host = await newUser(db, { is_host: 1 });
    const k = await kitchens.insertKitchen(db, { owner_id: host.id, name: 'Home', description: '', created_at: 'now' });
    await kitchens.replaceEquipment(db, k.id, [
      { equipment_type: 'oven', quantity: 2, is_portable: false },
      { equipment_type: 'blender', quantity: 1, is_portable: true },
    ]);
    expect((await kitchens.listEquipment(db, [k.id])).map((e) => [e.equipment_type, e.quantity, e.is_portable])).toEqual([
      ['oven', 2, 0],
      ['blender', 1, 1],
    ]);
    await kitchens.replaceEquipment(db, k.id, [{ equipment_type: 'sink', quantity: 1, is_portable: false }]);
    expect(await kitchens.listEquipment(db, [k.id])).toHaveLength(1);
    await kitchens.deleteKitchen(db, k.id);
    expect(await kitchens.listEquipment(db, [k.id])).toHaveLength(0);
  });
  it('lists only the owner kitchens', async () => {
    const a = await newUser(db, { is_host: 1 });
    const b = await newUser(db, { is_host: 1 });
    await kitchens.insertKitchen(db, { owner_id: a.id, name: 'A', description: '', created_at: 'now' });
    await kitchens.insertKitchen(db, { owner_id: b.id, name: 'B', description: '', created_at: 'now' });
    expect((await kitchens.listKitchensOfOwner(db, a.id)).map((k) => k.name)).toEqual(['A']);
  });
});

describe('skills', () => {
  it('seeds the whole catalogue once, however often seeding runs', async () => {
    await seedDatabase(db);
    const all = await skills.listSkills(db);
    expect(all).toHaveLength(SKILL_CATALOGUE.length);
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect((await skills.findSkillsByKeys(db, ['knife_work', 'pastry'])).map((s) => s.key)).toEqual(['knife_work', 'pastry']);
  });
});

describe('participants', () => {
  it('lists the cooks still in a session, everyone who ever was, and a user\'s newest place', async () => {
    const host = await newUser(db, { is_host: 1 });
    const session = await newSession(db, host.id);
    const other = await newSession(db, host.id);
    const ann = await newParticipant(db, session.id, { display_name: 'Ann' });
    const gone = await newParticipant(db, session.id, { display_name: 'Bo', user_id: host.id, removed: 1 });
    const back = await newParticipant(db, session.id, { display_name: 'Bo again', user_id: host.id });
    await newParticipant(db, other.id, { user_id: host.id });

    expect((await participants.listParticipants(db, session.id)).map((p) => p.id)).toEqual([ann.id, back.id]);
    expect((await participants.listEveryone(db, session.id)).map((p) => p.id)).toEqual([ann.id, gone.id, back.id]);
    expect((await participants.findUserParticipant(db, session.id, host.id))?.id).toBe(back.id);
    await participants.updateParticipant(db, back.id, { removed: 1 });
    expect(await participants.findUserParticipant(db, session.id, host.id)).toBeUndefined();
  });

  it('finds the silent cooks of waiting and active sessions: present, not removed, last seen before the cut-off', async () => {
    const host = await newUser(db, { is_host: 1 });
    const live = await newSession(db, host.id);
    const waiting = await newSession(db, host.id, { status: 'waiting' });
    const ended = await newSession(db, host.id, { status: 'completed' });
    const before = '2026-01-01T10:00:00.000Z';
    const old = '2026-01-01T09:59:59.000Z';
    const silent = await newParticipant(db, live.id, { last_seen: old });
    await newParticipant(db, live.id, { last_seen: before }); // seen at the cut-off: not silent
    await newParticipant(db, live.id, { last_seen: old, removed: 1 });
    await newParticipant(db, live.id, { last_seen: old, is_active: 0 }); // left the session
    const silentWaiting = await newParticipant(db, waiting.id, { last_seen: old }); // issue 29: waiting sessions too
    await newParticipant(db, ended.id, { last_seen: old }); // an ended session keeps its cooks as they were
    const alsoSilent = await newParticipant(db, live.id, { last_seen: '2025-12-31T23:00:00.000Z' });
    expect(await participants.listSilentParticipants(db, before)).toEqual([
      { id: silent.id, session_id: live.id },
      { id: silentWaiting.id, session_id: waiting.id },
      { id: alsoSilent.id, session_id: live.id },
    ]);
  });
});

describe('assignments', () => {
  it('finds each live session with a timer due by a time once: running, not rung, not paused', async () => {
    const host = await newUser(db, { is_host: 1 });
    const by = '2026-01-01T10:00:00.000Z';
    const running = { status: 'in_progress', timer_started_at: '2026-01-01T09:45:00.000Z' };
    const [live, paused, ended, notYet] = [
      await newSession(db, host.id),
      await newSession(db, host.id, { paused_at: '2026-01-01T09:50:00.000Z' }),
      await newSession(db, host.id, { status: 'completed' }),
      await newSession(db, host.id),
    ];
    // Two timers due in the live session (it is listed once), one that rang already.
    const [a, b, c] = await newSessionTasks(db, live.id);
    await newAssignment(db, live.id, a!, { ...running, timer_ends_at: by });
    await newAssignment(db, live.id, b!, { ...running, timer_ends_at: '2026-01-01T09:59:00.000Z' });
    await newAssignment(db, live.id, c!, { ...running, timer_ends_at: '2026-01-01T09:30:00.000Z', timer_rang: 1 });
    // Due too, but paused or ended, or not due yet, or not started.
    await newAssignment(db, paused.id, (await newSessionTasks(db, paused.id))[0]!, { ...running, timer_ends_at: by });
    await newAssignment(db, ended.id, (await newSessionTasks(db, ended.id))[0]!, { ...running, timer_ends_at: by });
    const [later, pending] = await newSessionTasks(db, notYet.id);
    await newAssignment(db, notYet.id, later!, { ...running, timer_ends_at: '2026-01-01T10:00:01.000Z' });
    await newAssignment(db, notYet.id, pending!, { timer_ends_at: by });
    expect(await sessionTasks.listSessionsWithTimersDue(db, by)).toEqual([live.id]);
    expect(await sessionTasks.listSessionsWithTimersDue(db, '2026-01-01T10:00:01.000Z')).toEqual([live.id, notYet.id]);
  });
});
