import { scaledClock } from '@brigade/api';
import type { LiveEvent } from '@brigade/contracts';
import { testDialect } from '@brigade/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { auditEvents, ChannelClient, kitchenWithSession, type Msg } from './live-kitchen';

/**
 * Several Brigade instances on one PostgreSQL database (issue 16, docs/scale-out.md): two real
 * servers on port 0 sharing the project's database; cooks and hosts on either. PostgreSQL only
 * (project server-pg): on SQLite there is one process.
 */
const onPostgres = testDialect() === 'postgres';
// One kitchen clock for both (a cluster's instances share the database-kept clock; here both run
// in one process, and two scaled clocks made a moment apart would disagree by minutes).
const clock = scaledClock(3000);
// Short leases, so a stopped instance's sessions are taken over within the test.
const cluster = { leaseTtlMs: 1500, renewMs: 200 };
const FAST = { clock, timerIntervalMs: 20, cluster };

let servers: TestServer[] = [];
const stopped = new Set<TestServer>();
async function twoInstances(): Promise<[TestServer, TestServer]> {
  const a = await startTestServer(FAST);
  const b = await startTestServer({ ...FAST, databaseUrl: a.databaseUrl });
  servers = [a, b];
  return [a, b];
}
afterEach(async () => {
  for (const s of servers) if (!stopped.has(s)) await s.stop();
  servers = [];
  stopped.clear();
});

const eventsOf = (c: ChannelClient) => c.messages.filter((m) => m.event_id && m.type !== 'session_state' && m.type !== 'pong' && m.type !== 'error');
const line = (m: Msg) => `${m.event_id} ${m.type}`;

async function cooks(t: TestServer, code: string, names: string[]) {
  const required = (await t.rest('GET', `sessions/${code}/required-skills/`)).body.skills.map((s: { id: number }) => s.id);
  const out: Array<{ token: string; id: number }> = [];
  for (const name of names) {
    const joined = (await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: name } })).body;
    await t.rest('POST', `sessions/${code}/participants/${joined.participant.id}/skills/`, { token: joined.token, body: { skills: required } });
    out.push({ token: joined.token, id: joined.participant.id });
  }
  return out;
}

/**
 * A cook's phone on the compatibility channel: completes what it is given, starts timer tasks
 * and lets them ring (a stay-with-it timer is completed after its ring). When its server goes
 * away it reconnects to `fallback` with the last event id it saw, as the web app does.
 */
class CookPhone {
  client!: ChannelClient;
  /** Every event this phone received, over all its connections, in order. */
  readonly events: Msg[] = [];
  readonly connections: string[] = [];
  private acted = new Set<string>();
  private lastEventId: string | undefined;
  reconnected: Promise<void> | null = null;

  constructor(readonly code: string, readonly token: string, readonly id: number, private fallback: TestServer | null = null) {}

  async connect(t: TestServer): Promise<void> {
    this.acted = new Set();
    this.client = await ChannelClient.open(t, this.code, this.token, this.lastEventId);
    this.connections.push(t.url);
    this.client.ws.on('message', (raw) => this.receive(JSON.parse(String(raw)) as Msg));
    this.client.ws.on('close', () => {
      const next = this.fallback;
      if (!next || next.url === t.url) return;
      this.reconnected = this.connect(next);
    });
  }

  private receive(m: Msg): void {
    if (m.type === 'session_state') {
      for (const a of m.active_assignments ?? []) this.act(a, m.server_now);
      return;
    }
    if (m.event_id) {
      this.events.push(m);
      this.lastEventId = m.event_id;
    }
    const list = m.type === 'tasks_assigned' || m.type === 'task_assignments_updated' ? m.assignments : [];
    for (const a of list) this.act(a);
    if (m.type === 'timer_complete' && m.assignment.participant_id === this.id && m.assignment.task_type === 'timer_active') this.tap('complete_task', m.assignment.id);
  }

