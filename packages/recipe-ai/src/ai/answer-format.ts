import { COURSES, DIFFICULTY_LEVELS, OVEN_TEMPERATURE_C, SAFETY_LEVELS, SKILL_KEYS, TASK_EQUIPMENT, TASK_TYPES } from '@brigade/contracts';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';

/**
 * The recipe shape the model is asked to answer in. It mirrors `recipeDraft`, but strict
 * structured output wants every field required and no defaults, so optional fields are
 * nullable and the finer rules (key format, bounds, known keys, no cycles) are checked
 * afterwards by `checkRecipeDraft` and sent back as corrections.
 */
const DAY = 24 * 60;

const modelTask = z.object({
  key: z.string().describe('Unique within the recipe: lowercase letters, digits and dashes, e.g. "chop-onions"'),
  name: z.string(),
  description: z.string(),
  task_type: z.enum(TASK_TYPES),
  skill_level: z.number().int().min(1).max(5).describe('1 (anyone) to 5 (expert)'),
  estimated_duration_minutes: z.number().int().min(1).max(DAY),
  timer_duration_minutes: z.number().int().min(1).max(DAY).nullable().describe('Required for timer_active and timer_passive tasks, else null'),
  safety_level: z.enum(SAFETY_LEVELS),
  equipment: z.array(z.enum(TASK_EQUIPMENT)),
  skill_requirements: z.array(z.enum(SKILL_KEYS)),
  depends_on: z.array(z.string()).describe('Keys of the tasks that must be finished before this one starts'),
  oven_temperature_c: z
    .number()
    .int()
    .nullable()
    .describe(`For a task that heats or uses the oven: its temperature in °C (${OVEN_TEMPERATURE_C.min} to ${OVEN_TEMPERATURE_C.max}), else null`),
  oven_fan: z.boolean().nullable().describe('true for a fan oven, false for conventional heat, null when it does not matter or the task sets no oven'),
});

const modelIngredient = z.object({
  name: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  used_in: z.array(z.string()).describe('Keys of the tasks that use this ingredient'),
});

export const modelRecipe = z.object({
  name: z.string(),
  description: z.string(),
  difficulty_level: z.enum(DIFFICULTY_LEVELS),
  cuisine_type: z.string(),
  servings: z.number().int().min(1).max(200),
  estimated_time_minutes: z.number().int().min(1).max(7 * DAY).describe('Minutes from start to serving with the tasks run in parallel'),
  recommended_participants: z.number().int().min(1).max(50),
  course: z.enum(COURSES).nullable().describe('The course the dish is served as: starter, main, side or dessert'),
  ingredients: z.array(modelIngredient),
  tasks: z.array(modelTask),
});

/** The `response_format` for chat completions: JSON schema structured output, strict. */
export const recipeResponseFormat = zodResponseFormat(modelRecipe, 'brigade_recipe');
