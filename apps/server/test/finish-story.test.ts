import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@brigade/db';
import { startTestServer, type TestServer } from './harness';
import { kitchenWithSession } from './live-kitchen';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

type Timeline = { bars: Array<{ task_id: string; start_at: string; end_at: string }>; unplanned: Array<{ task_id: string }> };
const chartMinutes = (tl: Timeline) =>
  (Math.max(...tl.bars.map((b) => Date.parse(b.end_at))) - Math.min(...tl.bars.map((b) => Date.parse(b.start_at)))) / 60_000;
const everyTask = (tl: Timeline) => [...new Set([...tl.bars.map((b) => b.task_id), ...tl.unplanned.map((u) => u.task_id)])].sort();
const sessionId = async (code: string) => (await sessions.findSessionByCode(t.server.deps.db, code))!.id;

describe('the Sunday dinner (issue 34): every task, what-ifs from the chart', () => {
  it('plans all 37 tasks for 1 to 4 cooks; each estimate is the chart for that number, and never grows with a cook', async () => {
    const { host, code, taskIds } = await kitchenWithSession(t, ['Roast Chicken', 'Apple Crumble', 'Greek Salad']);
    const api = t.trpc(host.token);
    await api.plan.updateSettings.mutate({ code, changes: { serve_at: new Date(Date.now() + 6 * 3600_000).toISOString() } });
    const charts = new Map<number, number>();
    const said = new Map<number, number>();
    for (const cooks of [1, 2, 3, 4]) {
      const tl = await api.plan.timeline.query({ code, options: { cooks } });
      // Nothing dropped: a task is on the chart or listed with why it is not counted.
      expect(everyTask(tl)).toEqual([...taskIds].sort());
      expect(tl.unplanned).toEqual([]);
      charts.set(cooks, chartMinutes(tl));
      for (const e of tl.estimates) {
        if (said.has(e.cooks)) expect(e.minutes).toBe(said.get(e.cooks));
        said.set(e.cooks, e.minutes);
      }
      // The chart's own estimate, and the story's finish, are the chart.
      expect(tl.estimates.find((e) => e.cooks === cooks)!.minutes).toBe(chartMinutes(tl));
      expect(tl.story!.finish_at).toBe(new Date(Math.max(...tl.bars.map((b) => Date.parse(b.end_at)))).toISOString());
      expect(tl.dishes.map((d) => d.finish_at).sort().at(-1)).toBe(tl.story!.finish_at);
    }
    for (const cooks of [1, 2, 3, 4]) expect(said.get(cooks)).toBe(charts.get(cooks));
    for (const cooks of [2, 3, 4, 5]) expect(said.get(cooks)!).toBeLessThanOrEqual(said.get(cooks - 1)!);
  });

  it('keeps the tasks the kitchen cannot do on the timeline, with why, out of the estimate', async () => {
    // A kitchen without an oven: the crumble's oven work, and what waits on it, cannot be planned.
    const { host, code, taskIds } = await kitchenWithSession(t, ['Apple Crumble'], { prep_stations: 2, stove_4_burner: 1, sink: 1 });
    const tl = await t.trpc(host.token).plan.timeline.query({ code, options: { cooks: 2 } });
    expect(everyTask(tl)).toEqual([...taskIds].sort());
    const equipment = tl.unplanned.filter((u) => u.reason === 'equipment');
    expect(equipment.map((u) => u.detail)).toContainEqual(['oven']);
    expect(equipment.map((u) => u.task_name)).toContain('Preheat the oven');
    for (const u of tl.unplanned) expect(tl.bars.map((b) => b.task_id)).not.toContain(u.task_id);
    expect(tl.unplanned.some((u) => u.reason === 'waits' && u.detail.length === 1)).toBe(true);
  });

  it("gives each dish its course and its course's serve time, else the session's", async () => {
    const { host, code } = await kitchenWithSession(t, ['Roast Chicken', 'Apple Crumble']);
    const api = t.trpc(host.token);
    const serve = new Date(Date.now() + 5 * 3600_000);
    serve.setSeconds(0, 0);
    await api.plan.updateSettings.mutate({ code, changes: { serve_at: serve.toISOString() } });
    const dessertAt = new Date(serve.getTime() + 40 * 60_000).toISOString();
    const id = await sessionId(code);
    const copies = await sessions.listSessionRecipes(t.server.deps.db, [id]);
    const crumble = copies.find((c) => c.id !== copies[0]!.id)!;
    await t.server.deps.db.updateTable('session_recipes').set({ course: 'dessert' }).where('id', '=', crumble.id).execute();
    await sessions.replaceSessionCourses(t.server.deps.db, id, [{ course: 'dessert', serve_at: dessertAt }]);
    const tl = await api.plan.timeline.query({ code, options: { cooks: 2 } });
    const dessert = tl.dishes.find((d) => d.id === String(crumble.id))!;
    expect(dessert).toMatchObject({ course: 'dessert', serve_at: dessertAt });
    const other = tl.dishes.find((d) => d.id !== String(crumble.id))!;
    expect(other.course).not.toBe('dessert');
    expect(Date.parse(other.serve_at!)).toBe(serve.getTime());
    // The meal is served when its last course is.
    expect(tl.story!.serve_at).toBe(dessertAt);
    expect(tl.story!.courses.map((c) => c.course).at(-1)).toBe('dessert');
  });
});

