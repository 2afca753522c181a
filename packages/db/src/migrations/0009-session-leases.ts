import type { Kysely } from 'kysely';

/**
 * Which Brigade instance owns a live session when several share one PostgreSQL database (issue 16):
 * the owner runs the session's planner queue, rings its timers and notices absent cooks. The owner
 * renews `expires_at` (wall-clock epoch milliseconds) every few seconds; another instance takes the
 * row over once it has expired. Created on SQLite too (one set of migrations), where it stays empty.
 * Frozen once shipped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('session_leases')
    .addColumn('session_id', 'integer', (c) => c.primaryKey().references('cooking_sessions.id').onDelete('cascade'))
    .addColumn('instance_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
}
