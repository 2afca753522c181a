import { API_TEXTS, apiText, parseTexts, skillLevelForDifficulty, TASK_EQUIPMENT, taskUpdateInput, textsColumn, withoutStaleTexts, type TaskEquipment } from '@brigade/contracts';
import type { RecipeTaskRow } from '@brigade/db';
import { BrigadeError, parseInput } from '../errors';
import { skillKeyFor } from './recipe-view';

type TaskColumns = Partial<
  Pick<RecipeTaskRow, 'name' | 'description' | 'task_type' | 'skill_level' | 'estimated_duration_minutes' | 'timer_duration_minutes' | 'safety_level' | 'equipment' | 'skill_requirements' | 'quantity_dependent' | 'oven_temperature_c' | 'oven_fan' | 'translations'>
>;

/**
 * Turns a task edit from any screen (node editor, page handler, studio) into column changes.
 * The card may send either duration name, either skill field, and the timer flag; they are
 * reconciled here so every caller gets the same result. A name or description edited in the
 * recipe's own language drops that field's translations (they translated the old text, issue 38.2).
 */
export function taskChangesFrom(
  raw: unknown,
  current: { timer_duration_minutes: number | null; estimated_duration_minutes: number; name?: string; description?: string; translations?: string | null },
): TaskColumns {
  const input = parseInput(taskUpdateInput, raw);
  const out: TaskColumns = {};
  if (input.name !== undefined) out.name = input.name;
  if (input.description !== undefined) out.description = input.description;
  if (input.task_type !== undefined) out.task_type = input.task_type;
  if (input.safety_level !== undefined) out.safety_level = input.safety_level;
  if (input.quantity_dependent !== undefined) out.quantity_dependent = input.quantity_dependent ? 1 : 0;
  if (input.oven_temperature_c !== undefined) out.oven_temperature_c = input.oven_temperature_c;
  if (input.oven_fan !== undefined) out.oven_fan = input.oven_fan === null ? null : input.oven_fan ? 1 : 0;
  const minutes = input.estimated_duration_minutes ?? input.estimated_time_minutes;
  if (minutes !== undefined) out.estimated_duration_minutes = minutes;
  if (input.skill_level !== undefined) out.skill_level = input.skill_level;
  else if (input.difficulty_level !== undefined) out.skill_level = skillLevelForDifficulty(input.difficulty_level);
  if (input.timer_duration_minutes !== undefined) out.timer_duration_minutes = input.timer_duration_minutes;
  else if (input.is_timer_task === false) out.timer_duration_minutes = null;
  else if (input.is_timer_task === true && current.timer_duration_minutes === null) out.timer_duration_minutes = minutes ?? current.estimated_duration_minutes;

  const skillTexts = input.skill_requirements ?? (input.skill_requirement !== undefined ? input.skill_requirement.split(',').map((s) => s.trim()).filter(Boolean) : undefined);
  if (skillTexts !== undefined) {
    const unknown = skillTexts.filter((s) => !skillKeyFor(s));
    if (unknown.length > 0) {
      throw BrigadeError.invalid({ skill_requirements: unknown.map((skill) => apiText('recipe.unknownSkill', { skill })) });
    }
    out.skill_requirements = JSON.stringify([...new Set(skillTexts.map((s) => skillKeyFor(s)!))]);
  }
  if (input.equipment_required !== undefined) {
    const known = new Set<string>(TASK_EQUIPMENT);
    const unknown = input.equipment_required.filter((e) => !known.has(e));
    if (unknown.length > 0) {
      throw BrigadeError.invalid({ equipment_required: unknown.map((equipment) => apiText('recipe.unknownEquipment', { equipment, choices: TASK_EQUIPMENT.join(', ') })) });
    }
    out.equipment = JSON.stringify([...new Set(input.equipment_required as TaskEquipment[])]);
  }
  const changed = { name: out.name !== undefined && out.name !== current.name, description: out.description !== undefined && out.description !== current.description };
  if (current.translations && (changed.name || changed.description)) out.translations = textsColumn(withoutStaleTexts(parseTexts(current.translations), changed));
  const type = out.task_type;
  if ((type === 'timer_active' || type === 'timer_passive') && (out.timer_duration_minutes ?? current.timer_duration_minutes) === null) {
    throw BrigadeError.invalid({ timer_duration_minutes: [API_TEXTS['recipe.timerMinutesDot']] });
  }
  return out;
}
