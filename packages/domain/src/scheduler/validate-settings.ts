/**
 * The validator's check of equipment with a setting (an oven's temperature), from the model alone:
 * each task on such equipment names its unit and the value it uses; the value is its own or within
 * `shareWithin` of it, with the duration the sharing rule gives; a unit holds one value at a time
 * and no more places (racks) than it has; and between two tasks at different values on one unit
 * lies at least the change time (heating or cooling).
 */
import type { SchedulingProblem, SchedulingTask } from './model';
import { changeTime } from './model';

export interface SettingUse {
  taskId: string;
  start: number;
  end: number;
  setting?: { equipment: string; value: number; unit: number };
}

type Add = (kind: 'setting' | 'setting-clash' | 'setting-places' | 'setting-change', message: string, taskIds: string[]) => void;

/** The equipment with a setting a task is on, its own value (0: none) and places. */
export function settingNeed(problem: Pick<SchedulingProblem, 'settings'>, t: SchedulingTask): { equipment: string; value: number; places: number } | null {
  const settings = problem.settings ?? {};
  if (t.setting && settings[t.setting.equipment]) return { equipment: t.setting.equipment, value: t.setting.value, places: Math.max(0, Math.ceil(t.demand[t.setting.equipment] ?? 0)) };
  const e = Object.keys(t.demand).find((k) => settings[k] && Math.ceil(t.demand[k]!) > 0);
  return e === undefined ? null : { equipment: e, value: 0, places: Math.ceil(t.demand[e]!) };
}

/** Units of equipment `e`: capacity (places) over places per unit. */
export function unitsOf(problem: Pick<SchedulingProblem, 'settings' | 'capacity'>, e: string): number {
  const per = Math.max(1, Math.floor(problem.settings![e]!.perUnit));
  return Math.floor(Math.max(0, problem.capacity[e] ?? 0) / per);
}

export function checkSettings(problem: SchedulingProblem, uses: SettingUse[], add: Add): void {
  if (!problem.settings) return;
  const tasks = new Map(problem.tasks.map((t) => [t.id, t]));
  const byUnit = new Map<string, Array<SettingUse & { value: number; places: number }>>();
  for (const u of uses) {
    const t = tasks.get(u.taskId);
    const need = t ? settingNeed(problem, t) : null;
    if (!t || !need) continue;
    const s = u.setting;
    if (!s || s.equipment !== need.equipment) { add('setting', `Task '${t.id}' uses '${need.equipment}' but names no unit of it`, [t.id]); continue; }
    if (!Number.isInteger(s.unit) || s.unit < 0 || s.unit >= unitsOf(problem, s.equipment))
      add('setting', `Task '${t.id}' is on ${s.equipment} ${s.unit}, which the kitchen does not have`, [t.id]);
    const model = problem.settings[s.equipment]!;
    if (need.value > 0 && Math.abs(s.value - need.value) > model.shareWithin)
      add('setting', `Task '${t.id}' needs ${need.value} on '${s.equipment}' but runs at ${s.value}`, [t.id]);
    if (need.value <= 0 && s.value !== 0) add('setting', `Task '${t.id}' states no setting but runs at ${s.value}`, [t.id]);
    const key = `${s.equipment}#${s.unit}`;
    byUnit.set(key, [...(byUnit.get(key) ?? []), { ...u, value: s.value, places: need.places }]);
  }
  for (const [key, list] of byUnit) {
    const e = key.slice(0, key.lastIndexOf('#'));
    const model = problem.settings[e]!;
    const per = Math.max(1, Math.floor(model.perUnit));
    const live = list.filter((u) => u.end > u.start);
    for (const x of [...new Set(live.map((u) => u.start))]) {
      const active = live.filter((u) => u.start <= x && x < u.end);
      const places = active.reduce((sum, u) => sum + u.places, 0);
      if (places > per) add('setting-places', `${places} places of ${key} in use at ${x}, ${per} per unit`, active.map((u) => u.taskId));
      const values = [...new Set(active.map((u) => u.value).filter((v) => v > 0))];
      if (values.length > 1) add('setting-clash', `${key} is set to ${values.join(' and ')} at once at ${x}`, active.map((u) => u.taskId));
    }
    const valued = live.filter((u) => u.value > 0);
    for (const a of valued)
      for (const b of valued) {
        if (a.value === b.value || a.end > b.start) continue;
        const need = changeTime(model, a.value, b.value);
        if (b.start - a.end < need)
          add('setting-change', `${key} goes from ${a.value} (until ${a.end}) to ${b.value} (at ${b.start}): needs ${need}`, [a.taskId, b.taskId]);
      }
  }
}
