import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readImopse } from './formats/imopse';
import { readPsplib } from './formats/psplib';
import { Justifier } from './justification';
import { compileMeal } from './meal';
import type { SchedulingProblem } from './model';
import { initialState } from './model';
import { plan } from './plan';
import { seededRandom } from './prng';
import { activityList, criticalPath } from './priority-rules';
import { randomMeal, stateAt } from './random-meal';
import { populationSize } from './search';
import { serialSchedule } from './sgs';
import { newCook, newTask } from '../../test/test-factories';
import { Timeline, newSchedule } from './timeline';
import { validateSchedule } from './validate';

const j30 = (name: string): SchedulingProblem =>
  readPsplib(readFileSync(new URL(`../../../../bench-data/psplib/j30/${name}`, import.meta.url), 'utf8')).problem;

const d36 = (name: string): SchedulingProblem =>
  readImopse(readFileSync(new URL(`../../../../bench-data/imopse/d36/${name}`, import.meta.url), 'utf8'));

const j120 = (name: string): SchedulingProblem =>
  readPsplib(readFileSync(new URL(`../../../../bench-data/psplib/j120/${name}`, import.meta.url), 'utf8')).problem;

/** Random meals without holds; `noCooks` makes every task unattended (PSPLIB-like). */
const mealWithoutHolds = (seed: number, noCooks = false): SchedulingProblem => {
  const problem = randomMeal(seed, { maxTasks: 16, maxCooks: 4, holdChance: 0 });
  return noCooks ? { ...problem, tasks: problem.tasks.map((t) => ({ ...t, attendance: 'none' as const })) } : problem;
};

describe('warm start (incumbent)', () => {
  it('starts from the incumbent: one schedule recovers what a long search found', () => {
    for (const name of ['j301_1.sm', 'j3037_7.sm']) {
      const problem = j30(name);
      const long = plan(problem, undefined, { budgetMs: 60_000, maxSchedules: 300 });
      const cold = plan(problem, undefined, { budgetMs: 60_000, maxSchedules: 1 });
      const warm = plan(problem, undefined, { budgetMs: 60_000, maxSchedules: 1, incumbent: long });
      expect(cold.makespan, name).toBeGreaterThan(long.makespan);
      expect(warm.makespan, name).toBe(long.makespan);
      expect(validateSchedule(problem, warm).violations, name).toEqual([]);
      // The same from the task ids alone, in the incumbent's start order.
      const ids = [...long.assignments].sort((a, b) => a.start - b.start).map((a) => a.taskId);
      expect(plan(problem, undefined, { budgetMs: 60_000, maxSchedules: 1, incumbent: ids }).makespan, name).toBe(long.makespan);
    }
  });

  it('keeps improving across calls and never finishes later than its incumbent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 1000 }), (mealSeed, seed) => {
        const problem = mealWithoutHolds(mealSeed);
        let incumbent = plan(problem, initialState, { budgetMs: 60_000, maxSchedules: 8, seed });
        for (let call = 1; call <= 3; call++) {
          const next = plan(problem, initialState, { budgetMs: 60_000, maxSchedules: 8, seed: seed + call, incumbent });
          expect(validateSchedule(problem, next).violations).toEqual([]);
          expect(next.makespan).toBeLessThanOrEqual(incumbent.makespan);
          incumbent = next;
        }
      }),
      { numRuns: 40 },
    );
  });

  it('adapts an incumbent to a later state (with holds, new tasks and cooks who left)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.double({ min: 0, max: 1, noNaN: true }), (mealSeed, when) => {
        const problem = randomMeal(mealSeed, { maxTasks: 14, maxCooks: 4, holdChance: 0.15 });
        const first = plan(problem, initialState, { budgetMs: 60_000, maxSchedules: 20 });
        const state = stateAt(first, Math.floor(first.finish * when));
        const busy = new Set(state.running.map((r) => r.cookId));
        const later: SchedulingProblem = {
          ...problem,
          tasks: [...problem.tasks, newTask('late-order', { duration: 3 })],
          // A cook with nothing running may have gone home.
          cooks: problem.cooks.filter((c, i) => i === 0 || busy.has(c.id)),
        };
        const again = plan(later, state, { budgetMs: 60_000, maxSchedules: 10, seed: 3, incumbent: first });
        expect(validateSchedule(later, again, state).violations).toEqual([]);
        if (later.cooks.length > 0) expect(again.assignments.some((a) => a.taskId === 'late-order')).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('is deterministic for a seed, a schedule count and an incumbent', () => {
    const problem = j30('j3025_3.sm');
    const incumbent = plan(problem, undefined, { budgetMs: 60_000, maxSchedules: 30 });
    const a = plan(problem, undefined, { budgetMs: 60_000, maxSchedules: 80, seed: 4, incumbent });
    const b = plan(problem, undefined, { budgetMs: 60_000, maxSchedules: 80, seed: 4, incumbent });
    expect(a.assignments).toEqual(b.assignments);
  });
});

