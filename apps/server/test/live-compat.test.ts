import { scaledClock } from '@brigade/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { auditEvents, ChannelClient, kitchenWithSession, type Msg } from './live-kitchen';

let t: TestServer;
beforeAll(async () => {
  // 3000x: a kitchen minute passes in 20 ms, so real recipes with real timers finish in seconds.
  t = await startTestServer({ clock: scaledClock(3000), timerIntervalMs: 20 });
});
afterAll(async () => {
  await t.stop();
});

describe('the live compatibility channel', () => {
  it('refuses connections without a token or a session code', async () => {
    const noToken = await ChannelClient.open(t, 'ABCDEF', undefined);
    expect((await noToken.next((m) => m.type === 'error')).message).toBe('Authentication token required');
    const { WebSocket } = await import('ws');
    const ws = new WebSocket(`${t.url.replace('http', 'ws')}/ws/sessions/`);
    const noCode = new ChannelClient(ws);
    expect((await noCode.next((m) => m.type === 'error')).message).toBe('Session code is required');
  });

  it('runs a whole session of two recipes with three anonymous cooks and a host', async () => {
    const { host, code, taskIds, preds } = await kitchenWithSession(t, ['Greek Salad', 'Guacamole']);
    const cooks: Array<{ token: string; id: number; name: string; client: ChannelClient }> = [];
    const required = (await t.rest('GET', `sessions/${code}/required-skills/`)).body.skills.map((s: { id: number }) => s.id);
    for (const name of ['Ana', 'Ben', 'Cy']) {
      const res = await t.rest('POST', `sessions/${code}/join/`, { body: { session_code: code, display_name: name } });
      expect(res.status).toBe(200);
      expect(res.body.token).toEqual(expect.any(String));
      // Everyone answers Yes to every question of the skills questionnaire.
      const skills = await t.rest('POST', `sessions/${code}/participants/${res.body.participant.id}/skills/`, { token: res.body.token, body: { skills: required } });
      expect(skills.status).toBe(200);
      cooks.push({ token: res.body.token, id: res.body.participant.id, name, client: await ChannelClient.open(t, code, res.body.token) });
    }
    const watcher = await ChannelClient.open(t, code, host.token);
    expect((await watcher.next((m) => m.type === 'session_state')).session.status).toBe('waiting');
    const taken = await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: 'ana' } });
    expect(taken.status).toBe(400);
    expect(taken.body.display_name[0]).toContain('already taken');

    // Each cook completes whatever they are handed, once, a moment later.
    const handled = new Set<number>();
    let crossCheck: Promise<Msg> | null = null;
    for (const cook of cooks) {
      cook.client.ws.on('message', (raw) => {
        const msg = JSON.parse(String(raw)) as Msg;
        const list = msg.type === 'tasks_assigned' || msg.type === 'task_assignments_updated' ? msg.assignments : [];
        for (const a of list) {
          if (a.participant_id !== cook.id || a.status !== 'in_progress' || handled.has(a.id)) continue;
          handled.add(a.id);
          setTimeout(() => {
            cook.client.send({ type: 'complete_task', assignment_id: a.id });
            // A duplicate completion must change nothing.
            cook.client.send({ type: 'complete_task', assignment_id: a.id });
            // Another cook trying to complete it is refused.
            if (!crossCheck) {
              const other = cooks.find((c) => c !== cook)!;
              crossCheck = other.client.next((m) => m.type === 'error' && /another cook/.test(m.message));
              other.client.send({ type: 'complete_task', assignment_id: a.id });
            }
          }, 5);
        }
      });
    }
    watcher.send({ type: 'start_session' });
    const done = await watcher.next((m) => m.type === 'session_completed', 60_000);
    expect(done.session.status).toBe('completed');
    expect(await crossCheck).toBeTruthy();

    const events = watcher.messages.filter((m) => m.event_id && m.type !== 'session_state');
    expect(auditEvents(events, taskIds, preds)).toEqual([]);
    // Event ids strictly increase: nothing out of order, nothing repeated.
    const ids = events.map((e) => Number(e.event_id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);

    const final = (await t.rest('GET', `sessions/${code}/`, { token: host.token })).body;
    expect(final.status).toBe('completed');
    expect(final.completed_task_count).toBe(taskIds.length);
    expect(final.participants.reduce((n: number, p: { tasks_completed: number }) => n + p.tasks_completed, 0)).toBe(taskIds.length);
    for (const c of cooks) c.client.close();
    watcher.close();
  });

  it('answers ping with pong and unknown messages with an error', async () => {
    const { code } = await kitchenWithSession(t, ['Greek Salad']);
    const join = await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: 'Pinger' } });
    const c = await ChannelClient.open(t, code, join.body.token);
    c.send({ type: 'ping' });
    await c.next((m) => m.type === 'pong');
    c.send({ type: 'dance' });
    expect((await c.next((m) => m.type === 'error')).message).toMatch(/Unknown message type/);
    c.close();
  });
});
