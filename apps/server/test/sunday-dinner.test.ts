import { livePlanOptions, loadKitchenState, toSchedulingProblem, type Clock } from '@brigade/api';
import { sessions, sessionTasks, recipes, type SessionTaskRow } from '@brigade/db';
import { dishFinishes, plan, validateSchedule } from '@brigade/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { joinWithEverySkill, kitchenWithSession } from './live-kitchen';

/**
 * Issue 34's Sunday dinner: roast chicken (oven at 200 °C), apple crumble (190 °C) and a Greek
 * salad, a standard kitchen with one oven, three cooks, served at 8:00 PM. The oven temperatures
 * are set on the session's tasks here (the columns exist whether or not the library has them).
 */
const clock: Clock & { at: number } = { at: Date.parse('2026-11-29T12:00:00.000Z'), now: () => clock.at, scale: 1 };
const DINNER = ['Roast Chicken', 'Apple Crumble', 'Greek Salad'];

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ clock, timerIntervalMs: 20 });
});
afterAll(async () => {
  await t.stop();
});

/** The session's tasks by recipe, with the chicken's oven tasks at 200 °C and the crumble's at 190 °C. */
async function sundayDinner(code: string) {
  const db = t.server.deps.db;
  const session = (await sessions.findSessionByCode(db, code))!;
  const copies = await sessions.listSessionRecipes(db, [session.id]);
  const names = new Map((await recipes.findRecipesByIds(db, copies.map((c) => c.recipe_id))).map((r) => [r.id, r.name]));
  const recipeOf = (t: SessionTaskRow) => names.get(copies.find((c) => c.id === t.session_recipe_id)!.recipe_id)!;
  const copyOf = (name: string) => copies.find((c) => names.get(c.recipe_id)!.includes(name))!;
  for (const task of await sessionTasks.listSessionTasks(db, session.id)) {
    if (!(JSON.parse(task.equipment) as string[]).includes('oven')) continue;
    const temp = recipeOf(task).includes('Chicken') ? 200 : recipeOf(task).includes('Crumble') ? 190 : null;
    await sessionTasks.updateSessionTask(db, task.id, { oven_temperature_c: temp });
  }
  const tasks = await sessionTasks.listSessionTasks(db, session.id);
  return { db, session, tasks, copyOf, recipeOf };
}

