import type { AppRouter } from '@brigade/api';
import { TRPCClientError } from '@trpc/client';
import { answerModel, errorReply, fourTaskBruschetta as modelRecipe, recipeReply } from '@brigade/recipe-ai/testing';
import { SPAGHETTI } from '@brigade/recipe-ai/testing/recipe-texts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from './harness';

const PUBLIC = '93.184.216.34';
/** `.test` names resolve to a public address; `evil.test` points home. */
const lookup = async (host: string) => {
  if (host === 'evil.test') return [{ address: '127.0.0.1', family: 4 }];
  if (host.endsWith('.test')) return [{ address: PUBLIC, family: 4 }];
  throw new Error(`ENOTFOUND ${host}`);
};

const LEMON_PAGE = `<!doctype html><html><head><title>Lemon Drizzle Cake</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Lemon Drizzle Cake',
  description: 'A zesty loaf cake with a crunchy sugar topping.',
  totalTime: 'PT1H',
  recipeYield: '8 slices',
  recipeIngredient: ['225g unsalted butter, softened', '225g caster sugar', '4 eggs', '225g self-raising flour', '1 lemon, juiced'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Heat the oven to 180C. Line a loaf tin with baking parchment.' },
    { '@type': 'HowToStep', text: 'Beat together the butter and sugar until pale, then add the eggs one at a time.' },
    { '@type': 'HowToStep', text: 'Fold in the flour and spoon into the tin; bake for 45 minutes.' },
    { '@type': 'HowToStep', text: 'Mix the lemon juice with sugar and pour over the warm cake.' },
  ],
})}</script></head><body><h1>Lemon Drizzle Cake</h1></body></html>`;

/** The model answers `recipe` to every request (streamed, as the server asks); the requests as they come. */
const model = (recipe: unknown) => answerModel(mock, () => recipeReply(recipe));

let plain: TestServer; // AI not configured
let withAi: TestServer;
const mock = setupServer(http.get('https://recipes.test/lemon-drizzle', () => HttpResponse.html(LEMON_PAGE)));

beforeAll(async () => {
  // Everything that is not a call to our own test servers must be answered by a handler.
  mock.listen({
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (url.hostname !== '127.0.0.1' || ![plain?.url, withAi?.url].some((u) => u && request.url.startsWith(u))) print.error();
    },
  });
  // Pages and the AI come from msw through the global fetch: without an injected fetch the importer
  // would connect to the checked (fake, public) address itself, which msw cannot answer.
  const fetchViaMsw: typeof fetch = (input, init) => globalThis.fetch(input, init);
  plain = await startTestServer({ outside: { lookup, fetch: fetchViaMsw } });
  withAi = await startTestServer({
    config: { publicUrl: 'http://192.0.2.10:3000', importAllowPrivate: false, ai: { apiKey: 'test-key' } },
    outside: { lookup, fetch: fetchViaMsw },
  });
});
afterEach(() => mock.resetHandlers());
afterAll(async () => {
  await plain?.stop();
  await withAi?.stop();
  mock.close();
});

const tokens = new Map<TestServer, { staff: string; host: string }>();
async function users(t: TestServer) {
  if (!tokens.has(t)) {
    const staff = (await registerUser(t)).token; // the first account is staff
    const host = (await registerUser(t, { host: true })).token;
    tokens.set(t, { staff, host });
  }
  return tokens.get(t)!;
}

async function recipeCount(t: TestServer, token: string): Promise<number> {
  return ((await t.rest('GET', 'recipes/', { token })).body as unknown[]).length;
}

