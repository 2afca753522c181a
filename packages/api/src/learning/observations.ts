/**
 * A finished meal as observations for the pace model (issue 37): the real hands-on minutes of each
 * task a cook completed. Tap moments: from the start tap (`started_at`, else the hand-out) to the
 * completion tap, plus the minutes worked before the task was put down (`elapsed_ms`). A passive
 * timer task counts only its attended part, up to the moment its timer started. A task with a
 * timer the cook stays with (`timer_active`) is left out: its length is the timer's, the food's
 * time, not the cook's pace. Terminated tasks never count.
 */
import { scaleTaskMinutes } from '@brigade/contracts';
import { workKind } from '@brigade/domain';
import type { AssignmentRow, NewPaceObservation, ParticipantRow, SessionRecipeRow, SessionTaskRow } from '@brigade/db';

const MINUTE_MS = 60_000;

export interface MealFacts {
  kitchenId: number;
  sessionId: number;
  tasks: SessionTaskRow[];
  assignments: AssignmentRow[];
  /** Every participant, removed ones too. */
  everyone: ParticipantRow[];
  copies: SessionRecipeRow[];
  /** Scaling factor per recipe copy (servings). */
  factors: Map<number, number>;
  at: string;
}

/** Real hands-on minutes of a completed assignment, or null when it says nothing about pace. */
export function handsOnActual(task: SessionTaskRow, a: AssignmentRow): number | null {
  if (a.status !== 'completed' || a.completed_at === null) return null;
  const start = Date.parse(a.started_at ?? a.assigned_at);
  let end: number;
  if (task.task_type === 'timer_passive' && task.timer_duration_minutes !== null) {
    if (a.timer_started_at === null) return null;
    end = Date.parse(a.timer_started_at);
  } else if (task.timer_duration_minutes !== null) {
    return null;
  } else {
    end = Date.parse(a.completed_at);
  }
  const ms = end - start + (task.elapsed_ms ?? 0);
  return Number.isFinite(ms) && ms >= 0 ? ms / MINUTE_MS : null;
}

export function mealObservations(meal: MealFacts): NewPaceObservation[] {
  const byTask = new Map(meal.assignments.map((a) => [a.task_id, a]));
  const userOf = new Map(meal.everyone.map((p) => [p.id, p.user_id]));
  const recipeOf = new Map(meal.copies.map((c) => [c.id, c.recipe_id]));
  const out: NewPaceObservation[] = [];
  for (const t of meal.tasks) {
    const a = byTask.get(t.id);
    if (!a) continue;
    const actual = handsOnActual(t, a);
    const who = a.completed_by ?? a.participant_id;
    if (actual === null || who === null) continue;
    const estimated = scaleTaskMinutes(t.estimated_duration_minutes, meal.factors.get(t.session_recipe_id) ?? 1, t.quantity_dependent === 1);
    out.push({
      kitchen_id: meal.kitchenId,
      session_id: meal.sessionId,
      session_task_id: t.id,
      user_id: userOf.get(who) ?? null,
      recipe_id: recipeOf.get(t.session_recipe_id) ?? 0,
      recipe_task_id: t.original_task_id,
      kind: workKind({ task_type: t.task_type, equipment: JSON.parse(t.equipment) as string[] }),
      estimated_minutes: estimated,
      actual_minutes: Math.round(actual * 100) / 100,
      observed_at: meal.at,
    });
  }
  return out;
}
