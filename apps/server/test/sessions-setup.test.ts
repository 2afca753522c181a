import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from './harness';

let t: TestServer;
let host: string;
let otherHost: string;
let cook: string;
let kitchenId: number;
let recipeIds: number[];
beforeAll(async () => {
  t = await startTestServer();
  await registerUser(t);
  host = (await registerUser(t, { host: true })).token;
  otherHost = (await registerUser(t, { host: true })).token;
  cook = (await registerUser(t)).token;
  kitchenId = (await t.rest('POST', 'kitchens/', { token: host, body: { name: 'Home', use_default: true } })).body.id;
  recipeIds = (await t.rest('GET', 'recipes/', { token: host })).body.map((r: { id: number }) => r.id);
});
afterAll(async () => {
  await t.stop();
});

async function newSession(name?: string) {
  const res = await t.rest('POST', 'sessions/create/', { token: host, body: { name, kitchen: kitchenId, station_preference: 'fixed' } });
  expect(res.status).toBe(201);
  return res.body as { code: string; id: number };
}

describe('creating sessions', () => {
  it('gives a unique 6-character code without look-alike characters', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 10; i++) codes.add((await newSession()).code);
    expect(codes.size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
  });

  it('validates the kitchen and refuses a kitchen of another host', async () => {
    const missing = await t.rest('POST', 'sessions/create/', { token: host, body: { name: 'x' } });
    expect(missing).toEqual({ status: 400, body: { kitchen: ['Please select a kitchen'] } });
    const theirs = (await t.rest('POST', 'kitchens/', { token: otherHost, body: { name: 'Theirs', use_default: true } })).body.id;
    expect((await t.rest('POST', 'sessions/create/', { token: host, body: { kitchen: theirs } })).body).toEqual({ kitchen: ['Please select a kitchen'] });
    expect((await t.rest('POST', 'sessions/create/', { token: cook, body: { kitchen: kitchenId } })).status).toBe(403);
  });

  it('shows the session with its defaults', async () => {
    const s = await newSession('Sunday lunch');
    const res = await t.rest('GET', `sessions/${s.code}/`, { token: host });
    expect(res.body).toMatchObject({ code: s.code, name: 'Sunday lunch', status: 'waiting', kitchen: kitchenId, station_preference: 'fixed', participant_count: 0, session_recipes: [] });
    expect((await t.rest('GET', `sessions/${s.code.toLowerCase()}/`, { token: host })).status).toBe(200);
    expect((await t.rest('GET', `sessions/${s.code}/`, { token: otherHost })).status).toBe(403);
    expect((await t.rest('GET', 'sessions/ZZZZZZ/', { token: host })).status).toBe(404);
  });
});

describe('recipes in a session', () => {
  it('adds copies with rising priority and removes a waiting copy', async () => {
    const s = await newSession();
    const [a, b] = recipeIds;
    await t.rest('POST', `sessions/${s.code}/recipes/`, { token: host, body: { recipe_id: a } });
    await t.rest('POST', `sessions/${s.code}/recipes/`, { token: host, body: { recipe_id: b, priority_order: 999 } });
    const third = await t.rest('POST', `sessions/${s.code}/recipes/`, { token: host, body: { recipe_id: a } });
    expect(third.status).toBe(200);
    const entries = third.body.session_recipes as Array<{ id: number; recipe: { id: number }; priority_order: number }>;
    expect(entries.map((e) => [e.recipe.id, e.priority_order])).toEqual([[a, 1], [b, 999], [a, 1000]]);

    const dag = await t.rest('GET', `sessions/${s.code}/dag/`, { token: host });
    const copyIds = new Set(dag.body.tasks.map((x: { id: string }) => x.id.split('-')[0]));
    expect(copyIds.size).toBe(3);
    expect(dag.body.dependencies.every((d: { task_id: string; depends_on_id: string }) => d.task_id.split('-')[0] === d.depends_on_id.split('-')[0])).toBe(true);

    // The path names the recipe (spec 01 §7): its most recently added copy goes.
    const removed = await t.rest('DELETE', `sessions/${s.code}/recipes/${a}/`, { token: host });
    expect(removed.body.session_recipes.map((e: { id: number }) => e.id)).toEqual([entries[0]!.id, entries[1]!.id]);
    expect((await t.rest('GET', `sessions/${s.code}/dag/`, { token: host })).body.tasks.length).toBeLessThan(dag.body.tasks.length);
    expect((await t.rest('DELETE', `sessions/${s.code}/recipes/${a}/`, { token: otherHost })).status).toBe(403);
    expect((await t.rest('POST', `sessions/${s.code}/recipes/`, { token: cook, body: { recipe_id: a } })).status).toBe(403);
    expect((await t.rest('POST', `sessions/${s.code}/recipes/`, { token: host, body: { recipe_id: 'soup' } })).status).toBe(400);
  });

  it('lists the skills the recipes need', async () => {
    const s = await newSession();
    expect((await t.rest('GET', `sessions/${s.code}/required-skills/`)).body).toEqual({ skills: [] });
    await t.rest('POST', `sessions/${s.code}/recipes/`, { token: host, body: { recipe_id: recipeIds[0] } });
    const res = await t.rest('GET', `sessions/${s.code}/required-skills/`);
    expect(res.body.skills.length).toBeGreaterThan(0);
    expect(res.body.skills[0]).toHaveProperty('display_name');
  });
});

describe('the join QR code', () => {
  it('encodes the join URL on the LAN address, never localhost', async () => {
    const s = await newSession();
    const res = await t.rest('GET', `sessions/${s.code}/qr/`, { token: host });
    expect(res.status).toBe(200);
    const png = PNG.sync.read(Buffer.from(res.body.qr_code_base64, 'base64'));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(`http://192.0.2.10:3000/join?code=${s.code}`);
    expect((await t.rest('GET', `sessions/${s.code}/qr/`, { token: otherHost })).status).toBe(403);
  });
});

describe('session lists', () => {
  it('lists only the host sessions with history fields', async () => {
    const mine = await t.rest('GET', 'sessions/', { token: host });
    expect(mine.body.length).toBeGreaterThan(0);
    expect(mine.body[0]).toEqual({ id: expect.any(Number), code: expect.any(String), name: null, status: 'waiting', participant_count: 0, created_at: expect.any(String), started_at: null, completed_at: null, paused_at: null, recipe_count: 0 });
    expect((await t.rest('GET', 'sessions/', { token: otherHost })).body).toEqual([]);
    expect((await t.rest('GET', 'sessions/', { token: cook })).status).toBe(403);
  });
});
