/**
 * Re-plan timing on a synthetic kitchen: a meal of `tasks` tasks in dishes, `cooks` cooks with
 * skills, shared equipment and an oven hold; plan once, then re-plan mid-way from a state with
 * completed and running tasks.
 */
import { performance } from 'node:perf_hooks';
import type { SchedulingProblem, SchedulingTask, ScheduleState } from '../../packages/domain/src/index.ts';
import { plan, validateSchedule } from '../../packages/domain/src/index.ts';
import { seededRandom } from '../../packages/domain/src/scheduler/prng.ts';

/** A random but kitchen-shaped meal. */
export function syntheticMeal(taskCount: number, cookCount: number, seed = 7): SchedulingProblem {
  const rnd = seededRandom(seed);
  const skills = ['knife', 'sauce', 'pastry', 'grill'];
  const equipment = { burner: 4, oven: 2, board: 6, mixer: 1 };
  const tasks: SchedulingTask[] = [];
  for (let i = 0; i < taskCount; i++) {
    const dish = `dish${i % 8}`;
    const sameDish = tasks.filter((t) => t.dish === dish);
    const predecessors = sameDish.length > 0 && rnd.next() < 0.8 ? [sameDish[rnd.int(sameDish.length)]!.id] : [];
    const kind = rnd.next();
    const demand: Record<string, number> = {};
    if (kind < 0.3) demand.burner = 1 + rnd.int(2);
    else if (kind < 0.45) demand.oven = 1;
    else if (kind < 0.75) demand.board = 1;
    else if (kind < 0.8) demand.mixer = 1;
    const task: SchedulingTask = {
      id: `t${i}`, duration: 2 + rnd.int(15), predecessors, demand, dish,
      attendance: kind >= 0.3 && kind < 0.45 ? 'start' : kind > 0.95 ? 'none' : 'whole',
    };
    if (rnd.next() < 0.4) task.skill = { name: skills[rnd.int(skills.length)]!, minLevel: 1 + rnd.int(3) };
    tasks.push(task);
  }
  const cooks = Array.from({ length: cookCount }, (_, c) => ({
    id: `cook${c}`, skills: Object.fromEntries(skills.map((s) => [s, 1 + rnd.int(4)])), station: `station${c % 4}`,
  }));
  return { tasks, cooks, capacity: equipment };
}

/** Plans, then re-plans `runs` times from a mid-meal state; returns timing figures. */
export function replanBenchmark(o: { tasks: number; cooks: number; budgetMs: number; runs: number }): Record<string, unknown> {
  const problem = syntheticMeal(o.tasks, o.cooks);
  const first = plan(problem, undefined, { budgetMs: 50 });
  const times: number[] = [];
  let valid = 0;
  for (let r = 0; r < o.runs; r++) {
    const now = Math.floor((first.makespan * (r + 1)) / (o.runs + 2));
    const state: ScheduleState = { now, completed: [], running: [] };
    for (const a of first.assignments) {
      if (a.end <= now) state.completed.push(a.taskId);
      else if (a.start <= now) state.running.push({ taskId: a.taskId, cookId: a.cookId, startedAt: a.start, remaining: a.end - now });
    }
    const t0 = performance.now();
    const again = plan(problem, state, { budgetMs: o.budgetMs, seed: r + 1 });
    times.push(performance.now() - t0);
    if (validateSchedule(problem, again, state).valid) valid++;
  }
  return {
    tasks: o.tasks, cooks: o.cooks, budget_ms: o.budgetMs, replans: o.runs, valid,
    first_plan_makespan: first.makespan,
    mean_ms: Math.round((times.reduce((a, b) => a + b, 0) / times.length) * 10) / 10,
    max_ms: Math.round(Math.max(...times) * 10) / 10,
  };
}
