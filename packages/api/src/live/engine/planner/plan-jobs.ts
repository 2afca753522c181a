import type { dispatch, Plan, PlanOptions } from '@brigade/domain';
import { LIVE_MAX_SCHEDULES } from '../dispatcher';
import type { JobKind } from './cpu-slots';

/** A re-plan, its full search after an urgent short one, or a further search of a quiet session. */
export type Kind = 'plan' | 'improve' | 'refine';

/**
 * An urgent re-plan's first search: this many schedules, warm-started from the plan the session
 * follows (the scheduler's `incumbent`), applied at once; the full search (`LIVE_MAX_SCHEDULES`,
 * from that plan) follows as a refinement in the ordinary queue.
 */
export const FIRST_MAX_SCHEDULES = 4;

/**
 * The scheduler's options for one job: a re-plan as the live session's own (`base`), an urgent
 * one short and warm-started from the plan the session follows (`current`), a refinement
 * warm-started from the short plan it follows, a further search with another seed, more schedules
 * and a larger budget, from the plan the session follows.
 */
export function jobOptions(kind: Kind, short: boolean, base: Omit<PlanOptions, 'clock'>, current: Plan | undefined, planBudgetMs: number, furtherSeed: number): Omit<PlanOptions, 'clock'> {
  if (kind === 'plan') return short ? { ...base, maxSchedules: FIRST_MAX_SCHEDULES, incumbent: current! } : base;
  if (kind === 'refine') return { ...base, ...(current ? { incumbent: current } : {}) };
  return { ...base, seed: furtherSeed, budgetMs: Math.max(3 * planBudgetMs, 30), maxSchedules: LIVE_MAX_SCHEDULES * 4, ...(current ? { incumbent: current } : {}) };
}

/** The seed of a session's further search number `round` (1, 2, …): another one each round. */
export function furtherSearchSeed(sessionId: number, round: number): number {
  return sessionId * 7919 + round;
}

/** A refinement is a re-plan's own full search: it takes its thread in the queue's order like one. */
export function slotKind(kind: Kind): JobKind {
  return kind === 'improve' ? 'improve' : 'plan';
}

/** Whether two dispatches tell every cook the same: the same starts now and the same next tasks. */
export function sameOrders(a: ReturnType<typeof dispatch>, b: ReturnType<typeof dispatch>): boolean {
  const starts = (d: typeof a) => d.start.map((o) => `${o.taskId}:${o.cookId}`).sort().join();
  const nexts = (d: typeof a) => Object.entries(d.next).map(([c, t]) => `${c}:${t}`).sort().join();
  return starts(a) === starts(b) && nexts(a) === nexts(b);
}
