import { applyPreferences, type GenerationPreferences } from '../preferences';
import type { RecipeDraft } from '@brigade/contracts';
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
  /** Per request. Default 170 s, under the web app's 180 s wait for generate and edit. */
  timeoutMs?: number;
  /** Answers asked for before giving up, the first included. Default 3. */
  maxAttempts?: number;
}

/** Recipe generation and editing by a language model. */
export interface RecipeAi {
  /** False when nothing is configured; every method then throws AiNotConfiguredError. */
  readonly configured: boolean;
  /** A new recipe for a dish, optionally guided by a description. */
  generate(request: { foodName: string; description?: string; preferences?: GenerationPreferences }): Promise<RecipeDraft>;
  /** The current recipe changed as the cook asked, optionally about a selected task or edge. */
  edit(request: { current: RecipeDraft; instruction: string; selected?: SelectedElement | null }): Promise<RecipeDraft>;
}

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
  const client = configured
    ? new OpenAI({
        apiKey: apiKey ?? LOCAL_SERVER_KEY,
        baseURL: baseURL ?? OPENAI_URL,
        timeout: config.timeoutMs ?? 170_000,
        // The repair loop is the retry that matters; one transport retry covers a dropped line.
        maxRetries: 1,
        ...(config.fetch ? { fetch: config.fetch } : {}),
      })
    : null;

  async function answer(request: string, keep: Partial<RecipeDraft> = {}): Promise<RecipeDraft> {
    if (!client) throw new AiNotConfiguredError();
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: systemPrompt() },
      { role: 'user', content: request },
    ];
    let problems: string[] = [];
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const content = await complete(client, model, messages);
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
    generate: async ({ foodName, description, preferences }) =>
      applyPreferences(await answer(generationRequest(foodName, description, preferences)), preferences, { withTime: true }),
    edit: ({ current, instruction, selected }) =>
      answer(editRequest(current, instruction, selected), { source_url: current.source_url }),
  };
}

async function complete(client: OpenAI, model: string, messages: ChatCompletionMessageParam[]): Promise<string> {
  let completion: OpenAI.Chat.Completions.ChatCompletion;
  try {
    completion = await client.chat.completions.create({ model, messages, response_format: recipeResponseFormat });
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new AiRecipeError('request_failed', `The AI service could not be reached: ${reason}`, [], { cause });
  }
  const message = completion.choices[0]?.message;
  if (message?.refusal) throw new AiRecipeError('refused', `The AI declined: ${message.refusal}`);
  return message?.content ?? '';
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
