/**
 * Servings and serve time as the planner sees them: the scaling factor of each recipe copy, the
 * durations of quantity-dependent tasks, and the serve-time pass. Used by the live re-plan and by
 * the host's timeline, so both plan the same meal.
 */
import { scaleFactor, scaleTaskMinutes } from '@brigade/contracts';
import { serveTogether, type Plan, type SchedulingProblem, type ScheduleState } from '@brigade/domain';
import { recipes, type CookingSessionRow, type Queryable, type RecipeRow, type SessionRecipeRow, type SessionTaskRow } from '@brigade/db';
import type { KitchenState } from '../live/engine/kitchen-state';
import { elapsedMinutes, MINUTE_MS, minutesLeft } from '../live/engine/scheduling-problem';
import { handsOnMinutes } from '../learning/learned-duration';

/**
 * Per recipe copy, how much its quantities are multiplied by: the diners share the copies of one
 * recipe (two copies of a lasagne for eight feed eight, four each). 1 without diners.
 */
export function copyFactors(session: Pick<CookingSessionRow, 'diners'>, copies: SessionRecipeRow[], recipeRows: RecipeRow[]): Map<number, number> {
  const copiesOf = new Map<number, number>();
  for (const c of copies) copiesOf.set(c.recipe_id, (copiesOf.get(c.recipe_id) ?? 0) + 1);
  return new Map(
    copies.map((c) => {
      const r = recipeRows.find((x) => x.id === c.recipe_id);
      return [c.id, r ? scaleFactor(session.diners, r.servings * copiesOf.get(c.recipe_id)!) : 1];
    }),
  );
}

/** Quantity-dependent tasks take longer (or shorter) with the amount; timers stay as they are. */
export function scaleDurations(problem: SchedulingProblem, tasks: SessionTaskRow[], factors: Map<number, number>): void {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  for (const t of problem.tasks) {
    const row = byId.get(t.id);
    const f = row ? factors.get(row.session_recipe_id) ?? 1 : 1;
    if (!row || row.quantity_dependent !== 1 || f === 1) continue;
    const handsOn = scaleTaskMinutes(handsOnMinutes(row), f, true);
    // Minutes worked before a pause come off the scaled time too.
    const left = minutesLeft(handsOn, row.timer_duration_minutes, elapsedMinutes(row));
    t.duration = left.duration;
    t.attendMinutes = left.attend;
  }
}

/** The session's scaling factors, read from the database (the dispatcher's re-plan uses this). */
export async function servingFactors(db: Queryable, state: KitchenState): Promise<Map<number, number>> {
  if (!state.session.diners) return new Map();
  const recipeRows = await recipes.findRecipesByIds(db, [...new Set(state.copies.map((c) => c.recipe_id))]);
  return copyFactors(state.session, state.copies, recipeRows);
}

/** Serve time in kitchen minutes from `base` (the start, or now before it). */
export function serveMinute(session: Pick<CookingSessionRow, 'serve_at'>, base: number): number | undefined {
  return session.serve_at ? Math.floor((Date.parse(session.serve_at) - base) / MINUTE_MS) : undefined;
}

/** The dispatcher's finishing pass: with a serve time, move the plan towards it. */
export function withServeTime(problem: SchedulingProblem, schedule: ScheduleState, result: Plan, session: CookingSessionRow, now: number): Plan {
  const base = session.started_at ? Date.parse(session.started_at) : now;
  const serveAt = serveMinute(session, base);
  return serveAt === undefined ? result : serveTogether(problem, schedule, result, { serveAt });
}
