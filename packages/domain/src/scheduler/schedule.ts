/** A schedule of the compiled meal's activities, as the generators write it. */

/**
 * Start time, cook (-1: none) and setting unit (global index, -1: none; see setting-grid.ts) of
 * every activity, plus the finish of the whole meal.
 */
export interface Schedule {
  start: Int32Array;
  cook: Int32Array;
  unit: Int32Array;
  makespan: number;
}

/** Creates an empty schedule for `n` activities. */
export function newSchedule(n: number): Schedule {
  return { start: new Int32Array(n).fill(-1), cook: new Int32Array(n).fill(-1), unit: new Int32Array(n).fill(-1), makespan: 0 };
}

/** Copies `from` into `to` (same size). */
export function copySchedule(from: Schedule, to: Schedule): void {
  to.start.set(from.start);
  to.cook.set(from.cook);
  to.unit.set(from.unit);
  to.makespan = from.makespan;
}
