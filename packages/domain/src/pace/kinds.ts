/**
 * Kinds of work a household may be faster or slower at (issue 37). Derived from a task's type and
 * its equipment, never typed in: the first rule that matches wins.
 */
export const WORK_KINDS = ['knife', 'stove', 'oven', 'baking', 'machine', 'cleanup', 'assembly'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

export function workKind(task: { task_type: string; equipment: readonly string[] }): WorkKind {
  const has = (e: string) => task.equipment.includes(e);
  if (task.task_type === 'cleanup' || has('sink') || has('dishwasher')) return 'cleanup';
  if (has('stand_mixer')) return 'baking';
  if (has('oven')) return 'oven';
  if (has('burner') || task.task_type === 'cook') return 'stove';
  if (has('food_processor') || has('blender')) return 'machine';
  if (task.task_type === 'assembly' || task.task_type === 'equipment_claim' || task.task_type === 'equipment_release') return 'assembly';
  // Prep at a station (or with nothing at all) is cutting, peeling, measuring: knife work.
  return 'knife';
}
