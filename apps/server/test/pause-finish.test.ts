import { scaledClock } from '@brigade/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { ChannelClient, cookingSession, type Msg } from './live-kitchen';

/**
 * The pause and the end of the meal (issue 35): a cook who completes the last task while the host
 * has paused does not end the meal behind the host's back; the session stays active and paused,
 * and the host's resume completes it. Kitchen time 600x so the salad's timers pass quickly.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ clock: scaledClock(600), timerIntervalMs: 20 });
});
afterAll(async () => {
  await t.stop();
});

describe('a pause at the end of the meal', () => {
  it('the last task completed during the pause leaves the session paused; the resume completes it', async () => {
    const { code, cook, host } = await cookingSession(t, ['Greek Salad']);
    const watcher = await ChannelClient.open(t, code, host.token);
    await watcher.next((m) => m.type === 'session_state');
    const assignments = async () => (await t.rest('GET', `sessions/${code}/assignments/`, { token: host.token })).body.assignments as Msg[];
    const total = (await t.rest('GET', `sessions/${code}/`, { token: host.token })).body.task_count as number;

    // The cook works through everything but the last task (oven timers ring by themselves).
    let last: Msg | undefined;
    await expect
      .poll(
        async () => {
          const all = await assignments();
          const open = all.filter((a) => a.status !== 'completed');
          const mine = open.filter((a) => a.participant_id === cook.participant.id && a.status === 'in_progress');
          const done = all.filter((a) => a.status === 'completed').length;
          if (done === total - 1 && mine.length === 1 && mine[0]!.task_type !== 'timer_passive') {
            last = mine[0];
            return true;
          }
          for (const a of mine) {
            if (a.task_type === 'timer_passive' && a.timer_started_at) continue;
            await t.rest('POST', `sessions/${code}/assignments/${a.id}/complete/`, { token: cook.token, body: { finish_early: true } });
          }
          return false;
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBe(true);

    await t.rest('POST', `sessions/${code}/pause/`, { token: host.token });
    await watcher.next((m) => m.type === 'session_paused');
    expect((await t.rest('POST', `sessions/${code}/assignments/${last!.id}/complete/`, { token: cook.token })).status).toBe(200);
    const done = await watcher.next((m) => m.type === 'task_completed' && m.id === last!.id);
    // Every task is done, yet the session is still the host's to end: active and paused.
    const ping = () => (watcher.send({ type: 'ping' }), watcher.next((m) => m.type === 'pong' && watcher.messages.indexOf(m) > watcher.messages.indexOf(done)));
    await ping();
    expect(watcher.messages.some((m) => m.type === 'session_completed')).toBe(false);
    const view = (await t.rest('GET', `sessions/${code}/`, { token: host.token })).body;
    expect([view.status, view.paused_at]).toEqual(['active', expect.any(String)]);

    await t.rest('POST', `sessions/${code}/resume/`, { token: host.token });
    const resumed = await watcher.next((m) => m.type === 'session_resumed');
    const completed = await watcher.next((m) => m.type === 'session_completed');
    expect(Number(completed.event_id)).toBeGreaterThan(Number(resumed.event_id));
    expect((await t.rest('GET', `sessions/${code}/`, { token: host.token })).body.status).toBe('completed');
    watcher.close();
  });
});
