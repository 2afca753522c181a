import { apiText, type ApiText } from '@brigade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from './harness';

/**
 * Issue 30: the last English-only server texts carry a code and params beside the English, so the
 * web app shows them in the cook's language: zod's own field errors (schemas without a message of
 * their own), recipe-file import warnings and refusals, and the studio's results. REST keeps its
 * English answers (field errors stay `{field: [messages]}`).
 */
let t: TestServer;
let staff: string;

beforeAll(async () => {
  t = await startTestServer();
  staff = (await registerUser(t)).token; // the first account is staff
});
afterAll(async () => t.stop());

type Refusal = { message: string; data: { fieldErrors: Record<string, string[]> | null; fieldTexts: Record<string, Array<ApiText | null>> | null } };
async function refusal(call: Promise<unknown>): Promise<Refusal> {
  const error = await call.then(() => null, (e: unknown) => e);
  if (!error) throw new Error('the call was not refused');
  return error as Refusal;
}

/** Every field error's code renders exactly the English sent beside it. */
function expectCodesMatchEnglish(data: Refusal['data']) {
  for (const [field, messages] of Object.entries(data.fieldErrors ?? {})) {
    messages.forEach((message, i) => {
      const text = data.fieldTexts?.[field]?.[i];
      expect(text, `${field}: ${message}`).toBeTruthy();
      expect(apiText(text!.code, text!.params)).toBe(message);
    });
  }
}

const UNTIMED_COOK = `---
title: Plain Toast
---
Toast the @bread{2%slices}.

Butter the toast with @butter{10%g}.
`;

describe("zod's own field errors carry codes with the issue's params", () => {
  it('too long a text, too many items, too big a number and the wrong type, each by its kind', async () => {
    const api = t.trpc(staff);
    const error = await refusal(
      api.recipes.updateTask.mutate({
        id: 1,
        taskId: 1,
        changes: { skill_level: 9, timer_duration_minutes: 'soon' as unknown as number, skill_requirement: 'x'.repeat(501), skill_requirements: Array.from({ length: 11 }, (_, i) => `skill ${i}`) },
      }),
    );
    expect(error.message).toBe('Please fix the errors below:');
    expect(error.data.fieldErrors).toEqual({
      'changes.skill_level': ['Too big: expected number to be <=5'],
      'changes.timer_duration_minutes': ['Invalid input: expected number, received string'],
      'changes.skill_requirement': ['Too big: expected string to have <=500 characters'],
      'changes.skill_requirements': ['Too big: expected array to have <=10 items'],
    });
    expect(error.data.fieldTexts).toEqual({
      'changes.skill_level': [{ code: 'zod.tooBig', params: { origin: 'number', maximum: '5' } }],
      'changes.timer_duration_minutes': [{ code: 'zod.invalidType', params: { expected: 'number', received: 'string' } }],
      'changes.skill_requirement': [{ code: 'zod.tooLong', params: { maximum: '500' } }],
      'changes.skill_requirements': [{ code: 'zod.tooMany', params: { maximum: '10' } }],
    });
    expectCodesMatchEnglish(error.data);
  });

  it("the studio's generation form: too long a name is zod's own message, not 'Must be text.'", async () => {
    const long = await refusal(t.trpc(staff).studio.generate.mutate({ mode: 'text', text: 'Toast the bread for 3 minutes.', food_name: 'x'.repeat(201) }));
    expect(long.data.fieldErrors).toEqual({ food_name: ['Too big: expected string to have <=200 characters'] });
    expect(long.data.fieldTexts).toEqual({ food_name: [{ code: 'zod.tooLong', params: { maximum: '200' } }] });
    const notText = await refusal(t.trpc(staff).studio.generate.mutate({ mode: 'text', text: 'Toast.', food_name: 5 as unknown as string }));
    expect(notText.data.fieldTexts).toEqual({ food_name: [{ code: 'field.text', params: {} }] });
  });

  it('a schema message of its own keeps its own code beside the zod ones', async () => {
    const mixed = await refusal(t.trpc(staff).recipes.updateTask.mutate({ id: 1, taskId: 1, changes: { skill_level: 0, name: ' ' } }));
    expect(mixed.data.fieldTexts).toEqual({
      'changes.name': [{ code: 'field.blank', params: {} }],
      'changes.skill_level': [{ code: 'zod.tooSmall', params: { origin: 'number', minimum: '1' } }],
    });
    expectCodesMatchEnglish(mixed.data);
  });

  it('REST answers keep the English only', async () => {
    const saved = await t.trpc(staff).studio.generate.mutate({ mode: 'text', text: 'Toast\n\nMethod\n1. Toast the bread for 3 minutes.\n2. Butter the toast.' });
    const detail = (await t.rest('GET', `recipes/${saved.recipe_id}/details/`, { token: staff })).body as { tasks: Array<{ id: number }> };
    const res = await t.rest('PATCH', `recipes/${saved.recipe_id}/tasks/${detail.tasks[0]!.id}/`, { token: staff, body: { skill_level: 9 } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ skill_level: ['Too big: expected number to be <=5'] });
  });
});

