/**
 * Sharing a setting: tasks whose values lie within `shareWithin` of each other run at one value,
 * the highest of their group, so one oven need not change temperature for 10 °C. Groups are
 * formed greedily from the highest value down: a group takes every value within `shareWithin`
 * below its head, the next value below starts the next group (so group heads lie more than
 * `shareWithin` apart, and sharing a shared problem changes nothing). A task moved to another
 * value gets the duration {@link durationAt} gives (own / used).
 */
import type { SchedulingProblem, SchedulingTask } from './model';
import { durationAt } from './model';

/** The value each task with a setting really uses, by task id. */
export function sharedValues(problem: Pick<SchedulingProblem, 'tasks' | 'settings'>): Map<string, number> {
  const used = new Map<string, number>();
  const settings = problem.settings ?? {};
  for (const [e, model] of Object.entries(settings)) {
    const on = problem.tasks.filter((t) => t.setting?.equipment === e && t.setting.value > 0);
    const values = [...new Set(on.map((t) => t.setting!.value))].sort((a, b) => b - a);
    const head = new Map<number, number>();
    let current = Number.NaN;
    for (const v of values) {
      if (!(current - v <= model.shareWithin)) current = v;
      head.set(v, current);
    }
    for (const t of on) used.set(t.id, head.get(t.setting!.value)!);
  }
  return used;
}

/** The problem with every setting at the value it shares, and its duration adjusted. */
export function shareSettings(problem: SchedulingProblem): { problem: SchedulingProblem; used: Map<string, number> } {
  const used = sharedValues(problem);
  if (used.size === 0) return { problem, used };
  const tasks = problem.tasks.map((t): SchedulingTask => {
    const v = used.get(t.id);
    if (v === undefined || v === t.setting!.value) return t;
    return { ...t, duration: durationAt(t, v), setting: { equipment: t.setting!.equipment, value: v } };
  });
  return { problem: { ...problem, tasks }, used };
}
