import WebSocket from 'ws';
import type { RestServer, TestServer } from './harness';
import { registerUser } from './harness';

export type Msg = { type: string; event_id?: string; [k: string]: any };

/** A compatibility-channel client that keeps every message it receives, in order. */
export class ChannelClient {
  readonly messages: Msg[] = [];
  private waiters: Array<{ test: (m: Msg) => boolean; resolve: (m: Msg) => void }> = [];
  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as Msg;
      this.messages.push(msg);
      this.waiters = this.waiters.filter((w) => (w.test(msg) ? (w.resolve(msg), false) : true));
    });
  }
  static async open(t: RestServer, code: string, token: string | undefined, lastEventId?: string): Promise<ChannelClient> {
    const q = new URLSearchParams();
    if (token !== undefined) q.set('token', token);
    if (lastEventId !== undefined) q.set('last_event_id', lastEventId);
    const ws = new WebSocket(`${t.url.replace('http', 'ws')}/ws/sessions/${code}/?${q}`);
    const client = new ChannelClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }
  send(msg: object) {
    this.ws.send(JSON.stringify(msg));
  }
  next(test: (m: Msg) => boolean, timeoutMs = 20_000): Promise<Msg> {
    const seen = this.messages.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting; last: ${JSON.stringify(this.messages.at(-1))}`)), timeoutMs);
      this.waiters.push({ test, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  }
  close() {
    this.ws.close();
  }
}

/** A host with a kitchen and a session holding the given recipes (by name fragment). */
export async function kitchenWithSession(t: RestServer, recipeNames: string[], equipment?: Record<string, number>, sessionFields: { station_preference?: 'rotation' | 'fixed' } = {}) {
  const host = await registerUser(t, { host: true });
  const kitchenBody = equipment ? { name: 'Test kitchen', equipment } : { name: 'Test kitchen', use_default: true };
  const kitchen = (await t.rest('POST', 'kitchens/', { token: host.token, body: kitchenBody })).body;
  const session = (await t.rest('POST', 'sessions/create/', { token: host.token, body: { kitchen: kitchen.id, ...sessionFields } })).body;
  const all = (await t.rest('GET', 'recipes/', { token: host.token })).body as Array<{ id: number; name: string }>;
  for (const name of recipeNames) {
    const r = all.find((x) => x.name.includes(name));
    if (!r) throw new Error(`no recipe named like ${name}`);
    await t.rest('POST', `sessions/${session.code}/recipes/`, { token: host.token, body: { recipe_id: r.id } });
  }
  const dag = (await t.rest('GET', `sessions/${session.code}/dag/`, { token: host.token })).body;
  const preds = new Map<string, string[]>(dag.tasks.map((x: { id: string }) => [x.id, []]));
  for (const d of dag.dependencies as Array<{ task_id: string; depends_on_id: string }>) preds.get(d.task_id)!.push(d.depends_on_id);
  return { host, code: session.code as string, taskIds: dag.tasks.map((x: { id: string }) => x.id) as string[], preds };
}

/**
 * Checks the whole event history of a session, in commit order: no task handed out before its
 * predecessors completed, never held by two cooks, every task completed exactly once.
 */
export function auditEvents(events: Msg[], taskIds: string[], preds: Map<string, string[]>): string[] {
  const problems: string[] = [];
  const completed = new Map<string, number>();
  const holder = new Map<string, number>();
  for (const e of events) {
    if (e.type === 'tasks_assigned') {
      for (const a of e.assignments) {
        const missing = (preds.get(a.task_id) ?? []).filter((p) => !completed.has(p));
        if (missing.length) problems.push(`${a.task_id} handed out before ${missing.join(',')}`);
        const h = holder.get(a.task_id);
        if (h !== undefined && h !== a.participant_id) problems.push(`${a.task_id} held by ${h} and ${a.participant_id}`);
        holder.set(a.task_id, a.participant_id);
      }
    }
    if (e.type === 'task_completed') {
      completed.set(e.task_id, (completed.get(e.task_id) ?? 0) + 1);
      holder.delete(e.task_id);
    }
  }
  for (const id of taskIds) if (completed.get(id) !== 1) problems.push(`${id} completed ${completed.get(id) ?? 0} times`);
  return problems;
}

/**
 * Replays a session's events and checks the kitchen at every step: no cook holding two tasks they
 * must work on (a passive timer that runs frees its cook), and no equipment used beyond `capacity`
 * (a task holds its equipment until it completes, timer included).
 */
export function auditKitchen(events: Msg[], capacity: Record<string, number>): string[] {
  const problems: string[] = [];
  const held = new Map<number, { cook: number; equipment: string[]; working: boolean }>();
  const check = (at: string) => {
    const working = new Map<number, number>();
    const inUse = new Map<string, number>();
    for (const h of held.values()) {
      if (h.working) working.set(h.cook, (working.get(h.cook) ?? 0) + 1);
      for (const e of h.equipment) inUse.set(e, (inUse.get(e) ?? 0) + 1);
    }
    for (const [cook, n] of working) if (n > 1) problems.push(`${at}: cook ${cook} works on ${n} tasks`);
    for (const [e, n] of inUse) if (n > (capacity[e] ?? 1)) problems.push(`${at}: ${n} tasks on ${e} (capacity ${capacity[e] ?? 1})`);
  };
  for (const e of events) {
    if (e.type === 'tasks_assigned') {
      for (const a of e.assignments) held.set(a.id, { cook: a.participant_id, equipment: a.equipment.map((x: { name: string }) => x.name), working: true });
      check(`event ${e.event_id}`);
    } else if (e.type === 'timer_start' && e.assignment.task_type === 'timer_passive') {
      const h = held.get(e.assignment.id);
      if (h) h.working = false;
    } else if (e.type === 'task_completed') {
      held.delete(e.id);
    }
  }
  return problems;
}

/** An anonymous cook who joined and said Yes to every skill the session asks about. */
export async function joinWithEverySkill(t: Pick<TestServer, 'rest'>, code: string, name: string) {
  const cook = (await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: name } })).body as { participant: { id: number }; token: string };
  const required = (await t.rest('GET', `sessions/${code}/required-skills/`)).body.skills.map((s: { id: number }) => s.id);
  await t.rest('POST', `sessions/${code}/participants/${cook.participant.id}/skills/`, { token: cook.token, body: { skills: required } });
  return cook;
}

/**
 * A started session with one anonymous cook (every required skill said Yes) and the cook's first
 * task, handed out by the planner pool after the start.
 */
export async function cookingSession(t: Pick<TestServer, 'url' | 'rest' | 'server'>, recipeNames: string[], name = 'Ana') {
  const kitchen = await kitchenWithSession(t, recipeNames);
  const { host, code } = kitchen;
  const cook = await joinWithEverySkill(t, code, name);
  await t.rest('POST', `sessions/${code}/start/`, { token: host.token });
  await t.server.deps.planner?.idle();
  const assignments = (await t.rest('GET', `sessions/${code}/assignments/`, { token: host.token })).body.assignments as Array<{ id: number; participant_id: number; status: string; task_type: string }>;
  const first = assignments.find((a) => a.participant_id === cook.participant.id && a.status === 'in_progress');
  if (!first) throw new Error('the cook got no first task');
  return { ...kitchen, cook, first };
}