describe('one finish story (issue 34)', () => {
  it('is late exactly when the predicted finish is after the serve time; the host and a cook read the same story', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const api = t.trpc(host.token);
    const bo = await t.trpc().live.join.mutate({ code, display_name: 'Bo' });
    await api.live.start.mutate({ code });
    await t.server.deps.planner.idle();
    const free = await api.plan.story.query({ code });
    expect(free.health).toBe('on_time');
    expect(free.late).toBe(false);
    // Served in five minutes: the meal cannot be ready; the story and the timeline say so together.
    await api.plan.updateSettings.mutate({ code, changes: { serve_at: new Date(Date.parse(free.now) + 5 * 60_000).toISOString() } });
    const tight = await api.plan.story.query({ code });
    expect(Date.parse(tight.finish_at!)).toBeGreaterThan(Date.parse(tight.serve_at!));
    expect(tight).toMatchObject({ late: true, health: 'running_late' });
    expect(tight.dishes.every((d) => d.late === Date.parse(d.finish_at!) > Date.parse(d.serve_at!))).toBe(true);
    const timeline = await api.plan.timeline.query({ code });
    expect(timeline.health).toBe('running_late');
    expect(timeline.story!.finish_at).toBe(tight.finish_at);
    // The cook's phone reads the very same story.
    const cooks = await t.trpc(bo.token!).plan.story.query({ code });
    expect(cooks.finish_at).toBe(tight.finish_at);
    expect(cooks.health).toBe('running_late');
    // Served exactly when it is ready: on time.
    await api.plan.updateSettings.mutate({ code, changes: { serve_at: tight.finish_at } });
    const exact = await api.plan.story.query({ code });
    expect(Date.parse(exact.finish_at!)).toBeLessThanOrEqual(Date.parse(exact.serve_at!));
    expect(exact).toMatchObject({ late: false, health: 'on_time' });
  });

  it('before the start, says when cooking starts and what comes first', async () => {
    const { host, code } = await kitchenWithSession(t, ['Roast Chicken']);
    const api = t.trpc(host.token);
    const bo = await t.trpc().live.join.mutate({ code, display_name: 'Bo' });
    const serve = new Date(Date.now() + 6 * 3600_000).toISOString();
    await api.plan.updateSettings.mutate({ code, changes: { serve_at: serve } });
    const story = await t.trpc(bo.token!).plan.story.query({ code });
    expect(story).toMatchObject({ status: 'waiting', health: 'not_started', serve_at: serve, start_by_passed: false });
    expect(story.first_task).not.toBeNull();
    expect(story.first_task!.at).toBe(story.start_by);
    // Its name in the library's other languages too, for each phone to read it in its own (issue 38.2).
    expect(story.first_task!.translations?.de?.name).toEqual(expect.any(String));
    expect(story.first_task!.translations?.de?.name).not.toBe(story.first_task!.name);
    expect(Date.parse(story.start_by!)).toBeGreaterThan(Date.parse(story.now));
    const timeline = await api.plan.timeline.query({ code });
    expect(timeline.start_by).toBe(story.start_by);
    expect(timeline.bars.some((b) => b.task_id === story.first_task!.task_id && b.start_at === story.start_by)).toBe(true);
  });

  it('after the meal, ends when the meal really ended, against the serve time', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const api = t.trpc(host.token);
    await t.trpc().live.join.mutate({ code, display_name: 'Bo' });
    await api.live.start.mutate({ code });
    await t.server.deps.planner.idle();
    await api.live.end.mutate({ code });
    const ended = (await sessions.findSessionByCode(t.server.deps.db, code))!;
    expect(ended.completed_at).not.toBeNull();
    // Served a minute before it ended: late. Served when it ended: on time.
    await sessions.updateSession(t.server.deps.db, ended.id, { serve_at: new Date(Date.parse(ended.completed_at!) - 60_000).toISOString() });
    const late = await api.plan.summary.query({ code });
    expect(late.story).toMatchObject({ health: 'ended', finish_at: ended.completed_at, late: true });
    expect(late.timeline.finish_at).toBe(ended.completed_at);
    // The summary's tasks and dishes carry their names in the library's other languages (issue 38.2).
    expect(late.tasks.length).toBeGreaterThan(0);
    for (const task of late.tasks) expect(task).toMatchObject({ task_translations: { de: { name: expect.any(String) } }, dish_translations: { fr: { name: expect.any(String) } } });
    for (const dish of late.dishes) expect(dish.translations?.es?.name).toEqual(expect.any(String));
    for (const d of late.story.dishes) expect(Date.parse(d.finish_at!)).toBeLessThanOrEqual(Date.parse(ended.completed_at!));
    await sessions.updateSession(t.server.deps.db, ended.id, { serve_at: ended.completed_at });
    const onTime = await api.plan.story.query({ code });
    expect(onTime).toMatchObject({ health: 'ended', finish_at: ended.completed_at, late: false, start_by: null, moved: null });
  });

  it("says how the finish last moved, up to today's finish, never an older one", async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const api = t.trpc(host.token);
    await t.trpc().live.join.mutate({ code, display_name: 'Ana' });
    const ben = await t.trpc().live.join.mutate({ code, display_name: 'Ben' });
    await api.live.start.mutate({ code });
    await t.server.deps.planner.idle();
    expect((await api.plan.story.query({ code })).moved).toBeNull();
    // Ben leaves: one cook takes much longer, and the story says so, and why.
    await t.trpc(ben.token!).live.leave.mutate({ code });
    await t.server.deps.planner.idle();
    const story = await api.plan.story.query({ code });
    expect(story.moved).not.toBeNull();
    expect(story.moved!.to).toBe(story.finish_at);
    expect(story.moved!.minutes).toBe(Math.round((Date.parse(story.finish_at!) - Date.parse(story.moved!.from)) / 60_000));
    expect(story.moved!.reasons).toContainEqual({ kind: 'cook_left', name: 'Ben', minutes: null });
    const timeline = await api.plan.timeline.query({ code });
    expect(timeline.story!.moved).toEqual(story.moved);
  });
});
