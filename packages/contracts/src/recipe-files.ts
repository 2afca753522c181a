import { z } from 'zod';
import type { ApiText } from './api-texts';
import { byIdInput } from './procedure-inputs';
import type { TASK_TYPES } from './recipe';

/** Recipe files (issue 27): what an upload may hold and what the import answers. */
export const IMPORT_FILE_LIMIT_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_FILES = 20;

export const RECIPE_EXPORT_FORMATS = ['brigade', 'cooklang', 'jsonld'] as const;
export type RecipeExportFormat = (typeof RECIPE_EXPORT_FORMATS)[number];
export const recipeExportFormat = z.enum(RECIPE_EXPORT_FORMATS, { error: 'Choose a format: brigade, cooklang or jsonld.' });

/** `?format=` of GET recipes/{id}/export/ and recipes/export/ (default brigade, the lossless one). */
export const recipeExportQuery = z.object({ format: recipeExportFormat.default('brigade') });

/** A multipart field arrives as text: "true", "1" and "on" are true. */
const flag = z
  .union([z.boolean(), z.string()], { error: 'Must be true or false.' })
  .transform((v) => v === true || (typeof v === 'string' && ['true', '1', 'on', 'yes'].includes(v.trim().toLowerCase())));

/** "0.1": the second recipe of the first file of the upload. */
export const importRef = z.string().regex(/^\d{1,3}\.\d{1,4}$/, 'A recipe reference looks like 0.1 (file.recipe).');

/**
 * How an upload is imported. `preview`: read and build, save nothing. A recipe already in the
 * library (same source id, or same name and content) is skipped unless `duplicates` is `copy` or
 * its reference is listed in `copy`: then it is saved as a copy.
 */
export const recipeImportOptions = z.object({
  preview: flag.default(false),
  duplicates: z.enum(['skip', 'copy'], { error: 'Choose skip or copy.' }).default('skip'),
  copy: z.union([importRef, z.array(importRef).max(500)]).transform((v) => (Array.isArray(v) ? v : [v])).default([]),
});
export type RecipeImportOptions = z.output<typeof recipeImportOptions>;

/** tRPC's import: the same options, the files as base64 (REST takes multipart). */
export const recipeImportInput = recipeImportOptions.extend({
  files: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(255),
        content_base64: z.string().max(Math.ceil((IMPORT_FILE_LIMIT_BYTES * 4) / 3) + 4, { error: 'The file is larger than 20 MB.' }),
      }),
    )
    .min(1, { error: 'Choose at least one recipe file.' })
    .max(IMPORT_MAX_FILES, { error: `At most ${IMPORT_MAX_FILES} files at once.` }),
});
export type RecipeImportInput = z.input<typeof recipeImportInput>;

export const recipeExportInput = byIdInput.extend({ format: recipeExportFormat.default('brigade') });
export const recipeExportAllInput = z.object({ format: recipeExportFormat.default('brigade') });

/** One task of an imported recipe, as the import page previews it. */
export interface ImportedTaskView {
  key: string;
  name: string;
  task_type: (typeof TASK_TYPES)[number];
  minutes: number;
  timer_minutes: number | null;
  equipment: string[];
  skills: string[];
  depends_on: string[];
}

export interface DuplicateOf {
  id: number;
  name: string;
  /** `source`: the same id in the app it came from; `content`: the same name and content. */
  reason: 'source' | 'content';
}

export interface ImportedRecipeView {
  /** The saved draft's id; null in a preview. */
  id: number | null;
  ref: string;
  file: string;
  name: string;
  status: 'draft' | 'preview';
  format: string;
  servings: number;
  estimated_time_minutes: number;
  tasks: ImportedTaskView[];
  ingredients: Array<{ name: string; quantity: number | null; unit: string | null; used_in: string[] }>;
  /** Names of the ingredients no task uses (issue 36), for the cook to attach by hand; [] when all are used. */
  unused_ingredients: string[];
  warnings: string[];
  /** Each warning's code and params, in the order of `warnings` (issue 30: the web shows them in the cook's language). */
  warning_texts: ApiText[];
  /** In a preview: the library recipe it repeats; when saved as a copy: the one it copies. */
  duplicate_of: DuplicateOf | null;
}

export interface SkippedRecipeView {
  ref: string;
  file: string;
  name: string;
  duplicate_of: DuplicateOf;
}

export interface FailedImportView {
  name: string;
  error: string;
  /** The reason's code and params beside the English `error` (null: a reason the table does not know). */
  error_text: ApiText | null;
}

/** The import's answer: `{imported, failed}` of issue 27, plus the duplicates left out. */
export interface RecipeImportAnswer {
  imported: ImportedRecipeView[];
  skipped: SkippedRecipeView[];
  failed: FailedImportView[];
}

/** One exported file. */
export interface RecipeExportFile {
  file_name: string;
  content_type: string;
  /** Text of a single recipe; base64 of a zip of all. */
  content: string;
  encoding: 'utf8' | 'base64';
}
