/**
 * The one computation of a session task's hands-on minutes for a plan (issue 37): the recipe's
 * minutes times the pace the kitchen learned for the task. Every place a plan takes a task's
 * duration (the scheduling problem, the servings scaling) reads it from here. The pace is set on
 * the task by `applyLearnedPaces` (null when the kitchen learned nothing for it, or when the host
 * switched learned times off for the session), so this needs the task row only.
 */
import { atPace } from '@brigade/domain';
import type { SessionTaskRow } from '@brigade/db';

export type LearnedTask = Pick<SessionTaskRow, 'estimated_duration_minutes'> & Partial<Pick<SessionTaskRow, 'learned_pace'>>;

export function handsOnMinutes(task: LearnedTask): number {
  const pace = task.learned_pace ?? null;
  return pace === null ? task.estimated_duration_minutes : atPace(task.estimated_duration_minutes, pace);
}