const SAVED = /^Recipe saved successfully! \(Recipe #(\d+)\) - Now available in Browse tab\.$/;

describe('generating from pasted text', () => {
  it('saves the recipe, which then appears in the library with the same tasks', async () => {
    const { staff } = await users(plain);
    const res = await plain.rest('POST', 'recipes/generate/', { token: staff, body: { mode: 'text', text: SPAGHETTI } });
    expect(res.status).toBe(200);
    const { body } = res;
    expect(body).toMatchObject({ success: true, error: null, basic_recipe_id: expect.any(Number) });
    expect(body.recipe_id).toBe(body.basic_recipe_id);
    expect(body.message).toMatch(SAVED);
    expect(body.message).toContain(`#${body.recipe_id})`);
    expect(body.data.recipe).toMatchObject({ id: body.recipe_id, name: 'Spaghetti with Garlic and Parsley', estimated_time_minutes: expect.any(Number) });
    expect(body.data.tasks.length).toBeGreaterThanOrEqual(4);
    const ids = body.data.tasks.map((t: { id: number }) => String(t.id));
    expect(body.data.tasks.every((t: { id: unknown }) => typeof t.id === 'number')).toBe(true);
    expect(Object.keys(body.data.task_dependencies).sort()).toEqual([...ids].sort());

    const list = (await plain.rest('GET', 'recipes/', { token: staff })).body as Array<{ id: number; source: string; task_count: number }>;
    const listed = list.find((r) => r.id === body.recipe_id);
    expect(listed).toMatchObject({ source: 'text', task_count: body.data.tasks.length, status: 'draft', is_published: false });
    const detail = (await plain.rest('GET', `recipes/${body.recipe_id}/details/`, { token: staff })).body;
    expect(detail.tasks).toHaveLength(body.data.tasks.length);
    expect(detail.task_dependencies).toEqual(body.data.task_dependencies);
  });

  it('honours the form: servings scale the amounts, difficulty and cooks as asked', async () => {
    const { staff } = await users(plain);
    const plainRes = await plain.rest('POST', 'recipes/generate/', { token: staff, body: { mode: 'text', text: SPAGHETTI, preview_only: true } });
    const asked = await plain.rest('POST', 'recipes/generate/', {
      token: staff,
      body: { mode: 'text', text: SPAGHETTI, difficulty_level: 'advanced', servings: plainRes.body.data.recipe.servings * 2, participants: '2-4', preview_only: true },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data.recipe).toMatchObject({ difficulty_level: 'advanced', servings: plainRes.body.data.recipe.servings * 2, recommended_participants: 4 });
    const amount = (res: typeof asked, name: string) => (res.body.data.ingredients as Array<{ name: string; quantity: number | null }>).find((i) => i.name === name)?.quantity;
    const first = (plainRes.body.data.ingredients as Array<{ name: string; quantity: number | null }>).find((i) => i.quantity !== null)!;
    expect(amount(asked, first.name)).toBe(first.quantity! * 2);
    const bad = await plain.rest('POST', 'recipes/generate/', { token: staff, body: { mode: 'text', text: SPAGHETTI, servings: 0, participants: 'lots' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['participants', 'servings']);
  });

  it('only previews with preview_only, saving nothing', async () => {
    const { staff } = await users(plain);
    const before = await recipeCount(plain, staff);
    const res = await plain.rest('POST', 'recipes/generate/', { token: staff, body: { mode: 'text', text: SPAGHETTI, food_name: 'Garlic pasta', preview_only: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Recipe generated successfully!', basic_recipe_id: null, recipe_id: null });
    expect(res.body.data.recipe).toMatchObject({ id: null, name: 'Garlic pasta' });
    expect(res.body.data.tasks.length).toBeGreaterThanOrEqual(4);
    expect(await recipeCount(plain, staff)).toBe(before);
  });

  it('works through tRPC too', async () => {
    const { staff } = await users(plain);
    const result = await plain.trpc(staff).studio.generate.mutate({ mode: 'text', text: SPAGHETTI });
    expect(result.message).toMatch(SAVED);
    expect(result.data.tasks.length).toBeGreaterThanOrEqual(4);
    expect(await plain.trpc(staff).studio.aiStatus.query()).toEqual({ configured: false, deadline_seconds: 90 });
  });

  it('answers 400 with the reason when the text holds no recipe', async () => {
    const { staff } = await users(plain);
    const res = await plain.rest('POST', 'recipes/generate/', { token: staff, body: { mode: 'text', text: '12 34 !!' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
  });
});

describe('importing from a web address', () => {
  it('reads the page schema.org recipe and saves it', async () => {
    const { staff } = await users(plain);
    const res = await plain.rest('POST', 'recipes/generate/', { token: staff, body: { mode: 'url', url: 'https://recipes.test/lemon-drizzle' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(SAVED);
    expect(res.body.data.recipe).toMatchObject({ name: 'Lemon Drizzle Cake', source_url: 'https://recipes.test/lemon-drizzle' });
    expect(res.body.data.tasks.length).toBeGreaterThanOrEqual(4);
    const listed = ((await plain.rest('GET', 'recipes/', { token: staff })).body as Array<{ id: number; source: string }>).find((r) => r.id === res.body.recipe_id);
    // Imported recipes arrive as drafts: hosts see them once staff publish them.
    expect(listed).toMatchObject({ source: 'url', status: 'draft', is_published: false });
  });

  it('refuses loopback, private, link-local and metadata addresses with 400, saving nothing', async () => {
    const { staff } = await users(plain);
    const before = await recipeCount(plain, staff);
    for (const url of [
      'http://127.0.0.1/recipe',
      'http://localhost:3000/recipe',
      'http://10.0.0.1/recipe',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/recipe',
      'https://evil.test/recipe',
    ]) {
      const res = await plain.rest('POST', 'recipes/generate/', { token: staff, body: { mode: 'url', url } });
      expect(res.status, url).toBe(400);
      expect(res.body.error, url).toBe('This address is on a private network and cannot be imported');
    }
    expect(await recipeCount(plain, staff)).toBe(before);
  });

  it('answers 400, not 500, when the page has no recipe or cannot be reached', async () => {
    const { staff } = await users(plain);
    mock.use(http.get('https://recipes.test/empty', () => HttpResponse.html('<html><body>Nothing here</body></html>')));
    const empty = await plain.rest('POST', 'recipes/generate/', { token: staff, body: { mode: 'url', url: 'https://recipes.test/empty' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('No recipe found on that page');
    const nowhere = await plain.rest('POST', 'recipes/generate/', { token: staff, body: { mode: 'url', url: 'https://nowhere.invalid/' } });
    expect(nowhere.status).toBe(400);
  });
});

describe('generation input', () => {
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [{ mode: 'url' }, 'url', 'URL is required for URL mode'],
    [{ mode: 'url', url: '   ' }, 'url', 'URL is required for URL mode'],
    [{ mode: 'url', url: 'not a web address' }, 'url', 'Please enter a valid URL'],
    [{ mode: 'url', url: 'ftp://recipes.test/x' }, 'url', 'Please enter a valid URL'],
    [{ mode: 'openai' }, 'food_name', 'Recipe name is required for OpenAI mode'],
    [{ mode: 'openai', food_name: '  ', description: 'spicy' }, 'food_name', 'Recipe name is required for OpenAI mode'],
    [{ mode: 'text', text: '' }, 'text', 'Recipe text is required for text mode'],
  ];
  it.each(cases)('%j → %s: %s', async (body, field, message) => {
    const { staff } = await users(plain);
    const res = await plain.rest('POST', 'recipes/generate/', { token: staff, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ [field]: [message] });
  });

  it('gives the same field errors through tRPC', async () => {
    const { staff } = await users(plain);
    const error = await plain.trpc(staff).studio.generate.mutate({ mode: 'url', url: 'nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<AppRouter>).data).toMatchObject({ httpStatus: 400, fieldErrors: { url: ['Please enter a valid URL'] } });
  });

  it('refuses an unknown mode and a body that is not JSON', async () => {
    const { staff } = await users(plain);
    const mode = await plain.rest('POST', 'recipes/generate/', { token: staff, body: { mode: 'magic' } });
    expect(mode.status).toBe(400);
    expect(mode.body.mode).toBeDefined();
    for (const path of ['recipes/generate/', 'recipes/edit/', 'recipes/update-dag/', 'recipes/rate-dag/']) {
      const res = await plain.rest('POST', path, { token: staff, raw: '{"mode": "text",' });
      expect(res.status, path).toBe(400);
      expect(res.body.error, path).toBe('Invalid JSON in request body.');
    }
  });
});

describe('AI generation', () => {
  it('says clearly when AI is not configured (503), for generation and editing', async () => {
    const { staff } = await users(plain);
    const before = await recipeCount(plain, staff);
    const gen = await plain.rest('POST', 'recipes/generate/', { token: staff, body: { mode: 'openai', food_name: 'Bruschetta' } });
    expect(gen.status).toBe(503);
    expect(gen.body.error).toBe('AI generation is not configured');
    const edit = await plain.rest('POST', 'recipes/edit/', { token: staff, body: { current_recipe: { tasks: [{ name: 'x' }] }, edit_instruction: 'More garlic' } });
    expect(edit.status).toBe(503);
    expect(edit.body.error).toBe('AI generation is not configured');
    const trpcError = await plain.trpc(staff).studio.generate.mutate({ mode: 'openai', food_name: 'Soup' }).catch((e: unknown) => e);
    expect((trpcError as TRPCClientError<AppRouter>).message).toBe('AI generation is not configured');
    expect(await recipeCount(plain, staff)).toBe(before);
  });

  it('generates with the configured model and saves the recipe', async () => {
    const { staff } = await users(withAi);
    const calls = model(modelRecipe());
    expect(await withAi.trpc(staff).studio.aiStatus.query()).toEqual({ configured: true, deadline_seconds: 90 });
    const res = await withAi.rest('POST', 'recipes/generate/', {
      token: staff,
      body: { mode: 'openai', food_name: 'Bruschetta', description: 'for a party', difficulty_level: 'beginner', servings: 6, estimated_time_minutes: 45, participants: '2-4' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(SAVED);
    expect(res.body.data.recipe.name).toBe('Tomato Bruschetta');
    expect(res.body.data.tasks).toHaveLength(4);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.authorization).toBe('Bearer test-key');
    expect(calls[0]!.body.messages.at(-1)!.content).toContain('Bruschetta');
    // The form's preferences are asked of the model and written into the recipe.
    for (const line of ['Difficulty: beginner', 'Servings: 6', 'about 45 minutes', 'Cooks: 2-4']) expect(calls[0]!.body.messages.at(-1)!.content).toContain(line);
    expect(res.body.data.recipe).toMatchObject({ difficulty_level: 'beginner', servings: 6, estimated_time_minutes: 45, recommended_participants: 4 });
    const listed = ((await withAi.rest('GET', 'recipes/', { token: staff })).body as Array<{ id: number; source: string }>).find((r) => r.id === res.body.recipe_id);
    // AI recipes arrive as drafts: hosts see them once staff publish them.
    expect(listed).toMatchObject({ source: 'ai', status: 'draft', is_published: false });
  });

  it("writes in the host's language (issue 38.2): the prompt names it and the recipe records it", async () => {
    const { staff } = await users(withAi);
    const calls = model(modelRecipe());
    const res = await withAi.rest('POST', 'recipes/generate/', { token: staff, body: { mode: 'openai', food_name: 'Bruschetta', language: 'de' } });
    expect(res.status).toBe(200);
    expect(calls[0]!.body.messages.at(-1)!.content).toContain('ingredient names in German (de)');
    const listed = ((await withAi.rest('GET', 'recipes/', { token: staff })).body as Array<{ id: number; language: string }>).find((r) => r.id === res.body.recipe_id);
    expect(listed?.language).toBe('de');
    // Pasted text keeps the language it is written in, whatever the page's.
    const pasted = await withAi.trpc(staff).studio.generate.mutate({
      mode: 'text', language: 'en',
      text: 'Apfelkompott\n\n1. Die Äpfel schälen und in Stücke schneiden.\n2. Die Äpfel mit dem Zucker in einen Topf geben und weich kochen, bis sie zerfallen.',
    });
    const saved = ((await withAi.rest('GET', 'recipes/', { token: staff })).body as Array<{ id: number; language: string }>).find((r) => r.id === pasted.recipe_id);
    expect(saved?.language).toBe('de');
  });

  it('answers 503 with the reason when the AI service fails', async () => {
    const { staff } = await users(withAi);
    answerModel(mock, () => errorReply(401, 'Incorrect API key provided'));
    const res = await withAi.rest('POST', 'recipes/generate/', { token: staff, body: { mode: 'openai', food_name: 'Soup' } });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatch(/^The AI service could not be reached/);
  });
});

describe('editing with AI', () => {
  it('proposes the edit of a saved recipe; accepted, it applies in place, keeping the ids of unchanged tasks', async () => {
    const { staff } = await users(withAi);
    model(modelRecipe());
    const generated = (await withAi.rest('POST', 'recipes/generate/', { token: staff, body: { mode: 'openai', food_name: 'Bruschetta' } })).body;
    const id = generated.recipe_id as number;
    const chop = generated.data.tasks.find((t: { key: string }) => t.key === 'chop-tomatoes');

    const calls = model(modelRecipe([{ key: 'drizzle-oil', name: 'Drizzle oil', depends_on: ['assemble'] }], { 'chop-tomatoes': 'Dice tomatoes finely' }));
    const res = await withAi.rest('POST', 'recipes/edit/', {
      token: staff,
      body: { current_recipe: generated.data, edit_instruction: 'Dice the tomatoes finely and drizzle oil at the end', selected_element: { type: 'node', id: String(chop.id) } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, error: null, message: 'The AI proposes these changes. Review them, then accept or discard them.', recipe_id: id });
    expect(calls[0]!.body.messages.at(-1)!.content).toContain('The cook selected the task "chop-tomatoes"');
    expect(res.body.proposal.changes.tasks_added).toEqual([{ key: 'drizzle-oil', name: 'Drizzle oil' }]);
    // Nothing is saved until staff accept.
    expect((await withAi.rest('GET', `recipes/${id}/details/`, { token: staff })).body.tasks).toHaveLength(4);

    const accepted = await withAi.rest('POST', `recipes/${id}/proposal/accept/`, { token: staff, body: { proposal_id: res.body.proposal.id } });
    expect(accepted.status).toBe(200);
    const tasks = accepted.body.data.tasks as Array<{ id: number; key: string; name: string }>;
    expect(tasks).toHaveLength(5);
    expect(tasks.find((t) => t.key === 'chop-tomatoes')).toMatchObject({ id: chop.id, name: 'Dice tomatoes finely' });
    const drizzle = tasks.find((t) => t.key === 'drizzle-oil')!;
    const assemble = tasks.find((t) => t.key === 'assemble')!;
    expect(accepted.body.data.task_dependencies[String(drizzle.id)]).toEqual([String(assemble.id)]);

    const detail = (await withAi.rest('GET', `recipes/${id}/details/`, { token: staff })).body;
    expect(detail.tasks).toHaveLength(5);
    expect(detail.task_dependencies).toEqual(accepted.body.data.task_dependencies);
  });

  it('returns an edit of an unsaved preview without saving it', async () => {
    const { staff } = await users(withAi);
    model(modelRecipe());
    const preview = (await withAi.rest('POST', 'recipes/generate/', { token: staff, body: { mode: 'openai', food_name: 'Bruschetta', preview_only: true } })).body;
    expect(preview.recipe_id).toBeNull();
    const before = await recipeCount(withAi, staff);
    const calls = model(modelRecipe([{ key: 'basil', name: 'Tear basil', depends_on: [] }]));
    const result = await withAi.trpc(staff).studio.edit.mutate({
      current_recipe: preview.data,
      edit_instruction: 'Add basil',
      selected_element: { type: 'edge', id: 'chop-tomatoes-assemble' },
    });
    expect(result.recipe_id).toBeNull();
    expect(result.data.tasks.map((t) => t.id)).toContain('basil');
    expect(calls[0]!.body.messages.at(-1)!.content).toContain('"assemble" depends on "chop-tomatoes"');
    expect(await recipeCount(withAi, staff)).toBe(before);
  });

  it('refuses an empty instruction and an unknown saved recipe', async () => {
    const { staff } = await users(withAi);
    const blank = await withAi.rest('POST', 'recipes/edit/', { token: staff, body: { current_recipe: { tasks: [] }, edit_instruction: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.edit_instruction).toEqual(['Describe the change you want.']);
    const missing = await withAi.rest('POST', 'recipes/edit/', {
      token: staff,
      body: { current_recipe: { recipe: { id: 999999, name: 'Gone' }, tasks: [{ id: 1, name: 'x' }] }, edit_instruction: 'More' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('studio dependency and rating saves', () => {
  async function textRecipe() {
    const { staff } = await users(plain);
    const res = await plain.rest('POST', 'recipes/generate/', { token: staff, body: { mode: 'text', text: SPAGHETTI } });
    return res.body.recipe_id as number;
  }

  it('update-dag saves a dependency map and refuses a cycle, changing nothing', async () => {
    const { staff } = await users(plain);
    const id = await textRecipe();
    const before = (await plain.rest('GET', `recipes/${id}/details/`, { token: staff })).body;
    const [a, b] = before.tasks.map((t: { id: number }) => String(t.id));
    const cyclic = await plain.rest('POST', 'recipes/update-dag/', {
      token: staff,
      body: { basic_recipe_id: id, updated_dag_data: { task_dependencies: { ...before.task_dependencies, [a]: [b], [b]: [a] } } },
    });
    expect(cyclic.status).toBe(400);
    expect(cyclic.body.task_dependencies[0]).toMatch(/^This would create a cycle: /);
    expect((await plain.rest('GET', `recipes/${id}/details/`, { token: staff })).body.task_dependencies).toEqual(before.task_dependencies);

    const cleared = Object.fromEntries(Object.keys(before.task_dependencies).map((k) => [k, [] as string[]]));
    const ok = await plain.rest('POST', 'recipes/update-dag/', { token: staff, body: { basic_recipe_id: id, updated_dag_data: { task_dependencies: { ...cleared, [b]: [a] } } } });
    expect(ok.status).toBe(200);
    expect((await plain.rest('GET', `recipes/${id}/details/`, { token: staff })).body.task_dependencies).toEqual({ ...cleared, [b]: [a] });

    const noId = await plain.rest('POST', 'recipes/update-dag/', { token: staff, body: { updated_dag_data: { task_dependencies: {} } } });
    expect(noId.status).toBe(400);
    expect(noId.body.basic_recipe_id).toEqual(['A saved recipe id is required.']);
    const unknown = await plain.rest('POST', 'recipes/update-dag/', { token: staff, body: { basic_recipe_id: 999999, updated_dag_data: { task_dependencies: {} } } });
    expect(unknown.status).toBe(404);
  });

  it('rate-dag saves the rating and notes', async () => {
    const { staff } = await users(plain);
    const id = await textRecipe();
    const bad = await plain.rest('POST', 'recipes/rate-dag/', { token: staff, body: { basic_recipe_id: id, quality_rating: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.quality_rating).toEqual(['Choose a rating from 1 to 5.']);
    const res = await plain.rest('POST', 'recipes/rate-dag/', { token: staff, body: { basic_recipe_id: id, quality_rating: 5, refinement_notes: 'Needs more garlic' } });
    expect(res.status).toBe(200);
    const detail = (await plain.rest('GET', `recipes/${id}/details/`, { token: staff })).body;
    expect(detail).toMatchObject({ current_rating: 5, refinement_notes: 'Needs more garlic' });
    await plain.trpc(staff).studio.rateDag.mutate({ basic_recipe_id: id, quality_rating: 3, refinement_notes: '' });
    expect((await plain.rest('GET', `recipes/${id}/details/`, { token: staff })).body.current_rating).toBe(3);
  });
});

describe('studio access', () => {
  const calls: Array<[string, Record<string, unknown>]> = [
    ['recipes/generate/', { mode: 'text', text: SPAGHETTI }],
    ['recipes/edit/', { current_recipe: { tasks: [{ name: 'x' }] }, edit_instruction: 'More' }],
    ['recipes/update-dag/', { basic_recipe_id: 1, updated_dag_data: { task_dependencies: {} } }],
    ['recipes/rate-dag/', { basic_recipe_id: 1, quality_rating: 4 }],
  ];

  it('answers 403 to a host who is not staff and 401 to anyone signed out, saving nothing', async () => {
    const { staff, host } = await users(plain);
    const before = await recipeCount(plain, staff);
    for (const [path, body] of calls) {
      expect((await plain.rest('POST', path, { token: host, body })).status, path).toBe(403);
      expect((await plain.rest('POST', path, { body })).status, path).toBe(401);
    }
    expect(await recipeCount(plain, staff)).toBe(before);
  });

  it('does the same through tRPC', async () => {
    const { host } = await users(plain);
    const client = plain.trpc(host);
    const attempts = [
      () => client.studio.aiStatus.query(),
      () => client.studio.generate.mutate({ mode: 'text', text: SPAGHETTI }),
      () => client.studio.edit.mutate({ current_recipe: {}, edit_instruction: 'More' }),
      () => client.studio.updateDag.mutate({ basic_recipe_id: 1, updated_dag_data: { task_dependencies: {} } }),
      () => client.studio.rateDag.mutate({ basic_recipe_id: 1, quality_rating: 4 }),
    ];
    for (const attempt of attempts) {
      const error = await attempt().catch((e: unknown) => e);
      expect((error as TRPCClientError<AppRouter>).data?.httpStatus).toBe(403);
    }
    const anonymous = await plain.trpc().studio.aiStatus.query().catch((e: unknown) => e);
    expect((anonymous as TRPCClientError<AppRouter>).data?.httpStatus).toBe(401);
  });
});
