import { plan } from '@brigade/domain';
import { sessionEvents } from '@brigade/db';
import { afterEach, describe, expect, it } from 'vitest';
import { completeTask } from '../src/live/services/cooking.service';
import { joinSession, startSession } from '../src/live/services/lifecycle.service';
import { GatedRunner, ManualPlannerTime, newLiveDeps, newLiveSession, roundRobinOrder, ScriptedRunner } from './live-fixtures';
import type { AppDeps } from '../src/deps';
import { FIRST_MAX_SCHEDULES, furtherSearchSeed, YIELD_TO_CHANGES_MS, type LivePlannerOptions } from '../src/live/engine/planner/live-planner';
import type { PlanJob } from '../src/live/engine/planner/plan-worker';
import { LIVE_MAX_SCHEDULES } from '../src/live/engine/dispatcher';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function setup(threads = 1, options: LivePlannerOptions = {}, atLowerBound = false) {
  const runner = new GatedRunner(threads, atLowerBound);
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

  it('needs no full search after an urgent short plan that is at its lower bound', async () => {
    const { runner, deps } = await setup(1, { jobsInFlight: 1 }, true);
    const a = await newLiveSession(deps, { cooks: 1 });
    await runner.received(1);
    runner.jobs[0]!.release();
    await deps.planner.idle();
    deps.planner.request(a.id, { urgent: true });
    await runner.received(2);
    expect(runner.jobs[1]!.job.options.maxSchedules).toBe(FIRST_MAX_SCHEDULES);
    runner.jobs[1]!.release();
    // The planner is idle only when nothing waits: no full search was queued after the short one.
    await deps.planner.idle();
    expect(runner.jobs).toHaveLength(2);
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
    const time = new ManualPlannerTime();
    const { runner, deps } = await setup(1, { time });
    const s = await newLiveSession(deps, { cooks: 1 });
    // The start's plan was asked for while the start was still being applied: it waits its turn too.
    await new Promise((resolve) => setImmediate(resolve));
    time.advance(YIELD_TO_CHANGES_MS);
    await runner.received(1);
    runner.jobs[0]!.release();
    await deps.planner.idle();
    // Another session's change waits its turn (here: never ends until the test lets it).
    let release!: () => void;
    const held = deps.sessionOrder.run(-1, () => new Promise<void>((resolve) => (release = resolve)));
    deps.planner.request(s.id);
    // The ordinary re-plan waits for the change…
    time.advance(YIELD_TO_CHANGES_MS - 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(runner.jobs).toHaveLength(1);
    // …but not for ever.
    time.advance(1);
    await runner.received(2);
    runner.jobs[1]!.release();
    await deps.planner.idle();
    // An urgent one goes at once: no time passes.
    deps.planner.request(s.id, { urgent: true });
    await runner.received(3);
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
    const { runner, deps } = await setup(1, { timeoutMs: 100 });
    const metrics = deps.metrics;
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

/** Whether a job is one of the session's two further searches (told apart by their seeds). */
const furtherSearchOf = (sessionId: number) => (job: PlanJob) => [1, 2].some((round) => job.options.seed === furtherSearchSeed(sessionId, round));

describe('further searches of a quiet session (anytime planning)', () => {
  async function quietSetup(answer?: ConstructorParameters<typeof ScriptedRunner>[0]) {
    const runner = new ScriptedRunner(answer);
    const deps = await newLiveDeps(runner, { improveRounds: 2, quietMs: 5 });
    const metrics = deps.metrics;
    cleanups.push(async () => {
      await deps.planner.stop();
      await deps.db.destroy();
    });
    const outcome = async (kind: string, name: string) => (await metrics.plans.get()).values.find((v) => v.labels.kind === kind && v.labels.outcome === name)?.value ?? 0;
    return { runner, deps, outcome };
  }

  it('publishes a better plan that changes what a cook does now, and keeps one that changes nothing without a word', async () => {
    let firstPlanned: number | null = null;
    const { runner, deps, outcome } = await quietSetup((job, real) => {
      // The session's first plan leaves the second cook out (a poor plan, far from its bound).
      if (firstPlanned === null) {
        firstPlanned = job.options.seed!;
        return { ...plan({ ...job.problem, cooks: job.problem.cooks.slice(0, 1) }, job.schedule, job.options), atLowerBound: false };
      }
      // The second further search finds the same plan a minute shorter: nobody would do anything else now.
      const current = deps.planner.currentPlan(firstPlanned)!;
      if (job.options.seed === furtherSearchSeed(firstPlanned, 2)) return { ...current, finish: current.finish - 1, makespan: current.makespan - 1, atLowerBound: false };
      return { ...real(), atLowerBound: false };
    });
    const s = await newLiveSession(deps, { cooks: 2, recipes: ['Greek Salad', 'Guacamole'], skills: true });
    await runner.ran((job) => job.options.seed === s.id);
    await deps.planner.idle();
    const poor = deps.planner.currentPlan(s.id)!;
    const before = (await sessionEvents.listEventsAfter(deps.db, s.id, 0)).at(-1)!.id;

    // Quiet: the first further search plans for both cooks, finishes sooner and gives the second cook other work: published.
    await runner.ran((job) => job.options.seed === furtherSearchSeed(s.id, 1));
    await deps.planner.idle();
    expect(await outcome('improve', 'improved')).toBe(1);
    const better = deps.planner.currentPlan(s.id)!;
    expect(better.finish).toBeLessThan(poor.finish);
    const published = await sessionEvents.listEventsAfter(deps.db, s.id, before);
    expect(published.map((e) => e.type)).toContain('task_assignments_updated');

    // The second: a minute shorter, the same orders for every cook now: kept for the next change, no event.
    await runner.ran((job) => job.options.seed === furtherSearchSeed(s.id, 2));
    await deps.planner.idle();
    expect(await outcome('improve', 'kept')).toBe(1);
    expect(deps.planner.currentPlan(s.id)!.finish).toBe(better.finish - 1);
    expect((await sessionEvents.listEventsAfter(deps.db, s.id, published.at(-1)!.id))).toEqual([]);
  });

  it('searches further while a plan may still finish sooner, never once it is at its lower bound', async () => {
    // Real plans; whether each is at its bound is the test's choice (the scheduler's own test covers the flag).
    const atBound = new Set<number>();
    const { runner, deps } = await quietSetup((job, real) => ({ ...real(), atLowerBound: atBound.has(job.options.seed!) }));
    const a = await newLiveSession(deps, { cooks: 2, start: false });
    atBound.add(a.id);
    await startSession(deps, a.principal, a.code);
    await runner.ran((job) => job.options.seed === a.id);
    await deps.planner.idle();
    const b = await newLiveSession(deps, { cooks: 2 });
    // b goes quiet after a did: a further search of a would have been queued (and run) first.
    await runner.ran(furtherSearchOf(b.id));
    await deps.planner.idle();
    expect(runner.jobs.filter(furtherSearchOf(a.id))).toEqual([]);
    // b gets its two rounds.
    await runner.ran((job) => job.options.seed === furtherSearchSeed(b.id, 2));
    expect(runner.jobs.filter(furtherSearchOf(b.id))).toHaveLength(2);
    expect(runner.jobs.filter(furtherSearchOf(a.id))).toEqual([]);
  });
});
