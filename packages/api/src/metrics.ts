import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Plan outcomes counted in `brigade_plans_total`. */
export type PlanOutcome = 'applied' | 'unchanged' | 'stale' | 'failed' | 'ended' | 'improved' | 'kept';

/**
 * What operators see at GET /metrics (Prometheus text): one registry per server, never the
 * process-wide default, so two servers in one process (tests) count apart. No session codes,
 * names or ids in any label.
 */
export class BrigadeMetrics {
  readonly registry = new Registry();
  readonly plans = new Counter({ name: 'brigade_plans_total', help: 'Plans run by the planner pool, by outcome', labelNames: ['kind', 'outcome'], registers: [this.registry] });
  readonly planFailures = new Counter({ name: 'brigade_plan_failures_total', help: 'Plans that threw or whose worker died (the session keeps its last plan)', registers: [this.registry] });
  readonly planDuration = new Histogram({
    name: 'brigade_plan_duration_seconds',
    help: 'Time a plan took in its worker thread',
    buckets: [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1],
    registers: [this.registry],
  });
  readonly queueWait = new Histogram({
    name: 'brigade_plan_queue_wait_seconds',
    help: 'Time a re-plan request waited for a worker',
    buckets: [0.001, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 5],
    registers: [this.registry],
  });
  readonly eventsPublished = new Counter({ name: 'brigade_events_published_total', help: 'Session events published to live connections', registers: [this.registry] });

  constructor(sources: { sessionsConnected: () => number; cooksConnected: () => number }, opts: { defaults?: boolean } = {}) {
    new Gauge({ name: 'brigade_sessions_connected', help: 'Sessions with at least one live connection', registers: [this.registry], collect() {
      this.set(sources.sessionsConnected());
    } });
    new Gauge({ name: 'brigade_cooks_connected', help: 'Cooks with a live connection open', registers: [this.registry], collect() {
      this.set(sources.cooksConnected());
    } });
    // Event-loop delay (nodejs_eventloop_lag_*), memory, CPU: prom-client's standard set.
    if (opts.defaults ?? true) collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
