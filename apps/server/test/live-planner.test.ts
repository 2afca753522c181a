import { scaledClock } from '@brigade/api';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { auditEvents, auditKitchen, ChannelClient, kitchenWithSession, type Msg } from './live-kitchen';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const t of servers.splice(0)) await t.stop();
});

/** Cooks over the compatibility channel who complete whatever they are handed, once, at once. */
async function busyCooks(t: TestServer, code: string, names: string[], opts: { skills?: boolean; hold?: boolean } = {}) {
  const required = (await t.rest('GET', `sessions/${code}/required-skills/`)).body.skills.map((s: { id: number }) => s.id);
  const cooks: Array<{ id: number; client: ChannelClient; got: number; go(): void }> = [];
  for (const name of names) {
    const res = await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: name } });
    if (opts.skills ?? true) await t.rest('POST', `sessions/${code}/participants/${res.body.participant.id}/skills/`, { token: res.body.token, body: { skills: required } });
    const client = await ChannelClient.open(t, code, res.body.token);
    // With `hold`, the cook keeps what they are handed until told to go on (`go`).
    let holding = opts.hold ?? false;
    const held: number[] = [];
    const complete = (id: number) => (holding ? held.push(id) : client.send({ type: 'complete_task', assignment_id: id }));
    const cook = {
      id: res.body.participant.id as number,
      client,
      got: 0,
      go() {
        holding = false;
        for (const id of held.splice(0)) complete(id);
      },
    };
    const handled = new Set<number>();
    const take = (items: Array<{ id: number; participant_id: number | null; status?: string }>) => {
      for (const a of items) {
        if (a.participant_id !== cook.id || handled.has(a.id) || (a.status !== undefined && a.status !== 'in_progress')) continue;
        handled.add(a.id);
        cook.got++;
        complete(a.id);
      }
    };
    const onMessage = (msg: Msg) => {
      if (msg.type === 'tasks_assigned') take(msg.assignments);
      // A task handed out between the join and the connection arrives in the snapshot.
      if (msg.type === 'session_state') take(msg.active_assignments ?? []);
    };
    client.ws.on('message', (raw) => onMessage(JSON.parse(String(raw)) as Msg));
    // The snapshot may have come with the connection itself, before this listener.
    for (const msg of [...client.messages]) onMessage(msg);
    cooks.push(cook);
  }
  return cooks;
}

const metricValue = (text: string, name: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith(name) && !l.startsWith('#'))
    .reduce((n, l) => n + Number(l.split(' ').at(-1)), 0);

