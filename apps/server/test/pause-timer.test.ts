import type { Clock } from '@brigade/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { ChannelClient, cookingSession, type Msg } from './live-kitchen';

/**
 * One kitchen clock, paused everywhere (issue 35): a timer counts only while the session runs. One
 * started during a pause (the cook finished an oven task's hands-on part) starts counting at the
 * resume, so it ends a whole timer after it, not earlier or later. A hand-set kitchen clock.
 */
const clock: Clock & { at: number } = { at: Date.parse('2026-11-27T16:00:00.000Z'), now: () => clock.at, scale: 1 };
const MIN = 60_000;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ clock, timerIntervalMs: 20 });
});
afterAll(async () => {
  await t.stop();
});

describe('a timer started during a pause', () => {
  it('counts from the resume', async () => {
    const { code, cook, host } = await cookingSession(t, ['Apple Crumble']);
    const phone = await ChannelClient.open(t, code, cook.token);
    await phone.next((m) => m.type === 'session_state');
    const held = async () =>
      ((await t.rest('GET', `sessions/${code}/assignments/`, { token: host.token })).body.assignments as Msg[]).filter(
        (a) => a.participant_id === cook.participant.id && a.status === 'in_progress',
      );
    // The cook works until handed an oven task whose timer has not started.
    let oven: Msg | undefined;
    await expect
      .poll(
        async () => {
          const mine = await held();
          oven = mine.find((a) => a.task_type === 'timer_passive' && !a.timer_started_at);
          if (oven) return true;
          for (const a of mine) if (a.task_type !== 'timer_passive') await t.rest('POST', `sessions/${code}/assignments/${a.id}/complete/`, { token: cook.token, body: { finish_early: true } });
          await t.server.deps.planner.idle();
          return false;
        },
        { timeout: 20_000, interval: 50 },
      )
      .toBe(true);

    await t.rest('POST', `sessions/${code}/pause/`, { token: host.token });
    clock.at += 30 * MIN;
    // The hands-on part done during the pause: the oven timer is set, but the kitchen stands still.
    expect((await t.rest('POST', `sessions/${code}/assignments/${oven!.id}/complete/`, { token: cook.token })).status).toBe(200);
    const set = await phone.next((m) => m.type === 'timer_start' && m.assignment.id === oven!.id);
    const minutes = (Date.parse(set.assignment.timer_ends_at) - Date.parse(set.assignment.timer_started_at)) / MIN;
    clock.at += 20 * MIN;
    const resumedAt = clock.at;
    await t.rest('POST', `sessions/${code}/resume/`, { token: host.token });
    const resumed = await phone.next((m) => m.type === 'session_resumed');
    const moved = (resumed.assignments as Msg[]).find((a) => a.id === oven!.id)!;
    expect(moved.timer_started_at).toBe(new Date(resumedAt).toISOString());
    expect(moved.timer_ends_at).toBe(new Date(resumedAt + minutes * MIN).toISOString());
    phone.close();
  });
});
