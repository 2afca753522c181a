import { z } from 'zod';
import { itemTexts } from './recipe-translations';

/** A task's names in other languages, for the page to name it in its own (issue 38.2; `localText`). */
const taskTexts = z.record(z.string(), itemTexts).nullable().optional();

/**
 * The host's control screen (issue 26): per cook, why they have nothing to do, read off the plan
 * the kitchen follows (the same planner and kitchen state as the timeline).
 */
export const COOK_IDLE_KINDS = ['busy', 'ready', 'waiting', 'no_skills', 'nothing_left', 'on_break'] as const;
export type CookIdleKind = (typeof COOK_IDLE_KINDS)[number];

export const cookIdleSchema = z.object({
  kind: z.enum(COOK_IDLE_KINDS),
  /** The task they attend now ('busy'), may start now ('ready') or wait to start ('waiting'). */
  task_name: z.string().nullable(),
  task_translations: taskTexts,
  /** 'waiting': when that task can start (kitchen time, ISO). */
  until: z.string().nullable(),
  /**
   * 'waiting': what it waits for: a task before it, or equipment in use. `key`: the equipment's
   * key ('stand_mixer'), for its word in the page's language; `name` is the English.
   */
  waiting_for: z.object({ kind: z.enum(['task', 'equipment']), name: z.string(), key: z.string().optional(), translations: taskTexts }).nullable(),
  /** 'no_skills': the tasks left, none of which they have the skills for. */
  beyond_skills: z.array(z.string()),
});
export type CookIdle = z.infer<typeof cookIdleSchema>;

export const hostBoardSchema = z.object({
  /** Kitchen time the board was read at (the moment of the pause while paused). */
  now: z.string(),
  cooks: z.array(z.object({ participant_id: z.number().int(), idle: cookIdleSchema })),
});
export type HostBoard = z.infer<typeof hostBoardSchema>;

/** What a cook card says of an idle cook ('waiting for the oven until 4:12'); `clock` formats a kitchen time. */
export function idleText(idle: CookIdle, clock: (iso: string) => string): string | null {
  switch (idle.kind) {
    case 'busy':
      return null;
    case 'ready':
      return idle.task_name ? `about to start ${idle.task_name}` : 'about to get a task';
    case 'waiting': {
      const until = idle.until ? ` until ${clock(idle.until)}` : '';
      if (idle.waiting_for?.kind === 'equipment') return `waiting for the ${idle.waiting_for.name}${until}`;
      if (idle.waiting_for?.kind === 'task') return `waiting for ${idle.waiting_for.name}${until}`;
      return `next: ${idle.task_name ?? 'a task'}${idle.until ? ` at ${clock(idle.until)}` : ''}`;
    }
    case 'no_skills':
      return 'no task they have the skills for';
    case 'nothing_left':
      return 'nothing left for them: the rest is planned for others';
    case 'on_break':
      return 'on a break';
  }
}

/** Moves of the predicted finish smaller than this are not explained (kitchen minutes). */
export const FINISH_MOVE_MINUTES = 5;

export const FINISH_MOVE_KINDS = ['cook_left', 'cook_offline', 'cook_break', 'cook_joined', 'stall', 'ran_long', 'timer_late', 'paused', 'replanned'] as const;

export const finishMoveSchema = z.object({
  /** The predicted finish before and after (ISO) and the move in kitchen minutes (later is positive). */
  from: z.string(),
  to: z.string(),
  minutes: z.number().int(),
  reasons: z.array(
    z.object({
      kind: z.enum(FINISH_MOVE_KINDS),
      /** The cook or the task concerned. */
      name: z.string().nullable(),
      /** ran_long, timer_late: the task's names in other languages (issue 38.2). */
      translations: taskTexts,
      /** ran_long, timer_late: by how many minutes. */
      minutes: z.number().int().nullable(),
    }),
  ),
});
export type FinishMove = z.infer<typeof finishMoveSchema>;
export type FinishMoveReason = FinishMove['reasons'][number];

/** One reason as the host reads it: 'Ben left', 'Slice the onion ran 12 min long'. */
export function finishMoveReasonText(r: FinishMoveReason): string {
  const who = r.name ?? 'a cook';
  switch (r.kind) {
    case 'cook_left':
      return `${who} left`;
    case 'cook_offline':
      return `${who} went offline`;
    case 'cook_break':
      return `${who} is on a break`;
    case 'cook_joined':
      return `${who} joined`;
    case 'stall':
      return 'work is waiting that nobody present can do';
    case 'ran_long':
      return `${r.name ?? 'a task'} ran ${r.minutes ?? 0} min long`;
    case 'timer_late':
      return `the timer of ${r.name ?? 'a task'} started ${r.minutes ?? 0} min late`;
    case 'paused':
      return 'the session was paused';
    case 'replanned':
      return 'the plan was made again';
  }
}
