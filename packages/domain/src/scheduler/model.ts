/**
 * The scheduling model shared by the planner, the dispatcher, the validator and the benchmark
 * readers. Time is an integer count of units (minutes in the kitchen, periods in PSPLIB); the
 * planner never reads a clock, the caller passes `now` in.
 */

/**
 * How long a task needs its cook:
 * - `whole`: for the whole duration (chopping, stirring);
 * - `start`: only for a start step (putting the tray in the oven); the cook is busy for
 *   `attendMinutes` (default 1 unit, capped by the duration), then free while the timer runs;
 * - `none`: not at all (dough resting, a PSPLIB job).
 */
export type Attendance = 'whole' | 'start' | 'none';

/** A skill a task requires: the cook's level in `name` must be at least `minLevel`. */
export interface SkillRequirement {
  name: string;
  minLevel: number;
}

/** One task of the meal as the scheduler sees it. */
export interface SchedulingTask {
  id: string;
  /** Integer time units; non-integers are rounded up. */
  duration: number;
  /** Ids of the tasks that must finish before this one starts. */
  predecessors: string[];
  /** Units of each equipment type held for the whole duration, e.g. `{ burner: 2 }`. */
  demand: Record<string, number>;
  /** Ignored when `attendance` is `none`: nobody works on the task. */
  skill?: SkillRequirement;
  attendance: Attendance;
  /** Cook time at the start of a `start` task; default 1, capped by the duration. */
  attendMinutes?: number;
  /** The dish (group) the task belongs to; dishes should finish close together. */
  dish?: string;
  /** Station the task is done at, for the `fixed` station preference. */
  station?: string;
  /**
   * The setting the task needs on a piece of equipment that holds one setting per unit at a time
   * (an oven's temperature, a grill's level): see {@link SettingModel}. Its units of that
   * equipment (racks) are `demand[setting.equipment]`, which may be 0 (heating the oven takes
   * no rack but sets its temperature).
   */
  setting?: EquipmentSetting;
  /** When the dish's course is served (absolute time); the planner aims the dish's last task at it. */
  serveAt?: number;
  /** Work that may be done early (cold or make-ahead): not pulled towards the serve time. */
  early?: boolean;
}

/** A value set on an equipment unit, e.g. `{ equipment: 'oven', value: 200 }` (°C). */
export interface EquipmentSetting {
  equipment: string;
  value: number;
}

/**
 * Equipment whose units each hold one setting at a time (scheduler.md in docs/design.md):
 * `capacity[equipment]` counts places (racks), `perUnit` of them make one unit (an oven), so there
 * are floor(capacity / perUnit) units. Tasks at the same setting share a unit's places; a unit
 * changes setting between tasks at `risePerUnit` (heating, per time unit) or `fallPerUnit`
 * (cooling), so ceil(|difference| / rate) time units must pass between a task at one setting and
 * the next at another. A task whose setting is within `shareWithin` of a busier one runs at that
 * one instead, its duration scaled by own / used (190 °C for 40 min at 200 °C: 38 min).
 */
export interface SettingModel {
  perUnit: number;
  risePerUnit: number;
  fallPerUnit: number;
  shareWithin: number;
}

/** An oven: two racks, heating 10 °C a minute, cooling 4 °C a minute, sharing within ±10 °C. */
export const OVEN_SETTING: SettingModel = { perUnit: 2, risePerUnit: 10, fallPerUnit: 4, shareWithin: 10 };

/** Time units a unit needs to go from setting `from` to setting `to` (0 when equal). */
export function changeTime(model: Pick<SettingModel, 'risePerUnit' | 'fallPerUnit'>, from: number, to: number): number {
  if (from === to) return 0;
  return to > from ? Math.ceil((to - from) / model.risePerUnit) : Math.ceil((from - to) / model.fallPerUnit);
}

/**
 * A task's duration when it runs at setting `used` instead of its own: own / used (hotter is
 * quicker). Unchanged without a setting, and for a task that takes no place (heating the oven).
 */
export function durationAt(task: Pick<SchedulingTask, 'duration' | 'setting' | 'demand'>, used: number): number {
  const d = Math.max(0, Math.ceil(task.duration));
  if (!task.setting || used === task.setting.value || used <= 0 || task.setting.value <= 0) return d;
  if (Math.ceil(task.demand[task.setting.equipment] ?? 0) <= 0) return d;
  return Math.max(1, Math.ceil((d * task.setting.value) / used));
}

/** A cook: skill levels by skill name (a missing skill means the cook cannot do it at all). */
export interface Cook {
  id: string;
  skills: Record<string, number>;
  /** Home station, preferred under the `fixed` station preference. */
  station?: string;
}

/**
 * An `equipment_claim` ... `equipment_release` pair: one unit of `equipment` is held from the
 * claim task's start until the release task's finish. The release must (transitively) follow the
 * claim. Tasks between the two should not demand that equipment again: the hold covers them.
 */
export interface EquipmentHold {
  equipment: string;
  claimTaskId: string;
  releaseTaskId: string;
}