  private act(a: Msg, serverNow?: number): void {
    if (a.participant_id !== this.id || a.status !== 'in_progress') return;
    if (!String(a.task_type).startsWith('timer')) return this.tap('complete_task', a.id);
    if (!a.timer_started_at) return this.tap('start_task', a.id);
    // Reconnected after its ring: the stay-with-it timer still waits for its cook.
    if (a.task_type === 'timer_active' && serverNow !== undefined && Date.parse(a.timer_ends_at) <= serverNow) this.tap('complete_task', a.id);
  }

  private tap(type: string, assignmentId: number): void {
    const key = `${type}:${assignmentId}`;
    if (this.acted.has(key)) return;
    this.acted.add(key);
    this.client.send({ type, assignment_id: assignmentId });
  }
}

describe.skipIf(!onPostgres)('several instances on one PostgreSQL', () => {
  it('a host on B sees what cooks on A do, in the same order with the same ids, and concurrent completions on both give no task twice', async () => {
    const [a, b] = await twoInstances();
    const { host, code, taskIds, preds } = await kitchenWithSession(a, ['Greek Salad', 'Guacamole'], { prep_stations: 6, sink: 2, stove_4_burner: 1, oven: 1 });
    const team = await cooks(a, code, ['Ana', 'Ben', 'Cy', 'Dee']);
    const watchA = await ChannelClient.open(a, code, host.token);
    const watchB = await ChannelClient.open(b, code, host.token);
    const from = (await watchB.next((m) => m.type === 'session_state')).event_id!;
    await watchA.next((m) => m.type === 'session_state');

    // Every hand-out is answered at once by its cook twice on each instance and by another cook on
    // the other instance: concurrent transactions on two servers' pools.
    const handled = new Set<number>();
    const requests: Array<Promise<{ status: number }>> = [];
    const refusedOthers: number[] = [];
    watchB.ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as Msg;
      const list = msg.type === 'tasks_assigned' || msg.type === 'task_assignments_updated' ? msg.assignments : [];
      for (const x of list) {
        if (x.status !== 'in_progress' || handled.has(x.id)) continue;
        handled.add(x.id);
        const cook = team.find((c) => c.id === x.participant_id)!;
        const other = team.find((c) => c !== cook)!;
        const complete = (t: TestServer, token: string) => t.rest('POST', `sessions/${code}/assignments/${x.id}/complete/`, { token, body: {} });
        requests.push(complete(a, cook.token), complete(b, cook.token), complete(a, cook.token), complete(b, cook.token));
        requests.push(complete(handled.size % 2 ? a : b, other.token).then((r) => (r.status >= 400 && refusedOthers.push(x.id), r)));
      }
    });
    expect((await b.rest('POST', `sessions/${code}/start/`, { token: host.token })).status).toBe(200);
    await watchB.next((m) => m.type === 'session_completed', 60_000);
    await watchA.next((m) => m.type === 'session_completed', 20_000);
    const answers = await Promise.all(requests);
    expect(answers.filter((r) => r.status >= 500)).toEqual([]);
    expect(refusedOthers.sort()).toEqual([...handled].sort());

    const onA = eventsOf(watchA).map(line);
    const onB = eventsOf(watchB).map(line);
    // Same events, same ids, same order on both instances; ids grow (commit order).
    expect(onA).toEqual(onB);
    const ids = onB.map((l) => Number(l.split(' ')[0]));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(ids.length);
    expect(auditEvents(eventsOf(watchB), taskIds, preds)).toEqual([]);
    // The table is the truth: a client resuming on A from where B's watcher started reads the same.
    const replay = await ChannelClient.open(a, code, host.token, from);
    await replay.next((m) => m.type === 'session_completed');
    expect(eventsOf(replay).map(line)).toEqual(onB);
    for (const c of [watchA, watchB, replay]) c.close();
  });

  it('a tRPC subscription and a /ws channel resumed on the other instance miss nothing and repeat nothing', async () => {
    const [a, b] = await twoInstances();
    const { host, code } = await kitchenWithSession(a, ['Greek Salad']);
    const team = await cooks(b, code, ['Ana', 'Ben']);
    const phones = team.map((c) => new CookPhone(code, c.token, c.id));
    for (const [i, p] of phones.entries()) await p.connect(i === 0 ? a : b);
    // The whole story, watched on B without interruption.
    const whole = await ChannelClient.open(b, code, host.token);
    const from = (await whole.next((m) => m.type === 'session_state')).event_id!;

    // tRPC on A until a few events came, then resumed on B from the last one seen.
    const trpcSeen: LiveEvent[] = [];
    let started = false;
    const first = a.trpc(host.token).live.events.subscribe({ code, lastEventId: from }, { onData: (d) => trpcSeen.push(d.data), onStarted: () => (started = true) });
    // The /ws channel on B until a few events came, then resumed on A.
    const wsFirst = await ChannelClient.open(b, code, host.token, from);
    await expect.poll(() => started).toBe(true);
    expect((await a.rest('POST', `sessions/${code}/start/`, { token: host.token })).status).toBe(200);
    await expect.poll(() => trpcSeen.length >= 5 && eventsOf(wsFirst).length >= 7, { timeout: 20_000 }).toBe(true);
    first.unsubscribe();
    wsFirst.close();
    const lastTrpc = trpcSeen.at(-1)!.id;
    const wsPart = eventsOf(wsFirst);
    const wsResumed = await ChannelClient.open(a, code, host.token, wsPart.at(-1)!.event_id);
    const resumed: LiveEvent[] = [];
    const second = b.trpc(host.token).live.events.subscribe({ code, lastEventId: lastTrpc }, { onData: (d) => resumed.push(d.data) });

    await whole.next((m) => m.type === 'session_completed', 60_000);
    await wsResumed.next((m) => m.type === 'session_completed', 20_000);
    await expect.poll(() => resumed.some((e) => e.type === 'session_completed'), { timeout: 20_000 }).toBe(true);
    second.unsubscribe();

    const truth = eventsOf(whole).map(line);
    expect(truth.length).toBeGreaterThan(10);
    const trpcLines = [...trpcSeen, ...resumed].map((e) => `${e.id} ${e.type}`);
    expect(trpcLines).toEqual(truth);
    // Each resumed part chains on from the part before it.
    expect(resumed[0]!.previous_id).toBe(lastTrpc);
    expect([...wsPart, ...eventsOf(wsResumed)].map(line)).toEqual(truth);
    // The phones (one per instance) heard the same story.
    for (const p of phones) expect(p.events.map(line)).toEqual(truth);
    for (const c of [whole, wsResumed, ...phones.map((p) => p.client)]) c.close();
  });

  it('each timer rings once, whichever instance the cooks are on', async () => {
    const [a, b] = await twoInstances();
    const { host, code } = await kitchenWithSession(a, ['Guacamole', 'Banana Bread']);
    const team = await cooks(a, code, ['Ana', 'Ben', 'Cy']);
    const phones = team.map((c) => new CookPhone(code, c.token, c.id));
    for (const [i, p] of phones.entries()) await p.connect(i % 2 ? a : b);
    const watch = await ChannelClient.open(b, code, host.token);
    await watch.next((m) => m.type === 'session_state');
    expect((await a.rest('POST', `sessions/${code}/start/`, { token: host.token })).status).toBe(200);
    await watch.next((m) => m.type === 'session_completed', 90_000);

    const events = eventsOf(watch);
    const starts = events.filter((m) => m.type === 'timer_start').map((m) => m.assignment.id);
    const rings = events.filter((m) => m.type === 'timer_complete').map((m) => m.assignment.id);
    expect(starts.length).toBeGreaterThan(0);
    // Every timer started rang exactly once (both instances tick every 20 ms).
    expect([...rings].sort()).toEqual([...new Set(starts)].sort());
    const warnings = events.filter((m) => m.type === 'timer_warning').map((m) => m.assignment.id);
    expect(warnings.length).toBe(new Set(warnings).size);
    for (const c of [watch, ...phones.map((p) => p.client)]) c.close();
  });

  it('an instance stopped without notice (leases left to expire): its cooks reconnect to the other, and the meal completes with nothing lost', async () => {
    const [a, b] = await twoInstances();
    const { host, code, taskIds, preds } = await kitchenWithSession(a, ['Greek Salad', 'Guacamole']);
    const team = await cooks(a, code, ['Ana', 'Ben', 'Cy']);
    // Every cook on A, with B as the fallback; the host watches on B.
    const phones = team.map((c) => new CookPhone(code, c.token, c.id, b));
    for (const p of phones) await p.connect(a);
    const watch = await ChannelClient.open(b, code, host.token);
    await watch.next((m) => m.type === 'session_state');
    // A starts the session: it takes the session's lease, so A plans it and rings its timers.
    expect((await a.rest('POST', `sessions/${code}/start/`, { token: host.token })).status).toBe(200);
    // (20 s: on a loaded machine taking the lease has taken past 10 s once.)
    await expect.poll(() => a.server.deps.cluster!.owns(Number((watch.messages[0] as Msg).session.id)), { timeout: 20_000 }).toBe(true);
    await watch.next((m) => eventsOf(watch).filter((e) => e.type === 'task_completed').length >= 3 && m.type === 'task_completed', 30_000);

    // A goes: sockets closed, pool closed, leases not given up (they expire after 1.5 s).
    stopped.add(a);
    await a.server.stop({ leaveLeases: true });
    await watch.next((m) => m.type === 'session_completed', 90_000);
    for (const p of phones) await p.reconnected;

    const truth = eventsOf(watch);
    expect(auditEvents(truth, taskIds, preds)).toEqual([]);
    for (const p of phones) {
      // Each phone was on A, then on B, and heard every event once, in order, across the move.
      expect(p.connections).toEqual([a.url, b.url]);
      await p.client.next((m) => m.type === 'session_completed', 20_000);
      expect(p.events.map(line)).toEqual(truth.map(line));
    }
    const final = (await b.rest('GET', `sessions/${code}/`, { token: host.token })).body;
    expect(final.completed_task_count).toBe(taskIds.length);
    for (const c of [watch, ...phones.map((p) => p.client)]) c.close();
  });

  it('a completion on the instance that does not own the session hands the next task out in its own commit, from the stored plan', async () => {
    const [a, b] = await twoInstances();
    const { host, code } = await kitchenWithSession(a, ['Greek Salad']);
    const [cook] = await cooks(a, code, ['Ana']);
    const watch = await ChannelClient.open(a, code, host.token);
    const sessionId = Number((await watch.next((m) => m.type === 'session_state')).session.id);
    expect((await a.rest('POST', `sessions/${code}/start/`, { token: host.token })).status).toBe(200);
    // Whichever instance took the session's lease plans it; the cook's phone and taps go to the other.
    await expect.poll(() => a.server.deps.cluster!.owns(sessionId) || b.server.deps.cluster!.owns(sessionId), { timeout: 10_000 }).toBe(true);
    const other = a.server.deps.cluster!.owns(sessionId) ? b : a;
    expect(other.server.deps.cluster!.owns(sessionId)).toBe(false);
    const phone = await ChannelClient.open(other, code, cook!.token);
    const mine = (list: Msg[] | undefined) => (list ?? []).filter((x) => x.participant_id === cook!.id && x.status === 'in_progress');
    const state = await phone.next((m) => m.type === 'session_state');
    const first = mine(state.active_assignments)[0] ?? mine((await phone.next((m) => m.type === 'tasks_assigned' && mine(m.assignments).length > 0)).assignments)[0]!;
    expect(String(first.task_type)).not.toMatch(/^timer/);
    // Completed through the instance that never planned this session: the next task comes with the completion.
    expect((await other.rest('POST', `sessions/${code}/assignments/${first.id}/complete/`, { token: cook!.token, body: {} })).status).toBe(200);
    const completed = await phone.next((m) => m.type === 'task_completed' && m.id === first.id);
    const next = await phone.next((m) => m.type === 'tasks_assigned' && mine(m.assignments).some((x) => x.id !== first.id));
    expect(next.created_at).toBe(completed.created_at);
    for (const c of [watch, phone]) c.close();
  });
});
