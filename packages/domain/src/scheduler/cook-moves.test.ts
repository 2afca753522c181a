import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CookMoves } from './cook-moves';
import { readImopse } from './formats/imopse';
import type { Individual } from './genetic';
import { listFromSchedule } from './genetic';
import { Justifier } from './justification';
import type { Meal } from './meal';
import { compileMeal } from './meal';
import type { SchedulingProblem } from './model';
import { initialState } from './model';
import { plan } from './plan';
import { seededRandom } from './prng';
import { activityList, criticalPath } from './priority-rules';
import { randomMeal } from './random-meal';
import { newCook, newTask } from '../../test/test-factories';
import { serialSchedule } from './sgs';
import type { Schedule } from './timeline';
import { Timeline, newSchedule } from './timeline';
import { validateSchedule } from './validate';

const d36 = (name: string): SchedulingProblem =>
  readImopse(readFileSync(new URL(`../../../../bench-data/imopse/d36/${name}`, import.meta.url), 'utf8'));

/** The schedule as the validator reads it. */
const asPlan = (m: Meal, s: Schedule) => ({
  assignments: m.tasks.map((t, j) => ({ taskId: t.id, cookId: s.cook[j]! < 0 ? null : m.cooks[s.cook[j]!]!.id, start: s.start[j]!, end: s.start[j]! + m.dur[j]! })),
  unassignable: m.unassignable,
  blocked: m.blocked,
});

/**
 * Runs the moves for `evaluations` schedules from the LFT schedule of `problem`, decoding and
 * justifying each as the search does; validates every schedule evaluated.
 */
function runMoves(problem: SchedulingProblem, evaluations: number, seed: number): { from: number; to: number; kept: Individual; invalid: number } {
  const m = compileMeal(problem, initialState);
  const tl = new Timeline(m), justifier = new Justifier(m, tl), work = newSchedule(m.n), bucket = new Int32Array(m.H + 1);
  const start = newSchedule(m.n);
  serialSchedule(m, tl, activityList(m, Float64Array.from(criticalPath(m).latestFinish)), start);
  justifier.justify(start);
  let count = 0, invalid = 0;
  const evaluate = (ind: Individual): number => {
    count++;
    tl.prefer = ind.prefer;
    const ok = serialSchedule(m, tl, ind.list, work);
    tl.prefer = null;
    if (!ok) return Number.POSITIVE_INFINITY;
    justifier.justify(work);
    if (validateSchedule(problem, asPlan(m, work)).violations.length > 0) invalid++;
    ind.prefer.set(work.cook);
    ind.start.set(work.start);
    listFromSchedule(m, work, ind.list, bucket);
    return work.makespan;
  };
  const kept = new CookMoves(m).run(start, { evaluate, keepGoing: () => count < evaluations }, seededRandom(seed));
  return { from: start.makespan, to: kept.makespan, kept, invalid };
}

describe('cook moves', () => {
  it('never end later than the schedule they start from, plan valid schedules, and shorten cook-tight iMOPSE meals', () => {
    let shortened = 0;
    for (const name of ['100_20_47_9.def', '100_20_65_9.def', '200_40_90_9.def']) {
      const problem = d36(name);
      const { from, to, kept, invalid } = runMoves(problem, 60, 1);
      expect(invalid, name).toBe(0);
      expect(to, name).toBeLessThanOrEqual(from);
      // The kept individual is a real schedule of that makespan.
      const m = compileMeal(problem, initialState);
      const s = { start: kept.start, cook: kept.prefer, unit: new Int32Array(m.n).fill(-1), makespan: kept.makespan };
      expect(validateSchedule(problem, asPlan(m, s)).violations, name).toEqual([]);
      if (to < from) shortened++;
    }
    expect(shortened).toBeGreaterThanOrEqual(2);
  });

  it('keep kitchen meals (timers, equipment, single-skill tasks) valid and never later', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 1000 }), (mealSeed, seed) => {
        const problem = randomMeal(mealSeed, { maxTasks: 30, maxCooks: 4, holdChance: 0 });
        const { from, to, invalid } = runMoves(problem, 12, seed);
        expect(invalid).toBe(0);
        expect(to).toBeLessThanOrEqual(from);
      }),
      { numRuns: 60 },
    );
  });

  it('start a task that waits only for its cook before the task its cook does first', () => {
    // Cook ana can do a (5) and b (1); bo does c (5) after b; cal and dee share d, the only choice.
    // In the order a, b, c the plan ends at 11; with b first at 6. No cook move helps.
    const problem: SchedulingProblem = {
      tasks: [
        newTask('a', { duration: 5, skill: { name: 'x', minLevel: 1 } }),
        newTask('b', { duration: 1, skill: { name: 'x', minLevel: 1 } }),
        newTask('c', { duration: 5, skill: { name: 'y', minLevel: 1 }, predecessors: ['b'] }),
        newTask('d', { duration: 1, skill: { name: 'z', minLevel: 1 } }),
      ],
      cooks: [newCook('ana', { skills: { x: 1 } }), newCook('bo', { skills: { y: 1 } }), newCook('cal', { skills: { z: 1 } }), newCook('dee', { skills: { z: 1 } })],
      capacity: {},
    };
    const m = compileMeal(problem, initialState);
    const tl = new Timeline(m), work = newSchedule(m.n), bucket = new Int32Array(m.H + 1);
    const from = newSchedule(m.n);
    serialSchedule(m, tl, Int32Array.from([0, 1, 3, 2]), from);
    expect(from.makespan).toBe(11);
    let count = 0;
    // Decoding only: the move itself must find the shorter order.
    const evaluate = (ind: Individual): number => {
      count++;
      tl.prefer = ind.prefer;
      serialSchedule(m, tl, ind.list, work);
      tl.prefer = null;
      ind.prefer.set(work.cook);
      ind.start.set(work.start);
      listFromSchedule(m, work, ind.list, bucket);
      return work.makespan;
    };
    const kept = new CookMoves(m).run(from, { evaluate, keepGoing: () => count < 30 }, seededRandom(5));
    expect(kept.makespan).toBe(6);
    expect(kept.start[1]).toBe(0);
  });

  it('shorten plans of long searches on cook-tight meals, with the same plan for the same seed', () => {
    // 200_40_90_9 and 100_20_47_9 end at 132-133 and 125-126 after 165 schedules without the moves.
    const problem = d36('100_20_47_9.def');
    const p = plan(problem, initialState, { budgetMs: 60_000, maxSchedules: 165, seed: 1 });
    expect(validateSchedule(problem, p).violations).toEqual([]);
    expect(p.makespan).toBeLessThanOrEqual(123);
    expect(p).toEqual(plan(problem, initialState, { budgetMs: 60_000, maxSchedules: 165, seed: 1 }));
  });
});
