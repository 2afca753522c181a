import { recipeDraft, type RecipeDraft } from '@brigade/contracts';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AiNotConfiguredError, AiRecipeError, createRecipeAi, type AiCall } from '../src/index';
import { answerModel, errorReply, fourTaskBruschetta, OPENAI_CHAT_URL as OPENAI, recipeReply, type ChatRequest } from '../testing/model-endpoint';
import { isAcyclic } from './support/task-graph';

/** A model answer in the wire shape (every field present, as strict structured output gives). */
function answer(overrides: { tasks?: Array<Record<string, unknown>>; name?: string } = {}) {
  return { ...fourTaskBruschetta(), ...overrides };
}

const CYCLIC = { ...answer({
  tasks: [
    { key: 'a', name: 'A', description: '', task_type: 'prep', skill_level: 1, estimated_duration_minutes: 5, timer_duration_minutes: null, safety_level: 'low', equipment: [], skill_requirements: [], depends_on: ['b'] },
    { key: 'b', name: 'B', description: '', task_type: 'prep', skill_level: 1, estimated_duration_minutes: 5, timer_duration_minutes: null, safety_level: 'low', equipment: [], skill_requirements: [], depends_on: ['a'] },
  ],
}), ingredients: [] };

/** Answers in turn with `answers` (streamed, as the client asks) and keeps every request body for inspection. */
function scriptedModel(url: string, answers: unknown[]): ChatRequest[] {
  const requests: ChatRequest[] = [];
  answerModel(
    server,
    (call) => {
      requests.push(call.body);
      return recipeReply(answers[Math.min(call.n - 1, answers.length - 1)], { chunkSize: 50 });
    },
    url,
  );
  return requests;
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('createRecipeAi', () => {
  it('is not configured without a key or a base URL, and says so exactly', async () => {
    const ai = createRecipeAi({});
    expect(ai.configured).toBe(false);
    await expect(ai.generate({ foodName: 'Soup' })).rejects.toThrow(new AiNotConfiguredError());
    await expect(ai.generate({ foodName: 'Soup' })).rejects.toThrow('AI generation is not configured');
    await expect(ai.edit({ current: {} as RecipeDraft, instruction: 'x' })).rejects.toBeInstanceOf(AiNotConfiguredError);
    expect(createRecipeAi({ apiKey: '   ' }).configured).toBe(false);
  });

  it('generates a recipe with structured output and the default model', async () => {
    const requests = scriptedModel(OPENAI, [answer()]);
    const ai = createRecipeAi({ apiKey: 'sk-test' });
    const draft = await ai.generate({ foodName: 'Bruschetta', description: 'for a party' });
    expect(recipeDraft.safeParse(draft).success).toBe(true);
    expect(draft).toMatchObject({ name: 'Tomato Bruschetta', source_url: null });
    expect(draft.tasks).toHaveLength(4);
    expect(requests).toHaveLength(1);
    const body = requests[0]!;
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'brigade_recipe', strict: true } });
    const system = body.messages[0]!.content;
    for (const word of ['timer_passive', 'cleanup', 'prep_station', 'burner', 'knife_work', 'dishwashing', 'parallel']) {
      expect(system).toContain(word);
    }
    expect(body.messages[1]!.content).toContain('Bruschetta');
    expect(body.messages[1]!.content).toContain('for a party');
  });

  it('sends a cyclic answer back with the cycle named, and returns the corrected recipe', async () => {
    const requests = scriptedModel(OPENAI, [CYCLIC, answer()]);
    const draft = await createRecipeAi({ apiKey: 'sk-test', model: 'gpt-4.1' }).generate({ foodName: 'Bruschetta' });
    expect(isAcyclic(draft)).toBe(true);
    expect(draft.name).toBe('Tomato Bruschetta');
    expect(requests).toHaveLength(2);
    expect(requests[1]!.model).toBe('gpt-4.1');
    const repair = requests[1]!.messages.at(-1)!;
    expect(repair.role).toBe('user');
    expect(repair.content).toMatch(/cycle: (a -> b -> a|b -> a -> b)/);
    expect(requests[1]!.messages.at(-2)).toMatchObject({ role: 'assistant', content: JSON.stringify(CYCLIC) });
  });

  it('names the contract problems of an invalid answer in the repair request', async () => {
    const broken = answer();
    broken.tasks[0] = { ...broken.tasks[0]!, key: 'Chop Tomatoes!' };
    broken.tasks[1] = { ...broken.tasks[1]!, task_type: 'timer_passive', timer_duration_minutes: null };
    const requests = scriptedModel(OPENAI, [broken, 'this is not json', answer()]);
    const draft = await createRecipeAi({ apiKey: 'sk-test' }).generate({ foodName: 'Bruschetta' });
    expect(recipeDraft.safeParse(draft).success).toBe(true);
    expect(requests).toHaveLength(3);
    const firstRepair = requests[1]!.messages.at(-1)!.content;
    expect(firstRepair).toContain('tasks.0.key: Use lowercase letters, digits and dashes');
    expect(firstRepair).toContain('tasks.1.timer_duration_minutes: A timer task needs timer minutes');
    expect(requests[2]!.messages.at(-1)!.content).toContain('not valid JSON');
  });

  it('gives up after three invalid answers with a clear error and never returns invalid output', async () => {
    const requests = scriptedModel(OPENAI, [CYCLIC]);
    const error = await createRecipeAi({ apiKey: 'sk-test' })
      .generate({ foodName: 'Bruschetta' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiRecipeError);
    expect((error as AiRecipeError).code).toBe('invalid_answer');
    expect((error as AiRecipeError).message).toMatch(/did not produce a valid recipe after 3 attempts: .*cycle/);
    expect(requests).toHaveLength(3);
  });

  it('edits a recipe, describing the selected task and keeping the source address', async () => {
    const current = recipeDraft.parse({ ...answer(), source_url: 'https://recipes.test/bruschetta' });
    const edited = answer({ name: 'Garlic Bruschetta' });
    const requests = scriptedModel(OPENAI, [edited]);
    const draft = await createRecipeAi({ apiKey: 'sk-test' }).edit({
      current,
      instruction: 'Add more garlic',
      selected: { type: 'node', id: 'toast-bread' },
    });
    expect(draft).toMatchObject({ name: 'Garlic Bruschetta', source_url: 'https://recipes.test/bruschetta' });
    const request = requests[0]!.messages[1]!.content;
    expect(request).toContain('Add more garlic');
    expect(request).toContain('"toast-bread"');
    expect(request).toContain('"chop-tomatoes"');
  });

  it('names a selected dependency edge by its two tasks', async () => {
    const current = recipeDraft.parse(answer());
    const requests = scriptedModel(OPENAI, [answer()]);
    await createRecipeAi({ apiKey: 'sk-test' }).edit({ current, instruction: 'Remove this', selected: { type: 'edge', id: 'chop-tomatoes-assemble' } });
    expect(requests[0]!.messages[1]!.content).toContain('"assemble" depends on "chop-tomatoes"');
  });

  it('talks to a local model server by base URL without an API key', async () => {
    const calls = answerModel(server, () => recipeReply(answer()), 'http://models.local:11434/v1/chat/completions');
    const ai = createRecipeAi({ baseURL: 'http://models.local:11434/v1', model: 'llama3.1' });
    expect(ai.configured).toBe(true);
    const draft = await ai.generate({ foodName: 'Bruschetta' });
    expect(draft.tasks).toHaveLength(4);
    expect(calls[0]!.authorization).toMatch(/^Bearer /);
  });

  it('reports a refusal and an unreachable service as AiRecipeError', async () => {
    answerModel(server, () => ({ content: '', refusal: 'I cannot help with that.' }));
    await expect(createRecipeAi({ apiKey: 'sk-test' }).generate({ foodName: 'x' })).rejects.toMatchObject({ code: 'refused' });
    answerModel(server, () => errorReply(401, 'bad key'));
    await expect(createRecipeAi({ apiKey: 'sk-bad' }).generate({ foodName: 'x' })).rejects.toMatchObject({ code: 'request_failed' });
  });

  it('streams the answer and reports progress: waiting, characters and tasks as they arrive, then checking', async () => {
    const content = JSON.stringify(answer());
    const calls = answerModel(server, () => recipeReply(content, { chunkSize: 40, chunkDelayMs: 15 }));
    const reports: Array<Parameters<NonNullable<AiCall['onProgress']>>[0]> = [];
    const draft = await createRecipeAi({ apiKey: 'sk-test' }).generate({ foodName: 'Bruschetta' }, { onProgress: (p) => reports.push(p) });
    expect(draft.tasks).toHaveLength(4);
    expect(calls[0]!.body.stream).toBe(true);
    expect(reports[0]).toEqual({ attempt: 1, characters: 0, tasks: 0, phase: 'waiting' });
    const receiving = reports.filter((r) => r.phase === 'receiving');
    expect(receiving.length).toBeGreaterThan(1);
    // Never backwards, and the tasks are counted as their keys arrive.
    for (let i = 1; i < receiving.length; i++) expect(receiving[i]!.characters).toBeGreaterThanOrEqual(receiving[i - 1]!.characters);
    expect(receiving.some((r) => r.tasks > 0 && r.tasks < 4)).toBe(true);
    expect(reports.at(-1)).toEqual({ attempt: 1, characters: content.length, tasks: 4, phase: 'checking' });
  });
});
