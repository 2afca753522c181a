import { difficultyForSkillLevel, parseTexts, SKILL_CATALOGUE, type IngredientView, type RecipeSummary, type TaskView } from '@brigade/contracts';
import type { IngredientRow, RecipeRow, RecipeTaskRow, SessionTaskRow } from '@brigade/db';
import { plannedOven, plannedTimerMinutes, storedOvenNote } from '../sessions/planned-oven';

const SKILL_NAME = new Map<string, string>(SKILL_CATALOGUE.map((s) => [s.key, s.display_name]));
const SKILL_KEY = new Map<string, string>(
  SKILL_CATALOGUE.flatMap((s) => [
    [s.key.toLowerCase(), s.key],
    [s.display_name.toLowerCase(), s.key],
  ]),
);

/** Catalogue key for a key or display name typed by a person; undefined when unknown. */
export const skillKeyFor = (text: string) => SKILL_KEY.get(text.trim().toLowerCase());
export const skillNameFor = (key: string) => SKILL_NAME.get(key) ?? key;

export function toRecipeSummary(row: RecipeRow, taskCount: number): RecipeSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    difficulty_level: row.difficulty_level,
    estimated_time_minutes: row.estimated_time_minutes,
    recommended_participants: row.recommended_participants,
    cuisine_type: row.cuisine_type,
    servings: row.servings,
    is_published: row.is_published === 1,
    status: row.status as RecipeSummary['status'],
    quality_score: row.quality_score,
    source: row.source,
    task_count: taskCount,
    course: row.course ?? null,
    language: row.language,
    translations: parseTexts(row.translations),
  };
}

/** An ingredient as the recipe screens show it, with its name in other languages (issue 38.2). */
export function toIngredientView(i: IngredientRow): IngredientView {
  return { name: i.name, quantity: i.quantity, unit: i.unit, used_in: JSON.parse(i.used_in) as string[], translations: parseTexts(i.translations) };
}

/** One shape for recipe tasks and session tasks, so the task card reads both alike. */
export function toTaskView(row: RecipeTaskRow | SessionTaskRow): TaskView {
  const equipment = JSON.parse(row.equipment) as string[];
  const skills = (JSON.parse(row.skill_requirements) as string[]).map(skillNameFor);
  const isSessionTask = typeof row.id === 'string';
  return {
    id: row.id,
    task_id: row.id,
    ...(isSessionTask ? { original_task_id: (row as SessionTaskRow).original_task_id, oven: plannedOven(row, storedOvenNote(row as SessionTaskRow)) } : { key: (row as RecipeTaskRow).key }),
    name: row.name,
    description: row.description,
    task_type: row.task_type,
    skill_level: row.skill_level,
    difficulty_level: difficultyForSkillLevel(row.skill_level),
    estimated_duration_minutes: row.estimated_duration_minutes,
    estimated_time_minutes: row.estimated_duration_minutes,
    timer_duration_minutes: isSessionTask ? plannedTimerMinutes(row as SessionTaskRow) : row.timer_duration_minutes,
    is_timer_task: row.timer_duration_minutes !== null,
    quantity_dependent: row.quantity_dependent === 1,
    safety_level: row.safety_level,
    oven_temperature_c: row.oven_temperature_c ?? null,
    oven_fan: row.oven_fan === null || row.oven_fan === undefined ? null : row.oven_fan === 1,
    equipment: equipment.map((name) => ({ name })),
    equipment_required: equipment,
    skill_requirements: skills,
    skill_requirement: skills.join(', '),
    translations: parseTexts(row.translations),
  };
}

/** target → [sources], the spec's task_dependencies map, with string keys. */
export function dependencyMap(taskIds: Array<number | string>, edges: Array<{ task_id: number | string; depends_on_id: number | string }>): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const id of taskIds) map[String(id)] = [];
  for (const e of edges) (map[String(e.task_id)] ??= []).push(String(e.depends_on_id));
  return map;
}
