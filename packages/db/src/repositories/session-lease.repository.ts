import { sql } from 'kysely';
import type { Queryable } from '../schema';

/**
 * Leases of live sessions between instances sharing one database (issue 16, migration 0009).
 * Times are wall-clock epoch milliseconds from the caller's clock.
 */

/**
 * Takes or renews this instance's lease on active sessions: every active session (or only
 * `sessionId`) whose lease is free, expired or already ours becomes ours until `expiresAt`.
 * One statement; returns the ids of the sessions this instance now owns.
 */
export async function claimLeases(db: Queryable, instanceId: string, now: number, expiresAt: number, sessionId?: number): Promise<number[]> {
  let active = db
    .selectFrom('cooking_sessions')
    .select((eb) => [eb.ref('id').as('session_id'), sql<string>`cast(${instanceId} as text)`.as('instance_id'), sql<number>`cast(${expiresAt} as bigint)`.as('expires_at')])
    .where('status', '=', 'active');
  if (sessionId !== undefined) active = active.where('id', '=', sessionId);
  const rows = await db
    .insertInto('session_leases')
    .columns(['session_id', 'instance_id', 'expires_at'])
    .expression(active)
    .onConflict((oc) =>
      oc
        .column('session_id')
        .doUpdateSet((eb) => ({ instance_id: eb.ref('excluded.instance_id'), expires_at: eb.ref('excluded.expires_at') }))
        .where((eb) => eb.or([eb('session_leases.instance_id', '=', instanceId), eb('session_leases.expires_at', '<', now)])),
    )
    .returning('session_id')
    .execute();
  return rows.map((r) => Number(r.session_id));
}

/** Who holds the session's lease, and until when (undefined: nobody ever did). */
export async function findLease(db: Queryable, sessionId: number) {
  return db.selectFrom('session_leases').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
}

/** A clean stop: gives this instance's leases up at once, so others take them on their next renewal. */
export async function releaseLeases(db: Queryable, instanceId: string): Promise<void> {
  await db.deleteFrom('session_leases').where('instance_id', '=', instanceId).execute();
}

/** Leases of sessions that are no longer active (ended, or back to waiting). */
export async function dropInactiveLeases(db: Queryable): Promise<void> {
  await db
    .deleteFrom('session_leases')
    .where('session_id', 'not in', (eb) => eb.selectFrom('cooking_sessions').select('id').where('status', '=', 'active'))
    .execute();
}
