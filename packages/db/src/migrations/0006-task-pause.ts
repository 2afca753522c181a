import type { Kysely } from 'kysely';

/**
 * Pausing one task (issue 12 point 4): the kitchen minutes already worked on a session task are
 * kept when a cook puts it down, so the re-plan hands out only what is left; a cook who put a task
 * down is on a break (no new work) until they say they are back. Frozen once shipped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('session_tasks').addColumn('elapsed_ms', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('participants').addColumn('on_break_since', 'text').execute();
}
