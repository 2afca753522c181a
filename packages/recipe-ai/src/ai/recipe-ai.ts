import { applyPreferences, type GenerationPreferences } from '../preferences';
import type { AiProgress, RecipeDraft } from '@brigade/contracts';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { checkRecipeDraft, type DraftCheck } from '../draft-check';
import { AiNotConfiguredError, AiRecipeError } from './ai-errors';
import { recipeResponseFormat } from './answer-format';
import { editRequest, generationRequest, repairRequest, systemPrompt, type SelectedElement } from './prompts';

/** How to reach an OpenAI-compatible endpoint (OPENAI_API_KEY, OPENAI_BASE_URL, BRIGADE_AI_MODEL). */
export interface RecipeAiConfig {
  apiKey?: string;
  /** A local model server (Ollama, llama.cpp, vLLM…); works without an API key. */
  baseURL?: string;
  /** Default 'gpt-4o-mini'. */
  model?: string;
  /** Passed to the OpenAI client; tests and proxies may supply their own. */
  fetch?: typeof fetch;
  /**
   * One deadline for a whole generate or edit (every answer, repair and transport retry).
   * Default 90 s (BRIGADE_AI_DEADLINE_SECONDS), under the web app's 180 s wait.
   */
  deadlineMs?: number;
  /** Answers asked for before giving up, the first included. Default 3. */
  maxAttempts?: number;
}

/** Recipe generation and editing by a language model. */
export interface RecipeAi {
  /** False when nothing is configured; every method then throws AiNotConfiguredError. */
  readonly configured: boolean;
  /** A new recipe for a dish, optionally guided by a description. */
  generate(request: { foodName: string; description?: string; preferences?: GenerationPreferences }, call?: AiCall): Promise<RecipeDraft>;
  /** The current recipe changed as the cook asked, optionally about a selected task or edge. */
  edit(request: { current: RecipeDraft; instruction: string; selected?: SelectedElement | null; context?: string }, call?: AiCall): Promise<RecipeDraft>;
}

/** Per call: `signal` aborts the model call at once (the browser went away). */
export interface AiCall {
  signal?: AbortSignal;
  /** Told what the model has sent so far while it streams (at most every PROGRESS_EVERY_MS, and at every phase). */
  onProgress?: (progress: AiProgress) => void;
}

/** Progress reports while characters stream in are at least this far apart. */
export const PROGRESS_EVERY_MS = 100;

export const DEFAULT_AI_DEADLINE_MS = 90_000;
/** A transport retry is tried only with at least this much of the deadline left. */
const MIN_RETRY_BUDGET_MS = 5_000;

const DEFAULT_MODEL = 'gpt-4o-mini';
const OPENAI_URL = 'https://api.openai.com/v1';
/** Local servers ignore the key but the client insists on one. */
const LOCAL_SERVER_KEY = 'not-needed';

/**
 * Creates the recipe AI from explicit configuration (never from the environment, so the server
 * decides). Every answer is checked against `recipeDraft` and for dependency cycles; a faulty
 * answer is sent back with its exact problems, up to three answers in all, and invalid output is
 * never returned.
 */
export function createRecipeAi(config: RecipeAiConfig): RecipeAi {
  const apiKey = config.apiKey?.trim() || undefined;
  const baseURL = config.baseURL?.trim() || undefined;
  const configured = apiKey !== undefined || baseURL !== undefined;
  const model = config.model?.trim() || DEFAULT_MODEL;
  const maxAttempts = Math.max(1, config.maxAttempts ?? 3);
  const deadlineMs = Math.max(1, config.deadlineMs ?? DEFAULT_AI_DEADLINE_MS);
  const client = configured
    ? new OpenAI({
        apiKey: apiKey ?? LOCAL_SERVER_KEY,
        baseURL: baseURL ?? OPENAI_URL,
        timeout: deadlineMs,
        // Transport retries are ours (see `complete`): the client's own would wait out backoffs
        // and Retry-After headers past the deadline.
        maxRetries: 0,
        ...(config.fetch ? { fetch: config.fetch } : {}),
      })
    : null;

  async function answer(request: string, keep: Partial<RecipeDraft> = {}, call: AiCall = {}): Promise<RecipeDraft> {
    if (!client) throw new AiNotConfiguredError();
    const budget = new Budget(deadlineMs, call.signal);
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: systemPrompt() },
      { role: 'user', content: request },
    ];
    let problems: string[] = [];
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const content = await complete(client, model, messages, budget, progressReporter(attempt, call.onProgress));
      call.onProgress?.({ attempt, characters: content.length, tasks: tasksSeen(content), phase: 'checking' });
      const result = readAnswer(content, keep);
      if (result.ok) return result.draft;
      problems = result.problems;
      messages.push({ role: 'assistant', content }, { role: 'user', content: repairRequest(problems) });
    }
    throw new AiRecipeError(
      'invalid_answer',
      `The AI did not produce a valid recipe after ${maxAttempts} attempts: ${problems.slice(0, 3).join('; ')}`,
      problems,
    );
  }

  return {
    configured,
    generate: async ({ foodName, description, preferences }, call) =>
      applyPreferences(await answer(generationRequest(foodName, description, preferences), {}, call), preferences, { withTime: true }),
    edit: ({ current, instruction, selected, context }, call) =>
      answer(editRequest(current, instruction, selected) + (context ? `\n\n${context}` : ''), { source_url: current.source_url }, call),
  };
}

