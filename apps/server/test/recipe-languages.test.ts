import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localText, type RecipeDraftInput } from '@brigade/contracts';
import { RECIPES_DIR } from '@brigade/db';
import { registerUser, startTestServer, type TestServer } from './harness';
import { cookingSession } from './live-kitchen';

/**
 * Issue 38.2: a library recipe's German text reaches every read of it (REST and tRPC), a session's
 * copy and the cook's assignments. The library here is the Greek salad with a German file made
 * from its English (every task and ingredient "DE …"), so the test needs no translator's file.
 */
const salad = JSON.parse(readFileSync(join(RECIPES_DIR, 'greek-salad.json'), 'utf8')) as RecipeDraftInput & { tasks: Array<{ key: string; name: string }>; ingredients: Array<{ name: string }> };
const de = (s: string) => `DE ${s}`;
const german = {
  name: 'Griechischer Salat mit warmem Pitabrot',
  description: 'Horiatiki.',
  tasks: Object.fromEntries(salad.tasks.map((t) => [t.key, { name: de(t.name), description: de('Beschreibung') }])),
  ingredients: Object.fromEntries(salad.ingredients.map((i) => [i.name, de(i.name)])),
};

let t: TestServer;
let dir: string;
let staff: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'brigade-library-'));
  cpSync(join(RECIPES_DIR, 'greek-salad.json'), join(dir, 'greek-salad.json'));
  mkdirSync(join(dir, 'translations', 'de'), { recursive: true });
  writeFileSync(join(dir, 'translations', 'de', 'greek-salad.json'), JSON.stringify(german));
  t = await startTestServer({ recipesDir: dir });
  staff = (await registerUser(t)).token; // first account: staff
});
afterAll(async () => {
  await t.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a German library recipe', () => {
  it('carries its German text in the REST list and details and in tRPC, and stays English in its own fields', async () => {
    const list = (await t.rest('GET', 'recipes/', { token: staff })).body as Array<{ id: number; name: string; language: string; translations: Record<string, { name: string }> }>;
    const recipe = list.find((r) => r.name === salad.name)!;
    expect(recipe).toMatchObject({ language: 'en', translations: { de: { name: german.name } } });
    const rest = (await t.rest('GET', `recipes/${recipe.id}/details/`, { token: staff })).body;
    const cut = rest.tasks.find((x: { key: string }) => x.key === 'cut-tomatoes');
    expect(cut.name).toBe(salad.tasks.find((x) => x.key === 'cut-tomatoes')!.name);
    expect(localText(cut, 'de').name).toBe(de(salad.tasks.find((x) => x.key === 'cut-tomatoes')!.name));
    expect(localText(cut, 'es').name).toBe(cut.name);

    const trpc = await t.trpc(staff).recipes.details.query({ id: recipe.id });
    expect(trpc.recipe.translations?.de?.name).toBe(german.name);
    expect(trpc.ingredients.map((i) => localText(i, 'de').name)).toEqual(salad.ingredients.map((i) => de(i.name)));
    expect(trpc.tasks.map((x) => localText(x, 'de').name)).toEqual(salad.tasks.map((x) => de(x.name)));
  });

  it("reaches a session's copy, the cook's assignment and the step's ingredients", async () => {
    const { code, host, cook, first } = await cookingSession(t, [salad.name]);
    const view = await t.trpc(host.token).sessions.get.query({ code });
    expect(view.session_recipes[0]!.recipe.translations?.de?.name).toBe(german.name);
    const mine = (await t.trpc(cook.token).live.assignments.query({ code })).find((a) => a.id === first.id)!;
    expect(mine.task_translations?.de?.name).toBe(de(mine.task_name));
    expect(mine.recipe_translations?.de?.name).toBe(german.name);
    const dag = (await t.rest('GET', `sessions/${code}/dag/`, { token: host.token })).body;
    expect(dag.tasks.every((x: { name: string; translations: Record<string, { name: string }> }) => x.translations.de?.name === de(x.name))).toBe(true);
    const ingredients = await t.trpc(cook.token).plan.taskIngredients.query({ code });
    const lines = Object.values(ingredients).flat();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((i) => i.translations?.de?.name === de(i.name))).toBe(true);
    // The host's timeline bars carry the task's and dish's other names too.
    const timeline = await t.trpc(host.token).plan.timeline.query({ code });
    expect(timeline.bars.length).toBeGreaterThan(0);
    expect(timeline.bars.every((bar) => bar.task_translations?.de?.name === de(bar.task_name) && bar.dish_translations?.de?.name === german.name)).toBe(true);
  });

  it("an edit of a task's name in the recipe's own language drops its translated names, keeps its translated description", async () => {
    const recipe = ((await t.rest('GET', 'recipes/', { token: staff })).body as Array<{ id: number; name: string }>).find((r) => r.name === salad.name)!;
    const detail = (await t.rest('GET', `recipes/${recipe.id}/details/`, { token: staff })).body;
    const plate = detail.tasks.at(-1);
    const same = await t.rest('PATCH', `recipes/${recipe.id}/tasks/${plate.id}/`, { token: staff, body: { name: plate.name } });
    expect(same.body.translations.de.name).toBe(de(plate.name));
    const renamed = await t.rest('PATCH', `recipes/${recipe.id}/tasks/${plate.id}/`, { token: staff, body: { name: 'Serve at once' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.translations).toEqual({ de: { description: de('Beschreibung') } });
    expect(localText(renamed.body, 'de')).toEqual({ name: 'Serve at once', description: de('Beschreibung') });
  });
});
