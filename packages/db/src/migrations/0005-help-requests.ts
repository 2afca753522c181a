import type { Kysely } from 'kysely';

/**
 * Help requests on an assignment: when the cook asked, and when the host answered 'on my way'.
 * One open request per task (asked and not answered). Frozen once shipped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('assignments').addColumn('help_requested_at', 'text').execute();
  await db.schema.alterTable('assignments').addColumn('help_answered_at', 'text').execute();
}