/** The time left of one call's deadline, and its abort signal (deadline or caller, whichever first). */
class Budget {
  private readonly endsAt: number;
  readonly signal: AbortSignal;
  private readonly deadline: AbortSignal;
  constructor(
    private readonly deadlineMs: number,
    private readonly caller?: AbortSignal,
  ) {
    this.endsAt = performance.now() + deadlineMs;
    this.deadline = AbortSignal.timeout(deadlineMs);
    this.signal = caller ? AbortSignal.any([this.deadline, caller]) : this.deadline;
  }
  get leftMs(): number {
    return Math.max(0, this.endsAt - performance.now());
  }
  /** The error for an aborted call: the caller left, or the deadline passed. */
  stopped(cause?: unknown): AiRecipeError {
    if (this.caller?.aborted) return new AiRecipeError('cancelled', 'The AI request was cancelled.', [], { cause });
    return new AiRecipeError('deadline', `The AI did not finish within ${Math.round(this.deadlineMs / 1000)} seconds. Please try again.`, [], { cause });
  }
  /** Waits `ms` unless the call is stopped first. */
  wait(ms: number): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.signal.aborted) return reject(this.stopped());
      const onAbort = () => (clearTimeout(timer), reject(this.stopped()));
      const timer = setTimeout(() => (this.signal.removeEventListener('abort', onAbort), resolve()), ms);
      this.signal.addEventListener('abort', onAbort, { once: true });
    });
  }
}

/** Worth one more try: the line dropped, the server failed or asked us to slow down. */
function transient(error: unknown): boolean {
  if (error instanceof OpenAI.APIConnectionError && !(error instanceof OpenAI.APIConnectionTimeoutError)) return true;
  return error instanceof OpenAI.APIError && (error.status === 429 || (error.status ?? 0) >= 500);
}

/** The wait a 429 or 503 asks for (Retry-After, seconds or a date), else half a second. */
function retryDelayMs(error: unknown): number {
  const header = error instanceof OpenAI.APIError ? error.headers?.get?.('retry-after') : null;
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const at = Date.parse(header);
    if (Number.isFinite(at)) return Math.max(0, at - Date.now());
  }
  return 500;
}

/** Tasks begun in a (partial) answer: each task, and nothing else in the schema, has a "key". */
export function tasksSeen(content: string): number {
  return content.match(/"key"\s*:/g)?.length ?? 0;
}

type Report = (characters: number, content: () => string, force?: boolean) => void;

/** Reports `receiving` progress of one answer, throttled; `waiting` at once. */
function progressReporter(attempt: number, onProgress: AiCall['onProgress']): Report {
  if (!onProgress) return () => undefined;
  let last = -Infinity;
  return (characters, content, force = false) => {
    const now = performance.now();
    if (!force && now - last < PROGRESS_EVERY_MS) return;
    last = now;
    onProgress({ attempt, characters, tasks: tasksSeen(content()), phase: characters === 0 ? 'waiting' : 'receiving' });
  };
}

/**
 * One answer from the model within the call's budget, streamed so progress can be shown: at
 * most one transport retry, and only when its wait and a useful attempt still fit before the
 * deadline.
 */
async function complete(client: OpenAI, model: string, messages: ChatCompletionMessageParam[], budget: Budget, report: Report): Promise<string> {
  for (let transport = 0; ; transport++) {
    if (budget.signal.aborted) throw budget.stopped();
    let content = '';
    let refusal = '';
    try {
      report(0, () => '', true);
      const stream = await client.chat.completions.create(
        { model, messages, response_format: recipeResponseFormat, stream: true },
        { signal: budget.signal, timeout: Math.max(1, Math.ceil(budget.leftMs)), maxRetries: 0 },
      );
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta;
        if (delta?.refusal) refusal += delta.refusal;
        if (delta?.content) {
          content += delta.content;
          report(content.length, () => content);
        }
      }
    } catch (cause) {
      if (budget.signal.aborted || cause instanceof OpenAI.APIUserAbortError || cause instanceof OpenAI.APIConnectionTimeoutError) throw budget.stopped(cause);
      const delay = retryDelayMs(cause);
      if (transport === 0 && transient(cause) && budget.leftMs - delay >= MIN_RETRY_BUDGET_MS) {
        await budget.wait(delay);
        continue;
      }
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new AiRecipeError('request_failed', `The AI service could not be reached: ${reason}`, [], { cause });
    }
    if (refusal) throw new AiRecipeError('refused', `The AI declined: ${refusal}`);
    return content;
  }
}

/** Parses and checks one answer; the fields in `keep` are ours to set, not the model's. */
function readAnswer(content: string, keep: Partial<RecipeDraft>): DraftCheck {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { ok: false, problems: ['The answer was not valid JSON. Answer with a single JSON object in the given schema.'] };
  }
  return checkRecipeDraft(withKept(json, keep));
}

function withKept(json: unknown, keep: Partial<RecipeDraft>): unknown {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return json;
  return { ...(json as Record<string, unknown>), source_url: null, ...keep };
}
