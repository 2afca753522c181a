/**
 * The household mode of bench:live-sim (issue 37): one kitchen cooks `meals` meals in a row, its
 * cooks truly taking `pace(kind)` times the recipe's hands-on minutes (±10 %, seeded per meal and
 * task). Before each meal, right after its start, the plan's predicted finish is read; the meal is
 * then cooked through the real services and the real finish compared with it. The kitchen learns
 * after each meal, so the error should shrink meal by meal.
 */
import { sessions } from '@brigade/db';
import { workKind, type Plan } from '@brigade/domain';
import { completeTask } from '../src/live/services/cooking.service';
import { KitchenTimers } from '../src/live/engine/kitchen-timers';
import { loadKitchenState } from '../src/live/engine/kitchen-state';
import type { PlanRunner } from '../src/live/engine/planner/plan-runner';
import { isPassive } from '../src/live/engine/scheduling-problem';
import { newLiveDeps, newLiveSession } from '../test/live-fixtures';

/** `knife=1.6,other=0.8`: a pace per kind of work, `other` for every kind not named (1 if not given). */
export function parseHouseholdPace(text: string): (kind: string) => number {
  const map = new Map(text.split(',').filter(Boolean).map((part) => {
    const [k, v] = part.split('=');
    const pace = Number(v);
    if (!k || !Number.isFinite(pace) || pace <= 0) throw new Error(`--household-pace: "${part}" is not kind=pace`);
    return [k.trim(), pace] as const;
  }));
  return (kind) => map.get(kind) ?? map.get('other') ?? 1;
}

export interface HouseholdMeal { meal: number; predicted_minutes: number; actual_minutes: number; error: number; learned_pace_line: number }

export async function household(opts: { runner: PlanRunner; meals: number; cooks: number; recipes: string[]; paceOf: (kind: string) => number; unit: (key: string) => number; seed: string }): Promise<HouseholdMeal[]> {
  const deps = await newLiveDeps(opts.runner);
  deps.planBudgetMs = 10_000;
  let t = deps.clock.now();
  deps.clock = { now: () => t, scale: 60 };
  const timers = new KitchenTimers(deps);
  const out: HouseholdMeal[] = [];
  let where: { host: Awaited<ReturnType<typeof newLiveSession>>['host']; kitchenId: number } | undefined;
  for (let index = 0; index < opts.meals; index++) {
    const s = await newLiveSession(deps, { recipes: opts.recipes, cooks: opts.cooks, skills: true, ...(where ? { in: where } : {}) });
    where = { host: s.host, kitchenId: s.kitchenId };
    await deps.planner.idle();
    const started = t;
    const predictedAt = (await sessions.findSessionById(deps.db, s.id))!.predicted_finish_at;
    if (!predictedAt) throw new Error(`meal ${index + 1}: no predicted finish after the start`);
    const predicted = (Date.parse(predictedAt) - started) / 60_000;
    const finishAt = new Map<number, number>();
    for (let steps = 0; steps < 5000; steps++) {
      const session = (await sessions.findSessionById(deps.db, s.id))!;
      if (session.status !== 'active') break;
      const state = await loadKitchenState(deps.db, session);
      for (const a of state.assignments) {
        const task = state.taskById.get(a.task_id)!;
        if (a.status !== 'in_progress' || a.participant_id === null || finishAt.has(a.id)) continue;
        if (isPassive(task) && a.timer_ends_at !== null) continue;
        const kind = workKind({ task_type: task.task_type, equipment: JSON.parse(task.equipment) as string[] });
        // The household's true hands-on time; a stay-with-it timer runs as long as it runs.
        const handsOn = task.estimated_duration_minutes * opts.paceOf(kind) * (0.9 + 0.2 * opts.unit(`${opts.seed}:${index}:${a.task_id}`));
        const minutes = handsOn + (isPassive(task) ? 0 : (task.timer_duration_minutes ?? 0));
        finishAt.set(a.id, t + minutes * 60_000);
      }
      const rings = state.assignments.filter((a) => a.status === 'in_progress' && a.timer_ends_at !== null && a.timer_rang === 0).map((a) => Date.parse(a.timer_ends_at!));
      const wake = deps.wakes.get(s.id);
      const next = Math.min(...finishAt.values(), ...rings, ...(wake !== undefined ? [wake] : []));
      if (!Number.isFinite(next)) throw new Error(`household meal ${index + 1}: nothing under way and the meal is not done`);
      t = Math.max(t, Math.ceil(next));
      await timers.tick();
      for (const [id, at] of [...finishAt].sort((a, b) => a[1] - b[1] || a[0] - b[0])) {
        if (at > t) continue;
        finishAt.delete(id);
        const a = (await loadKitchenState(deps.db, (await sessions.findSessionById(deps.db, s.id))!)).assignments.find((x) => x.id === id)!;
        if (a.status !== 'in_progress') continue;
        await completeTask(deps, { kind: 'cook', participantId: a.participant_id!, sessionId: s.id, tokenHash: '' }, s.code, id, { finishEarly: true });
      }
      await deps.planner.idle();
    }
    const done = (await sessions.findSessionById(deps.db, s.id))!;
    if (done.status !== 'completed') throw new Error(`household meal ${index + 1}: not completed`);
    const actual = (Date.parse(done.completed_at!) - started) / 60_000;
    const learned = (await deps.db.selectFrom('session_tasks').select('learned_pace').where('session_id', '=', s.id).execute()).map((r) => r.learned_pace ?? 1);
    out.push({ meal: index + 1, predicted_minutes: predicted, actual_minutes: actual, error: Math.abs(predicted - actual) / actual, learned_pace_line: learned.reduce((a, b) => a + b, 0) / learned.length });
    // A quiet gap between meals, as in a real household.
    t += 24 * 3_600_000;
  }
  await deps.planner.stop();
  await deps.db.destroy();
  return out;
}

export type { Plan };