async function until(test: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!(await test())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function metrics(t: TestServer): Promise<string> {
  return (await fetch(`${t.url}/metrics`)).text();
}

describe('planning in worker threads', () => {
  it('keeps every rule of the kitchen when several sessions cook at once on a small kitchen', { timeout: 120_000 }, async () => {
    const t = await startTestServer({ clock: scaledClock(3000), timerIntervalMs: 20, metrics: true });
    servers.push(t);
    // One prep station and one sink: equipment, not cooks, limits the work.
    const equipment = { prep_stations: 1, oven: 1, stove_4_burner: 1, sink: 1 };
    const capacity = { prep_station: 1, oven: 2, burner: 4, sink: 1 };
    const runs = await Promise.all(
      [0, 1, 2].map(async (i) => {
        const kitchen = await kitchenWithSession(t, ['Greek Salad', 'Guacamole'], equipment);
        const cooks = await busyCooks(t, kitchen.code, [`A${i}`, `B${i}`, `C${i}`, `D${i}`]);
        const watcher = await ChannelClient.open(t, kitchen.code, kitchen.host.token);
        await watcher.next((m) => m.type === 'session_state');
        return { ...kitchen, cooks, watcher };
      }),
    );
    // Every session starts in the same moment.
    await Promise.all(runs.map((r) => t.rest('POST', `sessions/${r.code}/start/`, { token: r.host.token })));
    for (const r of runs) {
      await r.watcher.next((m) => m.type === 'session_completed', 90_000);
      const events = r.watcher.messages.filter((m) => m.event_id && m.type !== 'session_state');
      expect(auditEvents(events, r.taskIds, r.preds)).toEqual([]);
      expect(auditKitchen(events, capacity)).toEqual([]);
      const ids = events.map((e) => Number(e.event_id));
      expect(new Set(ids).size).toBe(ids.length);
      for (const c of r.cooks) c.client.close();
      r.watcher.close();
    }
    const text = await metrics(t);
    expect(metricValue(text, 'brigade_plans_total')).toBeGreaterThan(0);
    expect(metricValue(text, 'brigade_plan_failures_total')).toBe(0);
  });

  it('keeps a session cooking on its last plan when a plan throws or its worker dies, and counts it', { timeout: 120_000 }, async () => {
    const t = await startTestServer({
      clock: scaledClock(3000),
      timerIntervalMs: 20,
      metrics: true,
      planner: { workerFile: fileURLToPath(new URL('./fixtures/faulty-plan-worker.ts', import.meta.url)), threads: 1, improveRounds: 0 },
    });
    servers.push(t);
    const { host, code, taskIds, preds } = await kitchenWithSession(t, ['Greek Salad']);
    const watcher = await ChannelClient.open(t, code, host.token);
    const [ana] = await busyCooks(t, code, ['Ana'], { hold: true });
    await t.rest('POST', `sessions/${code}/start/`, { token: host.token });
    await watcher.next((m) => m.type === 'tasks_assigned');
    // A second cook: the plan throws. A third: the worker dies.
    const [ben] = await busyCooks(t, code, ['Ben'], { hold: true });
    await until(async () => metricValue(await metrics(t), 'brigade_plan_failures_total') >= 1);
    const [cy] = await busyCooks(t, code, ['Cy'], { hold: true });
    await until(async () => metricValue(await metrics(t), 'brigade_plan_failures_total') >= 2);
    // Every plan from now on fails; the kitchen cooks on from the first plan (Ben and Cy, in no
    // plan, may take its ready tasks when idle: the work-conserving hand-out).
    for (const c of [ana!, ben!, cy!]) c.go();
    const done = await watcher.next((m) => m.type === 'session_completed', 90_000);
    expect(done.session.status).toBe('completed');
    const events = watcher.messages.filter((m) => m.event_id && m.type !== 'session_state');
    expect(auditEvents(events, taskIds, preds)).toEqual([]);
    expect(ana!.got).toBeGreaterThan(1);
    const text = await metrics(t);
    // Only the first plan (one cook) was ever applied.
    expect(metricValue(text, 'brigade_plans_total{kind="plan",outcome="applied"}')).toBe(1);
    expect(metricValue(text, 'brigade_plan_failures_total')).toBeGreaterThanOrEqual(2);
    expect(metricValue(text, 'brigade_plans_total{kind="plan",outcome="failed"}')).toBeGreaterThanOrEqual(2);
    for (const c of [ana!, ben!, cy!]) c.client.close();
    watcher.close();
  });

  it('serves /metrics only when enabled, with no session codes or names in it', async () => {
    const off = await startTestServer();
    servers.push(off);
    expect((await fetch(`${off.url}/metrics`)).status).toBe(404);

    const t = await startTestServer({ metrics: true });
    servers.push(t);
    const { code, host } = await kitchenWithSession(t, ['Greek Salad']);
    const [cook] = await busyCooks(t, code, ['Zelda']);
    await t.rest('POST', `sessions/${code}/start/`, { token: host.token });
    await cook!.client.next((m) => m.type === 'tasks_assigned');
    const res = await fetch(`${t.url}/metrics`);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    for (const name of ['brigade_plans_total', 'brigade_plan_duration_seconds_bucket', 'brigade_plan_queue_wait_seconds_bucket', 'brigade_events_published_total', 'nodejs_eventloop_lag_p99_seconds']) {
      expect(text).toContain(name);
    }
    expect(metricValue(text, 'brigade_cooks_connected')).toBe(1);
    expect(metricValue(text, 'brigade_sessions_connected')).toBe(1);
    expect(metricValue(text, 'brigade_events_published_total')).toBeGreaterThan(0);
    expect(text).not.toContain(code);
    expect(text).not.toContain('Zelda');
    cook!.client.close();
  });
});
