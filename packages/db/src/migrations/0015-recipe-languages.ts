import type { Kysely } from 'kysely';

/**
 * Recipes in the cook's language (issue 38.2):
 * - `recipes.language`: the language the recipe is written in (two-letter code, 'en' for the library
 *   and everything saved before);
 * - `translations` (JSON text, null: none) on `recipes` (name, description), `recipe_tasks` and
 *   `session_tasks` (name, description) and `ingredients` (name), by language:
 *   `{"de": {"name": "…", "description": "…"}}`. Per row, so a task edited in the studio or in a
 *   session's copy keeps its own texts. Sessions read ingredient and recipe names from the recipe,
 *   so only tasks have a session copy.
 * Imports no app code; frozen once shipped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('recipes').addColumn('language', 'text', (c) => c.notNull().defaultTo('en')).execute();
  for (const table of ['recipes', 'recipe_tasks', 'session_tasks', 'ingredients']) {
    await db.schema.alterTable(table).addColumn('translations', 'text').execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['recipes', 'recipe_tasks', 'session_tasks', 'ingredients']) {
    await db.schema.alterTable(table).dropColumn('translations').execute();
  }
  await db.schema.alterTable('recipes').dropColumn('language').execute();
}
