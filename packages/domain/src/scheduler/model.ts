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
