import type { Queryable } from '../schema';
import type { SessionPlanRow } from '../tables/session-plan.table';

/**
 * The current plan of live sessions, shared by the instances of one PostgreSQL database (issue 16,
 * migration 0010). Call inside the session's transaction (its lock held), so a plan and the state
 * it is applied to change together.
 */

/**
 * Stores the session's plan, made for its event `madeFor`, unless the stored one was made for a
 * newer event (a late plan from an instance that lost the session never replaces a newer one).
 * Returns whether it was stored.
 */
export async function savePlan(db: Queryable, sessionId: number, madeFor: number, plan: string): Promise<boolean> {
  const rows = await db
    .insertInto('session_plans')
    .values({ session_id: sessionId, made_for: madeFor, plan })
    .onConflict((oc) =>
      oc
        .column('session_id')
        .doUpdateSet((eb) => ({ made_for: eb.ref('excluded.made_for'), plan: eb.ref('excluded.plan') }))
        .where((eb) => eb('session_plans.made_for', '<=', eb.ref('excluded.made_for'))),
    )
    .returning('session_id')
    .execute();
  return rows.length > 0;
}

/** The session's stored plan (undefined: none yet). */
export async function findPlan(db: Queryable, sessionId: number): Promise<SessionPlanRow | undefined> {
  return db.selectFrom('session_plans').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
}

/** Forgets the plan of a session that ended. */
export async function deletePlan(db: Queryable, sessionId: number): Promise<void> {
  await db.deleteFrom('session_plans').where('session_id', '=', sessionId).execute();
}
