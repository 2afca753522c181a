import { scaledClock } from '@brigade/api';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { auditEvents, ChannelClient, kitchenWithSession, type Msg } from './live-kitchen';

/** Cooks who complete whatever they are handed, once, over the compatibility channel. */
async function connectCooks(t: TestServer, code: string, cooks: Array<{ id: number; token: string }>, handled: Set<number>) {
  const clients: ChannelClient[] = [];
  for (const cook of cooks) {
    const client = await ChannelClient.open(t, code, cook.token);
    client.ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as Msg;
      const list = msg.type === 'tasks_assigned' || msg.type === 'task_assignments_updated' ? msg.assignments : msg.type === 'session_state' ? msg.active_assignments : [];
      for (const a of list) {
        if (a.participant_id !== cook.id || a.status !== 'in_progress' || handled.has(a.id) || a.timer_started_at) continue;
        handled.add(a.id);
        setTimeout(() => client.send({ type: 'complete_task', assignment_id: a.id }), 5);
      }
    });
    clients.push(client);
  }
  return clients;
}

describe('a server restart mid-session', () => {
  it('loses nothing, duplicates nothing, and timers still ring', { timeout: 60_000 }, async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'brigade-restart-')), 'brigade.db');
    // One kitchen clock across both processes, as wall time is across a real restart.
    const clock = scaledClock(1000);
    let t = await startTestServer({ dbPath, clock, timerIntervalMs: 20 });
    const { host, code, taskIds, preds } = await kitchenWithSession(t, ['Apple Crumble']);
    const required = (await t.rest('GET', `sessions/${code}/required-skills/`)).body.skills.map((s: { id: number }) => s.id);
    const cooks: Array<{ id: number; token: string }> = [];
    for (const name of ['Hal', 'Ivy']) {
      const res = await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: name } });
      await t.rest('POST', `sessions/${code}/participants/${res.body.participant.id}/skills/`, { token: res.body.token, body: { skills: required } });
      cooks.push({ id: res.body.participant.id, token: res.body.token });
    }
    const handled = new Set<number>();
    let clients = await connectCooks(t, code, cooks, handled);
    let watcher = await ChannelClient.open(t, code, host.token);
    await t.rest('POST', `sessions/${code}/start/`, { token: host.token });

    // Stop the server as soon as an oven timer is running.
    const timerStart = await watcher.next((m) => m.type === 'timer_start', 30_000);
    const before = watcher.messages.filter((m) => m.event_id && m.type !== 'session_state');
    const lastId = before.at(-1)!.event_id!;
    for (const c of clients) c.close();
    watcher.close();
    await t.stop();

    t = await startTestServer({ dbPath, clock, timerIntervalMs: 20 });
    watcher = await ChannelClient.open(t, code, host.token, lastId);
    // A completion sent while the server went down is lost in transit, as on a real phone: the
    // cooks see their tasks again in session_state and tap Complete again (idempotent).
    clients = await connectCooks(t, code, cooks, new Set());
    const done = await watcher.next((m) => m.type === 'session_completed', 60_000);
    expect(done.session.status).toBe('completed');

    const after = watcher.messages.filter((m) => m.event_id && m.type !== 'session_state');
    const all = [...before, ...after];
    const ids = all.map((m) => Number(m.event_id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(auditEvents(all, taskIds, preds)).toEqual([]);
    // The timer started before the restart rang after it.
    const rang = after.find((m) => m.type === 'timer_complete' && m.assignment.id === timerStart.assignment.id);
    expect(rang).toBeDefined();
    for (const c of clients) c.close();
    watcher.close();
    await t.stop();
  });
});
