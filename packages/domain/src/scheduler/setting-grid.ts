/**
 * Equipment with a setting (an oven's temperature): the compiled form of the tasks' settings and
 * the per-unit load over time that the {@link Timeline} asks where such a task fits. Each unit
 * (oven) holds one value at a time; tasks at that value share its places (racks); between a task
 * at one value and the next at another, the unit needs its change time (see `changeTime` in
 * model.ts). A task on such equipment without a value (0) only takes places, at any value.
 */
import type { SchedulingProblem, SchedulingTask, ScheduleState, SettingModel } from './model';
import { changeTime } from './model';

/** Settings of the activities and the kitchen's units, flat. */
export interface SettingMeal {
  /** Equipment keys that have a setting model; index = setting equipment. */
  equipment: string[];
  models: SettingModel[];
  /** Per setting equipment: its first unit (global index) and how many units it has. */
  firstUnit: Int32Array;
  units: Int32Array;
  /** Per setting equipment: places per unit, and the longest change time between its values. */
  perUnit: Int32Array;
  maxChange: Int32Array;
  /** Per activity: setting equipment (-1: none), value (0: any) and places taken. */
  eq: Int32Array;
  value: Int32Array;
  places: Int32Array;
  /** Per unit × time: the value held (0: none), tasks holding it, and places in use, by running tasks. */
  baseValue: Int32Array;
  baseHolders: Int32Array;
  basePlaces: Int32Array;
  /** Per running task with a setting, the unit it was put on (first fit, in state order). */
  runningUnit: Map<string, number>;
}

/** The setting equipment a task uses, if the problem models it. */
export function settingOf(problem: SchedulingProblem, t: SchedulingTask): { e: string; value: number; places: number } | null {
  const settings = problem.settings;
  if (!settings) return null;
  if (t.setting && settings[t.setting.equipment]) return { e: t.setting.equipment, value: Math.max(0, Math.round(t.setting.value)), places: Math.max(0, Math.ceil(t.demand[t.setting.equipment] ?? 0)) };
  for (const e of Object.keys(t.demand)) if (settings[e] && Math.ceil(t.demand[e]!) > 0) return { e, value: 0, places: Math.ceil(t.demand[e]!) };
  return null;
}

/** Time a schedule may spend changing settings: the longest change once per activity with a setting. */
export function settingSlack(problem: SchedulingProblem, tasks: SchedulingTask[]): number {
  if (!problem.settings) return 0;
  const range = new Map<string, { lo: number; hi: number; count: number }>();
  for (const t of tasks) {
    const s = settingOf(problem, t);
    if (!s || s.value <= 0) continue;
    const r = range.get(s.e) ?? { lo: s.value, hi: s.value, count: 0 };
    range.set(s.e, { lo: Math.min(r.lo, s.value), hi: Math.max(r.hi, s.value), count: r.count + 1 });
  }
  let slack = 0;
  for (const [e, r] of range) {
    const model = problem.settings[e]!;
    slack += r.count * Math.ceil((r.hi - r.lo) / Math.min(model.risePerUnit, model.fallPerUnit));
  }
  return slack;
}

