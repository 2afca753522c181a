import { sessionEvents } from '@brigade/db';
import { afterEach, describe, expect, it } from 'vitest';
import { completeTask } from '../src/live/cooking.service';
import { joinSession } from '../src/live/lifecycle.service';
import { GatedRunner, newLiveDeps, newLiveSession, roundRobinOrder } from './live-fixtures';
import type { AppDeps } from '../src/deps';
import { FIRST_MAX_SCHEDULES, YIELD_TO_CHANGES_MS, type LivePlannerOptions } from '../src/live/planner/live-planner';
import { KeyedQueue } from '../src/live/session-order';
import { LIVE_MAX_SCHEDULES } from '../src/live/dispatcher';
import { BrigadeMetrics } from '../src/metrics';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function setup(threads = 1, options: LivePlannerOptions = {}) {
  const runner = new GatedRunner(threads);
  const deps = await newLiveDeps(runner, options);
  cleanups.push(async () => {
    await deps.planner.stop();
    await deps.db.destroy();
  });
  return { runner, deps };
}

async function handedOut(deps: AppDeps, sessionId: number) {
  return (await sessionEvents.listEventsAfter(deps.db, sessionId, 0)).filter((e) => e.type === 'tasks_assigned');
}

describe('the live planner queue', () => {
  it('never applies a plan made from a state that has moved on, and plans again from the new state', async () => {
    const { runner, deps } = await setup();
    const s = await newLiveSession(deps, { cooks: 1 });
    // The start asked for a plan: it is in flight, made from a kitchen with one cook.
    await runner.received(1);
    expect(runner.jobs[0]!.job.problem.cooks).toHaveLength(1);
    // A second cook joins meanwhile: the session's newest event is no longer the one the plan saw.
    await joinSession(deps, null, s.code, { display_name: 'Late' });
    runner.jobs[0]!.release();
    // The planner plans again from the newer state; by then nothing of the old plan was applied.
    await runner.received(2);
    expect(await handedOut(deps, s.id)).toEqual([]);
    expect(runner.jobs[1]!.job.problem.cooks).toHaveLength(2);
    runner.jobs[1]!.release();
    await deps.planner.idle();
    const first = await handedOut(deps, s.id);
    expect(first).toHaveLength(1);
    expect(JSON.parse(first[0]!.payload).assignments.length).toBe(2);
  });

  it('keeps one plan in flight per session and merges the requests that come meanwhile into one', async () => {
    const { runner, deps } = await setup();
    const s = await newLiveSession(deps, { cooks: 2 });
    await runner.received(1);
    for (let i = 0; i < 5; i++) deps.planner.request(s.id);
    runner.jobs[0]!.release();
    await runner.received(2);
    runner.jobs[1]!.release();
    await deps.planner.idle();
    expect(runner.jobs).toHaveLength(2);
  });

  it('serves sessions in turn, so a busy session does not starve the others', async () => {
    const { runner, deps } = await setup();
    const a = await newLiveSession(deps, { cooks: 1 });
    await runner.received(1);
    const b = await newLiveSession(deps, { cooks: 1 });
    const c = await newLiveSession(deps, { cooks: 1 });
    // Session a asks again while each of its plans runs; b and c asked once each (their start).
    expect(await roundRobinOrder(runner, deps, a.id)).toEqual([a.id, b.id, c.id, a.id, a.id]);
  });

  it('plans first for a session whose idle cook waits: a short search from its plan, applied, then the full search', async () => {
    const { runner, deps } = await setup(1, { jobsInFlight: 1 }); // the queue's order, one job at a time on both dialects
    const a = await newLiveSession(deps, { cooks: 1 });
    await runner.received(1);
    runner.jobs[0]!.release();
    const b = await newLiveSession(deps, { cooks: 1 });
    await runner.received(2);
    runner.jobs[1]!.release();
    await deps.planner.idle();
    // A third session's start holds the one thread; meanwhile a asks as usual, then b urgently.
    const c = await newLiveSession(deps, { cooks: 1 });
    await runner.received(3);
    deps.planner.request(a.id);
    deps.planner.request(b.id, { urgent: true });
    runner.jobs[2]!.release();
    await runner.received(4);
    // b goes ahead of a, with a short search warm-started from the plan it follows.
    expect(runner.jobs[3]!.job.options.seed).toBe(b.id);
    expect(runner.jobs[3]!.job.options.maxSchedules).toBe(FIRST_MAX_SCHEDULES);
    expect(runner.jobs[3]!.job.options.incumbent).toBe(deps.planner.currentPlan(b.id));
    runner.jobs[3]!.release();
    await runner.received(5);
    // The short plan was applied at once; a's ordinary re-plan comes next, then b's full search.
    const applied = deps.planner.currentPlan(b.id);
    expect(runner.jobs[4]!.job.options.seed).toBe(a.id);
    runner.jobs[4]!.release();
    await runner.received(6);
    expect(runner.jobs[5]!.job.options.seed).toBe(b.id);
    expect(runner.jobs[5]!.job.options.maxSchedules).toBe(LIVE_MAX_SCHEDULES);
    expect(runner.jobs[5]!.job.options.incumbent).toBe(applied);
    runner.jobs[5]!.release();
    await deps.planner.idle();
    expect(runner.jobs.map((j) => j.job.options.seed)).toEqual([a.id, b.id, c.id, b.id, a.id, b.id]);
  });

  it('serves ordinary re-plans between urgent ones, so neither queue starves', async () => {
    const { runner, deps } = await setup(1, { jobsInFlight: 1 }); // the queue's order, one job at a time on both dialects
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push((await newLiveSession(deps, { cooks: 1 })).id);
      await runner.received(i + 1);
      runner.jobs[i]!.release();
      await deps.planner.idle();
    }
    const [hold, normal, ...urgent] = ids as [number, number, ...number[]];
    deps.planner.request(hold);
    await runner.received(7);
    deps.planner.request(normal);
    for (const id of urgent) deps.planner.request(id, { urgent: true });
    const order: number[] = [];
    for (let i = 6; i < 12; i++) {
      await runner.received(i + 1);
      order.push(runner.jobs[i]!.job.options.seed!);
      runner.jobs[i]!.release();
    }
    // Three urgent re-plans, then the ordinary one, then the last urgent one.
    expect(order.slice(0, 6)).toEqual([hold, urgent[0], urgent[1], urgent[2], normal, urgent[3]]);
    // Each urgent short plan is followed by its full search.
    for (let i = 12; i < 16; i++) {
      await runner.received(i + 1);
      expect(runner.jobs[i]!.job.options.maxSchedules).toBe(LIVE_MAX_SCHEDULES);
      runner.jobs[i]!.release();
    }
    await deps.planner.idle();
    expect(runner.jobs).toHaveLength(16);
  });

  it('lets changes being applied pass before an ordinary re-plan, for a bounded time, and never holds an urgent one', async () => {
    const { runner, deps } = await setup();
    const s = await newLiveSession(deps, { cooks: 1 });
    await runner.received(1);
    runner.jobs[0]!.release();
    await deps.planner.idle();
    // Another session's change waits its turn (here: never ends until the test lets it).
    deps.sessionOrder ??= new KeyedQueue();
    let release!: () => void;
    const held = deps.sessionOrder.run(-1, () => new Promise<void>((resolve) => (release = resolve)));
    const asked = performance.now();
    deps.planner.request(s.id);
    await runner.received(2);
    // The ordinary re-plan waited for the change, but not for ever.
    expect(performance.now() - asked).toBeGreaterThanOrEqual(YIELD_TO_CHANGES_MS - 1);
    runner.jobs[1]!.release();
    await deps.planner.idle();
    const urgentAsked = performance.now();
    deps.planner.request(s.id, { urgent: true });
    await runner.received(3);
    expect(performance.now() - urgentAsked).toBeLessThan(YIELD_TO_CHANGES_MS);
    runner.jobs[2]!.release();
    release();
    await held;
    // The short plan's refinement follows.
    await runner.received(4);
    runner.jobs[3]!.release();
    await deps.planner.idle();
  });

  it('answers a completion at once from the current plan, in the same transaction as the completion', async () => {
    const { runner, deps } = await setup();
    const s = await newLiveSession(deps, { cooks: 1 });
    await runner.received(1);
    runner.jobs[0]!.release();
    await deps.planner.idle();
    const [start] = await handedOut(deps, s.id);
    const mine = JSON.parse(start!.payload).assignments[0];
    // The re-plan this completion asks for stays in flight: the next task cannot come from it.
    await completeTask(deps, { kind: 'cook', participantId: s.cooks[0]!, sessionId: s.id, tokenHash: '' }, s.code, mine.id);
    const events = await sessionEvents.listEventsAfter(deps.db, s.id, start!.id);
    const completed = events.find((e) => e.type === 'task_completed' || e.type === 'timer_start')!;
    const next = events.find((e) => e.type === 'tasks_assigned');
    expect(next, 'a next task handed out with the completion').toBeDefined();
    expect(next!.created_at).toBe(completed.created_at);
    // The re-plan it asked for reaches the runner (at once on SQLite, after its snapshot's reads on
    // PostgreSQL) and stays in flight.
    await runner.received(2);
    expect(runner.jobs.filter((j) => !j.done)).toHaveLength(1);
    runner.jobs.at(-1)!.release();
    await deps.planner.idle();
  });

  it('stops a plan that hangs, counts it as failed, and plans the session again on its next event', async () => {
    const metrics = new BrigadeMetrics({ sessionsConnected: () => 0, cooksConnected: () => 0 }, { defaults: false });
    const { runner, deps } = await setup(1, { timeoutMs: 100, metrics });
    const s = await newLiveSession(deps, { cooks: 1 });
    // The start's plan never finishes on its own.
    await runner.received(1);
    await deps.planner.idle();
    expect((await metrics.planFailures.get()).values[0]!.value).toBe(1);
    expect(runner.jobs[0]!.done).toBe(true);
    await joinSession(deps, null, s.code, { display_name: 'Next' });
    await runner.received(2);
    runner.jobs[1]!.release();
    await deps.planner.idle();
    expect(await handedOut(deps, s.id)).toHaveLength(1);
  });
});
