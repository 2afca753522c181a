import { API_TEXTS, apiText, recipeDraft, type RecipeDraft } from '@brigade/contracts';
import { recipes, type UserRow } from '@brigade/db';
import {
  AiNotConfiguredError,
  AiRecipeError,
  applyPreferences,
  convertRecipeText,
  type AiCall,
  type GenerationPreferences,
  createRecipeAi,
  DEFAULT_AI_DEADLINE_MS,
  ImportError,
  importRecipeFromUrl,
  TextConversionError,
  type RecipeAi,
} from '@brigade/recipe-ai';
import type { AppDeps } from '../deps';
import type { Principal } from '../auth/principal';
import { BrigadeError, forbidden, notFound, parseInput, unauthorized } from '../errors';
import { assertAcyclic } from '../recipes/graph-check';
import * as recipeService from '../recipes/recipe.service';
import { savedRecipeDraft } from '../recipes/saved-draft';
import { withLanguage } from '../recipes/recipe-language';
import { progressOf } from './ai-progress';
import { propose, PROPOSED, type ProposalView } from './proposal.service';
import { detailToStudioRecipe, draftToStudioRecipe, selectionInKeys, studioRecipeToDraft, type StudioRecipe } from './recipe-shape';
import { editInput, generationInput, rateDagInput, updateDagInput } from '@brigade/contracts';

/** Spec 02 §8 success texts. */
export const GENERATED = API_TEXTS['studio.generated'];
export const savedMessage = (id: number) => apiText('studio.saved', { id });
export const EDITED = API_TEXTS['studio.edited'];

/** Spec 02 §3 generated recipe result. Brigade has one recipe table, so both ids are the same. */
export interface GenerationResult {
  success: true;
  message: string;
  error: null;
  data: StudioRecipe;
  basic_recipe_id: number | null;
  recipe_id: number | null;
}

export interface EditResult {
  success: true;
  message: string;
  error: null;
  data: StudioRecipe;
  recipe_id: number | null;
  /** A saved recipe's AI edit waits for review (accept or discard); null for an unsaved recipe. */
  proposal: ProposalView | null;
}

/** The studio is for staff (spec 02 §6), enforced here whichever adapter calls. */
function requireStaff(principal: Principal): UserRow {
  if (principal?.kind !== 'user') throw unauthorized();
  if (principal.user.is_staff !== 1) throw forbidden(API_TEXTS['auth.staffOnly']);
  return principal.user;
}

function recipeAi(deps: AppDeps): RecipeAi {
  const fetch = deps.outside?.fetch;
  return createRecipeAi({ ...deps.config.ai, ...(fetch ? { fetch } : {}) });
}

/** Whether AI generation and editing can work, so the studio can say so before trying. */
export function aiStatus(deps: AppDeps, principal: Principal): { configured: boolean; deadline_seconds: number } {
  requireStaff(principal);
  return { configured: recipeAi(deps).configured, deadline_seconds: Math.round((deps.config.ai.deadlineMs ?? DEFAULT_AI_DEADLINE_MS) / 1000) };
}

/**
 * Creates a recipe from a dish name (AI), a web address (schema.org import) or pasted text
 * (offline converter) and saves it, unless `preview_only`. Every failure of the outside world
 * answers a message fit to show: 400 for what the cook can fix, 503 when AI is unavailable.
 */
export async function generateRecipe(deps: AppDeps, principal: Principal, raw: unknown, signal?: AbortSignal): Promise<GenerationResult> {
  const staff = requireStaff(principal);
  const input = parseInput(generationInput, raw);
  const progress = progressOf(deps, staff.id, input.call_id);
  const { draft, source } = await outsideErrors(() => draftFor(deps, input, signal, progress.report)).finally(progress.done);
  // The browser went away while the model worked: nobody would see the recipe, so none is saved.
  if (signal?.aborted) throw cancelled();
  if (input.preview_only) {
    return { success: true, message: GENERATED, error: null, data: draftToStudioRecipe(checkedDraft(draft)), basic_recipe_id: null, recipe_id: null };
  }
  const id = await recipeService.createRecipe(deps, staff, draft, source);
  const detail = await recipeService.getRecipeDetail(deps, principal, id);
  return { success: true, message: savedMessage(id), error: null, data: detailToStudioRecipe(detail), basic_recipe_id: id, recipe_id: id };
}

