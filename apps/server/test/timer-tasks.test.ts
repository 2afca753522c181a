import type { Clock } from '@brigade/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { kitchenWithSession } from './live-kitchen';

/**
 * A stay-with-it timer (Guacamole's "heat the oil", 8 minutes) is finished when it rings, or when
 * the cook says they finish early; never by a Complete tapped while it runs. The kitchen clock is
 * moved by hand so that "before" and "after" the ring are exact.
 */
const clock: Clock & { at: number } = { at: Date.parse('2026-11-23T18:00:00.000Z'), now: () => clock.at, scale: 1 };

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ clock, timerIntervalMs: 20 });
});
afterAll(async () => {
  await t.stop();
});

interface Row {
  id: number;
  task_type: string;
  status: string;
  participant_id: number | null;
  timer_ends_at: string | null;
}

async function cookUntil(code: string, token: string, me: number, want: (a: Row) => boolean): Promise<Row> {
  for (let round = 0; round < 100; round++) {
    // Plans are made in the planner pool after each change commits: let the last one land first.
    await t.server.deps.planner.idle();
    const list = (await t.rest('GET', `sessions/${code}/assignments/`, { token })).body.assignments as Row[];
    const mine = list.filter((a) => a.participant_id === me && a.status === 'in_progress');
    const found = mine.find(want);
    if (found) return found;
    if (mine.length === 0) clock.at += 60_000;
    for (const a of mine) await t.rest('POST', `sessions/${code}/assignments/${a.id}/complete/`, { token });
  }
  throw new Error('the task never came');
}

describe('timer tasks', () => {
  it('a stay-with-it timer refuses Complete while it runs, takes finish early, and completes after the ring', async () => {
    const { host, code } = await kitchenWithSession(t, ['Guacamole']);
    const joined = (await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: 'Ana' } })).body;
    const required = (await t.rest('GET', `sessions/${code}/required-skills/`)).body.skills.map((s: { id: number }) => s.id);
    await t.rest('POST', `sessions/${code}/participants/${joined.participant.id}/skills/`, { token: joined.token, body: { skills: required } });
    expect((await t.rest('POST', `sessions/${code}/start/`, { token: host.token })).status).toBe(200);

    const heat = await cookUntil(code, joined.token, joined.participant.id, (a) => a.task_type === 'timer_active');
    const trpc = t.trpc(joined.token);
    await trpc.live.startTask.mutate({ code, assignmentId: heat.id });

    // Running: Complete is refused with the reason, on every channel.
    const refused = await t.rest('POST', `sessions/${code}/assignments/${heat.id}/complete/`, { token: joined.token });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('The timer is still running');
    await expect(trpc.live.completeTask.mutate({ code, assignmentId: heat.id })).rejects.toThrow('The timer is still running');

    // Finishing early is explicit, and works.
    const early = await trpc.live.completeTask.mutate({ code, assignmentId: heat.id, finishEarly: true });
    expect(early).toMatchObject({ status: 'completed', changed: true });
  });

  it('after the ring, Done completes it without finishing early', async () => {
    const { host, code } = await kitchenWithSession(t, ['Guacamole']);
    const joined = (await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: 'Ben' } })).body;
    const required = (await t.rest('GET', `sessions/${code}/required-skills/`)).body.skills.map((s: { id: number }) => s.id);
    await t.rest('POST', `sessions/${code}/participants/${joined.participant.id}/skills/`, { token: joined.token, body: { skills: required } });
    await t.rest('POST', `sessions/${code}/start/`, { token: host.token });
    const heat = await cookUntil(code, joined.token, joined.participant.id, (a) => a.task_type === 'timer_active');
    const trpc = t.trpc(joined.token);
    await trpc.live.startTask.mutate({ code, assignmentId: heat.id });
    clock.at += 8 * 60_000;
    expect(await trpc.live.completeTask.mutate({ code, assignmentId: heat.id })).toMatchObject({ status: 'completed', changed: true });
  });
});
