/**
 * msw standing in for an OpenAI-compatible chat completions endpoint, shared by every test that
 * reaches the model: the recipe-ai unit tests, the server's integration tests and the browser
 * tests (`@brigade/recipe-ai/testing`). A reply is a valid answer (sent as server-sent events
 * when the request asks to stream, in chunks, optionally slowly), an HTTP error, or a hang.
 */
import { delay, http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';

export const OPENAI_CHAT_URL = 'https://api.openai.com/v1/chat/completions';

/** A task in the model's wire shape (every field present, as strict structured output gives). */
export function modelTask(key: string, overrides: Record<string, unknown> = {}) {
  return {
    key,
    name: key.replace(/-/g, ' '),
    description: '',
    task_type: 'prep',
    skill_level: 1,
    estimated_duration_minutes: 5,
    timer_duration_minutes: null,
    safety_level: 'low',
    equipment: ['prep_station'],
    skill_requirements: ['knife_work'],
    depends_on: [] as string[],
    ...overrides,
  };
}

/** A small valid recipe in the model's wire shape: chop, then assemble; fields overridable. */
export function modelRecipe(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Tomato Bruschetta',
    description: 'Toasted bread with tomatoes.',
    difficulty_level: 'beginner',
    cuisine_type: 'Italian',
    servings: 4,
    estimated_time_minutes: 20,
    recommended_participants: 2,
    ingredients: [{ name: 'tomatoes', quantity: 4, unit: null, used_in: ['chop'] }],
    tasks: [
      modelTask('chop', { name: 'Chop tomatoes' }),
      modelTask('serve', { name: 'Assemble', task_type: 'assembly', skill_requirements: ['plating'], depends_on: ['chop'] }),
    ],
    ...overrides,
  };
}

export const BRUSCHETTA = modelRecipe();

/** The bruschetta edited: chop takes 8 minutes, a new 'Toast bread' task, and Assemble waits for it instead of the chopping. */
export const EDITED_BRUSCHETTA = modelRecipe({
  tasks: [
    modelTask('chop', { name: 'Chop tomatoes', estimated_duration_minutes: 8 }),
    modelTask('toast', { name: 'Toast bread', task_type: 'cook', equipment: ['oven'], skill_requirements: ['roasting'] }),
    modelTask('serve', { name: 'Assemble', task_type: 'assembly', skill_requirements: ['plating'], depends_on: ['toast'] }),
  ],
});

/**
 * A four-task bruschetta (chop and toast side by side, assemble, wash up), with `extraTasks` added
 * and tasks renamed by key: the model's answers of the edit tests.
 */
export function fourTaskBruschetta(extraTasks: Array<Record<string, unknown>> = [], rename: Record<string, string> = {}) {
  const task = (key: string, depends_on: string[], extra: Record<string, unknown> = {}) => modelTask(key, { name: rename[key] ?? key.replace(/-/g, ' '), depends_on, ...extra });
  return modelRecipe({
    ingredients: [{ name: 'tomatoes', quantity: 4, unit: null, used_in: ['chop-tomatoes'] }],
    tasks: [
      task('chop-tomatoes', []),
      task('toast-bread', [], { task_type: 'cook', equipment: ['oven'], skill_requirements: ['roasting'], safety_level: 'medium' }),
      task('assemble', ['chop-tomatoes', 'toast-bread'], { task_type: 'assembly', skill_requirements: ['plating'] }),
      task('wash-up', ['assemble'], { task_type: 'cleanup', equipment: ['sink'], skill_requirements: ['dishwashing'] }),
      ...extraTasks.map((t) => task(String(t.key), (t.depends_on as string[]) ?? [], t)),
    ],
  });
}

export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format: { type: string; json_schema: { name: string; strict: boolean; schema: unknown } };
  stream?: boolean;
}

/** One request the model endpoint received. */
export interface ModelCall {
  /** 1 for the first request since the handler was set. */
  n: number;
  body: ChatRequest;
  authorization: string | null;
  /** Settles when the caller aborts the request (the server stopped the model call). */
  aborted: Promise<void>;
}

/** A valid answer: `content` as the model's message, streamed in `chunkSize` pieces `chunkDelayMs` apart. */
export interface AnswerReply {
  content: string;
  chunkSize?: number;
  chunkDelayMs?: number;
  refusal?: string;
}
export type ModelReply = AnswerReply | Response | 'hang';

/** A recipe (object or raw text) as the model's answer. */
export const recipeReply = (recipe: unknown = BRUSCHETTA, options: Omit<AnswerReply, 'content'> = {}): AnswerReply => ({
  content: typeof recipe === 'string' ? recipe : JSON.stringify(recipe),
  ...options,
});

/** An HTTP error in OpenAI's error shape (500, 429 with Retry-After...). */
export const errorReply = (status: number, message: string, headers: Record<string, string> = {}): Response =>
  HttpResponse.json({ error: { message } }, { status, headers });

const encoder = new TextEncoder();
const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  encoder.encode(
    `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o-mini', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
  );

function streamed(reply: AnswerReply, signal: AbortSignal): Response {
  const size = Math.max(1, reply.chunkSize ?? 64);
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(chunk({ role: 'assistant', content: '' }));
      if (reply.refusal) controller.enqueue(chunk({ refusal: reply.refusal }));
      for (let at = 0; at < reply.content.length; at += size) {
        if (reply.chunkDelayMs) await delay(reply.chunkDelayMs);
        if (signal.aborted) return controller.close();
        controller.enqueue(chunk({ content: reply.content.slice(at, at + size) }));
      }
      controller.enqueue(chunk({}, 'stop'));
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' } });
}

function whole(reply: AnswerReply): Response {
  return HttpResponse.json({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content, refusal: reply.refusal ?? null } }],
  });
}

/**
 * Makes `mock` answer the model endpoint at `url` with `reply(call)` for every request, and
 * returns the list of requests as they arrive.
 */
export function answerModel(mock: SetupServer, reply: (call: ModelCall) => ModelReply | Promise<ModelReply>, url = OPENAI_CHAT_URL): ModelCall[] {
  const calls: ModelCall[] = [];
  mock.use(
    http.post(url, async ({ request }) => {
      const call: ModelCall = {
        n: calls.length + 1,
        body: (await request.clone().json()) as ChatRequest,
        authorization: request.headers.get('authorization'),
        aborted: new Promise((resolve) => {
          if (request.signal.aborted) resolve();
          else request.signal.addEventListener('abort', () => resolve(), { once: true });
        }),
      };
      calls.push(call);
      const answer = await reply(call);
      if (answer === 'hang') {
        await delay('infinite');
        return errorReply(500, 'never sent');
      }
      if (answer instanceof Response) return answer;
      return call.body.stream ? streamed(answer, request.signal) : whole(answer);
    }),
  );
  return calls;
}
