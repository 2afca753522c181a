/**
 * Random meals for property tests and benchmarks: a random DAG with equipment demand, skills,
 * attendance kinds, dishes and equipment holds, drawn from a seed.
 */
import type { Plan, SchedulingProblem, SchedulingTask, ScheduleState } from './model';
import { OVEN_SETTING } from './model';
import { seededRandom } from './prng';

/** Size limits of {@link randomMeal}. */
export interface RandomMealShape {
  maxTasks: number;
  maxCooks: number;
  /** Chance that a task is part of an equipment hold (claim or release). */
  holdChance?: number;
  /**
   * Chance that a task bakes in an oven (`oven_t`, 0-2 ovens of 2 racks, see OVEN_SETTING) at
   * 150-220 °C, taking 0-2 racks; 0 (default) draws the meal exactly as before.
   */
  ovenChance?: number;
}

/** The equipment key of the random meals' ovens with a temperature. */
export const RANDOM_OVEN = 'oven_t';

/** A random problem drawn from `seed`; may contain unassignable tasks on purpose. */
export function randomMeal(seed: number, shape: RandomMealShape): SchedulingProblem {
  const rnd = seededRandom(seed);
  const n = 1 + rnd.int(shape.maxTasks);
  const equipment = ['oven', 'burner', 'board'].slice(0, rnd.int(4));
  const capacity = Object.fromEntries(equipment.map((e) => [e, rnd.int(4)]));
  const skills = ['knife', 'sauce'];
  const tasks: SchedulingTask[] = [];
  for (let i = 0; i < n; i++) {
    const predecessors = tasks.filter(() => rnd.next() < 0.25).map((t) => t.id);
    const demand: Record<string, number> = {};
    for (const e of equipment) if (rnd.next() < 0.4) demand[e] = 1 + rnd.int(2);
    const kind = rnd.next();
    const task: SchedulingTask = {
      id: `t${i}`, duration: rnd.int(7), predecessors, demand,
      attendance: kind < 0.5 ? 'whole' : kind < 0.8 ? 'start' : 'none',
      dish: `d${rnd.int(3)}`,
    };
    if (task.attendance === 'start' && rnd.next() < 0.5) task.attendMinutes = rnd.int(4);
    if (rnd.next() < 0.4) task.skill = { name: skills[rnd.int(2)]!, minLevel: rnd.int(4) };
    if (rnd.next() < 0.3) task.station = `s${rnd.int(2)}`;
    tasks.push(task);
  }
  const cooks = Array.from({ length: rnd.int(shape.maxCooks + 1) }, (_, c) => ({
    id: `c${c}`,
    skills: Object.fromEntries(skills.filter(() => rnd.next() < 0.7).map((s) => [s, rnd.int(4)])),
    ...(rnd.next() < 0.5 ? { station: `s${rnd.int(2)}` } : {}),
  }));
  const holds: NonNullable<SchedulingProblem['holds']> = [];
  const used = new Set<string>();
  for (let i = 0; i + 1 < n && equipment.length > 0; i++) {
    if (rnd.next() >= (shape.holdChance ?? 0.1) || used.has(`t${i}`)) continue;
    const j = i + 1 + rnd.int(n - i - 1);
    const held = equipment[rnd.int(equipment.length)]!;
    // One hold per equipment type: nested holds on one type can be impossible by construction.
    if (used.has(`t${j}`) || used.has(held)) continue;
    const release = tasks[j]!;
    if (!release.predecessors.includes(`t${i}`)) release.predecessors.push(`t${i}`);
    holds.push({ equipment: held, claimTaskId: `t${i}`, releaseTaskId: release.id });
    used.add(held);
    used.add(`t${i}`);
    used.add(release.id);
  }
  const meal: SchedulingProblem = { tasks, cooks, capacity, holds };
  if ((shape.ovenChance ?? 0) > 0) addOvens(meal, seed, shape.ovenChance!);
  return meal;
}

/** Ovens with a temperature, from their own stream of the seed (the rest of the meal is unchanged). */
function addOvens(meal: SchedulingProblem, seed: number, chance: number): void {
  const rnd = seededRandom(seed ^ 0x5bd1e995);
  meal.capacity[RANDOM_OVEN] = 2 * rnd.int(3);
  meal.settings = { [RANDOM_OVEN]: OVEN_SETTING };
  for (const t of meal.tasks) {
    if (rnd.next() >= chance) continue;
    t.demand[RANDOM_OVEN] = rnd.int(3);
    t.setting = { equipment: RANDOM_OVEN, value: 150 + 10 * rnd.int(8) };
  }
}

/** The dishes' courses in random meals: d0 the starter, d1 the main, d2 the dessert. */
export const RANDOM_COURSES = ['d0', 'd1', 'd2'] as const;

/** The meal with each dish's tasks aimed at its course's serve time (d0, d1, d2 at `serves[0..2]`). */
export function withCourses(problem: SchedulingProblem, serves: readonly [number, number, number]): SchedulingProblem {
  return { ...problem, tasks: problem.tasks.map((t) => ({ ...t, serveAt: serves[RANDOM_COURSES.indexOf(t.dish as 'd0')]! })) };
}

/** The state at `now` if `plan` had run exactly as planned from its start. */
export function stateAt(plan: Plan, now: number, completedBefore: readonly string[] = []): ScheduleState {
  const state: ScheduleState = { now, completed: [...completedBefore], running: [] };
  for (const a of plan.assignments) {
    if (a.end <= now) state.completed.push(a.taskId);
    else if (a.start <= now) state.running.push({ taskId: a.taskId, cookId: a.cookId, startedAt: a.start, remaining: a.end - now });
  }
  return state;
}
