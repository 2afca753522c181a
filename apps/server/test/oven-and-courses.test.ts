import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { registerUser, startTestServer, type TestServer } from './harness';
import { kitchenWithSession } from './live-kitchen';

// Issue 34: a task's oven temperature and a recipe's course, through REST and tRPC.
let t: TestServer;
let staff: string;
beforeAll(async () => {
  t = await startTestServer();
  staff = (await registerUser(t)).token; // first account: staff
});
afterAll(async () => {
  await t.stop();
});

interface TrpcFailure { code: string; fieldErrors: Record<string, string[]>; fieldTexts: Record<string, Array<{ code: string; params: Record<string, unknown> } | null>> }
async function failure(p: Promise<unknown>): Promise<TrpcFailure> {
  try {
    await p;
  } catch (e) {
    if (e instanceof TRPCClientError) return { code: e.data?.code, fieldErrors: e.data?.fieldErrors ?? {}, fieldTexts: e.data?.fieldTexts ?? {} };
    throw e;
  }
  throw new Error('expected an error');
}
const fieldOf = (errors: Record<string, unknown>, name: string) => Object.entries(errors).find(([k]) => k === name || k.endsWith(`.${name}`))?.[1];

async function recipeNamed(name: string, token = staff) {
  const list = (await t.rest('GET', 'recipes/', { token })).body as Array<{ id: number; name: string; course: string | null }>;
  return list.find((r) => r.name.includes(name))!;
}