describe('population size', () => {
  it('stays at 20 for short searches and grows with the schedules the budget buys, up to a cap', () => {
    expect(populationSize(40)).toBe(20);
    expect(populationSize(560)).toBe(20);
    expect(populationSize(1400)).toBe(50);
    expect(populationSize(2800)).toBe(100);
    expect(populationSize(1e6)).toBe(120);
    expect(populationSize(Number.POSITIVE_INFINITY)).toBe(120);
  });

  it('starts from a smaller size when asked (meals whose children are balanced)', () => {
    expect(populationSize(40, 12)).toBe(12);
    expect(populationSize(336, 12)).toBe(12);
    expect(populationSize(560, 12)).toBe(20);
    expect(populationSize(1400, 12)).toBe(50);
  });

  it('keeps a capped search (as the live re-plan runs it) the same whatever the budget', () => {
    const problem = j30('j3046_2.sm');
    const a = plan(problem, undefined, { budgetMs: 60_000, maxSchedules: 40, seed: 2 });
    const b = plan(problem, undefined, { budgetMs: 1e9, maxSchedules: 40, seed: 2 });
    expect(a.assignments).toEqual(b.assignments);
  });
});

describe('double justification rebuilt from scratch (meals without cooks or holds)', () => {
  it('keeps every schedule feasible and never makes it longer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 1000 }), (mealSeed, seed) => {
        const problem = mealWithoutHolds(mealSeed, true);
        const m = compileMeal(problem, initialState);
        const tl = new Timeline(m);
        const s = newSchedule(m.n);
        if (!serialSchedule(m, tl, activityList(m, Float64Array.from(criticalPath(m).latestFinish), seededRandom(seed)), s)) return;
        const before = s.makespan;
        new Justifier(m, tl).justify(s);
        expect(s.makespan).toBeLessThanOrEqual(before);
        const assignments = m.tasks.map((t, j) => ({ taskId: t.id, cookId: null, start: s.start[j]! }));
        expect(validateSchedule(problem, { assignments, unassignable: m.unassignable, blocked: m.blocked }).violations).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('plans PSPLIB-like meals that pass the validator', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (mealSeed) => {
        const problem = mealWithoutHolds(mealSeed, true);
        expect(validateSchedule(problem, plan(problem, initialState, { budgetMs: 60_000, maxSchedules: 60 })).violations).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('stops after the rounds asked for: one round can leave a schedule that three rounds shorten', () => {
    let shortened = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const problem = j120(`j120${1 + (seed % 60)}_${1 + (seed % 5)}.sm`);
      const m = compileMeal(problem, initialState);
      const tl = new Timeline(m);
      const once = newSchedule(m.n), thrice = newSchedule(m.n);
      serialSchedule(m, tl, activityList(m, Float64Array.from(criticalPath(m).latestFinish), seededRandom(seed)), once);
      const before = once.makespan;
      thrice.start.set(once.start);
      thrice.cook.set(once.cook);
      thrice.makespan = once.makespan;
      const justifier = new Justifier(m, tl);
      justifier.justify(once, 1);
      justifier.justify(thrice, 3);
      expect(once.makespan).toBeLessThanOrEqual(before);
      expect(thrice.makespan).toBeLessThanOrEqual(once.makespan);
      if (thrice.makespan < once.makespan) shortened++;
    }
    expect(shortened).toBeGreaterThan(0);
  });

  it('plans valid, deterministic schedules in long searches on large meals (single rounds), with and without cooks', () => {
    const meals = [j120('j12011_3.sm'), j120('j12046_2.sm'), d36('100_20_47_9.def'), d36('200_40_91_15.def')];
    for (const problem of meals) {
      const p = plan(problem, initialState, { budgetMs: 60_000, maxSchedules: 150, seed: 3 });
      expect(p.schedulesEvaluated).toBeGreaterThan(100);
      expect(validateSchedule(problem, p).violations).toEqual([]);
      expect(p).toEqual(plan(problem, initialState, { budgetMs: 60_000, maxSchedules: 150, seed: 3 }));
    }
    // Eight long searches: about 5 s on a quiet machine, twice that on a loaded one.
  }, 60_000);

  it('leaves meals whose cooks have a choice to the shifting passes (cooks chosen anew)', () => {
    const problem: SchedulingProblem = {
      tasks: [newTask('a', { duration: 4 }), newTask('b', { duration: 4 }), newTask('c', { duration: 4, predecessors: ['a'] })],
      cooks: [newCook('ana'), newCook('bo')],
      capacity: {},
    };
    const p = plan(problem, undefined, { budgetMs: 60_000, maxSchedules: 10 });
    expect(p.makespan).toBe(8);
    expect(validateSchedule(problem, p).violations).toEqual([]);
  });
});
