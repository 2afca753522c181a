import { z } from 'zod';
import { taskEquipment } from './equipment';
import { skillKey } from './skills';
import { COURSES, OVEN_TEMPERATURE_C } from './courses';
import { recipeTranslations, textLanguage } from './recipe-translations';

/** Task types of the task-type legend (spec 02 §2), plus `assembly` which cards colour too. */
export const TASK_TYPES = [
  'prep',
  'cook',
  'cleanup',
  'timer_active',
  'timer_passive',
  'equipment_claim',
  'equipment_release',
  'assembly',
] as const;
export const taskType = z.enum(TASK_TYPES);
export type TaskType = z.infer<typeof taskType>;

export const SAFETY_LEVELS = ['minimal', 'low', 'medium', 'high'] as const;
export const safetyLevel = z.enum(SAFETY_LEVELS);

/** The oven temperature a task needs, whole °C from 30 to 300 (issue 34); one message for every way it is wrong. */
export const OVEN_TEMPERATURE_MESSAGE = `Enter an oven temperature from ${OVEN_TEMPERATURE_C.min} to ${OVEN_TEMPERATURE_C.max} °C.`;
export const ovenTemperatureC = z
  .number({ error: OVEN_TEMPERATURE_MESSAGE })
  .int({ error: OVEN_TEMPERATURE_MESSAGE })
  .min(OVEN_TEMPERATURE_C.min, { error: OVEN_TEMPERATURE_MESSAGE })
  .max(OVEN_TEMPERATURE_C.max, { error: OVEN_TEMPERATURE_MESSAGE });
/** Fan (true) or conventional (false) oven, where the recipe says; null: not stated. */
export const ovenFan = z.boolean({ error: 'Must be true or false.' });
export const COURSE_MESSAGE = 'Choose starter, main, side or dessert.';
export const courseField = z.enum(COURSES, { error: COURSE_MESSAGE });

export const DIFFICULTY_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const difficultyLevel = z.enum(DIFFICULTY_LEVELS);
export type DifficultyLevel = z.infer<typeof difficultyLevel>;

/**
 * One task of a recipe as authored (data files, AI output, importers). `key` names the task
 * within its recipe; `depends_on` lists the keys that must be finished first.
 */
export const recipeTaskDraft = z.object({
  key: z.string().min(1).max(64).regex(/^[a-z0-9][a-z0-9-]*$/, 'Use lowercase letters, digits and dashes'),
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000).default(''),
  task_type: taskType,
  skill_level: z.number().int().min(1).max(5).default(1),
  estimated_duration_minutes: z.number().int().min(1).max(24 * 60),
  /** Minutes the timer runs once the task starts; timer_* tasks need one. */
  timer_duration_minutes: z.number().int().min(1).max(24 * 60).nullable().default(null),
  safety_level: safetyLevel.default('minimal'),
  equipment: z.array(taskEquipment).default([]),
  skill_requirements: z.array(skillKey).default([]),
  depends_on: z.array(z.string()).default([]),
  /** The hands-on time grows with the amount (peeling 12 potatoes takes longer than 4); timers never do. */
  quantity_dependent: z.boolean().default(false),
  /** The oven temperature the task needs, °C (issue 34); null or absent: the task sets no oven. */
  oven_temperature_c: ovenTemperatureC.nullable().optional(),
  /** Fan (true) or conventional (false) where the recipe says; null or absent: not stated. */
  oven_fan: ovenFan.nullable().optional(),
});
export type RecipeTaskDraft = z.infer<typeof recipeTaskDraft>;

export const ingredientDraft = z.object({
  name: z.string().trim().min(1).max(200),
  quantity: z.number().positive().nullable().default(null),
  unit: z.string().max(40).nullable().default(null),
  /** Keys of the tasks that use this ingredient. */
  used_in: z.array(z.string()).default([]),
});
export type IngredientDraft = z.infer<typeof ingredientDraft>;

/** A whole recipe as authored; the seeded library, the importers and the AI all produce this. */
export const recipeDraft = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(4000).default(''),
    difficulty_level: difficultyLevel,
    cuisine_type: z.string().max(80).default(''),
    servings: z.number().int().min(1).max(200).default(4),
    estimated_time_minutes: z.number().int().min(1).max(7 * 24 * 60),
    recommended_participants: z.number().int().min(1).max(50).default(2),
    source_url: z.string().url().nullable().default(null),
    /** The course the recipe usually is (issue 34); null: not known (a session treats it as a main). */
    course: courseField.nullable().optional(),
    ingredients: z.array(ingredientDraft).default([]),
    tasks: z.array(recipeTaskDraft).min(1),
    /** The language the recipe is written in (issue 38.2); absent: English. */
    language: textLanguage.optional(),
    /** Its texts in other languages: tasks by key, ingredients by their name in `language`. */
    translations: recipeTranslations.optional(),
  })
  .superRefine((recipe, ctx) => {
    const keys = new Set<string>();
    recipe.tasks.forEach((t, i) => {
      if (keys.has(t.key)) ctx.addIssue({ code: 'custom', path: ['tasks', i, 'key'], message: `Duplicate task key '${t.key}'` });
      keys.add(t.key);
    });
    recipe.tasks.forEach((t, i) => {
      t.depends_on.forEach((d, j) => {
        if (!keys.has(d)) ctx.addIssue({ code: 'custom', path: ['tasks', i, 'depends_on', j], message: `Unknown task '${d}'` });
        if (d === t.key) ctx.addIssue({ code: 'custom', path: ['tasks', i, 'depends_on', j], message: 'A task cannot depend on itself' });
      });
      const isTimer = t.task_type === 'timer_active' || t.task_type === 'timer_passive';
      if (isTimer && t.timer_duration_minutes === null)
        ctx.addIssue({ code: 'custom', path: ['tasks', i, 'timer_duration_minutes'], message: 'A timer task needs timer minutes' });
    });
    recipe.ingredients.forEach((ing, i) => {
      ing.used_in.forEach((k, j) => {
        if (!keys.has(k)) ctx.addIssue({ code: 'custom', path: ['ingredients', i, 'used_in', j], message: `Unknown task '${k}'` });
      });
    });
    const names = new Set(recipe.ingredients.map((i) => i.name));
    for (const [lang, t] of Object.entries(recipe.translations ?? {})) {
      for (const key of Object.keys(t.tasks ?? {}))
        if (!keys.has(key)) ctx.addIssue({ code: 'custom', path: ['translations', lang, 'tasks', key], message: `Unknown task '${key}'` });
      for (const name of Object.keys(t.ingredients ?? {}))
        if (!names.has(name)) ctx.addIssue({ code: 'custom', path: ['translations', lang, 'ingredients', name], message: `Unknown ingredient '${name}'` });
    }
  });
export type RecipeDraft = z.infer<typeof recipeDraft>;
export type RecipeDraftInput = z.input<typeof recipeDraft>;
