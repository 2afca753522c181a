import { sql, type Kysely } from 'kysely';

/**
 * Recipe status: draft (AI and imported recipes arrive so, seen by staff only), published (reaches
 * hosts) or archived (hidden from the library; sessions that used it still show it in history).
 * `is_published` stays, kept equal to status = 'published', so every existing filter still holds.
 * Imports no app code, like every migration.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('recipes').addColumn('status', 'text', (c) => c.notNull().defaultTo('published')).execute();
  await sql`update recipes set status = 'draft' where is_published = 0`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('recipes').dropColumn('status').execute();
}
