import { plan, type Plan } from '@brigade/domain';
import { recipes, sessionEvents, type DB, type UserRow } from '@brigade/db';
import { newTestDatabase, newUser } from '../../db/test/fixtures';
import { RateLimiter } from '../src/auth/rate-limit';
import { scaledClock } from '../src/clock';
import { buildAppDeps } from '../src/app-deps';
import type { Principal } from '../src/auth/principal';
import type { AppDeps, Planner } from '../src/deps';
import { createKitchen } from '../src/kitchens/kitchen.service';
import { joinSession, startSession } from '../src/live/services/lifecycle.service';
import type { LivePlannerOptions, PlannerTime } from '../src/live/engine/planner/live-planner';
import type { PlanRunner } from '../src/live/engine/planner/plan-runner';
import type { PlanJob } from '../src/live/engine/planner/plan-worker';
import { addSkills } from '../src/live/services/stalls.service';
import { addRecipe, createSession, requiredSkills } from '../src/sessions/session.service';

/** The planner's options in tests (its metrics are the deps' own: `deps.metrics`). */
export type TestPlannerOptions = Omit<LivePlannerOptions, 'metrics'>;

/** Services' dependencies over `db` (built as the server builds them), with a planner on `runner`. */
function liveDepsOver(db: DB, clock: AppDeps['clock'], runner: PlanRunner, options: TestPlannerOptions): AppDeps & { db: DB } {
  return buildAppDeps({
    db,
    clock,
    wallNow: Date.now,
    config: { publicUrl: 'http://192.0.2.10:3000', importAllowPrivate: false, ai: {} },
    planBudgetMs: 10,
    limits: { failedLogins: new RateLimiter(1000, 60_000, 'slow down'), registrations: new RateLimiter(1000, 3_600_000, 'slow down') },
    planner: { runner, options: { improveRounds: 0, ...options } },
  });
}

/** Services' dependencies over a fresh in-memory database, with a planner on `runner`. */
export async function newLiveDeps(runner: PlanRunner, options: TestPlannerOptions = {}): Promise<AppDeps & { db: DB }> {
  return liveDepsOver(await newTestDatabase(), scaledClock(60), runner, options);
}

/**
 * Another instance on the same database (issue 16): the same database and clock, and nothing of
 * the first one's memory (its own planner on `runner`, event bus, presence, queues). Stop its
 * planner when done.
 */
export function newSecondInstance(first: AppDeps, runner: PlanRunner, options: TestPlannerOptions = {}): AppDeps {
  return liveDepsOver(first.db, first.clock, runner, options);
}

/** A started session of seeded recipes (by name fragment) with `cooks` anonymous cooks joined. */
export async function newLiveSession(
  deps: AppDeps,
  opts: { recipes?: string[]; cooks?: number; start?: boolean; skills?: boolean; in?: { host: UserRow; kitchenId: number }; prepare?: (sessionId: number) => Promise<void> } = {},
) {
  // `in`: another meal of the same host in the same kitchen (the household pace, issue 37).
  const host = opts.in?.host ?? (await newUser(deps.db, { is_host: 1 }));
  const principal: Principal = { kind: 'user', user: host, tokenHash: '' };
  const kitchenId = opts.in?.kitchenId ?? (await createKitchen(deps, host, { name: 'Test kitchen', use_default: true })).id;
  const session = await createSession(deps, host, { kitchen: kitchenId });
  const library = await recipes.listRecipes(deps.db, { publishedOnly: false });
  for (const name of opts.recipes ?? ['Greek Salad']) {
    const recipe = library.find((r) => r.name.includes(name));
    if (!recipe) throw new Error(`no recipe named like ${name}`);
    await addRecipe(deps, principal, session.code, { recipe_id: recipe.id });
  }
  const cooks: number[] = [];
  for (let i = 0; i < (opts.cooks ?? 2); i++) cooks.push((await joinSession(deps, null, session.code, { display_name: `Cook ${i}` })).participant.id);
  if (opts.skills) {
    // Every cook says Yes to every skill the meal asks for (the host answers for them).
    const skills = (await requiredSkills(deps, session.code)).map((k) => k.id);
    for (const id of cooks) await addSkills(deps, principal, session.code, id, { skills });
  }
  // Changes to the session's rows before it starts (a benchmark's oven temperatures and courses).
  if (opts.prepare) await opts.prepare(session.id);
  if (opts.start ?? true) await startSession(deps, principal, session.code);
  return { id: session.id, code: session.code, principal, cooks, host, kitchenId };
}

