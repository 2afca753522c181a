import type { Kysely } from 'kysely';

/**
 * Whether a cook's phone is on a secure connection (issue 25): 1 when its page is a secure context
 * (HTTPS it trusts), 0 when plain HTTP, null until it connects. The host's cook list shows it.
 * Frozen once shipped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('participants').addColumn('secure_connection', 'integer').execute();
}
