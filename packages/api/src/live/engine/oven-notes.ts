import { durationAt, sharedValues, type Plan, type SchedulingProblem, type SchedulingTask } from '@brigade/domain';
import { sessionTasks, type Queryable } from '@brigade/db';
import { noteColumns, type OvenPlanNote } from '../../sessions/planned-oven';
import type { KitchenState } from './kitchen-state';

/**
 * Why each oven task runs at another temperature than its own (issue 34), from the problem the
 * planner planned: the value it really uses (`sharedValues`, the scheduler's own grouping), the
 * dish whose temperature that is (one planned beside it in the same oven when there is one), and
 * the minutes it changes by (`durationAt`, the scheduler's own model; a preheat keeps its time).
 * Preheats left out of the problem (`merged`: follower -> lead) heat at their lead's temperature (a
 * follower's note at its own temperature is dropped when stored).
 */
export function ovenNotes(
  problem: SchedulingProblem,
  plan: Plan,
  merged: ReadonlyMap<string, string>,
  dishName: (dish: string) => string,
  dishOfTask: (taskId: string) => string | undefined = () => undefined,
): Map<string, OvenPlanNote> {
  const used = sharedValues(problem);
  const placed = new Map(plan.assignments.map((a) => [a.taskId, a]));
  const beside = (a: SchedulingTask, b: SchedulingTask) => {
    const x = placed.get(a.id);
    const y = placed.get(b.id);
    return x !== undefined && y !== undefined && x.setting?.unit === y.setting?.unit && x.start < y.end && y.start < x.end;
  };
  /** The dish whose own temperature is `value`: another dish first, one beside `task` first of all. */
  const setterOf = (task: SchedulingTask, value: number) => {
    const at = problem.tasks.filter((s) => s.setting?.equipment === task.setting!.equipment && s.setting.value === value);
    const other = at.filter((s) => s.dish !== task.dish);
    return other.find((s) => beside(s, task)) ?? other[0] ?? at[0];
  };
  const notes = new Map<string, OvenPlanNote>();
  for (const t of problem.tasks) {
    const value = used.get(t.id);
    if (!t.setting || value === undefined || value === t.setting.value) continue;
    const dish = setterOf(t, value)?.dish;
    notes.set(t.id, { temperatureC: value, withDish: dish === undefined ? '' : dishName(dish), minutesChanged: durationAt(t, value) - Math.max(0, Math.ceil(t.duration)) });
  }
  // A follower heats the oven with its lead: the lead's temperature, set by a dish other than the follower's own.
  const byId = new Map(problem.tasks.map((t) => [t.id, t]));
  for (const [follower, leadId] of merged) {
    const lead = byId.get(leadId);
    if (!lead?.setting) continue;
    const value = used.get(leadId) ?? lead.setting.value;
    const at = problem.tasks.filter((s) => s.setting?.equipment === lead.setting!.equipment && s.setting.value === value);
    const dish = (at.find((s) => s.dish !== dishOfTask(follower)) ?? at[0])?.dish;
    notes.set(follower, { temperatureC: value, withDish: dish === undefined ? '' : dishName(dish), minutesChanged: 0 });
  }
  return notes;
}

/**
 * Writes the notes on the session tasks not under way yet (what a cook was told stays as it was),
 * clearing those the plan now bakes at their own temperature; updates `state`'s rows in place so
 * the events of the same change carry them. Returns whether any task changed.
 */
export async function storeOvenNotes(trx: Queryable, state: KitchenState, notes: ReadonlyMap<string, OvenPlanNote>): Promise<boolean> {
  const status = new Map(state.assignments.map((a) => [a.task_id, a.status]));
  let changed = false;
  for (const task of state.tasks) {
    if (task.oven_temperature_c === null) continue;
    const s = status.get(task.id);
    if (s === 'in_progress' || s === 'completed' || s === 'terminated') continue;
    const note = notes.get(task.id) ?? null;
    const want = noteColumns(note && note.temperatureC !== task.oven_temperature_c ? note : null);
    if (want.planned_oven_c === task.planned_oven_c && want.planned_oven_minutes === task.planned_oven_minutes && want.planned_oven_with === task.planned_oven_with) continue;
    await sessionTasks.updateSessionTask(trx, task.id, want);
    Object.assign(task, want);
    changed = true;
  }
  return changed;
}
