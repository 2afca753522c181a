import type { PlannedOven } from '@brigade/contracts';
import type { SessionTaskRow } from '@brigade/db';

/**
 * What the plan decided for one oven task (issue 34): the temperature it runs at, the dish whose
 * temperature that is, and the minutes the bake changes by. The planner (plan-engine's oven
 * settings) gives one per oven task that shares the oven at another dish's temperature.
 */
export interface OvenPlanNote {
  temperatureC: number;
  /** The dish (recipe name) whose temperature the oven holds. */
  withDish: string;
  /** + longer, - shorter, at the plan's temperature. */
  minutesChanged: number;
}

/**
 * The oven setting a session task shows on the cook's card and the session's dag: the plan's
 * temperature and why (`note`), else the task's own. THE one place that reads it: until the
 * planner's notes are wired in, callers pass no note and the task's own temperature is shown.
 */
export function plannedOven(task: Pick<SessionTaskRow, 'oven_temperature_c' | 'oven_fan'>, note?: OvenPlanNote | null): PlannedOven | null {
  const own = task.oven_temperature_c ?? null;
  if (own === null) return null;
  const fan = task.oven_fan === null || task.oven_fan === undefined ? null : task.oven_fan === 1;
  if (!note || note.temperatureC === own) return { temperature_c: own, fan, recipe_temperature_c: own, shared_with: null, minutes_changed: 0 };
  return { temperature_c: note.temperatureC, fan, recipe_temperature_c: own, shared_with: note.withDish, minutes_changed: Math.round(note.minutesChanged) };
}
