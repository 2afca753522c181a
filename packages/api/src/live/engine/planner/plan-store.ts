import type { Plan } from '@brigade/domain';
import { dialectOf, sessionPlans, type Queryable } from '@brigade/db';

/**
 * Where the plan a live session follows is kept: the planner saves it in the transaction that
 * applies it, and a change (a completion, a timer) hands out from it in its own transaction, under
 * the session's lock, re-checking every order against the live kitchen.
 *
 * - SQLite: one process serves the kitchen, so the plan stays in its memory (`MemoryPlanStore`,
 *   no query).
 * - PostgreSQL: several instances may serve one session, and the one that receives a completion is
 *   not always the one that planned (issue 16). The plan is stored in `session_plans` with the
 *   session's event it was made for (`DatabasePlanStore`), so any instance answers at once.
 */
export interface PlanStore {
  /** Inside the transaction that applies (or keeps) `plan`, made from the state at the session's event `madeFor`. */
  save(trx: Queryable, sessionId: number, plan: Plan, madeFor: number): Promise<void>;
  /** Inside a change's transaction (the session's lock held): the plan to hand out from. */
  load(trx: Queryable, sessionId: number): Promise<Plan | undefined>;
  /** This planner no longer plans the session (it ended, or another instance owns it now). */
  forget(sessionId: number): void;
  /** Inside the transaction that ends the session: its plan is no longer needed anywhere. */
  drop(trx: Queryable, sessionId: number): Promise<void>;
}

/** The plan in this process's memory (one instance, SQLite). */
export class MemoryPlanStore implements PlanStore {
  private readonly plans = new Map<number, Plan>();

  async save(_trx: Queryable, sessionId: number, plan: Plan): Promise<void> {
    this.plans.set(sessionId, plan);
  }

  async load(_trx: Queryable, sessionId: number): Promise<Plan | undefined> {
    return this.plans.get(sessionId);
  }

  forget(sessionId: number): void {
    this.plans.delete(sessionId);
  }

  async drop(_trx: Queryable, sessionId: number): Promise<void> {
    this.forget(sessionId);
  }
}

/**
 * The plan in the database, shared by every instance (PostgreSQL). A plan made for an older event
 * than the stored one is not stored (a late plan of an instance that lost the session), and every
 * instance reads the stored plan, never one it remembers: no instance hands out from a plan older
 * than the newest one applied. The last plan read is parsed once per instance (`parsed`).
 */
export class DatabasePlanStore implements PlanStore {
  /** The JSON last read or written per session and its parsed plan: a plan unchanged is not parsed again. */
  private readonly parsed = new Map<number, { json: string; plan: Plan }>();

  async save(trx: Queryable, sessionId: number, plan: Plan, madeFor: number): Promise<void> {
    const json = JSON.stringify(plan);
    if (await sessionPlans.savePlan(trx, sessionId, madeFor, json)) this.parsed.set(sessionId, { json, plan });
  }

  async load(trx: Queryable, sessionId: number): Promise<Plan | undefined> {
    const row = await sessionPlans.findPlan(trx, sessionId);
    if (!row) return undefined;
    const known = this.parsed.get(sessionId);
    if (known && known.json === row.plan) return known.plan;
    const plan = JSON.parse(row.plan) as Plan;
    this.parsed.set(sessionId, { json: row.plan, plan });
    return plan;
  }

  forget(sessionId: number): void {
    // The row stays for the other instances; only the parsed copy goes.
    this.parsed.delete(sessionId);
  }

  async drop(trx: Queryable, sessionId: number): Promise<void> {
    this.forget(sessionId);
    await sessionPlans.deletePlan(trx, sessionId);
  }
}

/** The store for a database: in memory on SQLite, in `session_plans` on PostgreSQL. */
export function planStoreFor(db: Queryable): PlanStore {
  return dialectOf(db) === 'postgres' ? new DatabasePlanStore() : new MemoryPlanStore();
}