async function draftFor(
  deps: AppDeps,
  input: ReturnType<typeof generationInput.parse>,
  signal?: AbortSignal,
  onProgress?: AiCall['onProgress'],
): Promise<{ draft: RecipeDraft; source: string }> {
  switch (input.mode) {
    case 'openai': {
      const request = {
        foodName: input.food_name!.trim(),
        ...(input.description?.trim() ? { description: input.description.trim() } : {}),
        preferences: preferencesOf(input),
      };
      const draft = await recipeAi(deps).generate(request, { ...(signal ? { signal } : {}), ...(onProgress ? { onProgress } : {}) });
      return { draft, source: 'ai' };
    }
    case 'url': {
      // The offline schema.org conversion is used even when AI is configured: it keeps the
      // site's own steps and ingredients exactly, and answers in milliseconds.
      const draft = await importRecipeFromUrl(input.url!.trim(), {
        allowPrivate: deps.config.importAllowPrivate,
        ...(deps.outside?.fetch ? { fetch: deps.outside.fetch } : {}),
        ...(deps.outside?.lookup ? { lookup: deps.outside.lookup } : {}),
      });
      return { draft: withLanguage(draft, input.language), source: 'url' };
    }
    case 'text': {
      const name = input.food_name?.trim();
      // Pasted text says how long its own steps take: the time preference is the AI's only.
      return { draft: applyPreferences(withLanguage(convertRecipeText(input.text!, name ? { name } : {}), input.language), preferencesOf(input)), source: 'text' };
    }
  }
}

/** The form's preferences, as the generators take them. */
function preferencesOf(input: ReturnType<typeof generationInput.parse>): GenerationPreferences {
  return {
    ...(input.difficulty_level ? { difficulty: input.difficulty_level } : {}),
    ...(input.servings ? { servings: input.servings } : {}),
    ...(input.estimated_time_minutes ? { timeMinutes: input.estimated_time_minutes } : {}),
    ...(input.participants?.trim() ? { participants: input.participants.trim() } : {}),
    ...(input.language ? { language: input.language } : {}),
  };
}

/** The checks createRecipe applies (contract, no cycles), for drafts that are not saved through it. */
function checkedDraft(candidate: unknown): RecipeDraft {
  const draft = parseInput(recipeDraft, candidate);
  assertAcyclic(
    draft.tasks.map((t) => t.key),
    draft.tasks.flatMap((t) => t.depends_on.map((d) => ({ task: t.key, dependsOn: d }))),
    (k) => draft.tasks.find((t) => t.key === k)?.name ?? k,
  );
  return draft;
}

/**
 * Changes a recipe as staff asked through the AI editor. When the recipe is saved
 * (`current_recipe.recipe.id`, or `recipe_id` / `basic_recipe_id` beside it), the edit is kept
 * as a proposal to accept or discard (`data` is the proposed recipe, `proposal` what it would
 * change); the saved recipe stays as it is. An unsaved recipe's edit is returned as it is.
 */
