import type { Kysely } from 'kysely';

/**
 * The kitchen learns how its household cooks (issue 37):
 * - `pace_observations`: one finished task of one meal: the recipe's hands-on minutes (scaled for
 *   servings), the real hands-on minutes, the kind of work, the kitchen, the registered cook (null
 *   for an anonymous one) and the recipe task. Unique per session task, so learning from a meal
 *   twice changes nothing. A meal deleted later keeps what was learned from it (session_id null).
 * - `pace_estimates`: what was learned from those, per kitchen, at three levels ('kind' keyed by
 *   kind of work, 'cook' by user id, 'task' by recipe task id): posterior mean log pace and count.
 * - `session_tasks.learned_pace`: the pace the kitchen learned for this task (its hands-on minutes
 *   times this), set when the recipe is added and again at the start (null: nothing learned).
 * - `cooking_sessions.learned_times`: 1 the plan uses learned times, 0 the host switched them off.
 * Imports no app code; frozen once shipped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pace_observations')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kitchen_id', 'integer', (c) => c.notNull().references('kitchens.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (c) => c.references('cooking_sessions.id').onDelete('set null'))
    .addColumn('session_task_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('recipe_id', 'integer', (c) => c.notNull())
    .addColumn('recipe_task_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('estimated_minutes', 'real', (c) => c.notNull())
    .addColumn('actual_minutes', 'real', (c) => c.notNull())
    .addColumn('observed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pace_observations_session_task').on('pace_observations').columns(['session_id', 'session_task_id']).unique().execute();
  await db.schema.createIndex('pace_observations_kitchen').on('pace_observations').columns(['kitchen_id']).execute();
  await db.schema.createIndex('pace_observations_user').on('pace_observations').columns(['user_id']).execute();
  await db.schema
    .createTable('pace_estimates')
    .addColumn('kitchen_id', 'integer', (c) => c.notNull().references('kitchens.id').onDelete('cascade'))
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('log_pace', 'real', (c) => c.notNull())
    .addColumn('observations', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pace_estimates_pk', ['kitchen_id', 'level', 'key'])
    .execute();
  await db.schema.alterTable('session_tasks').addColumn('learned_pace', 'real').execute();
  await db.schema.alterTable('cooking_sessions').addColumn('learned_times', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pace_estimates').execute();
  await db.schema.dropTable('pace_observations').execute();
}
