import {
  DIFFICULTY_LEVELS,
  difficultyForSkillLevel,
  recipeDraft,
  skillLevelForDifficulty,
  TASK_EQUIPMENT,
  type DifficultyLevel,
  type IngredientView,
  type RecipeDetail,
  type RecipeDraft,
  type RecipeTaskDraft,
  studioRecipeInput,
  type TaskView,
} from '@brigade/contracts';
import { BrigadeError, fieldErrorsFromZod } from '../errors';
import { skillKeyFor, skillNameFor } from '../recipes/recipe-view';

/**
 * A recipe as the studio shows and sends it (spec 02 §3, generated recipe result): tasks with
 * ids and a `task_dependencies` map (target id → source ids). A saved recipe's ids are its task
 * row ids and `recipe.id` is set; an unsaved one (preview, unsaved edit) uses task keys as ids.
 */
export interface StudioRecipe {
  recipe: {
    id: number | null;
    name: string;
    description: string;
    difficulty_level: string;
    estimated_time_minutes: number;
    recommended_participants: number;
    servings: number;
    cuisine_type: string;
    source_url: string | null;
    /** The course the recipe usually is (issue 34); null not known. */
    course: string | null;
  };
  tasks: TaskView[];
  task_dependencies: Record<string, string[]>;
  ingredients: IngredientView[];
}

/** An unsaved draft in the studio shape; task keys serve as ids. */
export function draftToStudioRecipe(draft: RecipeDraft): StudioRecipe {
  const task_dependencies: Record<string, string[]> = {};
  for (const t of draft.tasks) task_dependencies[t.key] = [...new Set(t.depends_on)];
  return {
    recipe: {
      id: null,
      name: draft.name,
      description: draft.description,
      difficulty_level: draft.difficulty_level,
      estimated_time_minutes: draft.estimated_time_minutes,
      recommended_participants: draft.recommended_participants,
      servings: draft.servings,
      cuisine_type: draft.cuisine_type,
      source_url: draft.source_url,
      course: draft.course ?? null,
    },
    tasks: draft.tasks.map(draftTaskView),
    task_dependencies,
    ingredients: draft.ingredients.map((i) => ({ name: i.name, quantity: i.quantity, unit: i.unit, used_in: [...i.used_in] })),
  };
}

/** A saved recipe's details in the studio shape. */
export function detailToStudioRecipe(detail: RecipeDetail): StudioRecipe {
  const r = detail.recipe;
  return {
    recipe: {
      id: r.id,
      name: r.name,
      description: r.description,
      difficulty_level: r.difficulty_level,
      estimated_time_minutes: r.estimated_time_minutes,
      recommended_participants: r.recommended_participants,
      servings: r.servings,
      cuisine_type: r.cuisine_type,
      source_url: r.source_url,
      course: r.course,
    },
    tasks: detail.tasks,
    task_dependencies: detail.task_dependencies,
    ingredients: detail.ingredients,
  };
}

/** Same fields as `toTaskView` gives for a saved task, with the key as id. */
function draftTaskView(t: RecipeTaskDraft): TaskView {
  const skills = t.skill_requirements.map(skillNameFor);
  return {
    id: t.key,
    task_id: t.key,
    key: t.key,
    name: t.name,
    description: t.description,
    task_type: t.task_type,
    skill_level: t.skill_level,
    difficulty_level: difficultyForSkillLevel(t.skill_level),
    estimated_duration_minutes: t.estimated_duration_minutes,
    estimated_time_minutes: t.estimated_duration_minutes,
    timer_duration_minutes: t.timer_duration_minutes,
    is_timer_task: t.timer_duration_minutes !== null,
    safety_level: t.safety_level,
    equipment: t.equipment.map((name) => ({ name })),
    equipment_required: [...t.equipment],
    skill_requirements: skills,
    skill_requirement: skills.join(', '),
    quantity_dependent: t.quantity_dependent,
    oven_temperature_c: t.oven_temperature_c ?? null,
    oven_fan: t.oven_fan ?? null,
  };
}

const KEY = /^[a-z0-9][a-z0-9-]*$/;
const EQUIPMENT = new Set<string>(TASK_EQUIPMENT);

/** A studio recipe read back as a draft, with the way from its task ids to the draft's keys. */
export interface ReadRecipe {
  draft: RecipeDraft;
  /** Studio task id → draft key. */
  keyOf: Map<string, string>;
}

/**
 * Reads the studio shape (or a draft-like shape with `key` and `depends_on`) back into a
 * `recipeDraft`. Keys are kept when valid and unique, otherwise made from the position; skill
 * names are matched to the catalogue and unknown skills or equipment are dropped, because the
 * card lets a person type free text. Dependencies naming unknown tasks are dropped too.
 * @throws BrigadeError 400 with field errors under `current_recipe.`.
 */
