import { dispatch, type Plan, type ScheduleState, type SchedulingProblem } from '@brigade/domain';
import { dialectOf, isStorageFull, lockSessionForRead, sessionEvents, sessions, type Queryable } from '@brigade/db';
import type { AppDeps } from '../../../deps';
import type { PlanOutcome } from '../../../metrics';
import { applyPlan, livePlanOptions, setWake } from '../dispatcher';
import { loadKitchenState } from '../kitchen-state';
import { toSchedulingProblem } from '../scheduling-problem';
import { scaleDurations, servingFactors, withServeTime } from '../../../sessions/servings';
import { changeSession } from '../session-transaction';
import type { PlanRunner } from './plan-runner';
import type { PlanJob } from './plan-worker';
import { CpuSlots } from './cpu-slots';
import { furtherSearchSeed, jobOptions, sameOrders, slotKind, type Kind } from './plan-jobs';
import { planStoreFor, type PlanStore } from './plan-store';
import { realTime, type LivePlannerOptions, type PlannerTime } from './planner-options';

export { FIRST_MAX_SCHEDULES, furtherSearchSeed } from './plan-jobs';
export { realTime, type LivePlannerOptions, type PlannerLog, type PlannerTime } from './planner-options';

interface SessionPlanning {
  /** The last plan applied (or kept as better): what completions are answered from. */
  plan?: Plan;
  inFlight: boolean;
  /** An event came while a plan was in flight: plan again when it lands (events merge). */
  dirty: boolean;
  queued: boolean;
  queuedAt: number;
  /** Improvement rounds run since the last event. */
  improved: number;
  /** An idle cook waits for this re-plan: it goes first, with a short first search. */
  urgent: boolean;
  /** Waiting in the urgent queue (else in the ordinary one). */
  inUrgentQueue: boolean;
  /** The last plan applied was an urgent short one: the full search follows from it. */
  refine: boolean;
  /** When the last re-plan was asked for (the planner's `time`, ms): a session is quiet some time after. */
  lastRequest: number;
}

/** Urgent re-plans taken in a row before one from the ordinary queue, so neither starves. */
const URGENT_STREAK = 3;
/**
 * While changes of any session are being applied or wait their turn in this process, an ordinary
 * re-plan waits up to this long (real ms) and further searches wait for a gap: the planner's read
 * and apply share the one SQLite connection with them, and a burst of completions is answered
 * first (requests meanwhile merge into the waiting re-plan). Urgent re-plans never wait.
 */
export const YIELD_TO_CHANGES_MS = 100;

/**
 * Plans live sessions off the request thread. A change asks for a re-plan (`request`); the planner
 * reads the session in one short read transaction (the snapshot and the id of its newest event,
 * its version), plans in a worker thread, and applies the plan in its own short transaction only
 * if the session's newest event is still the one it saw; otherwise it plans again. At most one
 * plan per session is in flight; requests meanwhile merge into the next one. Sessions wait in one
 * round-robin queue, so a busy session cannot starve the others. When nothing waits, quiet
 * sessions get further searches (other seeds, more schedules): a better plan is kept, and
 * published only when it changes what a cook should do now. A plan at its lower bound (no plan can
 * finish sooner) gets no further search, nor a full search after an urgent short one.
 */
export class LivePlanner {
  private readonly sessions = new Map<number, SessionPlanning>();
  private readonly queue: number[] = [];
  /** Sessions with an idle cook waiting for their re-plan (served first, see `URGENT_STREAK`). */
  private readonly urgentQueue: number[] = [];
  private urgentStreak = 0;
  private retry: unknown = null;
  private readonly quiet: number[] = [];
  private running = 0;
  private stopped = false;
  private readonly jobs = new Set<Promise<void>>();
  private readonly improveRounds: number;
  private readonly time: PlannerTime;
  /** Where the applied plan is kept, for hand-outs on this instance and, on PostgreSQL, the others. */
  private readonly store: PlanStore;
  /** The worker threads, handed to jobs in the queue's order. */
  private readonly cpu: CpuSlots;
  private readonly jobsInFlight: number;

  constructor(private readonly deps: AppDeps, private readonly runner: PlanRunner, private readonly options: LivePlannerOptions = {}) {
    this.improveRounds = options.improveRounds ?? 2;
    this.time = options.time ?? realTime;
    this.store = options.planStore ?? planStoreFor(deps.db);
    this.cpu = new CpuSlots(runner.threads);
    this.jobsInFlight = Math.max(runner.threads, options.jobsInFlight ?? (dialectOf(deps.db) === 'postgres' ? 4 * runner.threads : runner.threads));
  }

