import { z } from 'zod';
import { textField } from './text-field';
import type { TextsByLanguage } from './recipe-texts';
import type { PlannedOven } from './session-api';
import { taskEquipment } from './equipment';
import { DIFFICULTY_LEVELS, ovenFan, ovenTemperatureC, safetyLevel, taskType, type DifficultyLevel } from './recipe';

/** Task difficulty names of the task card (spec 02 §5) for skill levels 1-5. */
export const difficultyForSkillLevel = (level: number): DifficultyLevel =>
  DIFFICULTY_LEVELS[Math.min(Math.max(level, 1), 4) - 1]!;
export const skillLevelForDifficulty = (d: DifficultyLevel): number => DIFFICULTY_LEVELS.indexOf(d) + 1;

/** A recipe as the browse screens list it (spec 02 §3, browse and admin list). */
export interface RecipeSummary {
  id: number;
  name: string;
  description: string;
  difficulty_level: string;
  estimated_time_minutes: number;
  recommended_participants: number;
  cuisine_type: string;
  servings: number;
  is_published: boolean;
  /** draft | published | archived: only published recipes reach hosts. */
  status: RecipeStatus;
  quality_score: number;
  source: string;
  task_count: number;
  /** The course the recipe usually is: starter | main | side | dessert; null not known (issue 34). */
  course: string | null;
  /** The language the recipe is written in (issue 38.2); absent from older servers: English. */
  language?: string;
  /** Its name and description in other languages (`localText`); null: none. */
  translations?: TextsByLanguage | null;
}

/** A task as the task card and studio show it; both duration names are kept in sync. */
export interface TaskView {
  id: number | string;
  task_id: number | string;
  original_task_id?: number;
  key?: string;
  name: string;
  description: string;
  task_type: string;
  skill_level: number;
  difficulty_level: string;
  estimated_duration_minutes: number;
  estimated_time_minutes: number;
  timer_duration_minutes: number | null;
  is_timer_task: boolean;
  safety_level: string;
  equipment: Array<{ name: string }>;
  equipment_required: string[];
  skill_requirements: string[];
  skill_requirement: string;
  /** The hands-on time scales with the amount cooked. */
  quantity_dependent: boolean;
  /** The oven temperature the task needs, °C (issue 34); null: no oven setting. */
  oven_temperature_c: number | null;
  /** Fan (true) or conventional (false), where the recipe says; null: not stated. */
  oven_fan: boolean | null;
  /** Session tasks: the oven setting the plan uses (its temperature may differ from the recipe's). */
  oven?: PlannedOven | null;
  /** The task's name and description in other languages (issue 38.2, `localText`); null: none. */
  translations?: TextsByLanguage | null;
}

export interface IngredientView {
  name: string;
  quantity: number | null;
  unit: string | null;
  used_in: string[];
  /** The ingredient's name in other languages (issue 38.2, `localText`); null: none. */
  translations?: TextsByLanguage | null;
}

export interface RecipeDetail {
  recipe: RecipeSummary & { source_url: string | null };
  tasks: TaskView[];
  /** target task id → ids of the tasks it depends on. */
  task_dependencies: Record<string, string[]>;
  ingredients: IngredientView[];
  current_rating: number;
  refinement_notes: string;
}

const positiveId = z.coerce.number({ error: 'Must be a number.' }).int().positive();

export const taskUpdateInput = z
  .object({
    name: textField().trim().min(1, { error: 'This field may not be blank.' }).max(200),
    description: textField().max(2000),
    /** Minimum 1 (spec 02 §5); a non-number from the card arrives as 0 and is refused here. */
    estimated_duration_minutes: z.number({ error: 'Must be a number.' }).int().min(1, { error: 'Ensure this value is at least 1.' }).max(24 * 60),
    estimated_time_minutes: z.number({ error: 'Must be a number.' }).int().min(1, { error: 'Ensure this value is at least 1.' }).max(24 * 60),
    task_type: taskType,
    skill_level: z.number().int().min(1).max(5),
    difficulty_level: z.enum(DIFFICULTY_LEVELS),
    timer_duration_minutes: z.number().int().min(1).max(24 * 60).nullable(),
    is_timer_task: z.boolean(),
    safety_level: safetyLevel,
    /** Free text in the card; matched to the skill catalogue by key or name. */
    skill_requirements: z.array(z.string().trim().min(1).max(100)).max(10),
    skill_requirement: z.string().max(500),
    equipment_required: z.array(z.union([taskEquipment, z.string()])).max(10),
    /** The hands-on time scales with the amount cooked (diners). */
    quantity_dependent: z.boolean({ error: 'Must be true or false.' }),
    /** °C, 30-300; null clears it (the task sets no oven). */
    oven_temperature_c: ovenTemperatureC.nullable(),
    oven_fan: ovenFan.nullable(),
  })
  .partial();
export type TaskUpdateInput = z.input<typeof taskUpdateInput>;

export const dependencyMapInput = z.object({
  task_dependencies: z.record(z.string(), z.array(z.union([z.string(), z.number()]).transform(String)), {
    error: 'Expected a map from task id to the ids it depends on.',
  }),
});

export const ratingInput = z.object({
  quality_score: z.number({ error: 'Must be a number.' }).int().min(1, { error: 'Choose a rating from 1 to 5.' }).max(5, { error: 'Choose a rating from 1 to 5.' }),
  refinement_notes: textField().max(4000).default(''),
});

export const recipeIdInput = z.object({ id: positiveId });

/** Recipe status (AI and imported recipes arrive as drafts; staff publish, unpublish or archive). */
export const RECIPE_STATUSES = ['draft', 'published', 'archived'] as const;
export type RecipeStatus = (typeof RECIPE_STATUSES)[number];
export const recipeStatusInput = z.object({
  status: z.enum(RECIPE_STATUSES, { error: 'Choose draft, published or archived.' }),
});