describe('oven temperature on recipe tasks', () => {
  it('is in the REST details and tRPC, and an edit round-trips through both', async () => {
    const chicken = await recipeNamed('Roast Chicken');
    expect(chicken.course).toBe('main');
    const detail = (await t.rest('GET', `recipes/${chicken.id}/details/`, { token: staff })).body;
    const roast = detail.tasks.find((x: { key: string }) => x.key === 'roast-chicken');
    expect(roast).toMatchObject({ oven_temperature_c: 200, oven_fan: false });
    expect(detail.tasks.find((x: { key: string }) => x.key === 'plate')).toMatchObject({ oven_temperature_c: null, oven_fan: null });
    expect(detail.recipe.course).toBe('main');

    const patched = await t.rest('PATCH', `recipes/${chicken.id}/tasks/${roast.id}/`, { token: staff, body: { oven_temperature_c: 190, oven_fan: true } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ oven_temperature_c: 190, oven_fan: true });
    const api = t.trpc(staff);
    const viaTrpc = await api.recipes.details.query({ id: chicken.id });
    expect(viaTrpc.tasks.find((x) => x.id === roast.id)).toMatchObject({ oven_temperature_c: 190, oven_fan: true });
    await api.recipes.updateTask.mutate({ id: chicken.id, taskId: roast.id, changes: { oven_temperature_c: 200, oven_fan: false } });
    const back = (await t.rest('GET', `recipes/${chicken.id}/details/`, { token: staff })).body;
    expect(back.tasks.find((x: { id: number }) => x.id === roast.id)).toMatchObject({ oven_temperature_c: 200, oven_fan: false });
  });

  it('refuses a temperature outside 30-300 °C with a 400 naming the field, REST and tRPC', async () => {
    const chicken = await recipeNamed('Roast Chicken');
    const detail = (await t.rest('GET', `recipes/${chicken.id}/details/`, { token: staff })).body;
    const roast = detail.tasks.find((x: { key: string }) => x.key === 'roast-chicken');
    for (const bad of [29, 301, 180.5, 'hot']) {
      const res = await t.rest('PATCH', `recipes/${chicken.id}/tasks/${roast.id}/`, { token: staff, body: { oven_temperature_c: bad } });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.oven_temperature_c).toEqual(['Enter an oven temperature from 30 to 300 °C.']);
    }
    const trpc = await failure(t.trpc(staff).recipes.updateTask.mutate({ id: chicken.id, taskId: roast.id, changes: { oven_temperature_c: 350 } }));
    expect(trpc.code).toBe('BAD_REQUEST');
    expect(fieldOf(trpc.fieldErrors, 'oven_temperature_c')).toEqual(['Enter an oven temperature from 30 to 300 °C.']);
    expect(fieldOf(trpc.fieldTexts, 'oven_temperature_c')).toEqual([{ code: 'recipe.ovenTemperature', params: { min: '30', max: '300' } }]);
    // Nothing changed.
    const after = (await t.rest('GET', `recipes/${chicken.id}/details/`, { token: staff })).body;
    expect(after.tasks.find((x: { id: number }) => x.id === roast.id).oven_temperature_c).toBe(200);
  });

  it("is copied into the session's dag, where the host can change it", async () => {
    const { host, code } = await kitchenWithSession(t, ['Roast Chicken', 'Apple Crumble']);
    const dag = (await t.rest('GET', `sessions/${code}/dag/`, { token: host.token })).body;
    const bake = dag.tasks.find((x: { name: string }) => x.name === 'Bake the crumble');
    expect(bake).toMatchObject({ oven_temperature_c: 190, oven_fan: false });
    // The setting the plan uses (the cook's card reads the same on assignments): its own until the plan shares the oven.
    expect(bake.oven).toEqual({ temperature_c: 190, fan: false, recipe_temperature_c: 190, shared_with: null, minutes_changed: 0 });
    expect(dag.tasks.find((x: { name: string }) => x.name === 'Let it settle').oven).toBeNull();
    const viaTrpc = await t.trpc(host.token).sessions.taskGraph.query({ code });
    expect(viaTrpc.tasks.find((x) => x.id === bake.id)).toMatchObject({ oven_temperature_c: 190 });
    const res = await t.rest('PATCH', `recipes/sessions/${code}/tasks/${bake.id}/`, { token: host.token, body: { oven_temperature_c: 200 } });
    expect(res.status).toBe(200);
    expect(res.body.oven_temperature_c).toBe(200);
    const bad = await t.rest('PATCH', `recipes/sessions/${code}/tasks/${bake.id}/`, { token: host.token, body: { oven_temperature_c: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.oven_temperature_c).toEqual(['Enter an oven temperature from 30 to 300 °C.']);
  });
});

describe('courses', () => {
  it("gives each session recipe its course from the recipe, and the host changes it (REST and tRPC)", async () => {
    const { host, code } = await kitchenWithSession(t, ['Roast Chicken', 'Apple Crumble', 'Greek Salad']);
    const view = (await t.rest('GET', `sessions/${code}/`, { token: host.token })).body;
    const courseOf = (v: { session_recipes: Array<{ recipe: { name: string }; course: string }> }, name: string) => v.session_recipes.find((e) => e.recipe.name.includes(name))!.course;
    expect(courseOf(view, 'Roast Chicken')).toBe('main');
    expect(courseOf(view, 'Apple Crumble')).toBe('dessert');
    expect(courseOf(view, 'Greek Salad')).toBe('starter');
    const salad = view.session_recipes.find((e: { recipe: { name: string } }) => e.recipe.name.includes('Greek Salad'));
    expect(salad).toMatchObject({ course_chosen: false, recipe: { course: 'starter' } });

    const changed = await t.rest('PATCH', `sessions/${code}/session-recipes/${salad.id}/`, { token: host.token, body: { course: 'side' } });
    expect(changed.status).toBe(200);
    expect(courseOf(changed.body, 'Greek Salad')).toBe('side');
    const api = t.trpc(host.token);
    expect(courseOf(await api.sessions.get.query({ code }), 'Greek Salad')).toBe('side');
    await api.sessions.setRecipeCourse.mutate({ code, entryId: salad.id, course: null });
    const back = await api.sessions.get.query({ code });
    expect(back.session_recipes.find((e) => e.id === salad.id)).toMatchObject({ course: 'starter', course_chosen: false });

    const bad = await t.rest('PATCH', `sessions/${code}/session-recipes/${salad.id}/`, { token: host.token, body: { course: 'soup' } });
    expect(bad.status).toBe(400);
    expect(bad.body.course).toEqual(['Choose starter, main, side or dessert.']);
    const other = await registerUser(t, { host: true });
    expect((await t.rest('PATCH', `sessions/${code}/session-recipes/${salad.id}/`, { token: other.token, body: { course: 'main' } })).status).toBe(403);

    // A copy added with its course says so from the start.
    const crumble = await recipeNamed('Apple Crumble', host.token);
    const added = await t.rest('POST', `sessions/${code}/recipes/`, { token: host.token, body: { recipe_id: crumble.id, course: 'starter' } });
    expect(added.status).toBe(200);
    expect(added.body.session_recipes.at(-1)).toMatchObject({ course: 'starter', course_chosen: true });
  });

  it('stores when each course is served, keeps serve_at the main time, and refuses bad times', async () => {
    const { host, code } = await kitchenWithSession(t, ['Roast Chicken', 'Apple Crumble', 'Greek Salad']);
    const api = t.trpc(host.token);
    const now = Date.parse((await api.plan.timeline.query({ code, options: { cooks: 2 } })).now);
    const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
    const courses = [
      { course: 'dessert' as const, serve_at: at(300) },
      { course: 'starter' as const, serve_at: at(200) },
      { course: 'main' as const, serve_at: at(240) },
    ];
    const saved = await api.plan.updateSettings.mutate({ code, changes: { courses } });
    expect(saved.courses).toEqual([
      { course: 'starter', serve_at: at(200) },
      { course: 'main', serve_at: at(240) },
      { course: 'dessert', serve_at: at(300) },
    ]);
    expect(saved.serve_at).toBe(at(240));
    expect((await api.plan.settings.query({ code })).courses).toEqual(saved.courses);

    // The serve time alone moves every course with it, keeping the gaps.
    const moved = await api.plan.updateSettings.mutate({ code, changes: { serve_at: at(250) } });
    expect(moved.courses.map((c) => c.serve_at)).toEqual([at(210), at(250), at(310)]);

    // Dessert before the main: refused, naming the field, unless the host insists.
    const wrong = [{ course: 'main' as const, serve_at: at(240) }, { course: 'dessert' as const, serve_at: at(230) }];
    const order = await failure(api.plan.updateSettings.mutate({ code, changes: { courses: wrong } }));
    expect(order.code).toBe('BAD_REQUEST');
    expect(order.fieldErrors.courses).toEqual(['The dessert would be served before the main. Change the times, or keep this order on purpose.']);
    expect(order.fieldTexts.courses).toEqual([{ code: 'plan.courseOrder', params: { later: 'dessert', earlier: 'main' } }]);
    expect((await api.plan.settings.query({ code })).courses.map((c) => c.serve_at)).toEqual([at(210), at(250), at(310)]);
    const insisted = await api.plan.updateSettings.mutate({ code, changes: { courses: wrong, allow_any_order: true } });
    expect(insisted.courses).toEqual([{ course: 'main', serve_at: at(240) }, { course: 'dessert', serve_at: at(230) }]);

    // A course before now, or a course given twice, is a 400 on the same field.
    const past = await failure(api.plan.updateSettings.mutate({ code, changes: { courses: [{ course: 'starter', serve_at: at(-5) }, { course: 'main', serve_at: at(60) }] } }));
    expect(past.fieldErrors.courses).toEqual(['The starter would be served before now. Choose a later time.']);
    const twice = await failure(api.plan.updateSettings.mutate({ code, changes: { courses: [{ course: 'main', serve_at: at(60) }, { course: 'main', serve_at: at(70) }] } }));
    expect(twice.fieldErrors.courses).toEqual(['Give each course one serve time.']);
    const noTime = await failure(api.plan.updateSettings.mutate({ code, changes: { serve_at: null, courses: [{ course: 'dessert', serve_at: at(60) }] } }));
    expect(noTime.fieldErrors.courses).toEqual(['Give the main course a serve time.']);

    // A main given by serve_at alone; clearing the serve time clears the courses.
    const withServe = await api.plan.updateSettings.mutate({ code, changes: { serve_at: at(120), courses: [{ course: 'dessert', serve_at: at(150) }] } });
    expect(withServe.courses).toEqual([{ course: 'main', serve_at: at(120) }, { course: 'dessert', serve_at: at(150) }]);
    const cleared = await api.plan.updateSettings.mutate({ code, changes: { serve_at: null } });
    expect(cleared).toMatchObject({ serve_at: null, courses: [] });
  });
});
