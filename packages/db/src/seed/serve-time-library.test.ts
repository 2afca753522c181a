import { describe, expect, it } from 'vitest';
import { kitchenCapacity, STANDARD_KITCHEN, type RecipeDraft } from '@brigade/contracts';
import {
  dispatch, dishFinishes, plan, serveTogether, validateSchedule,
  type RunningTask, type SchedulingProblem, type SchedulingTask, type ScheduleState,
} from '@brigade/domain';
import { loadRecipeLibrary } from './recipe-library';

// Serve at a time on the built-in recipes: three dishes at once, three cooks, a standard kitchen,
// the serve time half an hour after the earliest possible finish. The kitchen is modelled as the
// app models it (hands-on minutes plus timer; passive timers hold the cook only for the hands-on part).
const library = loadRecipeLibrary();
// The schedule cap, not the clock, ends the search: the same plans on a loaded machine.
const PLAN = { budgetMs: 60_000, maxSchedules: 40, seed: 1 };

function toProblem(dishes: RecipeDraft[], cooks: number): SchedulingProblem {
  const capacity: Record<string, number> = { ...kitchenCapacity(STANDARD_KITCHEN) };
  const tasks: SchedulingTask[] = dishes.flatMap((r, d) =>
    r.tasks.map((t) => {
      const demand = Object.fromEntries(t.equipment.map((e) => [e, 1]));
      for (const e of t.equipment) capacity[e] ||= 1;
      const passive = t.task_type === 'timer_passive' && t.timer_duration_minutes !== null;
      return {
        id: `${d}-${t.key}`,
        duration: Math.max(1, t.estimated_duration_minutes + (t.timer_duration_minutes ?? 0)),
        predecessors: t.depends_on.map((k) => `${d}-${k}`),
        demand,
        attendance: passive ? ('start' as const) : ('whole' as const),
        attendMinutes: t.estimated_duration_minutes,
        dish: String(d),
      };
    }),
  );
  return { tasks, cooks: Array.from({ length: cooks }, (_, i) => ({ id: `c${i}`, skills: {} })), capacity };
}

/** Meals of three library recipes: each recipe appears in three meals. */
const meals = library.map((_, i) => [library[i]!, library[(i + 7) % library.length]!, library[(i + 13) % library.length]!]);

/** The spread the plan promises: every dish ends within this many minutes of the serve time. */
const PLANNED_SPREAD = 6;
/** With hands-on times off by -30 % to +40 %, timers by -5 % to +10 %, a re-plan on every event as in the live kitchen. */
const NOISY_SPREAD = 25;
const NOISY_MEDIAN = 6;

describe('serve at a time on the built-in recipes', () => {
  it(`plans every dish of every meal to end within ${PLANNED_SPREAD} minutes of the serve time`, () => {
    const spreads: number[] = [];
    for (const dishes of meals) {
      const problem = toProblem(dishes, 3);
      const base = plan(problem, undefined, PLAN);
      const serveAt = base.finish + 30;
      const served = serveTogether(problem, { now: 0, completed: [], running: [] }, base, { serveAt });
      expect(validateSchedule(problem, served).violations).toEqual([]);
      const finishes = [...dishFinishes(problem, served).values()];
      expect(Math.max(...finishes)).toBeLessThanOrEqual(serveAt);
      spreads.push(serveAt - Math.min(...finishes));
    }
    console.log(`planned serve-time spread (min): ${spreads.sort((a, b) => a - b).join(' ')}`);
    expect(Math.max(...spreads)).toBeLessThanOrEqual(PLANNED_SPREAD);
  });

  it(`keeps dishes within ${NOISY_SPREAD} minutes of each other in a simulated kitchen with noisy task times`, () => {
    const spreads: number[] = [];
    for (const [m, dishes] of meals.entries()) {
      const problem = toProblem(dishes, 3);
      const serveAt = plan(problem, undefined, PLAN).finish + 30;
      const actual = simulate(problem, serveAt, m + 1);
      const finishes = [...actual.values()];
      spreads.push(Math.max(...finishes) - Math.min(...finishes));
    }
    spreads.sort((a, b) => a - b);
    // The figure docs/benchmarks.md quotes: median and worst over the 25 meals.
    console.log(`noisy serve-time spread (min): median ${spreads[Math.floor(spreads.length / 2)]}, worst ${spreads[spreads.length - 1]}; ${spreads.join(' ')}`);
    expect(spreads[spreads.length - 1]).toBeLessThanOrEqual(NOISY_SPREAD);
    expect(spreads[Math.floor(spreads.length / 2)]).toBeLessThanOrEqual(NOISY_MEDIAN);
  }, 120_000);
});

/** mulberry32: a small seeded generator in [0, 1). */
function seededRandom(seed: number) {
  let a = seed >>> 0;
  return {
    next(): number {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

/**
 * Cooks the meal: re-plans (plan, then serveTogether) after every event, starts what the plan
 * starts now, and lets each hands-on task take its estimate times a random factor in [0.7, 1.4]
 * and each timer its estimate times [0.95, 1.1].
 * Returns the actual finish of every dish.
 */
function simulate(problem: SchedulingProblem, serveAt: number, seed: number): Map<string, number> {
  const rnd = seededRandom(seed);
  const byId = new Map(problem.tasks.map((t) => [t.id, t]));
  const completed: string[] = [];
  const running: Array<RunningTask & { actualEnd: number; estimate: number }> = [];
  const finishes = new Map<string, number>();
  let now = 0;
  for (let guard = 0; guard < 10_000 && completed.length < problem.tasks.length; guard++) {
    const state: ScheduleState = {
      now, completed: [...completed],
      running: running.map((r) => ({ taskId: r.taskId, cookId: r.cookId, startedAt: r.startedAt, remaining: Math.max(1, r.estimate - (now - r.startedAt)) })),
    };
    const p = serveTogether(problem, state, plan(problem, state, PLAN), { serveAt });
    for (const order of dispatch(p, state, now).start) {
      const t = byId.get(order.taskId)!;
      const estimate = Math.max(1, Math.ceil(t.duration));
      // Hands-on work varies a lot between cooks; an oven or a simmer runs about as long as the recipe says.
      const factor = t.attendance === 'whole' ? 0.7 + 0.7 * rnd.next() : 0.95 + 0.15 * rnd.next();
      const actual = Math.max(1, Math.round(estimate * factor));
      running.push({ taskId: t.id, cookId: order.cookId, startedAt: now, remaining: estimate, estimate, actualEnd: now + actual });
    }
    const nextEnd = Math.min(...running.map((r) => r.actualEnd));
    const nextStart = Math.min(...p.assignments.filter((a) => a.status === 'planned' && a.start > now).map((a) => a.start));
    now = Math.min(nextEnd, nextStart);
    if (!Number.isFinite(now)) throw new Error('simulation stuck');
    for (const r of running.filter((x) => x.actualEnd <= now)) {
      completed.push(r.taskId);
      const dish = byId.get(r.taskId)!.dish!;
      finishes.set(dish, Math.max(finishes.get(dish) ?? 0, r.actualEnd));
    }
    for (let i = running.length - 1; i >= 0; i--) if (running[i]!.actualEnd <= now) running.splice(i, 1);
  }
  expect(completed.length).toBe(problem.tasks.length);
  return finishes;
}