  /** The last plan this planner applied or kept for the session. */
  currentPlan(sessionId: number): Plan | undefined {
    return this.sessions.get(sessionId)?.plan;
  }

  /**
   * The plan a change hands out from, read inside its transaction: this process's on SQLite; on
   * PostgreSQL the stored one, whichever instance made it (issue 16).
   */
  planToHandOut(trx: Queryable, sessionId: number): Promise<Plan | undefined> {
    return this.store.load(trx, sessionId);
  }

  /**
   * Asks for a re-plan of the session (call it inside or after the change's transaction).
   * `urgent`: an idle cook could work but the current plan gave them nothing; the re-plan goes
   * ahead of ordinary ones and starts with a short search (`FIRST_MAX_SCHEDULES`).
   */
  request(sessionId: number, opts: { urgent?: boolean } = {}): void {
    if (this.stopped) return;
    // Several instances (issue 16): the session's owner plans it; others pass the request on.
    if (this.deps.cluster && !this.deps.cluster.owns(sessionId)) return this.deps.cluster.planElsewhere(sessionId, opts);
    const s = this.entry(sessionId);
    s.improved = 0;
    s.lastRequest = this.time.now();
    // A new event: the next plan is a full one from the new state, not a refinement.
    s.refine = false;
    if (opts.urgent) s.urgent = true;
    if (s.inFlight) {
      s.dirty = true;
      return;
    }
    this.enqueue(sessionId, s);
    this.pump();
  }

  /** The session ended: its plan is no longer needed (a plan in flight finds it ended and drops it). */
  forget(sessionId: number): void {
    const s = this.sessions.get(sessionId);
    if (s && !s.inFlight && !s.queued) this.sessions.delete(sessionId);
    else if (s) delete s.plan;
    this.store.forget(sessionId);
  }

  /** Inside the transaction that ends the session: forgets it and drops its stored plan. */
  async ended(trx: Queryable, sessionId: number): Promise<void> {
    this.forget(sessionId);
    await this.store.drop(trx, sessionId);
  }

  /** Resolves once no plan is queued or in flight (tests, shutdown). */
  async idle(): Promise<void> {
    await this.deps.cluster?.settled(); // several instances: a request may be on its way to this planner
    while (this.jobs.size > 0 || this.queue.length > 0 || this.urgentQueue.length > 0) {
      // Nothing running but something queued: a re-plan waiting for changes to pass.
      if (this.jobs.size > 0) await Promise.all([...this.jobs]);
      else await new Promise((resolve) => setTimeout(resolve, 5));
      await this.deps.cluster?.settled();
    }
  }

