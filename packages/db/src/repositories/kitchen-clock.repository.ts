import { sql } from 'kysely';
import type { Queryable } from '../schema';
import type { KitchenClockRow } from '../tables/clock.table';

export async function findClock(db: Queryable): Promise<KitchenClockRow | undefined> {
  return db.selectFrom('kitchen_clock').selectAll().where('id', '=', 1).executeTakeFirst();
}

export async function saveClock(db: Queryable, row: Omit<KitchenClockRow, 'id'>): Promise<void> {
  await db
    .insertInto('kitchen_clock')
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}

/**
 * The latest kitchen time the database has recorded (events, completions, timers), in epoch ms,
 * or null for an empty database: the clock never restarts below it.
 */
export async function latestKitchenTime(db: Queryable): Promise<number | null> {
  const row = await sql<{ at: string | null }>`
    select max(at) as at from (
      select max(created_at) as at from session_events
      union all select max(completed_at) from assignments
      union all select max(started_at) from assignments
      union all select max(timer_started_at) from assignments
    ) as latest`.execute(db);
  const at = row.rows[0]?.at;
  return at ? Date.parse(at) : null;
}
