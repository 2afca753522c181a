import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialState, OVEN_SETTING, type SchedulingProblem } from './model';
import { plan } from './plan';
import { randomMeal, stateAt } from './random-meal';
import { dishFinishes, finishSpread, serveTogether, startBy } from './serve-time';
import { newCook, newTask } from '../../test/test-factories';
import { validateSchedule } from './validate';

const options = { budgetMs: 5, maxSchedules: 60 };

/** Two dishes: a 10-minute salad and a 40-minute stew, for two cooks. */
const twoDishes: SchedulingProblem = {
  tasks: [
    newTask('wash', { duration: 4, dish: 'salad' }),
    newTask('dress', { duration: 6, dish: 'salad', predecessors: ['wash'] }),
    newTask('brown', { duration: 10, dish: 'stew', demand: { burner: 1 } }),
    newTask('simmer', { duration: 30, dish: 'stew', predecessors: ['brown'], demand: { burner: 1 }, attendance: 'start' }),
  ],
  cooks: [newCook('a'), newCook('b')],
  capacity: { burner: 1 },
};

describe('serveTogether', () => {
  it('finishes the short dish with the long one, and plans back from a later serve time', () => {
    const base = plan(twoDishes, initialState, options);
    const together = serveTogether(twoDishes, initialState, base);
    expect(validateSchedule(twoDishes, together).violations).toEqual([]);
    expect(finishSpread(twoDishes, together)).toBe(0);
    expect(together.finish).toBe(base.finish);

    const served = serveTogether(twoDishes, initialState, base, { serveAt: 90 });
    expect(validateSchedule(twoDishes, served).violations).toEqual([]);
    expect([...dishFinishes(twoDishes, served).values()]).toEqual([90, 90]);
    expect(startBy(served)).toBe(90 - 40);
  });

  it('moves oven work with the rest towards a later serve time: the oven is not heated hours early (issue 34)', () => {
    const roast: SchedulingProblem = {
      tasks: [
        newTask('heat', { duration: 15, dish: 'roast', attendance: 'start', setting: { equipment: 'oven', value: 200 } }),
        newTask('season', { duration: 10, dish: 'roast' }),
        newTask('roast', { duration: 60, dish: 'roast', predecessors: ['heat', 'season'], demand: { oven: 1 }, attendance: 'start', setting: { equipment: 'oven', value: 200 } }),
        newTask('carve', { duration: 10, dish: 'roast', predecessors: ['roast'] }),
      ],
      cooks: [newCook('a')],
      capacity: { oven: 2 },
      settings: { oven: { ...OVEN_SETTING, perUnit: 2 } },
    };
    const base = plan(roast, initialState, options);
    const served = serveTogether(roast, initialState, base, { serveAt: 300 });
    expect(validateSchedule(roast, served).violations).toEqual([]);
    expect(served.finish).toBe(300);
    // Everything starts together with the rest of the meal, the heating included.
    expect(startBy(served)).toBe(300 - base.finish);
    expect(served.assignments.find((a) => a.taskId === 'heat')!.start).toBeGreaterThan(200);
  });

  it('never moves running tasks, never moves a task earlier, and stays valid on random meals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 60 }), (seed, when, extra) => {
        const problem = randomMeal(seed, { maxTasks: 14, maxCooks: 4, holdChance: 0.15 });
        const first = plan(problem, initialState, options);
        const state = stateAt(first, Math.floor(first.finish * when));
        const base = plan(problem, state, options);
        const serveAt = base.finish + extra;
        const served = serveTogether(problem, state, base, { serveAt });
        expect(validateSchedule(problem, served, state).violations).toEqual([]);
        const before = new Map(base.assignments.map((a) => [a.taskId, a]));
        for (const a of served.assignments) {
          const b = before.get(a.taskId)!;
          if (a.status === 'running') expect(a).toEqual(b);
          expect(a.start).toBeGreaterThanOrEqual(b.start);
          expect(a.end).toBeLessThanOrEqual(Math.max(serveAt, b.end));
        }
        expect(served.assignments.length).toBe(base.assignments.length);
        expect(served.finish).toBeLessThanOrEqual(Math.max(serveAt, base.finish));
      }),
      // The example: a hold's spans were read before the whole plan moved, so a task went into the held equipment.
      { numRuns: 80, examples: [[710893414, 0, 6]] },
    );
  });

  it('without a serve time keeps the finish and never widens the dish spread', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const problem = randomMeal(seed, { maxTasks: 14, maxCooks: 4, holdChance: 0 });
        const base = plan(problem, initialState, options);
        const together = serveTogether(problem, initialState, base);
        expect(validateSchedule(problem, together).violations).toEqual([]);
        expect(together.finish).toBe(base.finish);
        expect(finishSpread(problem, together)).toBeLessThanOrEqual(finishSpread(problem, base));
      }),
      { numRuns: 80 },
    );
  });
});
