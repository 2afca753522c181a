import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dispatch } from './dispatch';
import { initialState } from './model';
import { plan } from './plan';
import { randomMeal, stateAt } from './random-meal';
import { validateSchedule } from './validate';

const shape = { maxTasks: 14, maxCooks: 4, holdChance: 0.15 };
const options = { budgetMs: 5, maxSchedules: 60 };

describe('scheduler properties over random meals', () => {
  it('every plan passes the independent validator', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 1000 }), (mealSeed, seed) => {
        const problem = randomMeal(mealSeed, shape);
        const result = plan(problem, initialState, { ...options, seed });
        expect(validateSchedule(problem, result).violations).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('re-planning mid-way keeps finished and running tasks as they are, and stays valid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.double({ min: 0, max: 1, noNaN: true }), (mealSeed, when) => {
        const problem = randomMeal(mealSeed, shape);
        const first = plan(problem, initialState, options);
        const state = stateAt(first, Math.floor(first.finish * when));
        const again = plan(problem, state, { ...options, seed: 2 });
        expect(validateSchedule(problem, again, state).violations).toEqual([]);
        const byId = new Map(again.assignments.map((a) => [a.taskId, a]));
        for (const id of state.completed) expect(byId.has(id)).toBe(false);
        for (const r of state.running) expect(byId.get(r.taskId)).toMatchObject({ start: r.startedAt, cookId: r.cookId, status: 'running' });
        expect(again.finish).toBeGreaterThanOrEqual(state.now);
      }),
      { numRuns: 50 },
    );
  });

  it('dispatch never hands out a task whose predecessors are unfinished, nor two tasks to one cook', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.double({ min: 0, max: 1, noNaN: true }), (mealSeed, when) => {
        const problem = randomMeal(mealSeed, shape);
        const first = plan(problem, initialState, options);
        const now = Math.floor(first.finish * when);
        // A stale plan: the state says less is done than the plan assumed.
        const state = stateAt(first, now);
        const lagging = { ...state, completed: state.completed.filter((_, i) => i % 3 !== 0) };
        for (const s of [state, lagging]) {
          const orders = dispatch(first, s, now);
          const done = new Set(s.completed);
          const preds = new Map(problem.tasks.map((t) => [t.id, t.predecessors]));
          for (const o of orders.start) for (const p of preds.get(o.taskId)!) expect(done.has(p)).toBe(true);
          const cooks = orders.start.map((o) => o.cookId).filter((c) => c !== null);
          expect(new Set(cooks).size).toBe(cooks.length);
        }
      }),
      { numRuns: 50 },
    );
  });
});
