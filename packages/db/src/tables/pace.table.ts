import type { Generated, Insertable, Selectable } from 'kysely';

/** One finished task of one meal, as the pace model reads it (migration 0017, issue 37). */
export interface PaceObservationTable {
  id: Generated<number>;
  kitchen_id: number;
  /** Null once the meal was deleted: what was learned from it stays. */
  session_id: number | null;
  session_task_id: string;
  /** The registered cook; null for an anonymous cook (counts towards the kitchen only). */
  user_id: number | null;
  recipe_id: number;
  recipe_task_id: number;
  /** Kind of work (domain `WorkKind`). */
  kind: string;
  /** The recipe's hands-on minutes, scaled for servings. */
  estimated_minutes: number;
  /** Real hands-on minutes. */
  actual_minutes: number;
  observed_at: string;
}
export type PaceObservationRow = Selectable<PaceObservationTable>;
export type NewPaceObservation = Insertable<PaceObservationTable>;

/** What a kitchen learned, per level: 'kind' (key: kind of work), 'cook' (user id), 'task' (recipe task id). */
export interface PaceEstimateTable {
  kitchen_id: number;
  level: 'kind' | 'cook' | 'task';
  key: string;
  /** Posterior mean of the log pace. */
  log_pace: number;
  observations: number;
  updated_at: string;
}
export type PaceEstimateRow = Selectable<PaceEstimateTable>;