/** Event types of a session, in commit order. */
export async function eventTypes(deps: AppDeps, sessionId: number): Promise<string[]> {
  return (await sessionEvents.listEventsAfter(deps.db, sessionId, 0)).map((e) => e.type);
}

/**
 * A runner whose plans wait until the test lets them finish (`release`), so a test decides what
 * happens while a plan is in flight. Plans are real (`plan()` in this thread), except that they
 * say they are at their lower bound only with `atLowerBound` (by default never, so every re-plan
 * gets its full search, whatever the meal).
 */
export class GatedRunner implements PlanRunner {
  readonly jobs: Array<{ job: PlanJob; release: () => void; fail: (e: Error) => void; done: boolean }> = [];
  private waiters: Array<{ n: number; resolve: () => void }> = [];
  constructor(readonly threads = 1, private readonly atLowerBound = false) {}

  run(job: PlanJob, signal?: AbortSignal): Promise<Plan> {
    return new Promise<Plan>((resolve, reject) => {
      signal?.addEventListener('abort', () => entry.fail(new Error('plan aborted')), { once: true });
      const entry = {
        job,
        done: false,
        release: () => {
          if (entry.done) return;
          entry.done = true;
          resolve({ ...plan(job.problem, job.schedule, job.options), atLowerBound: this.atLowerBound });
        },
        fail: (e: Error) => {
          if (entry.done) return;
          entry.done = true;
          reject(e);
        },
      };
      this.jobs.push(entry);
      this.waiters = this.waiters.filter((w) => (this.jobs.length >= w.n ? (w.resolve(), false) : true));
    });
  }

  /** Resolves once `n` plans have been asked for in all. */
  received(n: number): Promise<void> {
    if (this.jobs.length >= n) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ n, resolve }));
  }

  async destroy(): Promise<void> {
    for (const j of this.jobs) if (!j.done) j.fail(new Error('runner destroyed'));
  }
}

/**
 * Five plans in a row while session `busy` asks again during each of its own: the sessions the
 * runner got, in order (round robin gives busy, the two others, then busy twice). `eachPlan` checks
 * the runner at each step; the sixth plan is released at the end.
 */
export async function roundRobinOrder(runner: GatedRunner, deps: { planner: Planner }, busy: number, eachPlan: () => void = () => {}): Promise<number[]> {
  const order: number[] = [];
  for (let i = 0; i < 5; i++) {
    await runner.received(i + 1);
    eachPlan();
    const seed = runner.jobs[i]!.job.options.seed!;
    order.push(seed);
    if (seed === busy) deps.planner.request(busy);
    runner.jobs[i]!.release();
  }
  await runner.received(6);
  runner.jobs[5]!.release();
  return order;
}

/**
 * Plans at once with `plan()` in this thread, or as `answer` says; records every job and lets a
 * test wait for one (`ran`).
 */
export class ScriptedRunner implements PlanRunner {
  readonly threads = 1;
  readonly jobs: PlanJob[] = [];
  private waiters: Array<{ match: (job: PlanJob) => boolean; resolve: () => void }> = [];
  constructor(private readonly answer: (job: PlanJob, real: () => Plan) => Plan = (_job, real) => real()) {}

  async run(job: PlanJob): Promise<Plan> {
    this.jobs.push(job);
    const result = this.answer(job, () => plan(job.problem, job.schedule, job.options));
    this.waiters = this.waiters.filter((w) => (w.match(job) ? (queueMicrotask(w.resolve), false) : true));
    return result;
  }

  /** Resolves once a job matching `match` has been planned (now or later). */
  ran(match: (job: PlanJob) => boolean): Promise<void> {
    if (this.jobs.some(match)) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  async destroy(): Promise<void> {}
}

/**
 * The planner's real time, moved by the test: `now` stands still until `advance`, which runs the
 * timers due by then in order (the planner's retry while changes pass, its wait for a quiet session).
 */
export class ManualPlannerTime implements PlannerTime {
  private at = 0;
  private timers: Array<{ due: number; fn: () => void; id: number }> = [];
  private ids = 0;

  now(): number {
    return this.at;
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const id = ++this.ids;
    this.timers.push({ due: this.at + ms, fn, id });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((t) => t.id !== handle);
  }

  /** Moves time on by `ms`, running each timer as its moment comes. */
  advance(ms: number): void {
    const end = this.at + ms;
    for (;;) {
      const next = this.timers.filter((t) => t.due <= end).sort((a, b) => a.due - b.due || a.id - b.id)[0];
      if (!next) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.at = Math.max(this.at, next.due);
      next.fn();
    }
    this.at = end;
  }
}
