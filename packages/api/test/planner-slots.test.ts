import { afterEach, describe, expect, it } from 'vitest';
import type { LivePlannerOptions } from '../src/live/engine/planner/live-planner';
import type { BrigadeMetrics } from '../src/metrics';
import { GatedRunner, newLiveDeps, newLiveSession, roundRobinOrder } from './live-fixtures';

/**
 * More planner jobs in flight than worker threads (issue 16, the default on PostgreSQL): a job
 * holds a thread only while it plans; its snapshot and its apply (database round trips) overlap
 * other jobs' planning, and the threads still serve sessions round robin.
 */
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function setup(options: LivePlannerOptions) {
  const runner = new GatedRunner(1);
  const deps = await newLiveDeps(runner, options);
  const metrics = deps.metrics;
  cleanups.push(async () => {
    for (const j of runner.jobs) j.release();
    await deps.planner.stop();
    await deps.db.destroy();
  });
  return { runner, deps, metrics };
}

const dequeued = async (metrics: BrigadeMetrics) => (await metrics.queueWait.get()).values.find((v) => v.metricName?.endsWith('_count'))?.value ?? 0;

describe('planner jobs in flight beyond the threads', () => {
  it('while one plan holds the only thread, the next sessions leave the queue and read their snapshots; the runner still gets one plan at a time, round robin', async () => {
    const { runner, deps, metrics } = await setup({ jobsInFlight: 4 });
    const a = await newLiveSession(deps, { cooks: 1 });
    await runner.received(1);
    const b = await newLiveSession(deps, { cooks: 1 });
    const c = await newLiveSession(deps, { cooks: 1 });
    // b's and c's jobs left the queue with a's plan in the thread (one job per thread: only a's).
    await expect.poll(() => dequeued(metrics)).toBe(3);
    expect(runner.jobs.filter((j) => !j.done)).toHaveLength(1);
    // The same order as with one job per thread: a busy session does not starve the others.
    const order = await roundRobinOrder(runner, deps, a.id, () => expect(runner.jobs.filter((j) => !j.done)).toHaveLength(1));
    expect(order).toEqual([a.id, b.id, c.id, a.id, a.id]);
    await deps.planner.idle();
  });

  it('one job per thread keeps the next sessions queued until the thread is free', async () => {
    const { runner, deps, metrics } = await setup({ jobsInFlight: 1 });
    await newLiveSession(deps, { cooks: 1 });
    await runner.received(1);
    await newLiveSession(deps, { cooks: 1 });
    expect(await dequeued(metrics)).toBe(1);
    runner.jobs[0]!.release();
    await runner.received(2);
    expect(await dequeued(metrics)).toBe(2);
    runner.jobs[1]!.release();
    await deps.planner.idle();
  });
});
