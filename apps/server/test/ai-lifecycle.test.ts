import type { AiProgress } from '@brigade/contracts';
import { answerModel, errorReply, recipeReply, type ModelReply } from '@brigade/recipe-ai/testing';
import { delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from './harness';

/**
 * The AI call's lifecycle through the real server, msw standing in for the model endpoint: one
 * deadline for the whole call, no transport retry that does not fit in it, and a browser that
 * goes away stops the model call and saves nothing.
 */
const DEADLINE_MS = 2_000;
/** Long enough for one transport retry (its wait plus a useful attempt must fit). */
const RETRY_DEADLINE_MS = 8_000;

const mock = setupServer();
let fast: TestServer;
let roomy: TestServer;
let staff: { fast: string; roomy: string };

beforeAll(async () => {
  mock.listen({ onUnhandledRequest: (request, print) => (new URL(request.url).hostname === '127.0.0.1' ? undefined : print.error()) });
  const viaMsw: typeof fetch = (input, init) => globalThis.fetch(input, init);
  const config = (deadlineMs: number) => ({ publicUrl: 'http://192.0.2.10:3000', importAllowPrivate: false, ai: { apiKey: 'test-key', deadlineMs } });
  fast = await startTestServer({ config: config(DEADLINE_MS), outside: { fetch: viaMsw } });
  roomy = await startTestServer({ config: config(RETRY_DEADLINE_MS), outside: { fetch: viaMsw } });
  staff = { fast: (await registerUser(fast)).token, roomy: (await registerUser(roomy)).token };
});
afterEach(() => mock.resetHandlers());
afterAll(async () => {
  await fast?.stop();
  await roomy?.stop();
  mock.close();
});

const recipeCount = async (t: TestServer, token: string) => ((await t.rest('GET', 'recipes/', { token })).body as unknown[]).length;
const generate = (t: TestServer, token: string) => t.rest('POST', 'recipes/generate/', { token, body: { mode: 'openai', food_name: 'Bruschetta' } });

/** The model endpoint answers `reply(n, body)`; returns its requests (each knows when the server aborted it). */
const endpoint = (reply: (n: number, body: { messages: Array<{ content: string }> }) => ModelReply | Promise<ModelReply>) =>
  answerModel(mock, (call) => reply(call.n, call.body));

describe('AI calls are bounded', () => {
  it('a slow but valid answer inside the deadline is saved', async () => {
    const calls = endpoint(async () => {
      await delay(300);
      return recipeReply();
    });
    const res = await generate(fast, staff.fast);
    expect(res.status).toBe(200);
    expect(res.body.data.recipe.name).toBe('Tomato Bruschetta');
    expect(calls).toHaveLength(1);
  });

  it('a hanging endpoint answers 503 at the deadline, with the model call aborted and nothing saved', async () => {
    const before = await recipeCount(fast, staff.fast);
    const calls = endpoint(() => 'hang');
    const started = performance.now();
    const res = await generate(fast, staff.fast);
    const took = performance.now() - started;
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('The AI did not finish within 2 seconds. Please try again.');
    expect(took).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(took).toBeLessThan(DEADLINE_MS + 3_000);
    expect(calls).toHaveLength(1);
    await calls[0]!.aborted;
    expect(await recipeCount(fast, staff.fast)).toBe(before);
  });

  it('a 500 is retried once when the retry fits, then answers 503 with the reason', async () => {
    const calls = endpoint(() => errorReply(500, 'The server had an error'));
    const res = await generate(roomy, staff.roomy);
    expect(res.status).toBe(503);
    expect(res.body.error).toMatch(/^The AI service could not be reached: 500/);
    expect(calls).toHaveLength(2);
  });

  it('a 500 is not retried when the retry would not fit in the deadline', async () => {
    const calls = endpoint(() => errorReply(500, 'The server had an error'));
    const res = await generate(fast, staff.fast);
    expect(res.status).toBe(503);
    expect(calls).toHaveLength(1);
  });

  it('a 429 whose Retry-After does not fit is not waited for', async () => {
    const calls = endpoint(() => errorReply(429, 'Rate limit reached', { 'retry-after': '60' }));
    const started = performance.now();
    const res = await generate(roomy, staff.roomy);
    expect(res.status).toBe(503);
    expect(res.body.error).toMatch(/^The AI service could not be reached: 429/);
    expect(calls).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(RETRY_DEADLINE_MS);
  });

  it('a 429 with a short Retry-After is retried once and the answer saved', async () => {
    const calls = endpoint((n) =>
      n === 1 ? errorReply(429, 'Rate limit reached', { 'retry-after': '0' }) : recipeReply(),
    );
    const res = await generate(roomy, staff.roomy);
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('answers that are not JSON are sent back for repair, then 503 with the reason', async () => {
    const calls = endpoint(() => recipeReply('Here is your recipe: bruschetta!'));
    const res = await generate(roomy, staff.roomy);
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('The AI did not produce a valid recipe after 3 attempts: The answer was not valid JSON. Answer with a single JSON object in the given schema.');
    expect(calls).toHaveLength(3);
  });
});

/** A model that answers a valid recipe two seconds after a call reaches it; `modelReached` says when. */
function lateModel() {
  let reached!: () => void;
  const modelReached = new Promise<void>((resolve) => (reached = resolve));
  const calls = endpoint(async () => {
    reached();
    await delay(2_000);
    return recipeReply();
  });
  return { calls, modelReached };
}

describe('AI calls are cancelled when the browser goes away', () => {
  it('REST: the client disconnects, the server aborts the model call and saves nothing', async () => {
    const before = await recipeCount(roomy, staff.roomy);
    // The model would answer, late, with a valid recipe: it must never be saved.
    const { calls, modelReached } = lateModel();
    const browser = new AbortController();
    const request = fetch(`${roomy.url}/api/recipes/generate/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Token ${staff.roomy}` },
      body: JSON.stringify({ mode: 'openai', food_name: 'Bruschetta' }),
      signal: browser.signal,
    }).catch((e: Error) => e.name);
    await modelReached;
    browser.abort();
    expect(await request).toBe('AbortError');
    await calls[0]!.aborted;
    expect(calls).toHaveLength(1);
    expect(await recipeCount(roomy, staff.roomy)).toBe(before);
  });

  it('tRPC: an aborted mutation aborts the model call too', async () => {
    const { calls, modelReached } = lateModel();
    const browser = new AbortController();
    const call = roomy.trpc(staff.roomy).studio.generate.mutate({ mode: 'openai', food_name: 'Bruschetta' }, { signal: browser.signal }).catch((e: Error) => e.name);
    await modelReached;
    browser.abort();
    expect(await call).toBe('TRPCClientError');
    await calls[0]!.aborted;
  });
});

describe('the next AI edit knows the review', () => {
  it('sends the rating and refinement notes of a saved recipe to the model with the edit', async () => {
    endpoint(() => recipeReply());
    const generated = (await generate(roomy, staff.roomy)).body;
    const id = generated.recipe_id as number;
    expect((await roomy.rest('POST', 'recipes/rate-dag/', { token: staff.roomy, body: { basic_recipe_id: id, quality_rating: 2, refinement_notes: 'Toast the bread first' } })).status).toBe(200);
    const prompts: string[] = [];
    endpoint((_n, body) => {
      prompts.push(body.messages.at(-1)!.content);
      return recipeReply();
    });
    const edit = await roomy.rest('POST', 'recipes/edit/', { token: staff.roomy, body: { current_recipe: generated.data, edit_instruction: 'Make it spicier' } });
    expect(edit.status).toBe(200);
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toContain('Make it spicier');
    expect(prompts[0]).toContain('- Rating: 2/5');
    expect(prompts[0]).toContain('- Refinement notes: Toast the bread first');
  });
});

describe('progress while the model streams', () => {
  /** Follows call `callId` over the tRPC WebSocket; resolves once the server says the subscription runs. */
  async function follow(token: string, callId: string) {
    const seen: AiProgress[] = [];
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const ended = new Promise<void>((resolve, reject) => {
      roomy.trpc(token).studio.aiProgress.subscribe(
        { call_id: callId },
        { onStarted: () => started(), onData: (p) => (seen.push(p), p.phase === 'done' && resolve()), onError: reject },
      );
    });
    // A refused subscription never starts: its error ends the wait instead.
    await Promise.race([running, ended]);
    return { seen, ended };
  }

  it('the browser that started a generation sees characters and tasks arrive, then the end', async () => {
    endpoint(() => recipeReply(undefined, { chunkSize: 24, chunkDelayMs: 30 }));
    const callId = `call-${Math.random().toString(36).slice(2, 12)}`;
    const { seen, ended } = await follow(staff.roomy, callId);
    const res = await roomy.rest('POST', 'recipes/generate/', { token: staff.roomy, body: { mode: 'openai', food_name: 'Bruschetta', call_id: callId } });
    expect(res.status).toBe(200);
    await ended;
    expect(seen[0]).toMatchObject({ attempt: 1, phase: 'waiting', characters: 0 });
    const receiving = seen.filter((p) => p.phase === 'receiving');
    expect(receiving.length).toBeGreaterThan(1);
    expect(receiving.some((p) => p.tasks === 1)).toBe(true);
    expect(seen.find((p) => p.phase === 'checking')).toMatchObject({ tasks: 2 });
    expect(seen.at(-1)!.phase).toBe('done');
  });

  it('an edit reports progress too, and a call that fails still ends its progress', async () => {
    endpoint(() => errorReply(400, 'Bad request'));
    const callId = `call-${Math.random().toString(36).slice(2, 12)}`;
    const { seen, ended } = await follow(staff.roomy, callId);
    const res = await roomy.rest('POST', 'recipes/edit/', { token: staff.roomy, body: { current_recipe: { name: 'X', tasks: [{ name: 'Chop' }] }, edit_instruction: 'More', call_id: callId } });
    expect(res.status).toBe(503);
    await ended;
    expect(seen.map((p) => p.phase)).toEqual(['waiting', 'done']);
  });

  it('only staff may follow a call, and a bad call id is refused', async () => {
    const host = (await registerUser(roomy, { host: true })).token;
    await expect(follow(host, 'call-abcdefgh')).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    await expect(follow(staff.roomy, 'x')).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
  });
});
