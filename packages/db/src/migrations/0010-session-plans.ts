import type { Kysely } from 'kysely';

/**
 * The plan a live session follows, kept in the database so that every instance sharing one
 * PostgreSQL database can answer a completion from it (issue 16): `plan` is the planner's result as
 * JSON, `made_for` the id of the session's newest event when the plan's snapshot was read (0 when
 * it had none). Written in the transaction that applies the plan. SQLite keeps the plan in the one
 * process's memory, so the table stays empty there (one set of migrations). Frozen once shipped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('session_plans')
    .addColumn('session_id', 'integer', (c) => c.primaryKey().references('cooking_sessions.id').onDelete('cascade'))
    .addColumn('made_for', 'integer', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .execute();
}
