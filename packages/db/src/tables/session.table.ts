import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export interface CookingSessionTable {
  id: Generated<number>;
  code: string;
  name: string | null;
  /** waiting | active | completed | terminated */
  status: string;
  host_id: number;
  kitchen_id: number | null;
  station_preference: string;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  predicted_finish_at: string | null;
  /** How many people eat; null: each recipe as written (migration 0004). */
  diners: Generated<number | null>;
  /** When the meal is to be served (ISO-8601 UTC); null: as soon as possible. */
  serve_at: Generated<string | null>;
  /** 1: the plan uses the kitchen's learned times; 0: the host switched them off (migration 0017). */
  learned_times: Generated<number>;
  /** Secret of the shareable shopping list link. */
  shopping_token: Generated<string | null>;
  /** Set while the host has paused the session (migration 0002). */
  paused_at: string | null;
}
export type CookingSessionRow = Selectable<CookingSessionTable>;
export type NewCookingSession = Insertable<CookingSessionTable>;

export interface SessionRecipeTable {
  id: Generated<number>;
  session_id: number;
  recipe_id: number;
  priority_order: number;
  created_at: string;
  /** The recipe's course in this session (migration 0014); null: the recipe's own course. */
  course: Generated<string | null>;
}
export type SessionRecipeRow = Selectable<SessionRecipeTable>;

export interface ParticipantTable {
  id: Generated<number>;
  session_id: number;
  user_id: number | null;
  display_name: string;
  display_name_key: string;
  /** Connected ("is_cooking"). */
  is_active: number;
  removed: number;
  joined_at: string;
  last_seen: string;
  /** Set while the cook is on a break after putting a task down (migration 0006): no new work. */
  on_break_since: ColumnType<string | null, string | null | undefined, string | null>;
  /** The phone's page is a secure context: 1, plain HTTP: 0, not connected yet: null (migration 0013). */
  secure_connection: ColumnType<number | null, number | null | undefined, number | null>;
}
export type ParticipantRow = Selectable<ParticipantTable>;

export interface ParticipantSkillTable {
  participant_id: number;
  skill_id: number;
}

/** The host's controls on a cook and the cook's reclaim secret (migration 0002). */
export interface ParticipantControlTable {
  participant_id: number;
  disconnected_by_host: number;
  reclaim_secret_hash: string | null;
  rejoin_allowed: number;
  /** When a refused rejoin last asked for this cook's place (migration 0006); null once answered. */
  rejoin_requested_at: ColumnType<string | null, string | null | undefined, string | null>;
}
export type ParticipantControlRow = Selectable<ParticipantControlTable>;

/** A cook's No answers (migration 0002). */
export interface ParticipantDeclinedSkillTable {
  participant_id: number;
  skill_id: number;
}

/** The questionnaire's questions a cook was last asked, until their next Yes list (migration 0011). */
export interface ParticipantSkillQuestionTable {
  participant_id: number;
  skill_id: number;
}

export interface SessionTaskTable {
  id: string;
  session_id: number;
  session_recipe_id: number;
  original_task_id: number;
  position: number;
  name: string;
  description: string;
  task_type: string;
  skill_level: number;
  estimated_duration_minutes: number;
  timer_duration_minutes: number | null;
  safety_level: string;
  equipment: string;
  skill_requirements: string;
  /** 1 when the hands-on time scales with the amount cooked. */
  quantity_dependent: Generated<number>;
  /** Kitchen milliseconds already worked on the task before a cook put it down (migration 0006). */
  elapsed_ms: Generated<number>;
  /** The oven temperature the recipe asks for, °C (migration 0014); null: no oven setting. */
  oven_temperature_c: Generated<number | null>;
  /** 1 fan oven, 0 conventional, null not stated (migration 0014). */
  oven_fan: Generated<number | null>;
  /** The kitchen's learned pace for this task, times its hands-on minutes; null: none (migration 0017). */
  learned_pace: Generated<number | null>;
  /** The task's name and description in other languages, copied from the recipe task (migration 0015). */
  translations: Generated<string | null>;
  /** The temperature the live plan bakes the task at when not its own, °C; null: its own (migration 0016). */
  planned_oven_c: Generated<number | null>;
  /** Minutes the task changes by at `planned_oven_c` (negative: shorter) (migration 0016). */
  planned_oven_minutes: Generated<number | null>;
  /** The dish whose temperature the oven holds for it (migration 0016). */
  planned_oven_with: Generated<string | null>;
}
export type SessionTaskRow = Selectable<SessionTaskTable>;
export type NewSessionTask = Insertable<SessionTaskTable>;

/** When each course of a session is served (migration 0014). */
export interface SessionCourseTable {
  session_id: number;
  /** starter | main | dessert | side */
  course: string;
  /** ISO-8601 UTC */
  serve_at: string;
}
export type SessionCourseRow = Selectable<SessionCourseTable>;

export interface SessionTaskDependencyTable {
  session_id: number;
  task_id: string;
  depends_on_id: string;
}

export interface AssignmentTable {
  id: Generated<number>;
  session_id: number;
  task_id: string;
  participant_id: number | null;
  /** pending | in_progress | completed | unassignable */
  status: string;
  assigned_at: string;
  started_at: string | null;
  completed_at: string | null;
  completed_by: number | null;
  timer_started_at: string | null;
  timer_ends_at: string | null;
  timer_warned: number;
  timer_rang: number;
  /** The cook asked for help (ISO); the host answered 'on my way' (ISO). Migration 0005. */
  help_requested_at: string | null;
  help_answered_at: string | null;
}
export type AssignmentRow = Selectable<AssignmentTable>;

export interface SessionEventTable {
  id: Generated<number>;
  session_id: number;
  type: string;
  /** JSON */
  payload: string;
  created_at: string;
}
export type SessionEventRow = Selectable<SessionEventTable>;
