import type { BrigadeMetrics } from '../../../metrics';
import type { PlanStore } from './plan-store';

export interface PlannerLog {
  error(obj: object, msg: string): void;
  warn?(obj: object, msg: string): void;
}

/** Real time as the planner measures and waits for it (ms): how long a session is quiet, how long a re-plan waited. */
export interface PlannerTime {
  now(): number;
  /** Calls `fn` after `ms`; must not keep the process alive. */
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The process's own time: `performance.now` and timers that do not hold the process open. */
export const realTime: PlannerTime = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => {
    const handle = setTimeout(fn, ms);
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface LivePlannerOptions {
  metrics?: BrigadeMetrics;
  log?: PlannerLog;
  /** Extra searches (other seeds, more schedules) of a quiet session after each plan; 0 turns the anytime search off. */
  improveRounds?: number;
  /** How long (real ms) a session must have asked for no re-plan before it gets further searches (default 1000). */
  quietMs?: number;
  /** The planner's real-time clock and timers (default: `performance.now` and unref'd `setTimeout`); tests drive their own. */
  time?: PlannerTime;
  /** A plan still running after this long (real ms) is stopped and counted as failed (default 100 × the budget, at least 5 s). */
  timeoutMs?: number;
  /**
   * Jobs in flight at once (default: the runner's threads on SQLite, 4 × them on PostgreSQL). A job
   * holds a worker thread only while it plans (`CpuSlots`): the extra jobs read their snapshot or
   * apply their plan (database round trips) meanwhile. SQLite answers in the process at once, so
   * there it stays one job per thread, as before.
   */
  jobsInFlight?: number;
  /** Where applied plans are kept for hand-outs (default: memory on SQLite, `session_plans` on PostgreSQL). */
  planStore?: PlanStore;
}
