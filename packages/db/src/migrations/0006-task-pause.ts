import type { Kysely } from 'kysely';

/**
 * Pausing one task (issue 12 point 4): the kitchen minutes already worked on a session task are
 * kept when a cook puts it down, so the re-plan hands out only what is left; a cook who put a task
 * down is on a break (no new work) until they say they are back. A refused rejoin is remembered
 * so the host can approve it from the session page, and a token the host revoked answers with the
 * reason. Frozen once shipped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('session_tasks').addColumn('elapsed_ms', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('participants').addColumn('on_break_since', 'text').execute();
  // A refused rejoin (a removed cook, or another phone asking for an away cook's name) waits for the host.
  await db.schema.alterTable('participant_controls').addColumn('rejoin_requested_at', 'text').execute();
  // A token the host took away is kept (refused) with the reason, so its 401 can say why.
  await db.schema.alterTable('auth_sessions').addColumn('revoked_reason', 'text').execute();
}
