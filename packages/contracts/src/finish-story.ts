import { z } from 'zod';
import { finishMoveSchema } from './board';
import { COURSES } from './courses';
import { itemTexts } from './recipe-translations';

/**
 * The finish story (issue 34): ONE account, made on the server, of when the meal, each course and
 * each dish will be ready (or, once the meal is over, were ready), whether that is after the serve
 * time, when cooking must start and what comes first, and how the finish last moved. The host's
 * page, the cooks' phones and the summary all read it; no page works out a finish of its own.
 *
 * Every time is kitchen time (ISO). `late` is exactly `finish_at > serve_at`, to the millisecond.
 */
export const STORY_HEALTHS = ['not_started', 'on_time', 'running_late', 'stalled', 'ended'] as const;
export type StoryHealth = (typeof STORY_HEALTHS)[number];

const finishOf = {
  /** Predicted (or, after the meal, real) time the last task ends. Null when nothing is planned. */
  finish_at: z.string().nullable(),
  /** When it is served: its course's time, else the session's serve time. */
  serve_at: z.string().nullable(),
  /** Ready after its serve time. */
  late: z.boolean(),
};

export const finishStorySchema = z.object({
  status: z.enum(['waiting', 'active', 'completed', 'terminated']),
  /** Kitchen time the story was told at (the moment of the pause while paused). */
  now: z.string(),
  /** The meal as a whole: `finish_at` is the meal's predicted finish, or when it really ended. */
  ...finishOf,
  /**
   * waiting: 'not_started'; cooking: 'stalled' (work remains, nobody is on it though the plan
   * wants it), else 'running_late' exactly when `late`, else 'on_time'; over: 'ended'.
   */
  health: z.enum(STORY_HEALTHS),
  /** With a serve time, before the meal: when cooking must start, and whether that has passed. */
  start_by: z.string().nullable(),
  start_by_passed: z.boolean(),
  /**
   * While the kitchen waits for its first task (before Start, or started with nothing under way
   * yet while the plan begins later): that task ('Preheat the oven') and when it starts.
   */
  first_task: z.object({ task_id: z.string(), name: z.string(), translations: z.record(z.string(), itemTexts).nullable().optional(), at: z.string() }).nullable(),
  courses: z.array(z.object({ course: z.enum(COURSES), ...finishOf })),
  dishes: z.array(z.object({ id: z.string(), name: z.string(), course: z.enum(COURSES), done: z.boolean(), ...finishOf })),
  /** The last move of the meal's finish of more than FINISH_MOVE_MINUTES, ending at today's `finish_at`. */
  moved: finishMoveSchema.nullable(),
});
export type FinishStory = z.infer<typeof finishStorySchema>;
export type StoryDish = FinishStory['dishes'][number];
