import type { PlannedOven } from '@brigade/contracts';
import type { SessionTaskRow } from '@brigade/db';

/**
 * What the plan decided for one oven task (issue 34): the temperature it runs at, the dish whose
 * temperature that is, and the minutes the bake changes by. The live engine works it out when it
 * applies a plan (live/engine/oven-notes.ts) and keeps it on the session task (migration 0016).
 */
export interface OvenPlanNote {
  temperatureC: number;
  /** The dish (recipe name) whose temperature the oven holds. */
  withDish: string;
  /** + longer, - shorter, at the plan's temperature. */
  minutesChanged: number;
}

type NoteColumns = Pick<SessionTaskRow, 'planned_oven_c' | 'planned_oven_minutes' | 'planned_oven_with'>;

/** The note the live engine stored on a session task; null: the plan bakes it at its own temperature. */
export function storedOvenNote(task: Partial<NoteColumns>): OvenPlanNote | null {
  if (task.planned_oven_c === null || task.planned_oven_c === undefined) return null;
  return { temperatureC: task.planned_oven_c, withDish: task.planned_oven_with ?? '', minutesChanged: task.planned_oven_minutes ?? 0 };
}

/** A note as the session task's columns store it (all null: no note). */
export function noteColumns(note: OvenPlanNote | null): NoteColumns {
  return note
    ? { planned_oven_c: note.temperatureC, planned_oven_minutes: Math.round(note.minutesChanged), planned_oven_with: note.withDish }
    : { planned_oven_c: null, planned_oven_minutes: null, planned_oven_with: null };
}

/**
 * The oven setting a session task shows on the cook's card and the session's dag: the plan's
 * temperature and why (`note`, see {@link storedOvenNote}), else the task's own. THE one place
 * that reads it.
 */
export function plannedOven(task: Pick<SessionTaskRow, 'oven_temperature_c' | 'oven_fan'>, note?: OvenPlanNote | null): PlannedOven | null {
  const own = task.oven_temperature_c ?? null;
  if (own === null) return null;
  const fan = task.oven_fan === null || task.oven_fan === undefined ? null : task.oven_fan === 1;
  if (!note || note.temperatureC === own) return { temperature_c: own, fan, recipe_temperature_c: own, shared_with: null, minutes_changed: 0 };
  return { temperature_c: note.temperatureC, fan, recipe_temperature_c: own, shared_with: note.withDish, minutes_changed: Math.round(note.minutesChanged) };
}

/**
 * The minutes a task's timer runs: the recipe's, changed by what the plan's oven temperature
 * changes (a 40-minute bake beside a hotter dish rings 2 minutes sooner), at least one.
 */
export function plannedTimerMinutes(task: Pick<SessionTaskRow, 'timer_duration_minutes'> & Partial<NoteColumns>): number | null {
  if (task.timer_duration_minutes === null) return null;
  const change = storedOvenNote(task)?.minutesChanged ?? 0;
  return Math.max(1, task.timer_duration_minutes + change);
}
