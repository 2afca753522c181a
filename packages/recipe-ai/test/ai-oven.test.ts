import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRecipeAi } from '../src/index';
import { answerModel, fourTaskBruschetta, OPENAI_CHAT_URL as OPENAI, recipeReply, type ChatRequest } from '../testing/model-endpoint';

// Issue 34: the model is asked for oven temperatures and a course, and what it answers is kept,
// or sent back when out of range.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function withOven(temperature: number) {
  const base = fourTaskBruschetta();
  return {
    ...base,
    course: 'starter',
    tasks: base.tasks.map((t: Record<string, unknown>) => ({ ...t, oven_temperature_c: t.key === 'toast-bread' ? temperature : null, oven_fan: t.key === 'toast-bread' ? true : null })),
  };
}

describe('AI generation with oven settings and a course', () => {
  it('asks for them in the answer schema, keeps them, and sends an impossible temperature back', async () => {
    const requests: ChatRequest[] = [];
    const answers = [withOven(450), withOven(220)];
    answerModel(server, (call) => {
      requests.push(call.body);
      return recipeReply(answers[Math.min(call.n - 1, answers.length - 1)], { chunkSize: 50 });
    }, OPENAI);
    const draft = await createRecipeAi({ apiKey: 'sk-test' }).generate({ foodName: 'Bruschetta' });
    const schema = JSON.stringify(requests[0]!.response_format);
    expect(schema).toContain('oven_temperature_c');
    expect(schema).toContain('oven_fan');
    expect(schema).toContain('"course"');
    expect(requests).toHaveLength(2);
    expect(requests[1]!.messages.map((m) => m.content).join('\n')).toContain('oven_temperature_c');
    expect(draft.course).toBe('starter');
    expect(draft.tasks.find((t) => t.key === 'toast-bread')).toMatchObject({ oven_temperature_c: 220, oven_fan: true });
  });
});