  /**
   * Runs one plan in the pool outside the session queue (the host's timeline and estimates), so
   * it never runs on the request thread either; aborted like a live plan when it hangs.
   */
  planOnce(job: PlanJob): Promise<Plan> {
    return this.runner.run(job, AbortSignal.timeout(this.options.timeoutMs ?? Math.max(5000, 100 * this.deps.planBudgetMs)));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) this.time.clearTimeout(this.retry);
    this.queue.length = 0;
    this.urgentQueue.length = 0;
    this.quiet.length = 0;
    await Promise.allSettled([...this.jobs]);
    await this.runner.destroy();
  }

  private entry(sessionId: number): SessionPlanning {
    let s = this.sessions.get(sessionId);
    if (!s) this.sessions.set(sessionId, (s = { inFlight: false, dirty: false, queued: false, queuedAt: 0, improved: 0, lastRequest: 0, urgent: false, inUrgentQueue: false, refine: false }));
    return s;
  }

  private enqueue(sessionId: number, s: SessionPlanning): void {
    if (s.queued) {
      // Already waiting in the ordinary queue and now urgent: move it to the urgent one.
      if (s.urgent && !s.inUrgentQueue) {
        this.queue.splice(this.queue.indexOf(sessionId), 1);
        this.urgentQueue.push(sessionId);
        s.inUrgentQueue = true;
      }
      return;
    }
    s.queued = true;
    s.queuedAt = this.time.now();
    s.inUrgentQueue = s.urgent;
    (s.urgent ? this.urgentQueue : this.queue).push(sessionId);
  }

  /** Whether changes of any session are running or waiting their turn in this process. */
  private changesWaiting(): boolean {
    return this.deps.sessionOrder.size > 0;
  }

  /** Pumps again a little later (a re-plan is waiting for changes to pass). */
  private retryLater(): void {
    if (this.retry || this.stopped) return;
    this.retry = this.time.setTimeout(() => {
      this.retry = null;
      this.pump();
    }, 5);
  }

  /**
   * The next session to plan: urgent ones first, but one ordinary in every `URGENT_STREAK` + 1
   * when both wait; an ordinary one waits while changes are applied (`YIELD_TO_CHANGES_MS`).
   */
  private nextQueued(busy: boolean): number | undefined {
    const head = this.queue[0];
    const ordinaryReady = head !== undefined && (!busy || this.time.now() - this.entry(head).queuedAt >= YIELD_TO_CHANGES_MS);
    if (this.urgentQueue.length > 0 && (this.urgentStreak < URGENT_STREAK || !ordinaryReady)) {
      // The streak counts urgent picks made while an ordinary re-plan was waiting.
      this.urgentStreak = head === undefined ? 0 : this.urgentStreak + 1;
      return this.urgentQueue.shift();
    }
    if (!ordinaryReady) return undefined;
    this.urgentStreak = 0;
    return this.queue.shift();
  }

  private pump(): void {
    while (!this.stopped && this.running < this.jobsInFlight) {
      let kind: Kind = 'plan';
      const busy = this.changesWaiting();
      let id = this.nextQueued(busy);
      if (id === undefined) {
        // A re-plan waits for changes to pass, and further searches only run in a gap.
        if (this.queue.length > 0 || (busy && this.quiet.length > 0)) return this.retryLater();
        // Further searches use spare threads only, never the extra jobs in flight for database work.
        if (this.running >= this.runner.threads) return;
        kind = 'improve';
        id = this.quiet.shift();
      }
      if (id === undefined) return;
      const s = this.entry(id);
      if (kind === 'improve' && (s.inFlight || s.queued)) continue;
      if (kind === 'plan' && s.refine) kind = 'refine';
      const urgent = kind === 'plan' && s.urgent;
      s.urgent = false;
      s.refine = false;
      s.queued = false;
      s.inFlight = true;
      this.running++;
      if (kind !== 'improve') this.options.metrics?.queueWait.observe((this.time.now() - s.queuedAt) / 1000);
      const job = this.run(id, s, kind, this.cpu.ticket(slotKind(kind)), urgent)
        // A full disk is logged once where it is noticed (the database's StorageWatch), not per job.
        .catch((err: unknown) => void (isStorageFull(err) || this.options.log?.error({ err }, 'planner job failed')))
        .finally(() => {
          this.running--;
          s.inFlight = false;
          this.jobs.delete(job);
          if (s.dirty || s.refine) {
            s.dirty = false;
            this.enqueue(id, s);
          }
          this.pump();
        });
      this.jobs.add(job);
    }
  }

  private count(kind: Kind, outcome: PlanOutcome): void {
    this.options.metrics?.plans.inc({ kind, outcome });
  }

  /** The snapshot: one short read, the state and its version together (null: the session is no longer active). */
  private snapshot(id: number, s: SessionPlanning) {
    return this.deps.db.transaction().execute(async (trx) => {
      await lockSessionForRead(trx, id); // PostgreSQL: after the change that asked, and consistent (issue 16)
      const session = await sessions.findSessionById(trx, id);
      if (!session || session.status !== 'active') return null;
      const state = await loadKitchenState(trx, session);
      // A session taken over from another instance: its stored plan is the incumbent (no query on SQLite).
      s.plan ??= await this.store.load(trx, id);
      return { session, state, factors: await servingFactors(trx, state), version: await sessionEvents.latestEventId(trx, id) };
    });
  }

  private dropEnded(id: number, kind: Kind): void {
    this.sessions.delete(id);
    this.store.forget(id);
    this.count(kind, 'ended');
  }

  /**
   * One job: the snapshot (database work, no thread), the plan (a worker thread, in the queue's
   * order: `CpuSlots`), then the apply in the session's own short transaction (no thread).
   */
  private async run(id: number, s: SessionPlanning, kind: Kind, ticket: number, urgent = false): Promise<void> {
    const deps = this.deps;
    let snap;
    try {
      snap = await this.snapshot(id, s);
    } catch (err) {
      this.cpu.cancel(ticket);
      throw err;
    }
    if (!snap) {
      this.cpu.cancel(ticket);
      return this.dropEnded(id, kind);
    }
    const release = await this.cpu.acquire(ticket);
    if (this.stopped) return release();
    if (s.dirty) {
      // An event came while this job waited for a thread: plan from the newer state, not a stale one.
      release();
      if (kind === 'improve') return this.count(kind, 'stale');
      s.dirty = false;
      return this.run(id, s, kind, this.cpu.ticket(slotKind(kind)), urgent);
    }
    const planNow = deps.clock.now();
    // An urgent re-plan of a session that has a plan: a short search from that plan, applied at
    // once; the full search follows as a refinement.
    const short = urgent && s.plan !== undefined;
    let problem: SchedulingProblem;
    let schedule: ScheduleState;
    const started = this.time.now();
    let result: Plan;
    try {
      try {
        ({ problem, schedule } = toSchedulingProblem(snap.state, planNow));
        // Quantity-dependent tasks take as long as the diners make them (issue 15).
        scaleDurations(problem, snap.state.tasks, snap.factors);
        const job: PlanJob = { problem, schedule, options: jobOptions(kind, short, livePlanOptions(deps, snap.session), s.plan, deps.planBudgetMs, furtherSearchSeed(snap.session.id, s.improved + 1)) };
        // A plan stuck in its worker must not hold the session's turn for ever.
        result = await this.planOnce(job);
      } finally {
        release(); // the thread is free: the rest is this thread's work and the database's
      }
      // Serve at a time: a cheap finishing pass that moves the plan towards the serve time.
      result = withServeTime(problem, schedule, result, snap.session, planNow);
    } catch (err) {
      // A plan that throws or a worker that dies: the session keeps running on its last plan.
      this.options.metrics?.planFailures.inc();
      this.count(kind, 'failed');
      this.options.log?.error({ err, kind }, 'a plan failed; the session keeps its last plan');
      return;
    } finally {
      this.options.metrics?.planDuration.observe((this.time.now() - started) / 1000);
    }
    if (this.stopped) return;
    if (s.dirty) {
      // Newer events are waiting: this plan is already out of date.
      this.count(kind, 'stale');
      return;
    }
    if (kind === 'improve' || kind === 'refine') {
      if (kind === 'improve') s.improved++;
      const current = s.plan;
      if (current && result.finish >= current.finish) {
        this.count(kind, 'unchanged');
        this.scheduleImprovement(id, s);
        return;
      }
    }
    const outcome = await changeSession(deps, snap.session, async (trx, emit, now): Promise<PlanOutcome> => {
      // Every change that matters to a plan writes an event (the session's status included), so
      // the same newest event means the snapshot is still the state: only the time moved on.
      if ((await sessionEvents.latestEventId(trx, id)) !== snap.version) return 'stale';
      const { session: fresh, state } = snap;
      const seen = { ...toSchedulingProblem(state, now), planned: problem };
      if (kind !== 'plan' && s.plan && sameOrders(dispatch(result, seen.schedule, seen.nowMinute), dispatch(s.plan, seen.schedule, seen.nowMinute))) {
        // Better, but no cook would do anything else now: keep it for the next completion, say nothing.
        s.plan = result;
        await this.store.save(trx, id, result, snap.version);
        return 'kept';
      }
      setWake(deps, id, await applyPlan(deps, trx, fresh, state, result, emit, now, seen));
      s.plan = result;
      await this.store.save(trx, id, result, snap.version);
      return kind === 'plan' ? 'applied' : 'improved';
    });
    this.count(kind, outcome);
    if (outcome === 'ended') {
      this.sessions.delete(id);
      this.store.forget(id);
    }
    else if (outcome === 'stale') {
      s.dirty = true;
      if (urgent) s.urgent = true;
    } else if (short && !result.atLowerBound) s.refine = true; // the full search follows (queued when this job ends)
    else this.scheduleImprovement(id, s);
  }

  /**
   * Queues a further search once the session has been quiet for a while (and nothing else waits).
   * None for a plan at its lower bound: no search can make it finish sooner.
   */
  private scheduleImprovement(id: number, s: SessionPlanning): void {
    if (s.improved >= this.improveRounds || this.stopped || s.plan?.atLowerBound) return;
    const asked = s.lastRequest;
    const wait = Math.max(0, asked + (this.options.quietMs ?? 1000) - this.time.now());
    this.time.setTimeout(() => {
      if (this.stopped || s.lastRequest !== asked || this.quiet.includes(id) || !this.sessions.has(id)) return;
      this.quiet.push(id);
      this.pump();
    }, wait);
  }
}
