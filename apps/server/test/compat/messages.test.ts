import { scaledClock } from '@brigade/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';
import { ChannelClient, type Msg } from '../live-kitchen';
import { call, hostWithSession, joinAsCook } from './client';

/**
 * Spec 01 §7, the live channel's message table, row by row against a real server: one meal
 * (Apple Crumble: hands-on tasks, an active timer and oven timers) cooked by one anonymous cook
 * over /ws while the host watches over /ws. The rows run in order, each waiting for the message
 * that proves it. A kitchen minute passes in 100 ms, so the oven timers ring within the test.
 */
let t: TestServer;
let host: { token: string };
let code: string;
let watch: ChannelClient;
let cook: { token: string; id: number; ws: ChannelClient };

/** The fields spec 01 §3 lists for an active-assignment message item. */
const ASSIGNMENT_ITEM = {
  id: expect.any(Number), task_id: expect.any(String), task_name: expect.any(String), task_type: expect.any(String),
  description: expect.any(String), skill_level: expect.any(Number), estimated_duration_minutes: expect.any(Number),
  safety_level: expect.any(String), equipment: expect.any(Array), status: expect.any(String), assigned_at: expect.any(String),
};
const mine = (m: Msg) => (m.assignments ?? []).filter((a: { participant_id: number; status: string }) => a.participant_id === cook.id && a.status === 'in_progress');

beforeAll(async () => {
  // 600x: a kitchen minute is 100 ms, so a timer's one-minute warning survives a tick that is late under load.
  t = await startTestServer({ clock: scaledClock(600), timerIntervalMs: 20 });
  const s = await hostWithSession(t, ['Apple Crumble']);
  host = s.host;
  code = s.code;
});
afterAll(async () => {
  watch?.close();
  cook?.ws.close();
  await t.stop();
});

