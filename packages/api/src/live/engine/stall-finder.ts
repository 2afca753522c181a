import { apiText, taskParams, type ApiText, type CookRef, type Skill, type Stall } from '@brigade/contracts';
import { assignmentItem, type KitchenState } from './kitchen-state';
import { isAvailable } from './scheduling-problem';
import { mayUseSkill } from './skill-gate';

/** People's names for the units a task uses. */
export const EQUIPMENT_LABELS: Record<string, string> = {
  prep_station: 'a prep station',
  burner: 'a stove burner',
  oven: 'an oven',
  sink: 'a sink',
  dishwasher: 'a dishwasher',
  stand_mixer: 'a stand mixer',
  food_processor: 'a food processor',
  blender: 'a blender',
};
const equipmentLabel = (e: string) => EQUIPMENT_LABELS[e] ?? e.replace(/_/g, ' ');

const requiredOf = (state: KitchenState, taskId: string) => [...new Set(JSON.parse(state.taskById.get(taskId)!.skill_requirements) as string[])];
const equipmentOf = (state: KitchenState, taskId: string) => JSON.parse(state.taskById.get(taskId)!.equipment) as string[];

/** Ready tasks nobody present can take (status `unassignable`), with the reason and who could help. */
export function findStalls(state: KitchenState, catalogue: Skill[]): Stall[] {
  // Cooks on a break (they put a task down) take no work until they are back.
  const present = state.people.filter(isAvailable);
  const onBreak = state.people.some((p) => p.is_active === 1 && p.on_break_since);
  const answers = new Map(present.map((p) => [p.id, { yes: new Set(state.skillKeys.get(p.id) ?? []), no: new Set(state.declinedKeys.get(p.id) ?? []) }]));
  const ref = (p: { id: number; display_name: string }): CookRef => ({ id: p.id, display_name: p.display_name });
  const done = new Set(state.assignments.filter((a) => a.status === 'completed').map((a) => a.task_id));
  const ready = (taskId: string) => state.dependencies.every((d) => d.task_id !== taskId || done.has(d.depends_on_id));
  const out: Stall[] = [];
  for (const a of state.assignments) {
    if (a.status !== 'unassignable') continue;
    const task = state.taskById.get(a.task_id);
    if (!task) continue;
    const missingEquipment = [...new Set(equipmentOf(state, a.task_id))].filter((e) => !((state.capacity as Record<string, number>)[e]! > 0));
    const required = requiredOf(state, a.task_id);
    // Skills no cook present may use; if each skill has someone but nobody has them all, all of them.
    let missingKeys = required.filter((k) => !present.some((p) => mayUseSkill(k, answers.get(p.id)!.yes, answers.get(p.id)!.no)));
    const anyoneQualified = present.some((p) => required.every((k) => mayUseSkill(k, answers.get(p.id)!.yes, answers.get(p.id)!.no)));
    if (missingKeys.length === 0 && !anyoneQualified) missingKeys = required;
    const missingSkills = missingKeys.map((k) => catalogue.find((s) => s.key === k) ?? { id: 0, key: k, display_name: k, skill_level: 'intermediate', is_safety_sensitive: false });
    const reason: Stall['reason'] = present.length === 0 ? 'no_cooks' : missingEquipment.length > 0 ? 'equipment' : 'skill';
    const cooksToAsk = present.filter((p) => missingKeys.some((k) => !answers.get(p.id)!.yes.has(k) && !answers.get(p.id)!.no.has(k))).map(ref);
    const cooksDeclined = present.filter((p) => missingKeys.some((k) => answers.get(p.id)!.no.has(k))).map(ref);
    const assignment = assignmentItem(state, a);
    const named = taskParams(task.name, assignment.task_translations);
    const text: ApiText =
      reason === 'no_cooks'
        ? { code: onBreak ? 'stall.onBreak' : 'stall.noCooks', params: named }
        : reason === 'equipment'
          ? { code: 'stall.equipment', params: { equipment: missingEquipment.map(equipmentLabel).join(' and '), ...named, equipment_keys: JSON.stringify(missingEquipment) } }
          : { code: 'stall.skill', params: { skills: missingSkills.map((s) => s.display_name).join(' and '), ...named, skill_keys: JSON.stringify(missingKeys) } };
    out.push({
      assignment,
      task_id: a.task_id,
      task_name: task.name,
      recipe_name: state.recipeNameOfCopy.get(task.session_recipe_id) ?? '',
      reason,
      missing_skills: missingSkills,
      missing_equipment: missingEquipment,
      cooks_to_ask: cooksToAsk,
      cooks_declined: cooksDeclined,
      message: apiText(text.code, text.params),
      text,
      ready: ready(a.task_id),
    });
  }
  return out;
}
