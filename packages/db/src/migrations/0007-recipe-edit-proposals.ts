import type { Kysely } from 'kysely';

/**
 * AI edits of a saved recipe wait here for review: at most one pending proposal per recipe (a
 * newer AI edit replaces it). `draft` is the proposed recipe (a recipe draft as JSON); `base` the
 * recipe's graph as it was when the edit was asked for, so accepting after someone else changed
 * the recipe is refused. Accepting applies `draft` and deletes the row; discarding deletes it.
 * Imports no app code; frozen once shipped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('recipe_edit_proposals')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('recipe_id', 'integer', (c) => c.notNull().unique().references('recipes.id').onDelete('cascade'))
    .addColumn('instruction', 'text', (c) => c.notNull())
    .addColumn('draft', 'text', (c) => c.notNull())
    .addColumn('base', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recipe_edit_proposals').execute();
}
