import { z } from 'zod';

/** Kinds of work the kitchen learns a pace for (issue 37; the domain derives them from type and equipment). */
export const PACE_KINDS = ['knife', 'stove', 'oven', 'baking', 'machine', 'cleanup', 'assembly'] as const;
export type PaceKind = (typeof PACE_KINDS)[number];

export const learnedTimesInput = z.object({
  code: z.string({ error: 'This field is required.' }),
  on: z.boolean({ error: 'Must be true or false.' }),
});

export const kitchenPaceInput = z.object({
  kitchen: z.number({ error: 'Must be a number.' }).int({ error: 'Must be a whole number.' }).positive({ error: 'Must be a number.' }),
});

export interface PaceFigure {
  /** 1.4: about 1.4 × the recipes' minutes. */
  pace: number;
  observations: number;
}

/** The host's line on the session page: "Times from 4 meals in this kitchen: about 1.4 × the recipes". */
export interface SessionPaceLine {
  /** Meals the kitchen learned from; 0: nothing learned yet. */
  meals: number;
  /** The kitchen's pace over every kind of work. */
  pace: number;
  /** Whether this session's plan uses learned times (the host's switch). */
  learned_times: boolean;
  kinds: Array<PaceFigure & { kind: PaceKind }>;
}

/** A cook's own pace in one kitchen, relative to that kitchen's household. */
export interface CookPace extends PaceFigure {
  kitchen_id: number;
  kitchen_name: string;
}

export interface MyPace {
  paces: CookPace[];
}

/** The kitchen's host: each registered cook's pace there. */
export interface KitchenCookPaces {
  kitchen: PaceFigure & { meals: number };
  cooks: Array<PaceFigure & { user_id: number; username: string }>;
}

/** One line of the summary's "What Brigade learned": estimate, actual, and the pace learned now. */
export interface LearnedLine {
  id: string;
  name: string;
  estimated_minutes: number;
  actual_minutes: number;
  /** What the kitchen (a dish) or the cook (relative to the kitchen) now plans with; null: nothing learned (an anonymous cook counts towards the kitchen only). */
  learned_pace: number | null;
}

export interface MealLearning {
  /** Tasks whose times were learned from (tasks with a timer the cook stays with, and outliers, are not). */
  observed_tasks: number;
  left_out: number;
  dishes: LearnedLine[];
  cooks: LearnedLine[];
  kitchen: SessionPaceLine;
}

/** Procedure inputs: the shape only; the service checks the fields (400 with `{field: [messages]}`). */
export const learnedTimesProcedureInput = z.object({ code: z.string().min(1).max(20), on: z.unknown() });
export const kitchenPaceProcedureInput = z.object({ kitchen: z.unknown() });
