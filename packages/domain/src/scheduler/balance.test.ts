import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Balancer, cookGroupBound, cookLoadBound } from './balance';
import { compileMeal } from './meal';
import type { SchedulingProblem } from './model';
import { initialState } from './model';
import { randomMeal } from './random-meal';
import { plan } from './plan';
import { newCook, newTask } from '../../test/test-factories';
import { validateSchedule } from './validate';

/** Total cook time per cook of an assignment. */
function loads(m: ReturnType<typeof compileMeal>, cook: Int32Array): number[] {
  const out = m.cooks.map(() => 0);
  for (let j = 0; j < m.n; j++) if (cook[j]! >= 0) out[cook[j]!]! += m.attend[j]!;
  return out;
}

function qualifiedFor(m: ReturnType<typeof compileMeal>, j: number, c: number): boolean {
  for (let q = m.qualified.start[j]!; q < m.qualified.start[j + 1]!; q++) if (m.qualified.data[q] === c) return true;
  return false;
}

describe('cook load balancing', () => {
  it('moves and swaps work off the busiest cook, only to cooks qualified for it', () => {
    // Ann can only do the knife tasks' share; Bob and Cy can do everything.
    const problem: SchedulingProblem = {
      tasks: [
        newTask('a', { duration: 6 }), newTask('b', { duration: 5 }), newTask('c', { duration: 4 }),
        newTask('d', { duration: 3, skill: { name: 'knife', minLevel: 2 } }), newTask('e', { duration: 2 }),
      ],
      cooks: [newCook('ann', { skills: { knife: 1 } }), newCook('bob', { skills: { knife: 3 } }), newCook('cy', { skills: { knife: 2 } })],
      capacity: {},
    };
    const m = compileMeal(problem, initialState);
    const cook = Int32Array.from([1, 1, 1, 1, 1]); // everything on Bob: 20
    expect(new Balancer(m).balance(cook)).toBe(true);
    const after = loads(m, cook);
    // The total is 20 over three cooks, so 7 is the best any assignment can do.
    expect(Math.max(...after)).toBe(7);
    expect(cook[3]).not.toBe(0); // Ann lacks the knife level for d
    expect(after.reduce((a, b) => a + b, 0)).toBe(20);
    expect(cookLoadBound(m)).toBe(7);
  });

  it('leaves an assignment alone when nothing lowers the peak', () => {
    const problem: SchedulingProblem = {
      tasks: [newTask('a', { duration: 4 }), newTask('b', { duration: 4 })],
      cooks: [newCook('ann'), newCook('bob')],
      capacity: {},
    };
    const m = compileMeal(problem, initialState);
    const cook = Int32Array.from([0, 1]);
    expect(new Balancer(m).balance(cook)).toBe(false);
    expect([...cook]).toEqual([0, 1]);
  });

  it('never raises the peak and keeps every task with a qualified cook (random meals)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (seed, pick) => {
        const m = compileMeal(randomMeal(seed, { maxTasks: 20, maxCooks: 4, holdChance: 0 }), initialState);
        const cook = new Int32Array(m.n).fill(-1);
        for (let j = 0; j < m.n; j++) {
          const q0 = m.qualified.start[j]!, q = m.qualified.start[j + 1]! - q0;
          if (q > 0 && m.attend[j]! > 0) cook[j] = m.qualified.data[q0 + ((pick + j) % q)]!;
        }
        const before = Math.max(0, ...loads(m, cook));
        const was = Int32Array.from(cook);
        new Balancer(m).balance(cook);
        expect(Math.max(0, ...loads(m, cook))).toBeLessThanOrEqual(before);
        for (let j = 0; j < m.n; j++) {
          if (was[j]! < 0) expect(cook[j]).toBe(-1);
          else expect(qualifiedFor(m, j, cook[j]!)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('bounds the finish by what only a group of cooks can do, and the search stops there', () => {
    // Only Ann can pipe (three 5-minute tasks); four other cooks could share the rest easily.
    const piping = ['p1', 'p2', 'p3'].map((id) => newTask(id, { duration: 5, skill: { name: 'piping', minLevel: 1 } }));
    const other = ['a', 'b', 'c', 'd'].map((id) => newTask(id, { duration: 2 }));
    const problem: SchedulingProblem = {
      tasks: [...piping, ...other],
      cooks: [newCook('ann', { skills: { piping: 1 } }), ...['bob', 'cy', 'dee', 'eve'].map((id) => newCook(id))],
      capacity: {},
    };
    const m = compileMeal(problem, initialState);
    expect(cookLoadBound(m)).toBe(5); // 23 minutes over five cooks
    expect(cookGroupBound(m)).toBe(15); // Ann's three tasks
    const result = plan(problem, initialState, { budgetMs: 60_000, maxSchedules: 500 });
    expect(result.makespan).toBe(15);
    expect(result.schedulesEvaluated).toBe(1); // optimal at once: nothing left to search
    expect(validateSchedule(problem, result).violations).toEqual([]);
  });
});
