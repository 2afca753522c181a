import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { startTestServer, registerUser, type TestServer } from './harness';
import { kitchenWithSession } from './live-kitchen';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

async function errorOf(p: Promise<unknown>): Promise<{ code: string; message: string; data: string }> {
  try {
    await p;
  } catch (e) {
    if (e instanceof TRPCClientError) return { code: e.data?.code, message: e.message, data: JSON.stringify(e.data) };
    throw e;
  }
  throw new Error('expected an error');
}

describe('the host plan: settings, timeline, shopping list, scaled amounts', () => {
  it('scales ingredients with diners, merges the shopping list and shares it by link', async () => {
    const { host, code } = await kitchenWithSession(t, ['Pancakes', 'Greek Salad']);
    const api = t.trpc(host.token);
    const before = await api.plan.shoppingList.query({ code });
    const eggsBefore = before.aisles.flatMap((a) => a.items).find((i) => i.key === 'eggs' || i.key === 'egg');
    await api.plan.updateSettings.mutate({ code, changes: { diners: 12 } });
    const after = await api.plan.shoppingList.query({ code });
    expect(after.diners).toBe(12);
    const grams = (list: typeof after, key: string) => list.aisles.flatMap((a) => a.items).find((i) => i.key === key)!.amount;
    // Feta in the Greek salad: the recipe serves 4 (or so); 12 diners need about three times as much.
    const feta0 = grams(before, 'feta'), feta1 = grams(after, 'feta');
    expect(feta0.unit).toBe('g');
    expect(feta1.unit === 'kg' ? feta1.quantity * 1000 : feta1.quantity).toBeGreaterThan(feta0.quantity * 1.5);
    expect(eggsBefore).toBeDefined();
    expect(after.aisles.map((a) => a.aisle)).toContain('Dairy & eggs');
    expect(after.share_path).toMatch(/^\/shopping\/[a-z0-9]{16,}$/);
    // The link works without signing in, and shows the same list; a wrong token is a 404.
    const shared = await t.trpc().plan.sharedShoppingList.query({ token: after.share_path!.split('/').pop()! });
    expect(shared.aisles).toEqual(after.aisles);
    expect(shared.share_path).toBeNull();
    expect((await errorOf(t.trpc().plan.sharedShoppingList.query({ token: 'nope-nope-nope-nope' }))).code).toBe('NOT_FOUND');
    // The cook's card: every task's amounts, scaled.
    const perTask = await api.plan.taskIngredients.query({ code });
    expect(Object.values(perTask).flat().length).toBeGreaterThan(5);
  });

  it('shows the plan before Start with estimates by number of cooks, and a serve time with a start-by', async () => {
    const { host, code } = await kitchenWithSession(t, ['Pancakes', 'Greek Salad']);
    const api = t.trpc(host.token);
    const two = await api.plan.timeline.query({ code, options: { cooks: 2 } });
    expect(two.status).toBe('waiting');
    expect(two.lanes.filter((l) => l.kind === 'cook')).toHaveLength(2);
    expect(two.bars.length).toBeGreaterThan(5);
    expect(two.critical_path.length).toBeGreaterThan(0);
    const by = new Map(two.estimates.map((e) => [e.cooks, e.minutes]));
    expect(by.get(1)!).toBeGreaterThanOrEqual(by.get(2)!);
    expect(by.get(2)!).toBeGreaterThanOrEqual(by.get(3)!);

    const serve = new Date(Date.parse(two.now) + 3 * 3600_000).toISOString();
    await api.plan.updateSettings.mutate({ code, changes: { serve_at: serve, name: 'Dinner' } });
    const served = await api.plan.timeline.query({ code, options: { cooks: 2 } });
    expect(served.serve_at).toBe(serve);
    // Whole kitchen minutes: the last dish ends in the minute of the serve time.
    expect(Math.abs(Date.parse(served.finish_at) - Date.parse(serve))).toBeLessThan(60_000);
    for (const d of served.dishes) expect(Math.abs(Date.parse(serve) - Date.parse(d.finish_at))).toBeLessThanOrEqual(10 * 60_000);
    expect(Date.parse(served.start_by!)).toBeGreaterThan(Date.parse(served.now));
    expect(served.start_by_passed).toBe(false);

    // A serve time already too close: the start-by has passed, and the host is told.
    await api.plan.updateSettings.mutate({ code, changes: { serve_at: new Date(Date.parse(two.now) + 60_000).toISOString() } });
    expect((await api.plan.timeline.query({ code, options: { cooks: 2 } })).start_by_passed).toBe(true);
  });

  it('refuses bad input and other people, and limits what changes once started', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const api = t.trpc(host.token);
    const bad = await errorOf(api.plan.updateSettings.mutate({ code, changes: { diners: 0 } }));
    expect(bad.code).toBe('BAD_REQUEST');
    expect(bad.data).toContain('Enter a number of diners from 1 to 200.');
    expect((await errorOf(api.plan.updateSettings.mutate({ code, changes: { serve_at: '19:30' } }))).code).toBe('BAD_REQUEST');
    const other = await registerUser(t, { host: true });
    expect((await errorOf(t.trpc(other.token).plan.updateSettings.mutate({ code, changes: { diners: 4 } }))).code).toBe('FORBIDDEN');
    expect((await errorOf(t.trpc(other.token).plan.timeline.query({ code }))).code).toBe('FORBIDDEN');

    await t.trpc().live.join.mutate({ code, display_name: 'Ann' });
    // Served in six hours: after Start the plan waits for its start-by, which is not a stall.
    await api.plan.updateSettings.mutate({ code, changes: { serve_at: new Date(Date.now() + 6 * 3600_000).toISOString() } });
    await t.rest('POST', `sessions/${code}/start/`, { token: host.token });
    expect((await errorOf(api.plan.updateSettings.mutate({ code, changes: { name: 'Late rename' } }))).code).toBe('CONFLICT');
    const events: string[] = [];
    let ready = false;
    const sub = api.live.events.subscribe({ code }, { onData: (d) => events.push(d.data.type), onStarted: () => (ready = true) });
    await new Promise<void>((r) => { const i = setInterval(() => ready && (clearInterval(i), r()), 10); });
    const changed = await api.plan.updateSettings.mutate({ code, changes: { diners: 8 } });
    expect(changed.diners).toBe(8);
    const timeline = await api.plan.timeline.query({ code });
    expect(timeline.status).toBe('active');
    expect(timeline.health).toBe('on_time');
    expect(timeline.bars.every((b) => Date.parse(b.start_at) > Date.parse(timeline.now))).toBe(true);
    const assignments = (await api.sessions.get.query({ code })).active_assignments;
    expect(assignments.filter((a) => a.status === 'in_progress')).toEqual([]);
    expect(timeline.lanes.some((l) => l.label === 'Ann')).toBe(true);
    sub.unsubscribe();
  });

  it('summarises a finished meal for its host: who did what, actual against planned, the timeline as it happened', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const api = t.trpc(host.token);
    const joined = await t.trpc().live.join.mutate({ code, display_name: 'Bo' });
    const cook = t.trpc(joined.token!);
    await api.live.start.mutate({ code });
    const done: string[] = [];
    for (let i = 0; i < 6; i++) {
      // Tasks are handed out by the planner pool after each change commits.
      await t.server.deps.planner.idle();
      const mine = (await cook.live.assignments.query({ code })) as Array<{ id: number; task_id: string; status: string; participant_id: number | null }>;
      const current = mine.find((a) => a.status === 'in_progress' && a.participant_id === joined.participant.id);
      if (!current) break;
      const result = await cook.live.completeTask.mutate({ code, assignmentId: current.id });
      // A timer task's first press starts its timer; only completions count.
      if (result.status === 'completed' && !done.includes(current.task_id)) done.push(current.task_id);
    }
    expect(done.length).toBeGreaterThan(0);
    await api.live.end.mutate({ code });
    const summary = await api.plan.summary.query({ code });
    expect(summary.status).toBe('terminated');
    expect(summary.cooks).toEqual([expect.objectContaining({ name: 'Bo', tasks_done: done.length })]);
    const doneTasks = summary.tasks.filter((x) => x.actual_minutes !== null);
    expect(doneTasks.map((x) => x.task_id).sort()).toEqual([...done].sort());
    for (const x of summary.tasks) expect(x.planned_minutes).toBeGreaterThan(0);
    expect(summary.timeline.bars.map((b) => b.task_id).sort()).toEqual([...done].sort());
    expect(summary.dishes).toHaveLength(1);
    const other = await registerUser(t, { host: true });
    expect((await errorOf(t.trpc(other.token).plan.summary.query({ code }))).code).toBe('FORBIDDEN');
  });

  it('sets the quantity-dependent flag on a task, and scales that task\'s time with the diners', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const api = t.trpc(host.token);
    const graph = await api.sessions.taskGraph.query({ code });
    const task = (graph.tasks as Array<{ id: string | number; quantity_dependent: boolean; estimated_duration_minutes: number; is_timer_task: boolean }>).find((x) => !x.is_timer_task)!;
    expect((await errorOf(api.sessions.updateTask.mutate({ code, taskId: String(task.id), changes: { quantity_dependent: 'yes' as never } }))).code).toBe('BAD_REQUEST');
    await api.sessions.updateTask.mutate({ code, taskId: String(task.id), changes: { quantity_dependent: true } });
    const again = (await api.sessions.taskGraph.query({ code })).tasks as Array<{ id: string | number; quantity_dependent: boolean }>;
    expect(again.find((x) => x.id === task.id)!.quantity_dependent).toBe(true);
    const length = async () => {
      const tl = await api.plan.timeline.query({ code, options: { cooks: 1 } });
      const bar = tl.bars.find((b) => b.task_id === String(task.id) && b.lane.startsWith('cook:'))!;
      return (Date.parse(bar.end_at) - Date.parse(bar.start_at)) / 60_000;
    };
    const before = await length();
    expect(before).toBe(task.estimated_duration_minutes);
    // The Greek salad serves 4: three times the diners, about three times the chopping.
    await api.plan.updateSettings.mutate({ code, changes: { diners: 12 } });
    expect(await length()).toBeGreaterThan(before * 2);
  });
});
