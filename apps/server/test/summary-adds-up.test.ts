import type { Clock } from '@brigade/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { ChannelClient, cookingSession, type Msg } from './live-kitchen';

/**
 * A summary that adds up (issue 35). A cook once showed "5 h 16 m" at work and a roast "Actual
 * 5 h 22 m" in a meal of 3 h 46 m: every task's minutes were summed, so an oven's time counted as
 * the cook's while they worked on, parallel tasks of a dish counted side by side, and a pause counted
 * as work. With a hand-set kitchen clock, a cook starts an oven, works on beside it, and the host
 * pauses for an hour: the cook's time and each dish's stay within the meal and match the timeline.
 */
const clock: Clock & { at: number } = { at: Date.parse('2026-11-27T17:00:00.000Z'), now: () => clock.at, scale: 1 };
const MIN = 60_000;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ clock, timerIntervalMs: 20 });
});
afterAll(async () => {
  await t.stop();
});

describe('the meal summary', () => {
  it('counts a cook once while an oven runs, leaves pauses out, and never exceeds the meal', async () => {
    const { code, cook, host } = await cookingSession(t, ['Apple Crumble']);
    const watcher = await ChannelClient.open(t, code, host.token);
    await watcher.next((m) => m.type === 'session_state');
    // The cook's phone stays connected while the clock jumps (else the presence sweep takes them for gone).
    const phone = await ChannelClient.open(t, code, cook.token);
    await phone.next((m) => m.type === 'session_state');
    const mine = async () =>
      ((await t.rest('GET', `sessions/${code}/assignments/`, { token: host.token })).body.assignments as Msg[]).filter(
        (a) => a.participant_id === cook.participant.id && a.status === 'in_progress',
      );
    let paused = false;
    // Ten kitchen minutes on every task; the oven's timer runs beside the cook's other work.
    for (let step = 0; step < 60; step++) {
      const view = (await t.rest('GET', `sessions/${code}/`, { token: host.token })).body;
      if (view.status === 'completed') break;
      clock.at += 10 * MIN;
      // Paused while the cook holds a task of their own (not only an oven's timer), so the hour falls
      // inside their hands-on time: whatever the hand-outs' timing, the test pauses a held task.
      // A timer task whose timer has not started is no held work either: its hands-on bar ends at once.
      const holds = (await mine()).some((a) => a.task_type !== 'timer_passive');
      if (!paused && step >= 2 && holds) {
        // An hour's pause while the cook holds a task.
        await t.rest('POST', `sessions/${code}/pause/`, { token: host.token });
        clock.at += 60 * MIN;
        await t.rest('POST', `sessions/${code}/resume/`, { token: host.token });
        paused = true;
      }
      for (const a of await mine()) {
        if (a.task_type === 'timer_passive' && a.timer_started_at) continue;
        await t.rest('POST', `sessions/${code}/assignments/${a.id}/complete/`, { token: cook.token, body: { finish_early: true } });
      }
      await t.server.deps.planner.idle();
    }
    await expect.poll(async () => (await t.rest('GET', `sessions/${code}/`, { token: host.token })).body.status, { timeout: 20_000 }).toBe('completed');

    const summary = await t.trpc(host.token).plan.summary.query({ code });
    const meal = Date.parse(summary.completed_at!) - Date.parse(summary.started_at!) - 60 * MIN;
    const mealMinutes = Math.round(meal / MIN);
    // The cook's time is the union of their hands-on bars (the timeline's cook_until), outside the pause.
    const bars = summary.timeline.bars.map((b) => [Date.parse(b.start_at), Date.parse(b.cook_until_at)] as const).sort((x, y) => x[0] - y[0]);
    let union = 0;
    let reach = -Infinity;
    for (const [a, b] of bars) {
      const from = Math.max(a, reach);
      if (b > from) union += b - from;
      reach = Math.max(reach, b);
    }
    expect(summary.cooks).toHaveLength(1);
    expect(summary.cooks[0]!.minutes).toBeLessThanOrEqual(mealMinutes);
    expect(Math.abs(summary.cooks[0]!.minutes - Math.round((union - 60 * MIN) / MIN))).toBeLessThanOrEqual(1);
    for (const d of summary.dishes) expect(d.actual_minutes).toBeLessThanOrEqual(mealMinutes);
    for (const x of summary.tasks) expect(x.actual_minutes ?? 0).toBeLessThanOrEqual(mealMinutes);
    // The task held across the pause does not count the hour.
    const across = summary.tasks.find((x) => x.started_at && x.completed_at && Date.parse(x.completed_at) - Date.parse(x.started_at) >= 60 * MIN && x.actual_minutes! < 60);
    expect(across).toBeDefined();
    phone.close();
    watcher.close();
  });
});
