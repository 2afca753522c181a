import { z } from 'zod';
import { textField } from './text-field';
import { DINERS_MAX, DINERS_MIN, type Aisle, type Amount } from './quantities';
import { STATION_PREFERENCES } from './session-api';
import { courseSettingsShape, type CourseServe } from './course-api';
import type { Course } from './courses';
import type { FinishStory } from './finish-story';
import type { TextsByLanguage } from './recipe-texts';

export const PLAN_MESSAGES = {
  dinersRange: `Enter a number of diners from ${DINERS_MIN} to ${DINERS_MAX}.`,
  serveAtInvalid: 'Enter a serve time such as 19:30.',
  activeOnly: 'Only the serve time and the number of diners can change once the session has started.',
  ended: 'This session has ended; its settings can no longer change.',
  cooksRange: 'Choose from 1 to 12 cooks.',
} as const;

/** Settings tab: every field optional; null clears diners (recipes as written) or the serve time. */
export const sessionSettingsInput = z.object({
  name: textField().trim().max(100, { error: 'Ensure this field has no more than 100 characters.' }).nullable().optional(),
  serve_at: z.iso.datetime({ offset: true, error: PLAN_MESSAGES.serveAtInvalid }).nullable().optional(),
  diners: z.number({ error: PLAN_MESSAGES.dinersRange }).int({ error: PLAN_MESSAGES.dinersRange }).min(DINERS_MIN, { error: PLAN_MESSAGES.dinersRange }).max(DINERS_MAX, { error: PLAN_MESSAGES.dinersRange }).nullable().optional(),
  station_preference: z.enum(STATION_PREFERENCES, { error: 'Choose rotation or fixed.' }).optional(),
  kitchen: z.number({ error: 'Please select a kitchen' }).int().positive({ error: 'Please select a kitchen' }).optional(),
  ...courseSettingsShape,
});
export type SessionSettingsInput = z.input<typeof sessionSettingsInput>;

export const timelineInput = z.object({
  /** Before Start: plan for this many cooks instead of those who joined. */
  cooks: z.number({ error: PLAN_MESSAGES.cooksRange }).int().min(1, { error: PLAN_MESSAGES.cooksRange }).max(12, { error: PLAN_MESSAGES.cooksRange }).optional(),
});

export interface SessionPlanSettings {
  name: string | null;
  serve_at: string | null;
  diners: number | null;
  station_preference: string;
  kitchen: number | null;
  /** When each course is served, in serve order (issue 34); the main's time is `serve_at`. */
  courses: CourseServe[];
}

export interface TimelineBar {
  task_id: string;
  task_name: string;
  /** The task's and the dish's names in other languages (issue 38.2: `assignmentText` with these as task/recipe translations). */
  task_translations?: TextsByLanguage | null;
  dish_translations?: TextsByLanguage | null;
  lane: string;
  dish: string | null;
  dish_name: string;
  start_at: string;
  end_at: string;
  cook_until_at: string;
  passive: boolean;
  running: boolean;
  critical: boolean;
  /** A preheat done together with another dish's at the same temperature: that dish's id (one heating of the oven, issue 34). */
  together_with?: string | null;
  /** The oven temperature the plan runs this task at, °C (issue 34: the shared one, not always the recipe's); absent: no oven setting. */
  oven_c?: number;
}

export interface TimelineLane {
  id: string;
  kind: 'cook' | 'equipment';
  label: string;
}

/**
 * How the meal stands against its plan: the predicted finish never shows a time in the past.
 * `running_late` only when the predicted finish is after the serve time (issue 26).
 */
export type PlanHealth = 'on_time' | 'running_late' | 'stalled' | 'not_started';

export interface SessionTimeline {
  status: 'waiting' | 'active' | 'completed' | 'terminated';
  now: string;
  start_at: string;
  finish_at: string;
  /** With a serve time: when cooking must begin, and whether that moment has passed. */
  serve_at: string | null;
  start_by: string | null;
  start_by_passed: boolean;
  health: PlanHealth;
  cooks: number;
  /**
   * Who the plan is made for (issue 26): the cooks who joined, a number the host chose, or (before
   * anyone joined) a default number. Absent on a summary's timeline.
   */
  cooks_basis?: 'joined' | 'chosen' | 'nobody_joined';
  lanes: TimelineLane[];
  bars: TimelineBar[];
  critical_path: string[];
  /** Each dish: its course, when it is served (its course's time, else the session's) and ready (issue 34). */
  dishes: Array<{ id: string; name: string; course: Course; serve_at: string | null; finish_at: string; late: boolean }>;
  /**
   * Before Start: the meal's length for other numbers of cooks ('with 3 cooks … 1 h 20'), each the
   * length of the chart the host gets when choosing that number; never longer with more cooks.
   */
  estimates: Array<{ cooks: number; minutes: number }>;
  /**
   * Tasks the plan cannot give to anyone (issue 34), kept on the timeline with why: a skill nobody
   * planned has, equipment the kitchen lacks, or waiting on such a task. They are not counted in
   * the estimates or the chart's length.
   */
  unplanned: TimelineUnplanned[];
  /** The finish story the page shows beside the chart (absent on a summary's timeline). */
  story?: FinishStory;
}

export interface TimelineUnplanned {
  task_id: string;
  task_name: string;
  task_translations?: TextsByLanguage | null;
  dish_translations?: TextsByLanguage | null;
  dish: string | null;
  dish_name: string;
  reason: 'skill' | 'equipment' | 'waits';
  /** skill: the skill keys; equipment: the equipment keys; waits: the name of the task it waits on. */
  detail: string[];
}

export interface ShoppingListItem {
  key: string;
  name: string;
  amount: Amount;
  extra: Amount[];
  /** Rounded up from parts that do not add up exactly (spoons and a pinch): shown as 'about 4 tsp'. */
  approximate?: boolean;
  dishes: string[];
}

export interface ShoppingList {
  session_name: string;
  code: string;
  diners: number | null;
  aisles: Array<{ aisle: Aisle; items: ShoppingListItem[] }>;
  /** Present for the host: the link anyone can open without signing in. */
  share_path: string | null;
}

/** Per session task, the scaled amounts of the ingredients it uses (the cook's card). */
/** Per session task, its ingredients' scaled amounts; `translations`: the name in other languages (issue 38.2). */
export type TaskIngredients = Record<string, Array<{ name: string; amount: Amount; translations?: TextsByLanguage | null }>>;

/** After the meal (History → Summary): who did what, actual against planned, the meal as it happened. */
export interface MealSummary {
  session_name: string;
  code: string;
  status: SessionTimeline['status'];
  started_at: string | null;
  completed_at: string | null;
  cooks: Array<{ id: number; name: string; tasks_done: number; minutes: number }>;
  tasks: Array<{
    task_id: string; name: string; dish_name: string; cook_name: string | null;
    /** The task's and dish's names in other languages (issue 38.2), as on the timeline's bars. */
    task_translations?: TextsByLanguage | null; dish_translations?: TextsByLanguage | null;
    planned_minutes: number; actual_minutes: number | null; started_at: string | null; completed_at: string | null;
  }>;
  dishes: Array<{ id: string; name: string; translations?: TextsByLanguage | null; planned_minutes: number; actual_minutes: number; finished_at: string | null }>;
  /** The timeline as it happened: bars at their real times, one lane per cook. */
  timeline: SessionTimeline;
  /** The finish story (issue 34): after the meal, when it really ended against the serve time. */
  story: FinishStory;
}