/** Compiles the settings of `tasks` (the activities) and the running tasks into a {@link SettingMeal}; null without settings. */
export function compileSettings(problem: SchedulingProblem, state: ScheduleState, tasks: SchedulingTask[], H: number, capacity: (e: string) => number): SettingMeal | null {
  const settings = problem.settings;
  if (!settings || Object.keys(settings).length === 0) return null;
  const equipment = Object.keys(settings).sort();
  const index = new Map(equipment.map((e, i) => [e, i]));
  const models = equipment.map((e) => settings[e]!);
  const perUnit = Int32Array.from(models, (s) => Math.max(1, Math.floor(s.perUnit)));
  const units = Int32Array.from(equipment, (e, i) => Math.floor(capacity(e) / perUnit[i]!));
  const firstUnit = new Int32Array(equipment.length);
  for (let i = 1; i < equipment.length; i++) firstUnit[i] = firstUnit[i - 1]! + units[i - 1]!;
  const total = equipment.length === 0 ? 0 : firstUnit[equipment.length - 1]! + units[equipment.length - 1]!;
  const eq = new Int32Array(tasks.length).fill(-1), value = new Int32Array(tasks.length), places = new Int32Array(tasks.length);
  const lo = equipment.map(() => Number.POSITIVE_INFINITY), hi = equipment.map(() => 0);
  const note = (e: number, v: number): void => {
    if (v <= 0) return;
    lo[e] = Math.min(lo[e]!, v);
    hi[e] = Math.max(hi[e]!, v);
  };
  tasks.forEach((t, j) => {
    const s = settingOf(problem, t);
    if (!s) return;
    eq[j] = index.get(s.e)!;
    value[j] = s.value;
    places[j] = s.places;
    note(eq[j]!, s.value);
  });
  const baseValue = new Int32Array(total * H), baseHolders = new Int32Array(total * H), basePlaces = new Int32Array(total * H);
  const runningUnit = new Map<string, number>();
  const byId = new Map(problem.tasks.map((t) => [t.id, t]));
  for (const r of state.running) {
    const s = settingOf(problem, byId.get(r.taskId)!);
    if (!s) continue;
    const e = index.get(s.e)!;
    note(e, s.value);
    const until = Math.min(H, Math.max(0, Math.ceil(r.remaining)));
    // First unit that holds the same value or none, with room; else the first (a running task is a fact).
    let unit = firstUnit[e]!;
    for (let u = firstUnit[e]!; u < firstUnit[e]! + units[e]!; u++) {
      let ok = true;
      for (let x = 0; x < until && ok; x++) {
        const w = baseValue[u * H + x]!;
        if ((s.value > 0 && w > 0 && w !== s.value) || basePlaces[u * H + x]! + s.places > perUnit[e]!) ok = false;
      }
      if (ok) { unit = u; break; }
    }
    if (units[e]! === 0) continue;
    runningUnit.set(r.taskId, unit - firstUnit[e]!);
    for (let x = 0; x < until; x++) {
      basePlaces[unit * H + x]! += s.places;
      if (s.value > 0) { baseValue[unit * H + x] = s.value; baseHolders[unit * H + x]!++; }
    }
  }
  const maxChange = Int32Array.from(models, (mdl, e) => (hi[e]! > 0 ? Math.max(changeTime(mdl, lo[e]!, hi[e]!), changeTime(mdl, hi[e]!, lo[e]!)) : 0));
  return { equipment, models, firstUnit, units, perUnit, maxChange, eq, value, places, baseValue, baseHolders, basePlaces, runningUnit };
}

/** The load of the setting units over time, for one {@link Timeline}. */
export class SettingGrid {
  readonly value: Int32Array;
  readonly holders: Int32Array;
  readonly places: Int32Array;

  constructor(private readonly s: SettingMeal, private readonly H: number, private readonly dur: Int32Array) {
    this.value = Int32Array.from(s.baseValue);
    this.holders = Int32Array.from(s.baseHolders);
    this.places = Int32Array.from(s.basePlaces);
  }

  reset(): void {
    this.value.set(this.s.baseValue);
    this.holders.set(this.s.baseHolders);
    this.places.set(this.s.basePlaces);
  }

  /** A unit (global index) on which activity j fits when it starts at t, or -1. */
  unitAt(j: number, t: number): number {
    const s = this.s, e = s.eq[j]!;
    const first = s.firstUnit[e]!, last = first + s.units[e]!;
    for (let u = first; u < last; u++) if (this.fits(j, t, u)) return u;
    return -1;
  }

  private fits(j: number, t: number, u: number): boolean {
    const s = this.s, H = this.H, e = s.eq[j]!, v = s.value[j]!, p = s.places[j]!, cap = s.perUnit[e]!;
    const d = this.dur[j]!, base = u * H, value = this.value;
    if (p > cap) return false;
    for (let x = base + t, end = base + t + d; x < end; x++) {
      if (this.places[x]! + p > cap) return false;
      if (v > 0 && value[x]! > 0 && value[x] !== v) return false;
    }
    if (v === 0 || d === 0) return true;
    const model = s.models[e]!, reach = s.maxChange[e]!;
    // The unit needs its change time from an earlier value to v, and from v to a later one.
    for (let x = Math.max(0, t - reach); x < t; x++) {
      const w = value[base + x]!;
      if (w > 0 && w !== v && t < x + 1 + changeTime(model, w, v)) return false;
    }
    for (let x = t + d, end = Math.min(H, t + d + reach); x < end; x++) {
      const w = value[base + x]!;
      if (w > 0 && w !== v && x < t + d + changeTime(model, v, w)) return false;
    }
    return true;
  }

  /** Books (sign 1) or unbooks (-1) activity j at s on unit u. */
  book(j: number, start: number, u: number, sign: 1 | -1): void {
    const s = this.s;
    if (u < 0 || s.eq[j]! < 0) return;
    const v = s.value[j]!, p = s.places[j]! * sign, base = u * this.H;
    for (let x = base + start, end = base + start + this.dur[j]!; x < end; x++) {
      this.places[x]! += p;
      if (v === 0) continue;
      this.holders[x]! += sign;
      this.value[x] = this.holders[x]! > 0 ? v : 0;
    }
  }
}