export function studioRecipeToDraft(raw: unknown, field = 'current_recipe'): ReadRecipe {
  const parsed = studioRecipeInput.safeParse(raw);
  if (!parsed.success) throw BrigadeError.invalid(prefixed(fieldErrorsFromZod(parsed.error), field));
  const input = parsed.data;

  const keyOf = new Map<string, string>();
  const used = new Set<string>();
  const keys = input.tasks.map((t, i) => {
    const wanted = [t.key, t.id, t.task_id].find((k) => k !== undefined && KEY.test(k) && k.length <= 64 && !used.has(k));
    let key = wanted ?? `task-${i + 1}`;
    for (let n = 2; used.has(key); n++) key = `task-${i + 1}-${n}`;
    used.add(key);
    for (const alias of [t.id, t.task_id, t.key]) if (alias !== undefined && !keyOf.has(alias)) keyOf.set(alias, key);
    return key;
  });

  const tasks = input.tasks.map((t, i) => {
    const key = keys[i]!;
    const sources = input.task_dependencies
      ? (input.task_dependencies[t.id ?? t.task_id ?? key] ?? [])
      : (t.depends_on ?? []);
    const depends_on = [...new Set(sources.map((s) => keyOf.get(s)).filter((k): k is string => k !== undefined && k !== key))];
    const minutes = Math.max(1, Math.round(t.estimated_duration_minutes ?? t.estimated_time_minutes ?? 5));
    const isTimerType = t.task_type === 'timer_active' || t.task_type === 'timer_passive';
    const timer = t.timer_duration_minutes ?? (isTimerType || t.is_timer_task ? minutes : null);
    const skillTexts = t.skill_requirements ?? (t.skill_requirement ?? '').split(',');
    return {
      key,
      name: t.name,
      description: t.description ?? '',
      task_type: t.task_type ?? 'prep',
      skill_level: t.skill_level ?? skillLevelFor(t.difficulty_level),
      estimated_duration_minutes: minutes,
      timer_duration_minutes: timer === null ? null : Math.max(1, Math.round(timer)),
      ...(t.safety_level ? { safety_level: t.safety_level } : {}),
      equipment: [...new Set((t.equipment_required ?? t.equipment ?? []).filter((e) => EQUIPMENT.has(e)))],
      skill_requirements: [...new Set(skillTexts.map((s) => skillKeyFor(s)).filter((k): k is string => k !== undefined))],
      depends_on,
      quantity_dependent: t.quantity_dependent ?? false,
      oven_temperature_c: t.oven_temperature_c ?? null,
      oven_fan: t.oven_fan ?? null,
    };
  });

  const meta = input.recipe;
  const candidate = {
    name: meta?.name ?? input.name ?? 'Recipe',
    description: meta?.description ?? '',
    difficulty_level: (DIFFICULTY_LEVELS as readonly string[]).includes(meta?.difficulty_level ?? '') ? meta?.difficulty_level : 'beginner',
    cuisine_type: meta?.cuisine_type ?? '',
    ...(meta?.servings ? { servings: meta.servings } : {}),
    estimated_time_minutes: meta?.estimated_time_minutes ?? tasks.reduce((sum, t) => sum + t.estimated_duration_minutes, 0),
    ...(meta?.recommended_participants ? { recommended_participants: meta.recommended_participants } : {}),
    source_url: meta?.source_url || null,
    course: meta?.course ?? null,
    ingredients: (input.ingredients ?? []).map((i) => ({
      name: i.name,
      quantity: i.quantity ?? null,
      unit: i.unit ?? null,
      used_in: (i.used_in ?? []).map((k) => keyOf.get(k)).filter((k): k is string => k !== undefined),
    })),
    tasks,
  };
  const draft = recipeDraft.safeParse(candidate);
  if (!draft.success) throw BrigadeError.invalid(prefixed(fieldErrorsFromZod(draft.error), field));
  return { draft: draft.data, keyOf };
}

/**
 * The element selected on the studio graph, in draft keys: a node id is a task id; an edge id
 * is "<source id>-<target id>" (ids may contain dashes, so the pair is looked up, not split).
 */
export function selectionInKeys(
  selected: { type: 'node' | 'edge'; id: string } | null | undefined,
  read: ReadRecipe,
): { type: 'node' | 'edge'; id: string } | null {
  if (!selected) return null;
  if (selected.type === 'node') {
    const key = read.keyOf.get(selected.id);
    return key ? { type: 'node', id: key } : null;
  }
  for (const [alias, key] of read.keyOf) {
    if (!selected.id.endsWith(`-${alias}`)) continue;
    const sourceKey = read.keyOf.get(selected.id.slice(0, -(alias.length + 1)));
    if (sourceKey) return { type: 'edge', id: `${sourceKey}-${key}` };
  }
  return null;
}

function skillLevelFor(difficulty: string | undefined): number {
  return (DIFFICULTY_LEVELS as readonly string[]).includes(difficulty ?? '') ? skillLevelForDifficulty(difficulty as DifficultyLevel) : 1;
}

function prefixed(errors: Record<string, string[]>, field: string): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k === 'non_field_errors' ? field : `${field}.${k}`, v]));
}
