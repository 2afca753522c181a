import type { DB } from '@brigade/db';
import type { RateLimiter } from './auth/rate-limit';
import type { Clock } from './clock';
import type { AppConfig, AppDeps, ClusterLink, EventBus, OutsideAccess } from './deps';
import { DispatchWakeMap } from './live/engine/dispatch-wakes';
import { SessionEventBus } from './live/engine/event-bus';
import { LivePlanner, type LivePlannerOptions } from './live/engine/planner/live-planner';
import type { PlanRunner } from './live/engine/planner/plan-runner';
import { KeyedQueue } from './live/engine/session-order';
import { Presence } from './live/services/presence';
import { BrigadeMetrics } from './metrics';
import { AiProgressHub } from './studio/ai-progress';

export interface AppDepsOptions {
  db: DB;
  clock: Clock;
  wallNow: () => number;
  config: AppConfig;
  limits: { failedLogins: RateLimiter; registrations: RateLimiter };
  /** Planner budget per re-plan (ms). */
  planBudgetMs: number;
  /** The planner's worker pool (or a test's runner) and its options. */
  planner: { runner: PlanRunner; options?: Omit<LivePlannerOptions, 'metrics'> };
  /** Several instances on PostgreSQL: this one's cluster and its event bus (default: one process, the in-memory bus). */
  cluster?: { link: ClusterLink; bus: EventBus & { onPublish: (() => void) | null } };
  outside?: OutsideAccess;
  /** Default process metrics (CPU, memory) on GET /metrics as well. */
  processMetrics?: boolean;
}

/**
 * Builds every dependency of the services once: the event bus, presence, the per-session change
 * queue, dispatch wakes, metrics, the AI progress hub and the live planner (which plans with these
 * very deps). Nothing is added to them afterwards.
 */
export function buildAppDeps(options: AppDepsOptions): AppDeps {
  const events = options.cluster?.bus ?? new SessionEventBus();
  const presence = new Presence();
  const metrics = new BrigadeMetrics({ sessionsConnected: () => events.sessionCount(), cooksConnected: () => presence.count() }, { defaults: options.processMetrics ?? false });
  events.onPublish = () => metrics.eventsPublished.inc();
  const deps: AppDeps = {
    db: options.db,
    clock: options.clock,
    wallNow: options.wallNow,
    config: options.config,
    limits: options.limits,
    events,
    presence,
    planBudgetMs: options.planBudgetMs,
    wakes: new DispatchWakeMap(),
    // The planner plans with these very deps, so it is made just after them (reading it sooner throws).
    get planner() {
      return planner;
    },
    metrics,
    aiProgress: new AiProgressHub(),
    sessionOrder: new KeyedQueue(),
    ...(options.outside ? { outside: options.outside } : {}),
    ...(options.cluster ? { cluster: options.cluster.link } : {}),
  };
  const planner = new LivePlanner(deps, options.planner.runner, { ...options.planner.options, metrics });
  return deps;
}
