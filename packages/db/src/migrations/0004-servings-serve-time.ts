import type { Kysely } from 'kysely';

/**
 * Frozen once shipped. Servings and serve time: how many people eat (diners) and when (serve_at,
 * ISO-8601 UTC), a token for the shareable shopping list link, a quantity-dependent flag per
 * recipe and session task (its hands-on time scales with the amount), and an optional aisle per
 * ingredient (otherwise guessed from its name).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cooking_sessions').addColumn('diners', 'integer').execute();
  await db.schema.alterTable('cooking_sessions').addColumn('serve_at', 'text').execute();
  await db.schema.alterTable('cooking_sessions').addColumn('shopping_token', 'text').execute();
  await db.schema.createIndex('cooking_sessions_shopping_token').unique().on('cooking_sessions').column('shopping_token').execute();
  await db.schema.alterTable('recipe_tasks').addColumn('quantity_dependent', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('session_tasks').addColumn('quantity_dependent', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('ingredients').addColumn('aisle', 'text').execute();
}
