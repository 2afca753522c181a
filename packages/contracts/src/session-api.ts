import { z } from 'zod';
import { textField } from './text-field';
import { courseField } from './recipe';
import type { Course } from './courses';
import type { TextsByLanguage } from './recipe-texts';

export * from './session-rules';
import { SESSION_MESSAGES, STATION_PREFERENCES, type SessionStatus } from './session-rules';

export const sessionCreateInput = z.object({
  name: textField().trim().max(100, { error: 'Ensure this field has no more than 100 characters.' }).optional().nullable(),
  kitchen: z.number({ error: SESSION_MESSAGES.kitchenRequired }).int({ error: SESSION_MESSAGES.kitchenRequired }).positive({ error: SESSION_MESSAGES.kitchenRequired }),
  station_preference: z.enum(STATION_PREFERENCES, { error: 'Choose rotation or fixed.' }).default('rotation'),
});
export type SessionCreateInput = z.input<typeof sessionCreateInput>;

export const addRecipeInput = z.object({
  recipe_id: z.number({ error: 'Choose a recipe.' }).int().positive({ error: 'Choose a recipe.' }),
  priority_order: z.number({ error: 'Must be a number.' }).int().min(1).max(9999).optional(),
  /** The recipe's course in this session (issue 34); absent or null: the recipe's own. */
  course: courseField.nullable().optional(),
});

export interface SessionRecipeEntry {
  id: number;
  recipe: { id: number; name: string; description: string; difficulty_level: string; estimated_time_minutes: number; recommended_participants: number; course: string | null; language?: string; translations?: TextsByLanguage | null };
  priority_order: number;
  /** The recipe's course in this session: the host's choice, else the recipe's own, else main (issue 34). */
  course: Course;
  /** True when the host chose the course for this session (false: it comes from the recipe). */
  course_chosen: boolean;
  is_active: boolean;
  completed: boolean;
}

export interface ParticipantView {
  id: number;
  display_name: string;
  user: { id: number; username: string; is_host: boolean } | null;
  skills: number[];
  tasks_completed: number;
  is_cooking: boolean;
  is_active: boolean;
  is_host: boolean;
  joined_at: string;
  last_seen: string;
  /**
   * Fixed-station sessions: the station (equipment key, e.g. `prep_station`) the planner keeps
   * this cook at; null in rotation mode or when the meal needs no equipment yet.
   */
  station: string | null;
  /** Since when the cook is on a break after putting a task down (no new work until they are back); null otherwise. */
  on_break_since: string | null;
  /**
   * The host board's connection state (issue 26): online, offline (dropped: since `last_seen`),
   * left on purpose, or disconnected by the host. Absent from older servers' answers.
   */
  connection?: ParticipantConnection;
  /**
   * Since when the cook's phone stopped answering (socket gone or no heartbeat, issue 35); null
   * while it answers. Absent from older servers' answers (then `connection` and `last_seen` say it).
   */
  offline_since?: string | null;
  /** The phone's page is a secure context (HTTPS it trusts: offline reload, screen kept on); null until it connects. */
  secure_connection: boolean | null;
}

export type ParticipantConnection = 'online' | 'offline' | 'left' | 'disconnected';

/** What a cook reads of a task, the same in the live channel's assignments and REST's Task object (spec 01 §3). */
export interface TaskBasics {
  task_id: string;
  task_type: string;
  description: string;
  skill_level: number;
  estimated_duration_minutes: number;
  timer_duration_minutes: number | null;
  safety_level: string;
  equipment: Array<{ name: string }>;
}

export interface AssignmentItem extends TaskBasics {
  id: number;
  task_name: string;
  participant: { id: number; display_name: string } | null;
  participant_name: string | null;
  participant_id: number | null;
  participant_user_id: number | null;
  /** `terminated`: the task was in progress when the session ended (spec 01 §4: other values are allowed). */
  status: 'pending' | 'in_progress' | 'completed' | 'unassignable' | 'terminated';
  assigned_at: string;
  started_at: string | null;
  completed_at: string | null;
  timer_started_at: string | null;
  timer_ends_at: string | null;
  recipe_name: string;
  /** Help asked for this task and not answered yet / answered 'on my way' (ISO times). */
  help_requested_at?: string | null;
  help_answered_at?: string | null;
  /**
   * Kitchen minutes already worked on the task before a cook put it down (paused it): the plan
   * counts only the rest (issue 12). 0 for a task never paused.
   */
  elapsed_minutes?: number;
  /** The oven setting the plan uses for this task (issue 34); null: the task sets no oven. */
  oven?: PlannedOven | null;
  /** The task's name and description in other languages (issue 38.2: `localText({ name: task_name, description, translations: task_translations }, lang)`). */
  task_translations?: TextsByLanguage | null;
  /** The recipe's name in other languages. */
  recipe_translations?: TextsByLanguage | null;
}

/**
 * The oven setting a session task really runs at (issue 34). When the plan bakes a dish at another
 * dish's temperature (190 °C beside a 200 °C roast, one oven holds one temperature), `temperature_c`
 * is the plan's and the rest says why: the recipe's own figure, the dish it shares the oven with,
 * and how much longer (+) or shorter (-) the bake is for it.
 */
export interface PlannedOven {
  temperature_c: number;
  fan: boolean | null;
  /** The recipe's own temperature, °C. */
  recipe_temperature_c: number;
  /** The dish whose temperature the plan follows; null when the task runs at its own. */
  shared_with: string | null;
  /** Minutes the bake changes by at the plan's temperature (negative: shorter); 0 when unchanged. */
  minutes_changed: number;
}

export interface SessionView {
  id: number;
  code: string;
  name: string | null;
  status: SessionStatus;
  kitchen: number | null;
  kitchen_name: string | null;
  station_preference: string;
  created_at: string;
  /** Set while the host has paused the session. */
  paused_at?: string | null;
  started_at: string | null;
  completed_at: string | null;
  predicted_finish_at: string | null;
  /** How many people eat (null: each recipe as written) and when (ISO), from the Settings tab. */
  diners?: number | null;
  serve_at?: string | null;
  participant_count: number;
  host: { id: number; username: string };
  session_recipes: SessionRecipeEntry[];
  active_assignments: AssignmentItem[];
  participants: ParticipantView[];
  task_count: number;
  completed_task_count: number;
  /**
   * The newest live event of the session when this answer was read (`"0"`: none yet): the answer
   * reflects at least it, so a live subscription with it as `lastEventId` misses nothing and
   * needs no second read. Only on `sessions.get` / `GET sessions/{code}/`.
   */
  last_event_id?: string;
}

/** The history and dashboard list: spec 02 §3 "Session (history)" plus the dashboard fields. */
export interface SessionListItem {
  id: number;
  code: string;
  name: string | null;
  status: SessionStatus;
  participant_count: number;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  /** Set while the host has paused the session: the dashboard shows it as Paused. */
  paused_at?: string | null;
  /** Waiting sessions: how many recipe copies it has (Start is off at 0). */
  recipe_count?: number;
}