/** Everything the planner needs to know about the meal and the kitchen. */
export interface SchedulingProblem {
  tasks: SchedulingTask[];
  cooks: Cook[];
  /** Units available of each equipment type; a type not listed has capacity 0. */
  capacity: Record<string, number>;
  holds?: EquipmentHold[];
  /** Equipment with a setting per unit (an oven's temperature), by equipment key; takes no holds. */
  settings?: Record<string, SettingModel>;
}

/**
 * A task that has started. `cookId` is the cook who started it (null when none is needed);
 * the cook is busy until the task's attendance ends (see {@link cookTime}).
 */
export interface RunningTask {
  taskId: string;
  cookId: string | null;
  startedAt: number;
  /** Time units until the task finishes, counted from `ScheduleState.now`. */
  remaining: number;
}

/** Where the meal stands at `now`. Tasks neither completed nor running are unstarted. */
export interface ScheduleState {
  now: number;
  completed: string[];
  running: RunningTask[];
}

/** The empty state at time 0: nothing started yet. */
export const initialState: ScheduleState = { now: 0, completed: [], running: [] };

/** One task placed in time, with its cook. */
export interface Assignment {
  taskId: string;
  cookId: string | null;
  start: number;
  end: number;
  /** When the cook is free again: `end` for `whole`, the start step's end for `start`. */
  cookUntil: number;
  /** `running` for tasks already under way (kept as they are), `planned` otherwise. */
  status: 'running' | 'planned';
  /** The task's predecessors, so the dispatcher can check them against the live state. */
  predecessors: string[];
  /**
   * For a task on equipment with a setting (see {@link SettingModel}): the value the plan really
   * uses (0: the task states none and takes any) and the unit (0-based: which oven) it is on.
   */
  setting?: EquipmentSetting & { unit: number };
}

/**
 * Why a task is outside the counted plan: no present cook has the skill, the kitchen lacks the
 * equipment, it waits on such a task, or equipment holds leave no room for it.
 */
export type UnplannedReason = 'no_cook' | 'no_equipment' | 'waits_on_unplanned' | 'no_room';

/** A task the plan cannot count, still on the timeline after the counted finish, with its reason. */
export interface UnplannedTask {
  taskId: string;
  reason: UnplannedReason;
  start: number;
  end: number;
  predecessors: string[];
}

/** The planner's answer. */
export interface Plan {
  /** Running tasks as they are, then every unstarted task that can be done, by start time. */
  assignments: Assignment[];
  /** Time from `now` until the last task finishes. */
  makespan: number;
  /** Absolute time at which the last task finishes (`now + makespan`). */
  finish: number;
  /** Tasks no cook can ever do (missing skill) or that need more equipment than the kitchen has. */
  unassignable: string[];
  /** Tasks that wait, directly or not, on an unassignable task, and claims whose release is such a task. */
  blocked: string[];
  /**
   * Every task the counted plan leaves out (`unassignable` and `blocked`), placed after `finish`
   * in precedence order without a cook, with its reason: the plan holds every task, and
   * `makespan`/`finish` do not count these.
   */
  unplanned: UnplannedTask[];
  /** How many complete schedules the search evaluated. */
  schedulesEvaluated: number;
  /**
   * The search reached a lower bound of the makespan (critical path, work per equipment unit and
   * per cook): no plan of this meal from this state finishes sooner, so a further search cannot
   * shorten it. Absent on plans not made by the search.
   */
  atLowerBound?: boolean;
}

/** Options of {@link plan}. */
export interface PlanOptions {
  /** Wall-time budget of the search in milliseconds (default 50). */
  budgetMs?: number;
  /** Seed of the PRNG (default 1). Same seed and same `maxSchedules` give the same plan. */
  seed?: number;
  /** Stop after this many schedules, whatever the time; makes the result machine-independent. */
  maxSchedules?: number;
  /** Absolute serve time: when it is later than the earliest finish, the plan works backwards. */
  serveAt?: number;
  /** `fixed`: keep cooks at their home station where possible; `rotation` (default): any. */
  stationPreference?: 'rotation' | 'fixed';
  /** Millisecond clock for the budget; defaults to `performance.now`. */
  clock?: () => number;
  /**
   * Warm start: an earlier plan of the same meal (or its task ids in the order to try them) that
   * the search starts from, so repeated calls keep improving one plan. Its unstarted tasks are
   * tried in its start order with its cooks, before anything else; tasks it does not list come
   * after them, and cooks no longer there or no longer qualified are chosen anew. From the same
   * state, and without equipment holds, the result finishes no later than the incumbent.
   */
  incumbent?: Plan | readonly string[];
}

/** Cook time of a task from its start, in integer units (the rule every module follows). */
export function cookTime(task: Pick<SchedulingTask, 'attendance' | 'duration' | 'attendMinutes'>): number {
  const duration = Math.max(0, Math.ceil(task.duration));
  if (task.attendance === 'whole') return duration;
  if (task.attendance === 'none') return 0;
  return Math.min(duration, Math.max(0, Math.ceil(task.attendMinutes ?? 1)));
}

/** Whether `cook` may do `task` (any cook may do a task without a skill requirement). */
export function isQualified(cook: Cook, task: Pick<SchedulingTask, 'skill'>): boolean {
  if (!task.skill) return true;
  const level = cook.skills[task.skill.name];
  return level !== undefined && level >= task.skill.minLevel;
}
