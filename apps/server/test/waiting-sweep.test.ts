import type { Clock } from '@brigade/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { ChannelClient, kitchenWithSession, type Msg } from './live-kitchen';

/**
 * The absent-cook sweep in a waiting session (issue 29): a cook who joined and closed the page (no
 * socket, no heartbeat) is marked away after the presence window, as in an active session. A
 * hand-set kitchen clock (rate 1) lets the window pass at once.
 */
const clock: Clock & { at: number } = { at: Date.parse('2026-11-23T18:00:00.000Z'), now: () => clock.at, scale: 1 };

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ clock, timerIntervalMs: 50 });
});
afterAll(async () => {
  await t.stop();
});

describe('a cook who left a waiting session', () => {
  it('is marked not cooking after the presence window, is not handed work at the start, and takes the name back from the same phone', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const join = async (body: object) => t.rest('POST', `sessions/${code}/join/`, { body });
    const ann = (await join({ display_name: 'Ann' })).body;
    const bob = (await join({ display_name: 'Bob' })).body;
    // Ann keeps her page open; Bob closed his: no socket, no heartbeat.
    const annWs = await ChannelClient.open(t, code, ann.token);
    const hostWs = await ChannelClient.open(t, code, host.token);
    await hostWs.next((m) => m.type === 'session_state');

    clock.at += 100_000; // past the 90 s presence window
    const left = await hostWs.next((m) => m.type === 'participant_left' && m.participant.id === bob.participant.id, 10_000);
    expect(left.participant.is_cooking).toBe(false);
    const people = (await t.rest('GET', `sessions/${code}/participants/`, { token: host.token })).body.participants as Msg[];
    expect(people.map((p) => [p.display_name, p.is_cooking])).toEqual([
      ['Ann', true],
      ['Bob', false],
    ]);
    // Ann, connected all along, stays.
    expect(hostWs.messages.filter((m) => m.type === 'participant_left').map((m) => m.participant.id)).toEqual([bob.participant.id]);

    // The start plans for Ann only: Bob is not handed a task.
    const mark = Number(hostWs.messages.at(-1)!.event_id);
    await t.rest('POST', `sessions/${code}/start/`, { token: host.token });
    const handed = await hostWs.next((m) => m.type === 'tasks_assigned' && Number(m.event_id) > mark);
    expect(handed.assignments.map((a: Msg) => a.participant_id)).toEqual([ann.participant.id]);
    await t.server.deps.planner?.idle();
    const all = (await t.rest('GET', `sessions/${code}/assignments/`, { token: host.token })).body.assignments as Msg[];
    expect(all.filter((a) => a.participant_id === bob.participant.id)).toEqual([]);

    // His name is no longer 'already taken': his own phone takes it back (as for any away cook).
    const other = await join({ display_name: 'Bob' });
    expect(other.status).toBe(400);
    expect(other.body.display_name[0]).not.toContain('already taken');
    const back = await join({ display_name: 'Bob', reclaim_secret: bob.reclaim_secret });
    expect(back.status).toBe(200);
    expect(back.body.participant).toMatchObject({ id: bob.participant.id, is_cooking: true });
    annWs.close();
    hostWs.close();
  });
});
