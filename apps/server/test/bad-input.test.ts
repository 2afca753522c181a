import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from './harness';

let t: TestServer;
let staff: string;
let code: string;
let cookToken: string;
let participantId: number;
beforeAll(async () => {
  t = await startTestServer();
  staff = (await registerUser(t)).token; // first account: staff and host
  const kitchen = (await t.rest('POST', 'kitchens/', { token: staff, body: { name: 'K', use_default: true } })).body;
  code = (await t.rest('POST', 'sessions/create/', { token: staff, body: { kitchen: kitchen.id } })).body.code;
  const joined = await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: 'Pat' } });
  cookToken = joined.body.token;
  participantId = joined.body.participant.id;
});
afterAll(async () => {
  await t.stop();
});

/** Every write of the call table, with the caller most likely to reach its validation. */
const writes = (): Array<[string, string, string]> => [
  ['POST', 'auth/register/', ''],
  ['POST', 'auth/login/', ''],
  ['POST', 'kitchens/', staff],
  ['PATCH', 'kitchens/1/', staff],
  ['POST', 'sessions/create/', staff],
  ['POST', `sessions/${code}/recipes/`, staff],
  ['POST', `sessions/${code}/join/`, ''],
  ['POST', `sessions/${code}/participants/${participantId}/skills/`, cookToken],
  ['PATCH', 'recipes/1/tasks/1/', staff],
  ['POST', 'recipes/1/update-dependencies/', staff],
  ['POST', 'recipes/1/update-rating/', staff],
  ['PATCH', `recipes/sessions/${code}/tasks/1/`, staff],
  ['POST', 'recipes/generate/', staff],
  ['POST', 'recipes/edit/', staff],
  ['POST', 'recipes/update-dag/', staff],
  ['POST', 'recipes/rate-dag/', staff],
];

/** Not a JSON object at all: always a 400. */
const NOT_OBJECTS = ['{bad json', 'null', '[]', '"text"', '42', 'true'];
/** Objects with wrong or odd fields: a 4xx, or 2xx where every field is optional (PATCH). */
const ODD_OBJECTS = ['{}', '{"name":{"$gt":""},"kitchen":"1; drop table users","recipe_id":-1,"skills":"all","task_dependencies":[1,2],"quality_score":1e309}', JSON.stringify({ a: 'x'.repeat(100_000) })];

describe('bad input never answers 500', () => {
  it('answers every malformed body on every write with a 4xx and a JSON error', async () => {
    for (const [method, path, token] of writes()) {
      for (const raw of [...NOT_OBJECTS, ...ODD_OBJECTS]) {
        const res = await t.rest(method, path, { token: token || undefined, raw });
        const what = `${method} ${path} ${raw.slice(0, 40)} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`;
        expect(res.status, what).toBeLessThan(500);
        if (NOT_OBJECTS.includes(raw)) expect(res.status, what).toBeGreaterThanOrEqual(400);
        if (res.status >= 400) expect(typeof res.body, what).toBe('object');
      }
    }
  });

  it('answers nonsense in paths with 404 or 400, never 500', async () => {
    const paths = [
      ['GET', 'kitchens/-1/'],
      ['GET', 'kitchens/1e99/'],
      ['GET', 'recipes/abc/details/'],
      ['GET', 'sessions/%00%00/'],
      ['GET', `sessions/${'Z'.repeat(500)}/dag/`],
      ['DELETE', `sessions/${code}/recipes/abc/`],
      ['POST', `sessions/${code}/participants/abc/force-disconnect/`],
      ['DELETE', `sessions/${code}/participants/0/remove/`],
      ['GET', 'recipes/sessions/NOPE12/current-task/'],
      ['POST', 'sessions/NOPE12/start/'],
    ];
    for (const [method, path] of paths) {
      const res = await t.rest(method!, path!, { token: staff });
      // 414: Fastify refuses over-long path parameters before any route runs.
      expect([400, 403, 404, 414], `${method} ${path} → ${res.status}`).toContain(res.status);
    }
  });
});

describe('bad input through tRPC', () => {
  it('answers malformed calls with 4xx, never 500', async () => {
    const calls: Array<[string, string, string | undefined]> = [
      ['POST', 'auth.register', '{bad json'],
      ['POST', 'auth.register', 'null'],
      ['POST', 'kitchens.create', '{"name":5}'],
      ['POST', 'live.completeTask', '{"code":"ABCDEF","assignmentId":"x"}'],
      ['GET', 'sessions.get?input=%7Bnot-json', undefined],
      ['GET', 'sessions.get?input=%7B%22code%22%3A42%7D', undefined],
      ['GET', 'no.such.procedure', undefined],
      ['POST', 'studio.generate', '{"mode":"nope"}'],
    ];
    for (const [method, path, body] of calls) {
      const res = await fetch(`${t.url}/trpc/${path}`, {
        method,
        headers: { authorization: `Token ${staff}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body,
      });
      expect(res.status, `${method} ${path} → ${res.status}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path} → ${res.status}`).toBeLessThan(500);
    }
  });
});

/** A refused tRPC call's error as the client library gives it. */
async function refusal(call: Promise<unknown>) {
  const error = (await call.then(() => null, (e: unknown) => e)) as { message: string; data: { text: unknown; fieldErrors: Record<string, string[]> | null; fieldTexts: unknown } } | null;
  if (!error) throw new Error('the call was not refused');
  return error;
}

describe('server texts carry a code beside the English (issue 30)', () => {
  it("a refusal's message: the English as before, its code and params in data.text", async () => {
    const cook = t.trpc(cookToken);
    const error = await refusal(cook.kitchens.list.query());
    expect(error.message).toBe('Authentication credentials were not provided.');
    expect(error.data.text).toEqual({ code: 'auth.required', params: {} });
    const missing = await refusal(t.trpc(staff).recipes.details.query({ id: 999_999 }));
    expect(missing.message).toBe('Recipe not found');
    expect(missing.data.text).toEqual({ code: 'notFound.recipe', params: {} });
  });

  it('field errors: the English lists as before, a code per message in data.fieldTexts (zod and services alike)', async () => {
    const api = t.trpc(staff);
    const error = await refusal(api.kitchens.create.mutate({ name: '', use_default: true }));
    expect(error.message).toBe('Please fix the errors below:');
    expect(error.data.text).toEqual({ code: 'form.fixErrors', params: {} });
    expect(error.data.fieldErrors?.name).toEqual(['Kitchen name is required']);
    expect(error.data.fieldTexts).toMatchObject({ name: [{ code: 'kitchen.nameRequired', params: {} }] });
    const fieldTexts = error.data.fieldTexts as Record<string, Array<{ code: string; params: Record<string, unknown> } | null>>;
    expect(Object.keys(fieldTexts)).toEqual(Object.keys(error.data.fieldErrors!));
    // A service's field error: the name in the params.
    await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: 'Sam' } });
    const taken = await refusal(t.trpc().live.join.mutate({ code, display_name: 'Sam' }));
    expect(taken.data.fieldTexts).toEqual({ display_name: [{ code: 'join.nameTaken', params: { name: 'Sam' } }] });
    expect(taken.data.text).toEqual({ code: 'join.nameTaken', params: { name: 'Sam' } });
  });

  it('REST answers keep the spec shape, with no codes', async () => {
    const res = await t.rest('POST', 'kitchens/', { token: staff, body: { name: '', use_default: true } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ name: ['Kitchen name is required'] });
  });
});
