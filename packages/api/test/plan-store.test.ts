import type { Plan } from '@brigade/domain';
import { sessionEvents, sessionPlans, sessions } from '@brigade/db';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../src/deps';
import { completeTask } from '../src/live/services/cooking.service';
import { endSession } from '../src/live/services/lifecycle.service';
import type { LivePlannerOptions } from '../src/live/engine/planner/live-planner';
import { DatabasePlanStore } from '../src/live/engine/planner/plan-store';
import { testDialect } from '../../db/test/support/test-database';
import { GatedRunner, newLiveDeps, newLiveSession, newSecondInstance } from './live-fixtures';

/**
 * The plan a live session follows (issue 16): kept in memory on SQLite, in `session_plans` on
 * PostgreSQL so that an instance that did not plan the session answers a completion from it.
 * "Another instance" here is a second set of services on the same database with its own planner,
 * event bus, presence and queues: everything an instance keeps in memory.
 */
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function firstInstance(options: LivePlannerOptions = {}) {
  const runner = new GatedRunner(1);
  const deps = await newLiveDeps(runner, options);
  cleanups.push(async () => {
    for (const j of runner.jobs) j.release();
    await deps.planner.stop();
    await deps.db.destroy();
  });
  return { runner, deps };
}

/** A second instance on the same database: nothing of the first one's memory. */
function secondInstance(first: AppDeps, options: LivePlannerOptions = {}) {
  const runner = new GatedRunner(1);
  const deps = newSecondInstance(first, runner, options);
  cleanups.push(async () => {
    for (const j of runner.jobs) j.release();
    await deps.planner.stop();
  });
  return { runner, deps };
}

/** A started one-cook session whose first plan was applied; the cook's task in progress. */
async function plannedSession(deps: AppDeps, runner: GatedRunner) {
  const s = await newLiveSession(deps, { cooks: 1 });
  await runner.received(1);
  runner.jobs[0]!.release();
  await deps.planner.idle();
  const start = (await sessionEvents.listEventsAfter(deps.db, s.id, 0)).find((e) => e.type === 'tasks_assigned')!;
  const mine = JSON.parse(start.payload).assignments[0] as { id: number; task_id: string };
  const cook = { kind: 'cook' as const, participantId: s.cooks[0]!, sessionId: s.id, tokenHash: '' };
  return { s, start, mine, cook };
}

/** The events the completion committed with its own change (same kitchen time as task_completed). */
async function completionCommit(deps: AppDeps, sessionId: number, after: number) {
  const events = await sessionEvents.listEventsAfter(deps.db, sessionId, after);
  const completed = events.find((e) => e.type === 'task_completed' || e.type === 'timer_start')!;
  return events.filter((e) => e.created_at === completed.created_at);
}

const onPostgres = () => testDialect() === 'postgres';

describe('the plan store', () => {
  it('keeps the applied plan where hand-outs read it: in memory on SQLite, in session_plans (with the event it was made for) on PostgreSQL', async () => {
    const { runner, deps } = await firstInstance();
    const { s, start } = await plannedSession(deps, runner);
    const applied = deps.planner.currentPlan(s.id)!;
    expect(applied).toBeDefined();
    const stored = await sessionPlans.findPlan(deps.db, s.id);
    if (onPostgres()) {
      expect(JSON.parse(stored!.plan)).toEqual(applied);
      // Made from the state before its own hand-out: the start's events, not the plan's.
      expect(stored!.made_for).toBeLessThan(start.id);
      expect(stored!.made_for).toBeGreaterThan(0);
    } else {
      // One process: no row, no query.
      expect(stored).toBeUndefined();
    }
    expect(await deps.db.transaction().execute((trx) => deps.planner.planToHandOut(trx, s.id))).toEqual(applied);
  });

  it('a completion on an instance that never planned the session hands out the next task at once from the stored plan (PostgreSQL)', async (ctx) => {
    if (!onPostgres()) return ctx.skip();
    const a = await firstInstance();
    const { s, start, mine, cook } = await plannedSession(a.deps, a.runner);
    const b = secondInstance(a.deps);
    expect(b.deps.planner.currentPlan(s.id)).toBeUndefined();
    // The cook's next task in the plan A applied.
    const plan = a.deps.planner.currentPlan(s.id)!;
    const planned = plan.assignments.filter((x) => x.cookId === String(s.cooks[0]) && x.status === 'planned').map((x) => x.taskId);
    await completeTask(b.deps, cook, s.code, mine.id);
    const commit = await completionCommit(b.deps, s.id, start.id);
    const assigned = commit.find((e) => e.type === 'tasks_assigned');
    expect(assigned, 'a next task handed out by B with the completion').toBeDefined();
    const given = JSON.parse(assigned!.payload).assignments as Array<{ task_id: string; participant_id: number }>;
    expect(given.map((x) => x.participant_id)).toEqual([s.cooks[0]]);
    expect(planned).toContain(given[0]!.task_id);
    // B asked its own planner for the re-plan (gated): the hand-out did not come from it.
    await b.runner.received(1);
    expect(b.runner.jobs.every((j) => !j.done)).toBe(true);
  });

  it('an instance hands out from the newest stored plan, never from an older plan it remembers (PostgreSQL)', async (ctx) => {
    if (!onPostgres()) return ctx.skip();
    // The newer plan below has no planned task left: neither its orders nor the fill hand anything out.
    const a = await firstInstance();
    const { s, start, mine, cook } = await plannedSession(a.deps, a.runner);
    const remembered = a.deps.planner.currentPlan(s.id)!;
    expect(remembered.assignments.some((x) => x.cookId === String(s.cooks[0]) && x.status === 'planned'), 'the remembered plan has a next task for the cook').toBe(true);
    // Another instance applied a newer plan (made for the newest event) that gives the cook nothing more for now.
    const newer: Plan = { ...remembered, assignments: remembered.assignments.filter((x) => x.status === 'running') };
    await a.deps.db.transaction().execute(async (trx) => new DatabasePlanStore().save(trx, s.id, newer, await sessionEvents.latestEventId(trx, s.id)));
    await completeTask(a.deps, cook, s.code, mine.id);
    const commit = await completionCommit(a.deps, s.id, start.id);
    expect(commit.map((e) => e.type)).toContain('task_completed');
    expect(commit.map((e) => e.type)).not.toContain('tasks_assigned');
    await a.runner.received(2); // the re-plan the completion asked for (gated)
    // And a late plan made from an older state does not replace the newer one.
    await a.deps.db.transaction().execute((trx) => new DatabasePlanStore().save(trx, s.id, remembered, 1));
    expect(JSON.parse((await sessionPlans.findPlan(a.deps.db, s.id))!.plan)).toEqual(newer);
  });

  it('a session that ends drops its stored plan', async () => {
    const { runner, deps } = await firstInstance();
    const { s } = await plannedSession(deps, runner);
    if (onPostgres()) expect(await sessionPlans.findPlan(deps.db, s.id)).toBeDefined();
    await endSession(deps, s.principal, s.code);
    expect((await sessions.findSessionById(deps.db, s.id))!.status).not.toBe('active');
    expect(await sessionPlans.findPlan(deps.db, s.id)).toBeUndefined();
    expect(deps.planner.currentPlan(s.id)).toBeUndefined();
    expect(await deps.db.transaction().execute((trx) => deps.planner.planToHandOut(trx, s.id))).toBeUndefined();
  });
});
