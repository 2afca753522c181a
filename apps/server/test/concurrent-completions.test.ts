import { scaledClock } from '@brigade/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { auditEvents, ChannelClient, kitchenWithSession, type Msg } from './live-kitchen';

/**
 * Many completions at once through the REST adapter (concurrent requests, so concurrent
 * transactions: on PostgreSQL, on different pool connections): each task is completed once and held
 * by one cook, and the live stream delivers the session's events in the order of their ids, which
 * is their commit order (issue 16: serial ids are handed out at insert, not commit). Runs on SQLite
 * (project server) and PostgreSQL (project server-pg).
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ clock: scaledClock(3000), timerIntervalMs: 20 });
});
afterAll(async () => {
  await t.stop();
});

describe('concurrent completions', () => {
  it('complete every task exactly once, and the live stream is the event table in id order', async () => {
    const { host, code, taskIds, preds } = await kitchenWithSession(t, ['Greek Salad', 'Guacamole'], { prep_stations: 6, sink: 2, stove_4_burner: 1, oven: 1 });
    const required = (await t.rest('GET', `sessions/${code}/required-skills/`)).body.skills.map((s: { id: number }) => s.id);
    const cooks: Array<{ token: string; id: number; client: ChannelClient }> = [];
    for (const name of ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay']) {
      const joined = (await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: name } })).body;
      await t.rest('POST', `sessions/${code}/participants/${joined.participant.id}/skills/`, { token: joined.token, body: { skills: required } });
      cooks.push({ token: joined.token, id: joined.participant.id, client: await ChannelClient.open(t, code, joined.token) });
    }
    const watcher = await ChannelClient.open(t, code, host.token);
    const from = (await watcher.next((m) => m.type === 'session_state')).event_id!;

    // Every hand-out is answered at once with three completions by its cook and one by another
    // cook, all in flight together.
    const handled = new Set<number>();
    const requests: Array<Promise<{ status: number }>> = [];
    const refusedOthers: number[] = [];
    watcher.ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as Msg;
      const list = msg.type === 'tasks_assigned' || msg.type === 'task_assignments_updated' ? msg.assignments : [];
      for (const a of list) {
        if (a.status !== 'in_progress' || handled.has(a.id)) continue;
        handled.add(a.id);
        const cook = cooks.find((c) => c.id === a.participant_id)!;
        const other = cooks.find((c) => c !== cook)!;
        const complete = (token: string) => t.rest('POST', `sessions/${code}/assignments/${a.id}/complete/`, { token, body: {} });
        requests.push(complete(cook.token), complete(cook.token), complete(cook.token));
        requests.push(complete(other.token).then((r) => (r.status >= 400 && refusedOthers.push(a.id), r)));
      }
    });
    expect((await t.rest('POST', `sessions/${code}/start/`, { token: host.token })).status).toBe(200);
    await watcher.next((m) => m.type === 'session_completed', 60_000);
    const answers = await Promise.all(requests);
    // Nothing failed on the server, whatever the race.
    expect(answers.filter((r) => r.status >= 500)).toEqual([]);
    // Another cook's Complete never counts.
    expect(refusedOthers.sort()).toEqual([...handled].sort());

    const live = watcher.messages.filter((m) => m.event_id && m.type !== 'session_state');
    expect(auditEvents(live, taskIds, preds)).toEqual([]);
    // The history since the watcher connected, read back from the table (a client resuming from
    // there): the same events in the same order; nothing published was lost, repeated, or
    // overtaken by a later id.
    const replay = await ChannelClient.open(t, code, host.token, from);
    await replay.next((m) => m.type === 'session_completed');
    const stored = replay.messages.filter((m) => m.event_id && m.type !== 'session_state');
    expect(live.map((m) => `${m.event_id} ${m.type}`)).toEqual(stored.map((m) => `${m.event_id} ${m.type}`));
    const ids = live.map((m) => Number(m.event_id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const final = (await t.rest('GET', `sessions/${code}/`, { token: host.token })).body;
    expect(final.completed_task_count).toBe(taskIds.length);
    expect(final.participants.reduce((n: number, p: { tasks_completed: number }) => n + p.tasks_completed, 0)).toBe(taskIds.length);
    for (const c of cooks) c.client.close();
    watcher.close();
    replay.close();
  });
});
