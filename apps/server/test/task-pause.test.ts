import { scaledClock } from '@brigade/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { ChannelClient, kitchenWithSession, type Msg } from './live-kitchen';

let t: TestServer;
beforeAll(async () => {
  // A kitchen minute per real second: a cook can work a couple of minutes on a task in a test.
  t = await startTestServer({ clock: scaledClock(60), timerIntervalMs: 50 });
});
afterAll(async () => {
  await t.stop();
});

async function cookWithAllSkills(code: string, name: string) {
  const res = await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: name } });
  const cook = { id: res.body.participant.id as number, token: res.body.token as string };
  const required = (await t.rest('GET', `sessions/${code}/required-skills/`, { token: cook.token })).body.skills.map((s: { id: number }) => s.id);
  await t.rest('POST', `sessions/${code}/participants/${cook.id}/skills/`, { token: cook.token, body: { skills: required } });
  return cook;
}

const after = (watcher: ChannelClient, mark: number, test: (m: Msg) => boolean) => watcher.next((m) => Number(m.event_id) > mark && test(m));

describe('pausing one task (issue 12 point 4)', () => {
  it('returns the task to the plan with its worked minutes kept; the re-plan gives it to another cook for the time left; the cook is on a break until back', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const ann = await cookWithAllSkills(code, 'Ann');
    const ben = await cookWithAllSkills(code, 'Ben');
    const watcher = await ChannelClient.open(t, code, host.token);
    await t.rest('POST', `sessions/${code}/start/`, { token: host.token });
    const first = await watcher.next((m) => m.type === 'tasks_assigned' && m.assignments.some((a: Msg) => a.participant_id === ann.id && !a.timer_duration_minutes));
    const held = (first.assignments as Msg[]).find((a) => a.participant_id === ann.id && !a.timer_duration_minutes)!;

    // Ann works on it for two kitchen minutes, then steps away.
    const startedAt = Date.parse(held.started_at);
    await expect.poll(() => t.server.deps.clock.now() >= startedAt + 2 * 60_000, { timeout: 15_000 }).toBe(true);
    const mark = Number(watcher.messages.at(-1)!.event_id);
    const paused = await t.rest('POST', `sessions/${code}/assignments/${held.id}/pause/`, { token: ann.token });
    expect(paused.status).toBe(200);
    expect(paused.body.elapsed_minutes).toBeGreaterThanOrEqual(2);
    const elapsed = paused.body.elapsed_minutes as number;

    // Everyone sees the task back in the plan with the minutes done, and Ann on a break.
    const update = await after(watcher, mark, (m) => m.type === 'task_update' && m.assignment?.id === held.id);
    expect(update.assignment).toMatchObject({ status: 'pending', participant_id: null, elapsed_minutes: elapsed, task_id: held.task_id });
    const onBreak = await after(watcher, mark, (m) => m.type === 'participant_update' && m.participant.id === ann.id);
    expect(onBreak.participant.on_break_since).toEqual(expect.any(String));

    // The plan counts only what is left of it.
    const timeline = await t.trpc(host.token).plan.timeline.query({ code });
    const bar = timeline.bars.find((b) => b.task_id === held.task_id)!;
    expect((Date.parse(bar.end_at) - Date.parse(bar.start_at)) / 60_000).toBe(Math.max(1, held.estimated_duration_minutes - elapsed));

    // Ben finishes what he holds until the put-down task is handed to him; Ann gets nothing on her break.
    let handed: Msg | undefined;
    let seen = mark;
    while (!handed) {
      // Ben finishes (or starts the timer of) everything he holds, so the planner frees him.
      for (const a of (await t.rest('GET', `sessions/${code}/assignments/`, { token: host.token })).body.assignments as Msg[]) {
        if (a.participant_id === ben.id && a.status === 'in_progress' && !a.timer_started_at && a.task_id !== held.task_id) {
          await t.rest('POST', `sessions/${code}/assignments/${a.id}/complete/`, { token: ben.token });
        }
      }
      const batch = await after(watcher, seen, (m) => m.type === 'tasks_assigned');
      seen = Number(batch.event_id);
      for (const a of batch.assignments as Msg[]) {
        expect(a.participant_id).not.toBe(ann.id);
        if (a.task_id === held.task_id) handed = a;
      }
    }
    expect(handed).toMatchObject({ participant_id: ben.id, status: 'in_progress', elapsed_minutes: elapsed });
    // Ben finishes it: the meal summary counts Ann's minutes too.
    expect((await t.rest('POST', `sessions/${code}/assignments/${handed.id}/complete/`, { token: ben.token })).status).toBe(200);
    const summary = await t.trpc(host.token).plan.summary.query({ code });
    expect(summary.tasks.find((x) => x.task_id === held.task_id)!.actual_minutes).toBeGreaterThanOrEqual(elapsed);

    // Back from the break (tRPC): Ann is given work again.
    const backMark = Number(watcher.messages.at(-1)!.event_id);
    expect(await t.trpc(ann.token).live.back.mutate({ code })).toMatchObject({ success: true, changed: true });
    const back = await after(watcher, backMark, (m) => m.type === 'participant_update' && m.participant.id === ann.id);
    expect(back.participant.on_break_since).toBeNull();
    await after(watcher, backMark, (m) => m.type === 'tasks_assigned' && m.assignments.some((a: Msg) => a.participant_id === ann.id));
    watcher.close();
  });

  it('refuses what cannot be paused with the reason: another cook’s task, a task not started, no token', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const ann = await cookWithAllSkills(code, 'Ann');
    const ben = await cookWithAllSkills(code, 'Ben');
    const watcher = await ChannelClient.open(t, code, host.token);
    await t.rest('POST', `sessions/${code}/start/`, { token: host.token });
    await watcher.next((m) => m.type === 'tasks_assigned' && m.assignments.some((a: Msg) => a.participant_id === ben.id));
    await watcher.next((m) => m.type === 'task_assignments_updated' && m.assignments.some((a: Msg) => a.status === 'pending'));
    const all = (await t.rest('GET', `sessions/${code}/assignments/`, { token: host.token })).body.assignments as Msg[];
    const bens = all.find((a) => a.participant_id === ben.id && a.status === 'in_progress')!;
    const other = await t.rest('POST', `sessions/${code}/assignments/${bens.id}/pause/`, { token: ann.token });
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).toContain('assigned to another cook');
    const pending = all.find((a) => a.status === 'pending')!;
    const waitingOne = await t.rest('POST', `sessions/${code}/assignments/${pending.id}/pause/`, { token: pending.participant_id === ben.id ? ben.token : ann.token });
    expect(waitingOne.status).toBe(409);
    expect(JSON.stringify(waitingOne.body)).toContain('Only a task you are working on can be paused.');
    expect((await t.rest('POST', `sessions/${code}/assignments/${bens.id}/pause/`)).status).toBe(401);
    expect((await t.rest('POST', `sessions/${code}/assignments/999999/pause/`, { token: ben.token })).status).toBe(404);
    watcher.close();
  });

  it('over /ws, update_participant with is_active true ends the break (the spec has no message for putting a task down)', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const ann = await cookWithAllSkills(code, 'Ann');
    const watcher = await ChannelClient.open(t, code, host.token);
    await t.rest('POST', `sessions/${code}/start/`, { token: host.token });
    const first = await watcher.next((m) => m.type === 'tasks_assigned' && m.assignments.some((a: Msg) => a.participant_id === ann.id && !a.timer_duration_minutes));
    const held = (first.assignments as Msg[]).find((a) => a.participant_id === ann.id && !a.timer_duration_minutes)!;
    const put = await t.trpc(ann.token).live.pauseTask.mutate({ code, assignmentId: held.id });
    expect(put.status).toBe('pending');
    // Its message by code as well, for the phone's language (issue 38.2).
    expect(put.text).toMatchObject({ code: 'task.backInPlan', params: { task: held.task_name, minutes: put.elapsed_minutes } });
    const names = JSON.parse(String(put.text!.params.task_names)) as Record<string, string>;
    expect(names.de).toBe(held.task_translations.de.name);
    await watcher.next((m) => m.type === 'participant_update' && m.participant.id === ann.id && m.participant.on_break_since !== null);
    const annWs = await ChannelClient.open(t, code, ann.token);
    await annWs.next((m) => m.type === 'session_state');
    // A ping alone does not end the break…
    annWs.send({ type: 'ping' });
    await annWs.next((m) => m.type === 'pong');
    expect((await t.rest('GET', `sessions/${code}/`, { token: host.token })).body.participants[0].on_break_since).toEqual(expect.any(String));
    // …saying so does.
    annWs.send({ type: 'update_participant', is_active: true });
    const back = await watcher.next((m) => m.type === 'participant_update' && m.participant.id === ann.id && m.participant.on_break_since === null);
    // The only cook is back: the task put down comes back to her.
    await after(watcher, Number(back.event_id), (m) => m.type === 'tasks_assigned' && m.assignments.some((a: Msg) => a.participant_id === ann.id && a.task_id === held.task_id));
    annWs.close();
    watcher.close();
  });
});
