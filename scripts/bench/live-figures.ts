/** Figures of bench:live (scripts/bench-live.ts): percentiles, the planner's metrics, ratios between runs. */

/** A number in [0, 1) from a string: the same task of the same session works as long in every run. */
export function unit(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  h = Math.imul(h ^ (h >>> 15), 2246822507);
  return ((h ^ (h >>> 13)) >>> 0) / 2 ** 32;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const r = (x: number) => Math.round(x * 10) / 10;

/**
 * The planner's figures from each instance's GET /metrics text: counters and sums add up over the
 * instances, the event loop lag is the worst instance's.
 */
export function planFigures(metricsTexts: string[]) {
  const metricsText = metricsTexts.join('\n');
  const metric = (name: string) =>
    metricsText
      .split('\n')
      .filter((l) => l.startsWith(name) && !l.startsWith('#'))
      .reduce((n, l) => n + Number(l.split(' ').at(-1)), 0);
  return {
    plans: metric('brigade_plans_total'),
    plans_by_outcome: Object.fromEntries(
      metricsText
        .split('\n')
        .filter((l) => l.startsWith('brigade_plans_total{'))
        .map((l) => [/kind="(\w+)",outcome="(\w+)"/.exec(l)!.slice(1).join(':'), Number(l.split(' ').at(-1))]),
    ),
    plan_ms_mean: r((metric('brigade_plan_duration_seconds_sum') / Math.max(1, metric('brigade_plan_duration_seconds_count'))) * 1000),
    plan_queue_wait_ms_mean: r((metric('brigade_plan_queue_wait_seconds_sum') / Math.max(1, metric('brigade_plan_queue_wait_seconds_count'))) * 1000),
    plan_failures: metric('brigade_plan_failures_total'),
    event_loop_p99_ms: r(
      Math.max(...metricsTexts.map((text) => Number(text.split('\n').find((l) => l.startsWith('nodejs_eventloop_lag_p99_seconds'))?.split(' ').at(-1) ?? 0))) * 1000,
    ),
  };
}

/** One run's figures, as printed. */
export type Figures = Record<string, unknown>;
/** `next / base` per key, to three decimals. */
export const ratiosOf = (next: Figures | undefined, base: Figures | undefined, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, Math.round((Number(next?.[k]) / Number(base?.[k])) * 1000) / 1000]));
