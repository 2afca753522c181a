import type { Queryable } from '../schema';
import type { NewPaceObservation, PaceEstimateRow, PaceObservationRow } from '../tables/pace.table';

/** Records a meal's observations; one already recorded for the same session task is kept as it was. */
export async function insertObservations(db: Queryable, rows: NewPaceObservation[]): Promise<number> {
  let added = 0;
  for (const row of rows) {
    const result = await db.insertInto('pace_observations').values(row).onConflict((oc) => oc.columns(['session_id', 'session_task_id']).doNothing()).executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}

export function listKitchenObservations(db: Queryable, kitchenId: number): Promise<PaceObservationRow[]> {
  return db.selectFrom('pace_observations').selectAll().where('kitchen_id', '=', kitchenId).orderBy('id').execute();
}

export function listSessionObservations(db: Queryable, sessionId: number): Promise<PaceObservationRow[]> {
  return db.selectFrom('pace_observations').selectAll().where('session_id', '=', sessionId).orderBy('id').execute();
}

/** Meals behind a kitchen's estimates: distinct sessions it learned from (deleted ones count as one each observation's meal is gone). */
export async function countKitchenMeals(db: Queryable, kitchenId: number): Promise<number> {
  const row = await db
    .selectFrom('pace_observations')
    .select((eb) => eb.fn.count<number>('session_id').distinct().as('meals'))
    .where('kitchen_id', '=', kitchenId)
    .executeTakeFirst();
  return Number(row?.meals ?? 0);
}

/** Replaces everything a kitchen learned with `rows`. */
export async function replaceKitchenEstimates(db: Queryable, kitchenId: number, rows: Omit<PaceEstimateRow, 'kitchen_id'>[]): Promise<void> {
  await db.deleteFrom('pace_estimates').where('kitchen_id', '=', kitchenId).execute();
  if (rows.length > 0) await db.insertInto('pace_estimates').values(rows.map((r) => ({ ...r, kitchen_id: kitchenId }))).execute();
}

export function listKitchenEstimates(db: Queryable, kitchenId: number): Promise<PaceEstimateRow[]> {
  return db.selectFrom('pace_estimates').selectAll().where('kitchen_id', '=', kitchenId).orderBy('level').orderBy('key').execute();
}

/** A cook's own estimates, in every kitchen. */
export function listCookEstimates(db: Queryable, userId: number): Promise<PaceEstimateRow[]> {
  return db.selectFrom('pace_estimates').selectAll().where('level', '=', 'cook').where('key', '=', String(userId)).orderBy('kitchen_id').execute();
}

/** Kitchens a cook's times were learned in. */
export async function kitchensOfCook(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('pace_observations').select('kitchen_id').distinct().where('user_id', '=', userId).execute();
  return rows.map((r) => r.kitchen_id);
}

/** "Forget my times": a cook's observations and estimates go, everywhere. Returns the kitchens that held them. */
export async function forgetCook(db: Queryable, userId: number): Promise<number[]> {
  const kitchens = await kitchensOfCook(db, userId);
  await db.deleteFrom('pace_observations').where('user_id', '=', userId).execute();
  await db.deleteFrom('pace_estimates').where('level', '=', 'cook').where('key', '=', String(userId)).execute();
  return kitchens;
}

/** Sets the learned pace of session tasks (null: the recipe's minutes hold). */
export async function setLearnedPaces(db: Queryable, paces: Array<{ id: string; learned_pace: number | null }>): Promise<void> {
  for (const m of paces) await db.updateTable('session_tasks').set({ learned_pace: m.learned_pace }).where('id', '=', m.id).execute();
}

/** The host's switch: whether the session's plan uses learned times. */
export async function setLearnedTimes(db: Queryable, sessionId: number, on: boolean): Promise<void> {
  await db.updateTable('cooking_sessions').set({ learned_times: on ? 1 : 0 }).where('id', '=', sessionId).execute();
}

/** Every kitchen's observations of a recipe's tasks (the studio's proposals look at all of them). */
export function listRecipeObservations(db: Queryable, recipeId: number): Promise<PaceObservationRow[]> {
  return db.selectFrom('pace_observations').selectAll().where('recipe_id', '=', recipeId).orderBy('id').execute();
}
