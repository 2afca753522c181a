import {
  API_TEXTS,
  apiText,
  IMPORT_FILE_LIMIT_BYTES,
  recipeImportOptions,
  type ApiText,
  type FailedImportView,
  type ImportedRecipeView,
  type RecipeDraft,
  type RecipeImportAnswer,
  type SkippedRecipeView,
} from '@brigade/contracts';
import type { UserRow } from '@brigade/db';
import { FormatError, readRecipeFile, unusedIngredients, type FormatErrorCode, type ImportedRecipe } from '@brigade/recipe-ai';
import type { AppDeps } from '../deps';
import type { Principal } from '../auth/principal';
import { BrigadeError, forbidden, parseInput, unauthorized, type ErrorKind } from '../errors';
import { copyName, findDuplicate } from './recipe-duplicates';
import { createRecipe } from './recipe.service';
import { withLanguage } from './recipe-language';

/**
 * One uploaded file; `refusal` is set when the upload itself refused it (over the size limit),
 * with the reason's code when the adapter gives one.
 */
export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
  refusal?: { kind: ErrorKind; reason: string; text?: ApiText };
}

const LIMIT_MB = Math.round(IMPORT_FILE_LIMIT_BYTES / 1024 / 1024);
/** The size refusals the adapters write, by code (REST's multipart limit, tRPC's base64 check). */
const SIZE_REFUSALS: ApiText[] = [
  { code: 'import.fileOverLimit', params: { mb: LIMIT_MB } },
  { code: 'import.fileLarger', params: { mb: LIMIT_MB } },
];

/** A refusal's code: the one it carries, else the size refusal whose English it is. */
const refusalText = (refusal: NonNullable<UploadedFile['refusal']>): ApiText | null =>
  refusal.text ?? SIZE_REFUSALS.find((t) => apiText(t.code, t.params) === refusal.reason) ?? null;

const KIND_OF: Record<FormatErrorCode, ErrorKind> = {
  empty: 'bad_request',
  unknown_kind: 'unsupported_media_type',
  too_large: 'payload_too_large',
  corrupt: 'unprocessable',
  no_recipe: 'unprocessable',
};

/**
 * The whole import was refused: no recipe was saved or previewed. Carries the per-file failures
 * so the answer still lists every file and its reason.
 */
export class ImportRefusedError extends BrigadeError {
  constructor(
    kind: ErrorKind,
    message: string,
    readonly answer: RecipeImportAnswer,
  ) {
    super(kind, message);
  }
}

function requireStaff(principal: Principal): UserRow {
  if (principal?.kind !== 'user') throw unauthorized();
  if (principal.user.is_staff !== 1) throw forbidden(API_TEXTS['auth.staffOnly']);
  return principal.user;
}

/**
 * Imports recipe files (issue 27): each file read by its content, each recipe made into a task
 * graph and saved as a draft in its own transaction. A recipe that fails is listed with its
 * reason and the others still import; a recipe already in the library is skipped (listed with
 * the one it repeats) unless a copy is asked for. With `preview`, nothing is saved.
 * @throws ImportRefusedError when not one recipe could be read: 400 empty, 413 too large,
 * 415 unknown kind, 422 damaged or without a usable recipe; the message names the file.
 */
export async function importRecipeFiles(deps: AppDeps, principal: Principal, files: readonly UploadedFile[], rawOptions: unknown): Promise<RecipeImportAnswer> {
  const staff = requireStaff(principal);
  const options = parseInput(recipeImportOptions, rawOptions);
  if (files.length === 0) throw new BrigadeError('bad_request', API_TEXTS['import.chooseFileField']);
  const answer: RecipeImportAnswer = { imported: [], skipped: [], failed: [] };
  const refusals: Array<{ kind: ErrorKind; message: string }> = [];
  const fail = (failure: FailedImportView, kind: ErrorKind) => {
    answer.failed.push(failure);
    refusals.push({ kind, message: `${failure.name}: ${failure.error}` });
  };

  for (const [fileIndex, file] of files.entries()) {
    if (file.refusal) {
      fail({ name: file.name, error: file.refusal.reason, error_text: refusalText(file.refusal) }, file.refusal.kind);
      continue;
    }
    let read: ReturnType<typeof readRecipeFile>;
    try {
      read = readRecipeFile(file.name, file.bytes);
    } catch (error) {
      if (!(error instanceof FormatError)) throw error;
      fail({ name: file.name, error: error.message, error_text: error.text }, KIND_OF[error.code]);
      continue;
    }
    read.failed.forEach((f) => fail({ name: f.name, error: f.error, error_text: f.text }, 'unprocessable'));
    for (const [recipeIndex, recipe] of read.recipes.entries()) {
      const ref = `${fileIndex}.${recipeIndex}`;
      const duplicate = await findDuplicate(deps.db, recipe.draft, recipe.sourceId);
      if (options.preview) {
        answer.imported.push(view(recipe, { id: null, ref, file: file.name, status: 'preview', duplicate_of: duplicate }));
        continue;
      }
      const asCopy = duplicate !== null && (options.duplicates === 'copy' || options.copy.includes(ref));
      if (duplicate && !asCopy) {
        const skipped: SkippedRecipeView = { ref, file: file.name, name: recipe.draft.name, duplicate_of: duplicate };
        answer.skipped.push(skipped);
        continue;
      }
      // The file's language (one it states, else the one its words are in) is recorded with it.
      const draft: RecipeDraft = withLanguage(asCopy ? { ...recipe.draft, name: await copyName(deps.db, recipe.draft.name) } : recipe.draft);
      try {
        const id = await createRecipe(deps, staff, draft, 'file', recipe.sourceId);
        answer.imported.push(view({ ...recipe, draft }, { id, ref, file: file.name, status: 'draft', duplicate_of: duplicate }));
      } catch (error) {
        if (!(error instanceof BrigadeError)) throw error;
        fail({ name: `${file.name} › ${recipe.draft.name}`, error: error.message, error_text: error.text }, 'unprocessable');
      }
    }
  }
  if (answer.imported.length === 0 && answer.skipped.length === 0) {
    const first = refusals[0] ?? { kind: 'unprocessable' as const, message: API_TEXTS['import.noRecipe'] };
    throw new ImportRefusedError(first.kind, first.message, answer);
  }
  return answer;
}

function view(recipe: ImportedRecipe, meta: Pick<ImportedRecipeView, 'id' | 'ref' | 'file' | 'status' | 'duplicate_of'>): ImportedRecipeView {
  const { draft } = recipe;
  return {
    ...meta,
    name: draft.name,
    format: recipe.format,
    servings: draft.servings,
    estimated_time_minutes: draft.estimated_time_minutes,
    tasks: draft.tasks.map((t) => ({
      key: t.key,
      name: t.name,
      task_type: t.task_type,
      minutes: t.estimated_duration_minutes,
      timer_minutes: t.timer_duration_minutes,
      equipment: t.equipment,
      skills: t.skill_requirements,
      depends_on: t.depends_on,
    })),
    ingredients: draft.ingredients.map((i) => ({ name: i.name, quantity: i.quantity, unit: i.unit, used_in: i.used_in })),
    unused_ingredients: unusedIngredients(draft),
    warnings: recipe.warnings.map((w) => apiText(w.code, w.params)),
    warning_texts: recipe.warnings,
  };
}
