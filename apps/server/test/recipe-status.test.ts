import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from './harness';

/** Recipe status through the real server: drafts stay with staff, published reach hosts, archived stay in history. */
let t: TestServer;
let staff: string;
let host: string;
beforeAll(async () => {
  t = await startTestServer();
  staff = (await registerUser(t)).token; // the first account is staff
  host = (await registerUser(t, { host: true })).token;
});
afterAll(async () => {
  await t.stop();
});

const SOUP = `Quick Pea Soup

Ingredients
500g frozen peas
1 onion
500 ml stock

Method
1. Chop the onion.
2. Fry the onion for 5 minutes.
3. Add the peas and stock and simmer for 10 minutes.
4. Blend and serve.`;

const listed = async (token: string) => (await t.rest('GET', 'recipes/', { token })).body as Array<{ id: number; status: string; is_published: boolean }>;

describe('recipe status', () => {
  it('an imported recipe arrives as a draft that only staff see; published it reaches hosts; archived it leaves the library but not the history', async () => {
    const generated = await t.rest('POST', 'recipes/generate/', { token: staff, body: { mode: 'text', text: SOUP } });
    expect(generated.status).toBe(200);
    const id = generated.body.recipe_id as number;
    expect((await listed(staff)).find((r) => r.id === id)).toMatchObject({ status: 'draft', is_published: false });
    expect((await listed(host)).some((r) => r.id === id)).toBe(false);
    expect((await t.rest('GET', `recipes/${id}/details/`, { token: host })).status).toBe(404);

    const kitchen = (await t.rest('POST', 'kitchens/', { token: host, body: { name: 'K', use_default: true } })).body;
    const session = (await t.rest('POST', 'sessions/create/', { token: host, body: { kitchen: kitchen.id } })).body;
    const refused = await t.rest('POST', `sessions/${session.code}/recipes/`, { token: host, body: { recipe_id: id } });
    expect(refused.status).toBe(400);
    expect(refused.body.recipe_id).toEqual(['Recipe not found.']);

    const published = await t.rest('POST', `recipes/${id}/status/`, { token: staff, body: { status: 'published' } });
    expect(published.status).toBe(200);
    expect(published.body.recipe).toMatchObject({ id, status: 'published', is_published: true });
    expect((await listed(host)).find((r) => r.id === id)?.status).toBe('published');
    expect((await t.rest('POST', `sessions/${session.code}/recipes/`, { token: host, body: { recipe_id: id } })).status).toBe(200);
    await t.rest('POST', `sessions/${session.code}/start/`, { token: host });
    await t.rest('POST', `sessions/${session.code}/end/`, { token: host });

    const archived = await t.trpc(staff).recipes.setStatus.mutate({ id, status: 'archived' });
    expect(archived.recipe.status).toBe('archived');
    expect((await listed(host)).some((r) => r.id === id)).toBe(false);
    const next = (await t.rest('POST', 'sessions/create/', { token: host, body: { kitchen: kitchen.id } })).body;
    expect((await t.rest('POST', `sessions/${next.code}/recipes/`, { token: host, body: { recipe_id: id } })).body.recipe_id).toEqual(['Recipe not found.']);
    // The past session still reads it: its entry, and its task map.
    const past = await t.rest('GET', `sessions/${session.code}/`, { token: host });
    expect(past.body.status).toBe('terminated');
    expect(past.body.session_recipes).toEqual([expect.objectContaining({ recipe: expect.objectContaining({ id, name: 'Quick Pea Soup' }) })]);
    expect((await t.rest('GET', `sessions/${session.code}/dag/`, { token: host })).body.tasks.length).toBeGreaterThan(0);
  });

  it('only staff change a status, to one of the three', async () => {
    const id = (await listed(host))[0]!.id;
    const denied = await t.rest('POST', `recipes/${id}/status/`, { token: host, body: { status: 'archived' } });
    expect(denied.status).toBe(403);
    expect((await t.rest('POST', `recipes/${id}/status/`, { body: { status: 'archived' } })).status).toBe(401);
    const bad = await t.rest('POST', `recipes/${id}/status/`, { token: staff, body: { status: 'gone' } });
    expect(bad.status).toBe(400);
    expect(bad.body.status).toEqual(['Choose draft, published or archived.']);
    expect((await t.rest('POST', 'recipes/999999/status/', { token: staff, body: { status: 'draft' } })).status).toBe(404);
  });
});
