import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from './harness';

let t: TestServer;
let staff: string;
let host: string;
beforeAll(async () => {
  t = await startTestServer();
  staff = (await registerUser(t)).token; // first account: staff
  host = (await registerUser(t, { host: true })).token;
});
afterAll(async () => {
  await t.stop();
});

async function firstRecipe() {
  const list = await t.rest('GET', 'recipes/', { token: host });
  return list.body[0] as { id: number; name: string };
}

describe('the recipe library', () => {
  it('is seeded on first start and listed with browse fields', async () => {
    const res = await t.rest('GET', 'recipes/', { token: host });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(20);
    expect(res.body[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      difficulty_level: expect.any(String),
      estimated_time_minutes: expect.any(Number),
      recommended_participants: expect.any(Number),
      is_published: true,
    });
    expect((await t.rest('GET', 'recipes/')).status).toBe(401);
  });

  it('gives details: tasks, the dependency map and the rating', async () => {
    const r = await firstRecipe();
    const res = await t.rest('GET', `recipes/${r.id}/details/`, { token: host });
    expect(res.status).toBe(200);
    expect(res.body.recipe.name).toBe(r.name);
    expect(res.body.tasks.length).toBeGreaterThanOrEqual(8);
    const ids = res.body.tasks.map((x: { id: number }) => String(x.id));
    expect(Object.keys(res.body.task_dependencies).sort()).toEqual([...ids].sort());
    expect(Object.values(res.body.task_dependencies).flat().every((s) => ids.includes(s as string))).toBe(true);
    expect(res.body.current_rating).toBe(0);
    expect((await t.rest('GET', 'recipes/99999/details/', { token: host })).status).toBe(404);
  });
});

describe('editing recipes (staff)', () => {
  it('updates a task, keeping both duration names in sync', async () => {
    const r = await firstRecipe();
    const detail = (await t.rest('GET', `recipes/${r.id}/details/`, { token: staff })).body;
    const task = detail.tasks[0];
    const res = await t.rest('PATCH', `recipes/${r.id}/tasks/${task.id}/`, {
      token: staff,
      body: { name: 'Chop it all', description: 'Finely', estimated_duration_minutes: 12, task_type: 'prep', skill_requirements: ['Knife work'] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Chop it all', estimated_duration_minutes: 12, estimated_time_minutes: 12, skill_requirements: ['Knife work'] });
    const bad = await t.rest('PATCH', `recipes/${r.id}/tasks/${task.id}/`, { token: staff, body: { estimated_duration_minutes: 0, skill_requirements: ['Juggling'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.estimated_duration_minutes).toEqual(['Ensure this value is at least 1.']);
    expect((await t.rest('PATCH', `recipes/${r.id}/tasks/${task.id}/`, { token: host, body: { name: 'x' } })).status).toBe(403);
  });

  it('refuses a cyclic dependency update and changes nothing', async () => {
    const r = await firstRecipe();
    const before = (await t.rest('GET', `recipes/${r.id}/details/`, { token: staff })).body;
    const [a, b] = before.tasks.map((x: { id: number }) => String(x.id));
    const cyclic = { ...before.task_dependencies, [a]: [b], [b]: [a] };
    const res = await t.rest('POST', `recipes/${r.id}/update-dependencies/`, { token: staff, body: { task_dependencies: cyclic } });
    expect(res.status).toBe(400);
    expect(res.body.task_dependencies[0]).toMatch(/^This would create a cycle: .+ → .+ → /);
    const after = (await t.rest('GET', `recipes/${r.id}/details/`, { token: staff })).body;
    expect(after.task_dependencies).toEqual(before.task_dependencies);

    const unknown = await t.rest('POST', `recipes/${r.id}/update-dependencies/`, { token: staff, body: { task_dependencies: { [a]: ['999999'] } } });
    expect(unknown.status).toBe(400);
    const ok = await t.rest('POST', `recipes/${r.id}/update-dependencies/`, { token: staff, body: { task_dependencies: { ...before.task_dependencies, [b]: [...before.task_dependencies[b], a].filter((v, i, s) => s.indexOf(v) === i) } } });
    // Adding a -> b may itself be a cycle if b already precedes a; either way nothing breaks.
    expect([200, 400]).toContain(ok.status);
  });

  it('saves a rating with notes', async () => {
    const r = await firstRecipe();
    expect((await t.rest('POST', `recipes/${r.id}/update-rating/`, { token: staff, body: { quality_score: 0 } })).status).toBe(400);
    const res = await t.rest('POST', `recipes/${r.id}/update-rating/`, { token: staff, body: { quality_score: 4, refinement_notes: 'More garlic' } });
    expect(res.status).toBe(200);
    const detail = (await t.rest('GET', `recipes/${r.id}/details/`, { token: staff })).body;
    expect(detail).toMatchObject({ current_rating: 4, refinement_notes: 'More garlic' });
  });
});