export async function editRecipe(deps: AppDeps, principal: Principal, raw: unknown, signal?: AbortSignal): Promise<EditResult> {
  const staff = requireStaff(principal);
  const input = parseInput(editInput, raw);
  const ai = recipeAi(deps);
  if (!ai.configured) throw unavailable(new AiNotConfiguredError());
  const savedId = savedRecipeId(input.current_recipe);
  const saved = savedId === null ? undefined : await recipes.findRecipe(deps.db, savedId);
  if (savedId !== null && !saved) throw notFound('Recipe');
  // The recipe as it is now: accepting is refused if it changes before the staff member decides.
  const base = savedId === null ? undefined : await savedRecipeDraft(deps.db, savedId);
  const read = studioRecipeToDraft(input.current_recipe);
  const context = saved ? reviewContext(saved) : undefined;
  const progress = progressOf(deps, staff.id, input.call_id);
  const edited = await outsideErrors(() =>
    ai.edit(
      { current: read.draft, instruction: input.edit_instruction, selected: selectionInKeys(input.selected_element, read), ...(context ? { context } : {}) },
      { ...(signal ? { signal } : {}), ...(progress.report ? { onProgress: progress.report } : {}) },
    ),
  ).finally(progress.done);
  if (signal?.aborted) throw cancelled();
  if (savedId === null || !base) return { success: true, message: EDITED, error: null, data: draftToStudioRecipe(edited), recipe_id: null, proposal: null };

  const proposal = await propose(deps, staff, savedId, { instruction: input.edit_instruction, draft: checkedDraft(edited), base });
  return { success: true, message: PROPOSED, error: null, data: proposal.data, recipe_id: savedId, proposal };
}

/**
 * What staff said about a saved recipe (Save Rating: stars and refinement notes), for the model
 * to take into account in the next AI edit of it. Nothing when it was never rated.
 */
export function reviewContext(recipe: { quality_score: number; refinement_notes: string }): string | undefined {
  const notes = recipe.refinement_notes.trim();
  if (recipe.quality_score <= 0 && !notes) return undefined;
  const lines = ['Staff review of this recipe so far (take it into account):'];
  if (recipe.quality_score > 0) lines.push(`- Rating: ${recipe.quality_score}/5`);
  if (notes) lines.push(`- Refinement notes: ${notes}`);
  return lines.join('\n');
}

/** The saved recipe an edit belongs to, wherever the studio put its id. */
function savedRecipeId(current: Record<string, unknown>): number | null {
  const recipe = current.recipe;
  const nested = recipe !== null && typeof recipe === 'object' ? (recipe as Record<string, unknown>).id : undefined;
  for (const candidate of [nested, current.recipe_id, current.basic_recipe_id, current.id]) {
    const n = typeof candidate === 'string' && candidate.trim() !== '' ? Number(candidate) : candidate;
    if (typeof n === 'number' && Number.isSafeInteger(n) && n > 0) return n;
  }
  return null;
}

/** POST recipes/update-dag/: a recipe's dependency map, by its studio name. */
export async function updateDag(deps: AppDeps, principal: Principal, raw: unknown) {
  requireStaff(principal);
  const input = parseInput(updateDagInput, raw);
  return recipeService.updateRecipeDependencies(deps, principal, input.basic_recipe_id, input.updated_dag_data);
}

/** POST recipes/rate-dag/: a recipe's rating and notes, by its studio names. */
export async function rateDag(deps: AppDeps, principal: Principal, raw: unknown) {
  requireStaff(principal);
  const input = parseInput(rateDagInput, raw);
  return recipeService.updateRecipeRating(deps, principal, input.basic_recipe_id, {
    quality_score: input.quality_rating,
    refinement_notes: input.refinement_notes,
  });
}

/** Turns the recipe-ai failures into answers a cook can read; never a 500. */
async function outsideErrors<T>(work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AiNotConfiguredError) throw unavailable(error);
    if (error instanceof AiRecipeError) {
      if (error.code === 'cancelled') throw cancelled();
      throw error.code === 'refused' ? new BrigadeError('bad_request', error.message) : new BrigadeError('unavailable', error.message);
    }
    if (error instanceof ImportError || error instanceof TextConversionError) throw new BrigadeError('bad_request', error.message);
    throw error;
  }
}

/** The caller went away: the answer goes nowhere, and nothing was saved. */
function cancelled(): BrigadeError {
  return new BrigadeError('bad_request', API_TEXTS['studio.cancelled']);
}

/** 503: the request was fine, the server cannot do it as configured. */
function unavailable(error: AiNotConfiguredError): BrigadeError {
  return new BrigadeError('unavailable', error.message);
}
