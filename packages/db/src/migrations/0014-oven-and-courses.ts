import type { Kysely } from 'kysely';

/**
 * Equipment with a setting and courses (issue 34):
 * - `oven_temperature_c` on recipe and session tasks: the oven temperature a task needs (°C, 30-300),
 *   `oven_fan` 1 fan / 0 conventional / null not stated;
 * - `recipes.course`: the course a recipe usually is (starter | main | dessert | side), null unknown;
 * - `session_recipes.course`: the course of that recipe in this session, null: the recipe's own;
 * - `session_courses`: when each course of a session is served.
 * Frozen once shipped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['recipe_tasks', 'session_tasks']) {
    await db.schema.alterTable(table).addColumn('oven_temperature_c', 'integer').execute();
    await db.schema.alterTable(table).addColumn('oven_fan', 'integer').execute();
  }
  await db.schema.alterTable('recipes').addColumn('course', 'text').execute();
  await db.schema.alterTable('session_recipes').addColumn('course', 'text').execute();
  await db.schema
    .createTable('session_courses')
    .addColumn('session_id', 'integer', (c) => c.notNull().references('cooking_sessions.id').onDelete('cascade'))
    .addColumn('course', 'text', (c) => c.notNull())
    .addColumn('serve_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('session_courses_pk', ['session_id', 'course'])
    .execute();
}