describe('recipe-file import warnings and refusals carry codes', () => {
  async function upload(files: Array<{ name: string; text: string }>) {
    const form = new FormData();
    for (const f of files) form.append('file', new Blob([f.text]), f.name);
    form.append('preview', 'true');
    const res = await fetch(`${t.url}/api/recipes/import/`, { method: 'POST', body: form, headers: { authorization: `Token ${staff}` } });
    return { status: res.status, body: (await res.json()) as { imported: Array<{ warnings: string[]; warning_texts: ApiText[] }>; failed: Array<{ name: string; error: string; error_text: ApiText | null }> } };
  }

  it("each warning's code and params beside its English, in the same order", async () => {
    const res = await upload([{ name: 'toast.cook', text: UNTIMED_COOK }]);
    expect(res.status).toBe(200);
    const [recipe] = res.body.imported;
    expect(recipe!.warning_texts.map((w) => w.code)).toEqual(['import.warningNoServings', 'import.warningUntimed']);
    expect(recipe!.warning_texts[1]!.params).toEqual({ untimed: 2, count: 2 });
    expect(recipe!.warnings).toEqual(['No servings given: 4 assumed.', '2 of 2 tasks state no time: their minutes are guesses.']);
    expect(recipe!.warning_texts.map((w) => apiText(w.code, w.params))).toEqual(recipe!.warnings);
  });

  it("a file's refusal: the English as before, its code in error_text", async () => {
    const res = await upload([{ name: 'toast.cook', text: UNTIMED_COOK }, { name: 'broken.json', text: '{"name": "Soup", ' }]);
    expect(res.status).toBe(200);
    expect(res.body.failed).toEqual([
      { name: 'broken.json', error: expect.stringMatching(/^the JSON is not valid \(/), error_text: { code: 'import.fileBadJson', params: { detail: expect.any(String) } } },
    ]);
    const [failed] = res.body.failed;
    expect(apiText(failed!.error_text!.code, failed!.error_text!.params)).toBe(failed!.error);
  });

  it('the same through tRPC', async () => {
    const answer = await t.trpc(staff).recipeFiles.import.mutate({ files: [{ name: 'toast.cook', content_base64: Buffer.from(UNTIMED_COOK).toString('base64') }], preview: true });
    expect(answer.imported[0]!.warning_texts.map((w) => w.code)).toEqual(['import.warningNoServings', 'import.warningUntimed']);
  });
});

describe("the studio's results carry their code in text (tRPC)", () => {
  it('generated and saved: the English message and its code with the id', async () => {
    const api = t.trpc(staff);
    const saved = await api.studio.generate.mutate({ mode: 'text', text: 'Toast\n\nMethod\n1. Toast the bread for 3 minutes.\n2. Butter the toast.' });
    expect(saved.text).toEqual({ code: 'studio.saved', params: { id: String(saved.recipe_id) } });
    expect(apiText(saved.text!.code, saved.text!.params)).toBe(saved.message);
    const preview = await api.studio.generate.mutate({ mode: 'text', text: 'Toast\n\nMethod\n1. Toast the bread for 3 minutes.', preview_only: true });
    expect(preview.text).toEqual({ code: 'studio.generated', params: {} });
  });
});