describe('the Sunday dinner (issue 34)', () => {
  it('plans every task, one temperature in the oven at a time, one preheat per temperature, and the courses in order', async () => {
    const { host, code } = await kitchenWithSession(t, DINNER);
    const { db, session, tasks, copyOf } = await sundayDinner(code);
    for (const name of ['Ana', 'Ben', 'Cleo']) await joinWithEverySkill(t, code, name);
    // Starter 7:40 PM, main 8:00 PM, dessert 8:30 PM (UTC here), hours ahead of now.
    const serve = { starter: '2026-11-29T19:40:00.000Z', main: '2026-11-29T20:00:00.000Z', dessert: '2026-11-29T20:30:00.000Z' };
    await db.updateTable('session_recipes').set({ course: 'starter' }).where('id', '=', copyOf('Greek Salad').id).execute();
    await db.updateTable('session_recipes').set({ course: 'dessert' }).where('id', '=', copyOf('Apple Crumble').id).execute();
    await sessions.replaceSessionCourses(db, session.id, Object.entries(serve).map(([course, serve_at]) => ({ course, serve_at })));
    await sessions.updateSession(db, session.id, { serve_at: serve.main });

    const state = await loadKitchenState(db, (await sessions.findSessionById(db, session.id))!);
    expect(state.people.filter((p) => p.is_active === 1)).toHaveLength(3);
    const { problem, schedule, merged } = toSchedulingProblem(state, clock.now());
    const result = plan(problem, schedule, { ...livePlanOptions(t.server.deps, session), clock: () => 0, budgetMs: 1 });

    // Every task: planned, or merged into the one preheat it shares; none left out.
    const planned = new Set([...result.assignments.map((a) => a.taskId), ...result.unplanned.map((u) => u.taskId)]);
    expect(result.unplanned).toEqual([]);
    for (const task of tasks) expect(planned.has(task.id) || planned.has(merged.get(task.id) ?? '')).toBe(true);
    expect(planned.size + merged.size).toBe(tasks.length);
    expect(validateSchedule(problem, result, schedule).violations).toEqual([]);

    // One preheat per temperature: the crumble's 190 °C bakes at 200 °C beside the chicken, so the two preheats are one.
    const preheats = tasks.filter((x) => /preheat/i.test(x.name));
    expect(preheats).toHaveLength(2);
    expect(merged.size).toBe(1);
    const oven = result.assignments.filter((a) => a.setting && a.setting.value > 0);
    expect(new Set(oven.map((a) => a.setting!.value))).toEqual(new Set([200]));
    const crumbleBake = oven.find((a) => tasks.find((x) => x.id === a.taskId)!.oven_temperature_c === 190)!;
    expect(crumbleBake.setting).toMatchObject({ equipment: 'oven', value: 200, unit: 0 });
    // One oven: whatever is in it at one moment is at one temperature (and its two racks hold at most two dishes).
    for (const a of oven) {
      const together = oven.filter((b) => b.start < a.end && a.start < b.end);
      expect(new Set(together.map((b) => b.setting!.value)).size).toBe(1);
    }

    // Starter before main before dessert, each by its serve time.
    const minute = (iso: string) => Math.floor((Date.parse(iso) - clock.now()) / 60_000) + schedule.now;
    const finishes = dishFinishes(problem, result);
    const dish = (name: string) => finishes.get(String(copyOf(name).id))!;
    expect(dish('Greek Salad')).toBeLessThanOrEqual(minute(serve.starter));
    expect(dish('Roast Chicken')).toBeGreaterThan(minute(serve.starter));
    expect(dish('Roast Chicken')).toBeLessThanOrEqual(minute(serve.main));
    expect(dish('Apple Crumble')).toBeGreaterThan(minute(serve.main));
    expect(dish('Apple Crumble')).toBeLessThanOrEqual(minute(serve.dessert));
    expect(host.token).toBeTruthy();
  });

  it("tells the crumble's session task the oven's 200 °C, beside the chicken, 2 minutes shorter (what the plan uses)", async () => {
    const { host, code } = await kitchenWithSession(t, DINNER);
    await sundayDinner(code);
    for (const name of ['Ana', 'Ben', 'Cleo']) await joinWithEverySkill(t, code, name);
    expect((await t.rest('POST', `sessions/${code}/start/`, { token: host.token })).status).toBe(200);
    await t.server.deps.planner.idle();
    interface DagTask { name: string; oven_temperature_c: number | null; oven: unknown }
    const dag = (await t.rest('GET', `sessions/${code}/dag/`, { token: host.token })).body as { tasks: DagTask[] };
    const bake = dag.tasks.find((x) => x.name === 'Bake the crumble')!;
    // 42 minutes at 190 °C take ceil(42 × 190 / 200) = 40 at 200 °C (the scheduler's durationAt).
    expect(bake.oven).toEqual({ temperature_c: 200, fan: false, recipe_temperature_c: 190, shared_with: 'Roast Chicken with Vegetables and Gravy', minutes_changed: -2 });
    expect(bake.oven_temperature_c).toBe(190);
    const roast = dag.tasks.find((x) => x.name === 'Roast the chicken')!;
    expect(roast.oven).toMatchObject({ temperature_c: 200, recipe_temperature_c: 200, shared_with: null, minutes_changed: 0 });
    // The crumble's preheat is one with the chicken's: it says 200 °C too, whichever of the two leads.
    const preheat = dag.tasks.find((x) => x.name === 'Preheat the oven' && x.oven_temperature_c === 190)!;
    expect(preheat.oven).toMatchObject({ temperature_c: 200, recipe_temperature_c: 190, shared_with: 'Roast Chicken with Vegetables and Gravy', minutes_changed: 0 });
    // The tRPC answer is the same view.
    const viaTrpc = (await t.trpc(host.token).sessions.taskGraph.query({ code })) as unknown as { tasks: DagTask[] };
    expect(viaTrpc.tasks.find((x) => x.name === 'Bake the crumble')!.oven).toEqual(bake.oven);
    // The timeline shows both preheats, one saying it heats the oven together with the other's dish.
    const timeline = await t.trpc(host.token).plan.timeline.query({ code });
    const preheats = [...new Map(timeline.bars.filter((b) => b.task_name === 'Preheat the oven').map((b) => [b.task_id, b])).values()];
    expect(preheats).toHaveLength(2);
    const follower = preheats.find((b) => b.together_with)!;
    const lead = preheats.find((b) => b !== follower)!;
    expect(follower.together_with).toBe(lead.dish);
    expect(follower.start_at).toBe(lead.start_at);
    // Each oven bar says the temperature the plan uses: both preheats and both dishes at the roast's 200 °C.
    expect(preheats.map((b) => b.oven_c)).toEqual([200, 200]);
    const barOf = (name: string) => timeline.bars.find((b) => b.task_name === name)!;
    expect(barOf('Bake the crumble').oven_c).toBe(200);
    expect(barOf('Roast the chicken').oven_c).toBe(200);
    expect(barOf('Cook the custard').oven_c).toBeUndefined();
  });

  it('cooked live by three cooks: one preheat handed out for both dishes, completed together, and never more than two dishes in the one oven', async () => {
    const { host, code, taskIds, preds } = await kitchenWithSession(t, DINNER);
    const { tasks } = await sundayDinner(code);
    const cooks = await Promise.all(['Ana', 'Ben', 'Cleo'].map((name) => joinWithEverySkill(t, code, name)));
    expect((await t.rest('POST', `sessions/${code}/start/`, { token: host.token })).status).toBe(200);

    interface Row { id: number; task_id: string; status: string; participant_id: number | null; started_at: string | null; completed_at: string | null; timer_started_at: string | null; timer_ends_at: string | null; timer_duration_minutes: number | null; oven?: unknown }
    let rows: Row[] = [];
    for (let round = 0; round < 600; round++) {
      await t.server.deps.planner.idle();
      rows = (await t.rest('GET', `sessions/${code}/assignments/`, { token: host.token })).body.assignments as Row[];
      if (taskIds.every((id) => rows.some((a) => a.task_id === id && a.status === 'completed'))) break;
      let tapped = false;
      for (const cook of cooks) {
        for (const a of rows.filter((r) => r.participant_id === cook.participant.id && r.status === 'in_progress')) {
          const res = await t.rest('POST', `sessions/${code}/assignments/${a.id}/complete/`, { token: cook.token });
          tapped ||= res.status === 200 && res.body.changed !== false;
        }
      }
      if (!tapped) {
        clock.at += 60_000;
        // The cooks' phones say they are here (a heartbeat), as a connected phone does.
        for (const cook of cooks) await t.rest('POST', `sessions/${code}/heartbeat/`, { token: cook.token });
      }
    }
    const left = taskIds.filter((id) => !rows.some((a) => a.task_id === id && a.status === 'completed'));
    expect(left).toEqual([]);

    expect(preds.size).toBe(taskIds.length);

    // The two preheats: one was handed out, the other completed with it at the same moment.
    const preheats = tasks.filter((x) => /preheat/i.test(x.name)).map((x) => rows.find((a) => a.task_id === x.id && a.status === 'completed')!);
    expect(preheats).toHaveLength(2);
    expect(preheats[0]!.completed_at).toBe(preheats[1]!.completed_at);

    // One oven of two racks: at no moment are more than two dishes in it.
    const ovenRows = tasks.filter((x) => x.oven_temperature_c !== null).map((x) => ({ task: x, row: rows.find((a) => a.task_id === x.id && a.status === 'completed')! }));
    const span = (r: Row) => [Date.parse(r.started_at!), Date.parse(r.completed_at!)] as const;
    const bakes = ovenRows.filter((x) => !/preheat/i.test(x.task.name)).map((x) => span(x.row));
    expect(bakes).toHaveLength(3);
    for (const [at] of bakes) expect(bakes.filter(([from, to]) => from <= at && at < to).length).toBeLessThanOrEqual(2);

    // The crumble baked at the chicken's 200 °C: its card said so, and its timer rang 2 minutes early (40 - 2).
    const crumble = rows.find((a) => a.task_id === tasks.find((x) => x.name === 'Bake the crumble')!.id)!;
    expect(crumble.oven).toMatchObject({ temperature_c: 200, recipe_temperature_c: 190, minutes_changed: -2 });
    expect((Date.parse(crumble.timer_ends_at!) - Date.parse(crumble.timer_started_at!)) / 60_000).toBe(38);
    // and the card's timer minutes are the ones it ran, not the recipe's 40.
    expect(crumble.timer_duration_minutes).toBe(38);
  });
});
