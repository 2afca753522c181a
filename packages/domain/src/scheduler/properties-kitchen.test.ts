/**
 * Properties of issue 34 on random meals with ovens (a temperature per oven) and courses: every
 * task is in every plan, a cook more never makes the estimate longer, no oven holds two
 * temperatures at once, and courses come out in order when their serve times allow it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plansForCooks } from './cook-counts';
import type { Plan, SchedulingProblem } from './model';
import { initialState } from './model';
import { plan } from './plan';
import { RANDOM_COURSES, RANDOM_OVEN, randomMeal, stateAt, withCourses } from './random-meal';
import { dishFinishes, serveTogether } from './serve-time';
import { validateSchedule } from './validate';

const shape = { maxTasks: 14, maxCooks: 4, holdChance: 0.1, ovenChance: 0.5 };
const options = { budgetMs: 5, maxSchedules: 40 };
const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });

/** Each task exactly once: completed, in the assignments, or unplanned. */
function expectEveryTask(problem: SchedulingProblem, p: Plan, completed: readonly string[] = []): void {
  const ids = [...completed, ...p.assignments.map((a) => a.taskId), ...p.unplanned.map((u) => u.taskId)];
  expect(ids.sort()).toEqual(problem.tasks.map((t) => t.id).sort());
  for (const u of p.unplanned) expect(u.start).toBeGreaterThanOrEqual(p.finish);
  expect(p.unplanned.map((u) => u.taskId).sort()).toEqual([...p.unassignable, ...p.blocked].sort());
}

describe('kitchen properties over random meals with ovens and courses (issue 34)', () => {
  it('every task is in every plan, from the start and mid-way, and every plan is valid', () => {
    fc.assert(
      fc.property(seeds, fc.double({ min: 0, max: 1, noNaN: true }), (mealSeed, when) => {
        const problem = randomMeal(mealSeed, shape);
        const first = plan(problem, initialState, options);
        expectEveryTask(problem, first);
        expect(validateSchedule(problem, first).violations).toEqual([]);
        const state = stateAt(first, Math.floor(first.finish * when));
        const again = plan(problem, state, { ...options, seed: 3 });
        expectEveryTask(problem, again, state.completed);
        expect(validateSchedule(problem, again, state).violations).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('the estimate never grows when a cook is added (same tasks counted), and each plan is valid for its cooks', () => {
    fc.assert(
      fc.property(seeds, (mealSeed) => {
        const problem = randomMeal(mealSeed, shape);
        const plans = plansForCooks(problem, initialState, 4, options);
        for (let n = 1; n < plans.length; n++) {
          const cooks = { ...problem, cooks: [...problem.cooks, ...Array.from({ length: 4 }, (_, k) => ({ id: `extra-${k}`, skills: {} }))].slice(0, n) };
          expect(validateSchedule(cooks, plans[n]!).violations).toEqual([]);
          if (plans[n]!.unplanned.length === plans[n - 1]!.unplanned.length) expect(plans[n]!.finish).toBeLessThanOrEqual(plans[n - 1]!.finish);
          else expect(plans[n]!.unplanned.length).toBeLessThan(plans[n - 1]!.unplanned.length);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('no oven holds two temperatures at once, racks stay within the oven, and changes take their time', () => {
    fc.assert(
      fc.property(seeds, (mealSeed) => {
        const problem = randomMeal(mealSeed, { ...shape, ovenChance: 0.8 });
        const p = plan(problem, initialState, options);
        // Checked here from the plan alone, beside the validator's own check.
        const baking = p.assignments.filter((a) => a.setting && a.setting.value > 0 && a.end > a.start);
        for (const a of baking)
          for (const b of baking)
            if (a !== b && a.setting!.unit === b.setting!.unit && a.start < b.end && b.start < a.end) expect(a.setting!.value).toBe(b.setting!.value);
        for (const a of p.assignments) if (problem.tasks.find((t) => t.id === a.taskId)!.setting) expect(a.setting?.equipment).toBe(RANDOM_OVEN);
        expect(validateSchedule(problem, p).violations).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('courses come out in order when their serve times leave room: each dish ends after the course before and by its own', () => {
    fc.assert(
      fc.property(seeds, (mealSeed) => {
        const raw = randomMeal(mealSeed, { ...shape, holdChance: 0 });
        // A later course's task that an earlier course waits on could not keep the order: none here.
        const rank = (id: string): number => RANDOM_COURSES.indexOf(raw.tasks.find((t) => t.id === id)!.dish as 'd0');
        const tasks = raw.tasks.map((t) => ({ ...t, predecessors: t.predecessors.filter((p) => rank(p) <= rank(t.id)) }));
        const problem = { ...raw, tasks };
        const free = plan(problem, initialState, options);
        const room = 2 * (tasks.reduce((s, t) => s + t.duration, 0) + 80);
        const serves = [free.finish + room, free.finish + 2 * room, free.finish + 3 * room] as const;
        const coursed = withCourses(problem, serves);
        const p = plan(coursed, initialState, options);
        expect(validateSchedule(coursed, p).violations).toEqual([]);
        const out = new Set(p.unplanned.map((u) => u.taskId));
        const finishes = dishFinishes(coursed, p);
        // The dispatcher's serve-time pass (one serve time: the main's) keeps each course by its own.
        const served = serveTogether(coursed, initialState, p, { serveAt: serves[1] });
        expect(validateSchedule(coursed, served).violations).toEqual([]);
        const servedFinishes = dishFinishes(coursed, served);
        RANDOM_COURSES.forEach((dish, i) => {
          const mine = tasks.filter((t) => t.dish === dish);
          if (mine.length === 0 || mine.some((t) => out.has(t.id))) return;
          expect(finishes.get(dish)).toBeLessThanOrEqual(serves[i]!);
          if (i > 0) expect(finishes.get(dish)).toBeGreaterThan(serves[i - 1]!);
          expect(servedFinishes.get(dish)).toBeLessThanOrEqual(serves[i]!);
        });
      }),
      { numRuns: 40 },
    );
  });
});
