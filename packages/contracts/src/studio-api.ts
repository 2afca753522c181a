import { aiCallId } from './studio-review';
import { DIFFICULTY_LEVELS } from './recipe';
import { ratingInput } from './recipe-api';
import { z } from 'zod';
import { textField } from './text-field';
import { textLanguage } from './recipe-translations';
import { isWebAddress } from './web-address';

export const GENERATION_MODES = ['openai', 'url', 'text'] as const;

/** Text up to `max` characters: 'Must be text.' for anything else, zod's own message (and code) when too long. */
const textUpTo = (max: number) => textField().max(max);

/**
 * Recipe generation request (spec 02 §3). The messages of §5 are field errors of the field
 * they concern; text mode (Brigade's own) follows their wording.
 */
export const generationInput = z
  .object({
    mode: z.enum(GENERATION_MODES, { error: 'Choose a mode: openai, url or text.' }).default('openai'),
    food_name: textUpTo(200).nullish(),
    description: textUpTo(2000).nullish(),
    url: textUpTo(2048).nullish(),
    text: textUpTo(100_000).nullish(),
    preview_only: z.boolean({ error: 'Must be true or false.' }).default(false),
    /** Names the call so the studio can follow the model's progress (studio.aiProgress). */
    call_id: aiCallId.nullish(),
    /** The host's page language (issue 38.2): the AI writes in it; an import that does not say its own records it. */
    language: textLanguage.nullish(),
    // The generation form's preferences (issue 17): asked of the AI, written into every generated recipe.
    difficulty_level: z.enum(DIFFICULTY_LEVELS, { error: 'Choose beginner, intermediate, advanced or expert.' }).nullish(),
    servings: z.number({ error: 'Must be a number.' }).int({ error: 'Must be a whole number.' }).min(1, { error: 'Ensure this value is at least 1.' }).max(200, { error: 'Ensure this value is at most 200.' }).nullish(),
    estimated_time_minutes: z.number({ error: 'Must be a number.' }).int({ error: 'Must be a whole number.' }).min(1, { error: 'Ensure this value is at least 1.' }).max(7 * 24 * 60, { error: `Ensure this value is at most ${7 * 24 * 60}.` }).nullish(),
    participants: z
      .union([z.string().max(20), z.number().int()], { error: 'Must be a number or a range like 2-4.' })
      .transform(String)
      .refine((v) => v.trim() === '' || /^\s*\d+\s*(-\s*\d+\s*)?$/.test(v), { error: 'Must be a number or a range like 2-4.' })
      .nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'url') {
      if (!v.url?.trim()) ctx.addIssue({ code: 'custom', path: ['url'], message: 'URL is required for URL mode' });
      else if (!isWebAddress(v.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: 'Please enter a valid URL' });
    }
    if (v.mode === 'openai' && !v.food_name?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['food_name'], message: 'Recipe name is required for OpenAI mode' });
    }
    if (v.mode === 'text' && !v.text?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'Recipe text is required for text mode' });
    }
  });
export type GenerationInput = z.input<typeof generationInput>;

/** AI edit request (spec 02 §3): the recipe as the studio holds it, the instruction, the selection. */
export const editInput = z.object({
  current_recipe: z.record(z.string(), z.unknown(), { error: 'The current recipe is required.' }),
  edit_instruction: z
    .string({ error: 'Describe the change you want.' })
    .trim()
    .min(1, { error: 'Describe the change you want.' })
    .max(2000),
  /** Names the call so the studio can follow the model's progress (studio.aiProgress). */
  call_id: aiCallId.nullish(),
  selected_element: z
    .object({
      type: z.enum(['node', 'edge'], { error: 'Choose node or edge.' }),
      id: z.union([z.string(), z.number()]).transform(String),
    })
    .nullish(),
});
export type EditInput = z.input<typeof editInput>;

const basicRecipeId = z.coerce
  .number({ error: 'A saved recipe id is required.' })
  .int({ error: 'A saved recipe id is required.' })
  .positive({ error: 'A saved recipe id is required.' });

/** POST recipes/update-dag/ (spec 02 §7). */
export const updateDagInput = z.object({
  basic_recipe_id: basicRecipeId,
  updated_dag_data: z.object({ task_dependencies: z.unknown() }, { error: 'Expected an object with task_dependencies.' }),
});
export type UpdateDagInput = z.input<typeof updateDagInput>;

/** POST recipes/rate-dag/ (spec 02 §7): the same rules as a recipe rating, under the studio's names. */
export const rateDagInput = z.object({
  basic_recipe_id: basicRecipeId,
  quality_rating: ratingInput.shape.quality_score,
  refinement_notes: ratingInput.shape.refinement_notes,
});
export type RateDagInput = z.input<typeof rateDagInput>;

const studioId = z.union([z.string(), z.number()]).transform(String);

/** A task of `studioRecipeInput`. */
const studioTaskInput = z.object({
  id: studioId.optional(),
  task_id: studioId.optional(),
  key: z.string().optional(),
  name: z.string(),
  description: z.string().nullish(),
  task_type: z.string().optional(),
  skill_level: z.number().optional(),
  difficulty_level: z.string().optional(),
  estimated_duration_minutes: z.number().optional(),
  estimated_time_minutes: z.number().optional(),
  timer_duration_minutes: z.number().nullish(),
  is_timer_task: z.boolean().optional(),
  safety_level: z.string().optional(),
  equipment_required: z.array(z.string()).optional(),
  equipment: z.array(z.union([z.string(), z.object({ name: z.string() }).transform((e) => e.name)])).optional(),
  skill_requirements: z.array(z.string()).optional(),
  skill_requirement: z.string().optional(),
  depends_on: z.array(studioId).optional(),
  quantity_dependent: z.boolean().optional(),
  /** °C (issue 34); checked against 30-300 when the recipe is read into a draft. */
  oven_temperature_c: z.number().nullish(),
  oven_fan: z.boolean().nullish(),
});

/**
 * A recipe as the studio sends it back (the `current_recipe` of an edit, a recipe saved from the
 * studio): loose, because it is Brigade's own studio shape after a person's edits, or a draft-like
 * shape with `key` and `depends_on`. The server reads it into a strict `recipeDraft`.
 */
export const studioRecipeInput = z.object({
  recipe: z
    .object({
      name: z.string(),
      description: z.string().nullish(),
      difficulty_level: z.string().optional(),
      estimated_time_minutes: z.number().optional(),
      recommended_participants: z.number().optional(),
      servings: z.number().optional(),
      cuisine_type: z.string().nullish(),
      source_url: z.string().nullish(),
      course: z.string().nullish(),
    })
    .optional(),
  name: z.string().optional(),
  tasks: z.array(studioTaskInput).min(1, { error: 'The recipe has no tasks.' }),
  task_dependencies: z.record(z.string(), z.array(studioId)).optional(),
  ingredients: z
    .array(
      z.object({
        name: z.string(),
        quantity: z.number().nullish(),
        unit: z.string().nullish(),
        used_in: z.array(z.string()).optional(),
      }),
    )
    .optional(),
});
