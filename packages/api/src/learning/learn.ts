/**
 * What a kitchen learns and how a session's plan takes it up (issue 37). Called from two hooks:
 * `learnFromMeal` when a meal ends (completed or ended early: the tasks that were completed are
 * real observations either way), `applyLearnedPaces` when a recipe is added and when the meal starts.
 */
import { learnPaces, predictPace, workKind, type LearnedPaces, type PaceEstimate, type PaceObservation, type WorkKind } from '@brigade/domain';
import { pace, participants, recipes, sessions, sessionTasks, type CookingSessionRow, type PaceEstimateRow, type Queryable } from '@brigade/db';
import { iso } from '../clock';
import { copyFactors } from '../sessions/servings';
import { mealObservations } from './observations';
import { proposeSlowTasks } from './slow-task-proposals';

export function toObservation(o: { kind: string; estimated_minutes: number; actual_minutes: number; user_id: number | null; recipe_task_id: number }): PaceObservation {
  return { kind: o.kind as WorkKind, estimatedMinutes: o.estimated_minutes, actualMinutes: o.actual_minutes, cookKey: o.user_id === null ? null : String(o.user_id), taskKey: String(o.recipe_task_id) };
}

const toEstimate = (r: PaceEstimateRow): PaceEstimate => ({ logPace: r.log_pace, pace: Math.exp(r.log_pace), n: r.observations });

/** A kitchen's stored estimates as the model's three levels. */
export async function kitchenPaces(db: Queryable, kitchenId: number): Promise<LearnedPaces> {
  const rows = await pace.listKitchenEstimates(db, kitchenId);
  const level = (l: PaceEstimateRow['level']) => rows.filter((r) => r.level === l).map((r) => [r.key, toEstimate(r)] as const);
  return { kinds: new Map(level('kind') as Array<readonly [WorkKind, PaceEstimate]>), cooks: new Map(level('cook')), tasks: new Map(level('task')) };
}

/** Learns a kitchen's estimates again from all its observations. */
export async function relearnKitchen(db: Queryable, kitchenId: number, now: number): Promise<LearnedPaces> {
  const learned = learnPaces((await pace.listKitchenObservations(db, kitchenId)).map(toObservation));
  const at = iso(now);
  const rows = [
    ...[...learned.kinds].map(([key, e]) => ({ level: 'kind' as const, key, log_pace: e.logPace, observations: e.n, updated_at: at })),
    ...[...learned.cooks].map(([key, e]) => ({ level: 'cook' as const, key, log_pace: e.logPace, observations: e.n, updated_at: at })),
    ...[...learned.tasks].map(([key, e]) => ({ level: 'task' as const, key, log_pace: e.logPace, observations: e.n, updated_at: at })),
  ];
  await pace.replaceKitchenEstimates(db, kitchenId, rows);
  return learned;
}

/** After a meal: its observations, the kitchen's estimates learned again, and slow recipe tasks proposed for an edit. */
export async function learnFromMeal(db: Queryable, session: CookingSessionRow, now: number): Promise<void> {
  if (session.kitchen_id === null) return;
  const [tasks, assignments, everyone, copies] = await Promise.all([
    sessionTasks.listSessionTasks(db, session.id),
    sessionTasks.listAssignments(db, session.id),
    participants.listEveryone(db, session.id),
    sessions.listSessionRecipes(db, [session.id]),
  ]);
  const factors = session.diners ? copyFactors(session, copies, await recipes.findRecipesByIds(db, [...new Set(copies.map((c) => c.recipe_id))])) : new Map<number, number>();
  const rows = mealObservations({ kitchenId: session.kitchen_id, sessionId: session.id, tasks, assignments, everyone, copies, factors, at: iso(now) });
  if ((await pace.insertObservations(db, rows)) === 0) return;
  await relearnKitchen(db, session.kitchen_id, now);
  await proposeSlowTasks(db, [...new Set(rows.map((r) => r.recipe_id))], now);
}

/**
 * Fixes each task's learned pace from the kitchen's estimates (the kind of work and the recipe task;
 * the cook is not known when planning). Null where the kitchen learned nothing that applies, and
 * for every task when the host switched learned times off for the session.
 */
export async function applyLearnedPaces(db: Queryable, session: Pick<CookingSessionRow, 'id' | 'kitchen_id' | 'learned_times'>): Promise<void> {
  const learned = session.kitchen_id !== null && session.learned_times !== 0 ? await kitchenPaces(db, session.kitchen_id) : null;
  const tasks = await sessionTasks.listSessionTasks(db, session.id);
  const paces = tasks.map((t) => {
    if (!learned) return { id: t.id, learned_pace: null, before: t.learned_pace };
    const kind = workKind({ task_type: t.task_type, equipment: JSON.parse(t.equipment) as string[] });
    const known = learned.kinds.has(kind) || learned.tasks.has(String(t.original_task_id));
    const p = known ? Math.round(predictPace(learned, { kind, taskKey: String(t.original_task_id) }) * 1000) / 1000 : null;
    return { id: t.id, learned_pace: p, before: t.learned_pace };
  });
  await pace.setLearnedPaces(db, paces.filter((p) => p.learned_pace !== p.before));
}
