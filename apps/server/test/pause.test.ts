import { scaledClock } from '@brigade/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { ChannelClient, kitchenWithSession, type Msg } from './live-kitchen';

let t: TestServer;
beforeAll(async () => {
  // Kitchen time 600x: a 15-minute oven timer lasts 1.5 s.
  t = await startTestServer({ clock: scaledClock(600), timerIntervalMs: 20 });
});
afterAll(async () => {
  await t.stop();
});

async function runningOven() {
  const { host, code } = await kitchenWithSession(t, ['Apple Crumble']);
  const required = (await t.rest('GET', `sessions/${code}/required-skills/`)).body.skills.map((s: { id: number }) => s.id);
  const res = await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: 'Hal' } });
  const cook = { id: res.body.participant.id as number, token: res.body.token as string };
  await t.rest('POST', `sessions/${code}/participants/${cook.id}/skills/`, { token: cook.token, body: { skills: required } });
  const watcher = await ChannelClient.open(t, code, host.token);
  await t.rest('POST', `sessions/${code}/start/`, { token: host.token });
  // Hal completes what he is handed until he holds an oven task.
  let oven: Msg | undefined;
  for (let seen = 0; !oven; ) {
    const batch = await watcher.next((m) => m.type === 'tasks_assigned' && watcher.messages.indexOf(m) >= seen);
    seen = watcher.messages.indexOf(batch) + 1;
    for (const a of batch.assignments as Msg[]) {
      if (a.participant_id !== cook.id || a.status !== 'in_progress') continue;
      if (a.task_type === 'timer_passive') oven = a;
      else await t.rest('POST', `sessions/${code}/assignments/${a.id}/complete/`, { token: cook.token });
    }
  }
  await t.rest('POST', `sessions/${code}/assignments/${oven.id}/complete/`, { token: cook.token });
  const started = await watcher.next((m) => m.type === 'timer_start' && m.assignment.id === oven.id);
  return { host, code, cook, watcher, oven, started };
}

describe('pause and resume', () => {
  it('freezes timers and hand-outs (REST), and on resume the timer keeps its remaining time', async () => {
    const { host, code, cook, watcher, oven, started } = await runningOven();
    const paused = await t.rest('POST', `sessions/${code}/pause/`, { token: host.token });
    expect(paused.status).toBe(200);
    const ev = await watcher.next((m) => m.type === 'session_paused');
    expect(ev.session.paused_at).toEqual(expect.any(String));
    const remaining = Date.parse(started.assignment.timer_ends_at) - Date.parse(ev.session.paused_at);
    expect((await t.rest('GET', `sessions/${code}/`, { token: host.token })).body.paused_at).toBe(ev.session.paused_at);

    // While paused the cook finishes what they hold, and gets nothing new.
    const held = (await t.rest('GET', `sessions/${code}/assignments/`, { token: host.token })).body.assignments.filter(
      (a: Msg) => a.participant_id === cook.id && a.status === 'in_progress' && a.id !== oven.id,
    );
    for (const a of held) expect((await t.rest('POST', `sessions/${code}/assignments/${a.id}/complete/`, { token: cook.token })).status).toBe(200);
    const mark = Number(watcher.messages.at(-1)!.event_id);
    // Wait well past the oven's end in kitchen time (the timer loop runs every 20 ms): a resumed view shows it did not ring.
    const waitUntil = Date.parse(started.assignment.timer_ends_at) + 60_000;
    await expect.poll(() => t.server.deps.clock.now() > waitUntil, { timeout: 10_000 }).toBe(true);
    expect(watcher.messages.filter((m) => Number(m.event_id) > mark && (m.type === 'timer_complete' || m.type === 'tasks_assigned'))).toEqual([]);

    const resumed = await t.rest('POST', `sessions/${code}/resume/`, { token: host.token });
    expect(resumed.status).toBe(200);
    const back = await watcher.next((m) => m.type === 'session_resumed');
    const moved = (back.assignments as Msg[]).find((a) => a.id === oven.id)!;
    const left = Date.parse(moved.timer_ends_at) - Date.parse(back.created_at);
    expect(Math.abs(left - remaining)).toBeLessThan(5_000);
    await watcher.next((m) => m.type === 'tasks_assigned' && Number(m.event_id) > Number(back.event_id));
    const rang = await watcher.next((m) => m.type === 'timer_complete' && m.assignment.id === oven.id);
    expect(Date.parse(rang.created_at)).toBeGreaterThanOrEqual(Date.parse(moved.timer_ends_at));
    watcher.close();
  });

  it('works over /ws (pause_session, resume_session) and tRPC, and only for the host', async () => {
    const { host, code, cook, watcher } = await runningOven();
    const cookWs = await ChannelClient.open(t, code, cook.token);
    cookWs.send({ type: 'pause_session' });
    await cookWs.next((m) => m.type === 'error');
    expect(cookWs.messages.some((m) => m.type === 'session_paused')).toBe(false);
    watcher.send({ type: 'pause_session' });
    await cookWs.next((m) => m.type === 'session_paused');
    const client = t.trpc(host.token);
    await client.live.resume.mutate({ code });
    await cookWs.next((m) => m.type === 'session_resumed');
    await expect(t.trpc(cook.token).live.pause.mutate({ code })).rejects.toThrow();
    expect((await t.rest('POST', `sessions/${code}/pause/`, { token: cook.token })).status).toBe(401);
    expect((await t.rest('POST', 'sessions/NOPE99/pause/', { token: host.token })).status).toBe(404);
    cookWs.close();
    watcher.close();
  });
});