describe('spec 01 §7 live channel: messages in both directions', () => {
  it('connect → session_state (session, participants)', async () => {
    watch = await ChannelClient.open(t, code, host.token);
    const state = await watch.next((m) => m.type === 'session_state');
    expect(state).toMatchObject({ session: { code, status: 'waiting' }, participants: [], active_assignments: [], event_id: expect.any(String) });
  });

  it('participant_joined (participant)', async () => {
    const joined = await joinAsCook(t, code, 'Row Cook');
    const msg = await watch.next((m) => m.type === 'participant_joined');
    expect(msg.participant).toMatchObject({ id: joined.id, display_name: 'Row Cook', user: null, is_cooking: true });
    const required = (await call(t, 'GET', `sessions/${code}/required-skills/`)).body.skills.map((x: { id: number }) => x.id);
    await call(t, 'POST', `sessions/${code}/participants/${joined.id}/skills/`, { token: joined.token, body: { skills: required } });
    cook = { ...joined, ws: await ChannelClient.open(t, code, joined.token) };
    await cook.ws.next((m) => m.type === 'session_state');
  });

  it('ping → pong', async () => {
    cook.ws.send({ type: 'ping' });
    expect(await cook.ws.next((m) => m.type === 'pong')).toEqual({ type: 'pong' });
  });

  it('update_participant (is_active) → participant_update', async () => {
    cook.ws.send({ type: 'update_participant', is_active: false });
    const away = await watch.next((m) => m.type === 'participant_update' && m.participant.id === cook.id && m.participant.is_active === false);
    expect(away.participant).toMatchObject({ is_cooking: false });
    cook.ws.send({ type: 'update_participant', is_active: true });
    const back = await watch.next((m) => m.type === 'participant_update' && m.participant.id === cook.id && m.participant.is_active === true && Number(m.event_id) > Number(away.event_id));
    expect(back.participant).toMatchObject({ is_cooking: true });
  });

  it('participant_left (participant)', async () => {
    const extra = await joinAsCook(t, code, 'Gone Soon');
    await call(t, 'POST', `sessions/${code}/participants/${extra.id}/force-disconnect/`, { token: host.token, json: true });
    const left = await watch.next((m) => m.type === 'participant_left' && m.participant.id === extra.id);
    expect(left.participant).toMatchObject({ display_name: 'Gone Soon', is_cooking: false });
  });

  it('start_session → session_started', async () => {
    watch.send({ type: 'start_session' });
    await watch.next((m) => m.type === 'session_started');
  });

  it('session_started (session)', async () => {
    const msg = await watch.next((m) => m.type === 'session_started');
    expect(msg.session).toMatchObject({ code, status: 'active', started_at: expect.any(String) });
  });

  it('session_update (session)', async () => {
    const msg = await watch.next((m) => m.type === 'session_update');
    expect(msg.session).toMatchObject({ code, status: 'active', predicted_finish_at: expect.any(String) });
  });

  it('tasks_assigned (assignments)', async () => {
    const msg = await cook.ws.next((m) => m.type === 'tasks_assigned' && mine(m).length > 0);
    expect(mine(msg)[0]).toMatchObject({ ...ASSIGNMENT_ITEM, participant: { id: cook.id, display_name: 'Row Cook' }, participant_name: 'Row Cook', participant_id: cook.id, participant_user_id: null, status: 'in_progress' });
  });

  it('task_assignments_updated (assignments)', async () => {
    const msg = await cook.ws.next((m) => m.type === 'task_assignments_updated');
    expect(msg.assignments.length).toBeGreaterThan(0);
    expect(msg.assignments[0]).toMatchObject(ASSIGNMENT_ITEM);
  });

  it('request_help (assignment_id) → notification', async () => {
    const current = mine(await cook.ws.next((m) => m.type === 'tasks_assigned' && mine(m).length > 0))[0];
    cook.ws.send({ type: 'request_help', assignment_id: current.id });
    const note = await watch.next((m) => m.type === 'notification' && m.assignment_id === current.id);
    expect(note).toMatchObject({ kind: 'help_requested', participant_id: cook.id, message: `Row Cook needs help with "${current.task_name}"` });
  });

  it('error (message): bad messages are answered, never dropped', async () => {
    cook.ws.send({ type: 'dance' });
    expect((await cook.ws.next((m) => m.type === 'error' && m.message.startsWith('Unknown'))).message).toBe("Unknown message type 'dance'.");
    cook.ws.send({ type: 'complete_task', assignment_id: 999999 });
    await cook.ws.next((m) => m.type === 'error' && m.message === 'Task assignment not found');
    cook.ws.ws.send('not json');
    await cook.ws.next((m) => m.type === 'error' && m.message === 'Messages must be JSON.');
  });

  it('complete_task (assignment_id) → task_completed (id, completed_at)', async () => {
    const current = mine(await cook.ws.next((m) => m.type === 'tasks_assigned' && mine(m).length > 0))[0];
    cook.ws.send({ type: 'complete_task', assignment_id: current.id });
    const done = await watch.next((m) => m.type === 'task_completed' && m.id === current.id);
    expect(done).toMatchObject({ id: current.id, completed_at: expect.any(String), task_id: current.task_id, participant_id: cook.id });
  });

  it('task_update (the assignment as it now is)', async () => {
    const completed = await watch.next((m) => m.type === 'task_completed');
    // A help request sent a task_update for this assignment earlier; this one is the completion's.
    const update = await watch.next((m) => m.type === 'task_update' && m.assignment?.id === completed.id && m.assignment.status === 'completed');
    expect(update.assignment).toMatchObject({ ...ASSIGNMENT_ITEM, id: completed.id, status: 'completed', completed_at: completed.completed_at });
  });

  it('start_task (assignment_id) → timer_start, then the cook finishes the whole meal', async () => {
    // From here the cook works through everything: start_task before completing an active-timer task.
    const handled = new Set<number>();
    const started: number[] = [];
    const work = (m: Msg) => {
      const list = m.type === 'task_update' ? (m.assignment ? [m.assignment] : []) : (m.assignments ?? []);
      for (const a of list) {
        if (a.participant_id !== cook.id || a.status !== 'in_progress' || handled.has(a.id)) continue;
        if (a.task_type === 'timer_passive' && a.timer_started_at) continue;
        handled.add(a.id);
        if (a.task_type === 'timer_active' && !a.timer_started_at) {
          started.push(a.id);
          cook.ws.send({ type: 'start_task', assignment_id: a.id });
          // A stay-with-it timer is finished before it rings only on purpose (finish_early).
          cook.ws.send({ type: 'complete_task', assignment_id: a.id, finish_early: true });
          continue;
        }
        cook.ws.send({ type: 'complete_task', assignment_id: a.id });
      }
    };
    cook.ws.messages.forEach(work);
    cook.ws.ws.on('message', (raw) => work(JSON.parse(String(raw)) as Msg));
    const timer = await watch.next((m) => m.type === 'timer_start' && m.assignment.task_type === 'timer_active');
    expect(started).toContain(timer.assignment.id);
    expect(timer.assignment).toMatchObject({ ...ASSIGNMENT_ITEM, timer_started_at: expect.any(String), timer_ends_at: expect.any(String) });
  });

  it('timer_start (assignment) for an oven timer', async () => {
    const msg = await watch.next((m) => m.type === 'timer_start' && m.assignment.task_type === 'timer_passive');
    expect(Date.parse(msg.assignment.timer_ends_at)).toBeGreaterThan(Date.parse(msg.assignment.timer_started_at));
  });

  it('timer_warning (assignment, seconds_left)', async () => {
    const msg = await watch.next((m) => m.type === 'timer_warning', 30_000);
    expect(msg).toMatchObject({ assignment: { ...ASSIGNMENT_ITEM, timer_ends_at: expect.any(String) }, seconds_left: expect.any(Number) });
  });

  it('timer_complete (assignment)', async () => {
    const msg = await watch.next((m) => m.type === 'timer_complete', 30_000);
    expect(msg.assignment).toMatchObject({ ...ASSIGNMENT_ITEM, timer_started_at: expect.any(String) });
  });

  it('session_completed (session)', async () => {
    const msg = await watch.next((m) => m.type === 'session_completed', 30_000);
    expect(msg.session).toMatchObject({ code, status: 'completed', completed_at: expect.any(String) });
    const completions = watch.messages.filter((m) => m.type === 'task_completed').map((m) => m.task_id);
    expect(new Set(completions).size).toBe(completions.length);
  });

  // Pausing (issue 12), on a second meal that is still cooking.
  describe('pause and resume', () => {
    let paused: { code: string; host: { token: string } };
    let hostWs: ChannelClient;
    beforeAll(async () => {
      const s = await hostWithSession(t, ['Greek Salad']);
      paused = { code: s.code, host: s.host };
      await joinAsCook(t, s.code, 'Pause Cook');
      await call(t, 'POST', `sessions/${s.code}/start/`, { token: s.host.token, json: true });
      hostWs = await ChannelClient.open(t, s.code, s.host.token);
      await hostWs.next((m) => m.type === 'session_state');
    });
    afterAll(() => hostWs?.close());

    it('pause_session → session_paused (session)', async () => {
      hostWs.send({ type: 'pause_session' });
      const msg = await hostWs.next((m) => m.type === 'session_paused');
      expect(msg.session).toMatchObject({ code: paused.code, status: 'active', paused_at: expect.any(String) });
    });

    it('resume_session → session_resumed (session, assignments)', async () => {
      hostWs.send({ type: 'resume_session' });
      const msg = await hostWs.next((m) => m.type === 'session_resumed');
      expect(msg.session).toMatchObject({ code: paused.code, status: 'active', paused_at: null });
      expect(Array.isArray(msg.assignments)).toBe(true);
    });
  });
});
