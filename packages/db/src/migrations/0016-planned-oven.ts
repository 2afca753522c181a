import type { Kysely } from 'kysely';

/**
 * The oven setting the live plan really uses for a session task (issue 34), written when the live
 * engine applies a plan and kept once the task is under way:
 * - `planned_oven_c`: the temperature the plan bakes it at, °C, when that is not the recipe's own
 *   (a 190 °C dish baked at 200 °C beside a roast); null: the task's own temperature;
 * - `planned_oven_minutes`: minutes the task changes by at that temperature (negative: shorter);
 * - `planned_oven_with`: the dish (recipe name) whose temperature the oven holds.
 * Imports no app code; frozen once shipped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('session_tasks').addColumn('planned_oven_c', 'integer').execute();
  await db.schema.alterTable('session_tasks').addColumn('planned_oven_minutes', 'integer').execute();
  await db.schema.alterTable('session_tasks').addColumn('planned_oven_with', 'text').execute();
}
