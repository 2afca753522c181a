import type { Kysely } from 'kysely';

/**
 * Frozen once shipped. The id a recipe had in the app it was imported from (a Paprika uid, a
 * Mealie id, a schema.org @id), so a second import of the same recipe is recognised (issue 27).
 * Imports no app code, like every migration.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('recipes').addColumn('import_source_id', 'text').execute();
  await db.schema.createIndex('recipes_import_source_id').on('recipes').column('import_source_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('recipes_import_source_id').execute();
  await db.schema.alterTable('recipes').dropColumn('import_source_id').execute();
}
