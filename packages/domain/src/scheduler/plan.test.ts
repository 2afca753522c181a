import { describe, expect, it } from 'vitest';
import type { Plan, SchedulingProblem } from './model';
import { plan, priorityRulePlan } from './plan';
import { seededRandom } from './prng';
import { newCook, newTask } from '../../test/test-factories';
import { validateSchedule } from './validate';

const at = (p: Plan, id: string) => p.assignments.find((a) => a.taskId === id)!;
const opts = { budgetMs: 20, maxSchedules: 200 };

describe('plan', () => {
  it('respects precedence and one task per cook', () => {
    const problem: SchedulingProblem = {
      tasks: [newTask('chop', { duration: 3 }), newTask('fry', { duration: 2, predecessors: ['chop'] }), newTask('wash', { duration: 2 })],
      cooks: [newCook('ana')],
      capacity: {},
    };
    const p = plan(problem, undefined, opts);
    expect(validateSchedule(problem, p).valid).toBe(true);
    expect(p.makespan).toBe(7);
    expect(at(p, 'fry').start).toBeGreaterThanOrEqual(at(p, 'chop').end);
  });

  it('lets a cook start a passive timer and move on', () => {
    const problem: SchedulingProblem = {
      tasks: [newTask('roast', { duration: 30, attendance: 'start', attendMinutes: 2, demand: { oven: 1 } }), newTask('salad', { duration: 10 })],
      cooks: [newCook('ana')],
      capacity: { oven: 1 },
    };
    const p = plan(problem, undefined, opts);
    expect(p.makespan).toBe(30);
    expect(at(p, 'roast').cookUntil - at(p, 'roast').start).toBe(2);
  });

  it('keeps equipment within capacity', () => {
    const problem: SchedulingProblem = {
      tasks: ['a', 'b', 'c'].map((id) => newTask(id, { duration: 4, demand: { burner: 2 }, attendance: 'none' })),
      cooks: [],
      capacity: { burner: 3 },
    };
    const p = plan(problem, undefined, opts);
    expect(p.makespan).toBe(12);
    expect(validateSchedule(problem, p).valid).toBe(true);
  });

  it('reports tasks nobody can do as unassignable and their successors as blocked', () => {
    const problem: SchedulingProblem = {
      tasks: [
        newTask('souffle', { skill: { name: 'pastry', minLevel: 3 } }),
        newTask('serve', { predecessors: ['souffle'] }),
        newTask('bread', { demand: { oven: 2 } }),
        newTask('salad'),
      ],
      cooks: [newCook('ana', { skills: { pastry: 2 } })],
      capacity: { oven: 1 },
    };
    const p = plan(problem, undefined, opts);
    expect(p.unassignable.sort()).toEqual(['bread', 'souffle']);
    expect(p.blocked).toEqual(['serve']);
    expect(p.assignments.map((a) => a.taskId)).toEqual(['salad']);
    expect(validateSchedule(problem, p).valid).toBe(true);
  });

  it('gives skilled tasks to qualified cooks', () => {
    const problem: SchedulingProblem = {
      tasks: [newTask('fillet', { skill: { name: 'knife', minLevel: 2 }, duration: 3 }), newTask('peel', { duration: 3 })],
      cooks: [newCook('ana', { skills: { knife: 1 } }), newCook('bo', { skills: { knife: 3 } })],
      capacity: {},
    };
    const p = plan(problem, undefined, opts);
    expect(at(p, 'fillet').cookId).toBe('bo');
    expect(p.makespan).toBe(3);
  });

  it('holds a unit from the claim to the release', () => {
    const problem: SchedulingProblem = {
      tasks: [
        newTask('claim', { duration: 1 }), newTask('bake', { duration: 5, predecessors: ['claim'], attendance: 'none' }),
        newTask('release', { duration: 1, predecessors: ['bake'] }), newTask('other', { duration: 2, demand: { oven: 1 } }),
      ],
      cooks: [newCook('ana'), newCook('bo')],
      capacity: { oven: 1 },
      holds: [{ equipment: 'oven', claimTaskId: 'claim', releaseTaskId: 'release' }],
    };
    const p = plan(problem, undefined, opts);
    expect(validateSchedule(problem, p).valid).toBe(true);
    const other = at(p, 'other');
    expect(other.end <= at(p, 'claim').start || other.start >= at(p, 'release').end).toBe(true);
    expect(p.makespan).toBe(9);
  });

  it('keeps running tasks and plans from now', () => {
    const problem: SchedulingProblem = {
      tasks: [newTask('a', { duration: 5 }), newTask('b', { duration: 2, predecessors: ['a'] }), newTask('c', { duration: 2 })],
      cooks: [newCook('ana'), newCook('bo')],
      capacity: {},
    };
    const state = { now: 10, completed: [], running: [{ taskId: 'a', cookId: 'ana', startedAt: 8, remaining: 3 }] };
    const p = plan(problem, state, opts);
    expect(at(p, 'a')).toMatchObject({ start: 8, end: 13, cookId: 'ana', status: 'running' });
    expect(at(p, 'b').start).toBe(13);
    expect(at(p, 'c')).toMatchObject({ start: 10, cookId: 'bo' });
    expect(p.finish).toBe(15);
    expect(validateSchedule(problem, p, state).valid).toBe(true);
  });

  it('plans backwards from a late serve time and lets dishes finish together', () => {
    const problem: SchedulingProblem = {
      tasks: [newTask('soup', { duration: 3, dish: 'soup' }), newTask('steak', { duration: 6, dish: 'main' })],
      cooks: [newCook('ana'), newCook('bo')],
      capacity: {},
    };
    const together = plan(problem, undefined, opts);
    expect(at(together, 'soup').end).toBe(6);
    const late = plan(problem, undefined, { ...opts, serveAt: 20 });
    expect(at(late, 'soup').end).toBe(20);
    expect(at(late, 'steak').end).toBe(20);
  });

  it('keeps cooks at their station under the fixed preference', () => {
    const problem: SchedulingProblem = {
      tasks: [newTask('sauce', { station: 'stove', duration: 2 }), newTask('dough', { station: 'pastry', duration: 2 })],
      cooks: [newCook('ana', { station: 'pastry' }), newCook('bo', { station: 'stove' })],
      capacity: {},
    };
    const p = plan(problem, undefined, { ...opts, stationPreference: 'fixed' });
    expect(at(p, 'sauce').cookId).toBe('bo');
    expect(at(p, 'dough').cookId).toBe('ana');
  });

  it('says when no plan can finish sooner (the search reached its lower bound), and only then', () => {
    // One cook, 7 minutes of work: the bound (the cook's work) is met.
    const chain: SchedulingProblem = {
      tasks: [newTask('chop', { duration: 3 }), newTask('fry', { duration: 2, predecessors: ['chop'] }), newTask('wash', { duration: 2 })],
      cooks: [newCook('ana')],
      capacity: {},
    };
    expect(plan(chain, undefined, opts)).toMatchObject({ makespan: 7, atLowerBound: true });
    // Three 2-minute tasks for two cooks: the bound is 3 (6 minutes of work over two cooks), the
    // best plan takes 4, so a further search might still help as far as the planner can tell.
    const three: SchedulingProblem = {
      tasks: [newTask('a', { duration: 2 }), newTask('b', { duration: 2 }), newTask('c', { duration: 2 })],
      cooks: [newCook('ana'), newCook('ben')],
      capacity: {},
    };
    expect(plan(three, undefined, opts)).toMatchObject({ makespan: 4, atLowerBound: false });
    // A late serve time moves the finish on purpose: the plan is still as short as can be.
    expect(plan(chain, { now: 0, completed: [], running: [] }, { ...opts, serveAt: 30 })).toMatchObject({ finish: 30, atLowerBound: true });
  });

  it('is deterministic for a seed and a schedule count', () => {
    const rnd = seededRandom(5);
    const tasks = Array.from({ length: 25 }, (_, i) =>
      newTask(`t${i}`, { duration: 1 + rnd.int(5), demand: { pan: 1 + rnd.int(2) }, predecessors: i > 3 ? [`t${rnd.int(i)}`] : [] }));
    const problem: SchedulingProblem = { tasks, cooks: [newCook('a'), newCook('b'), newCook('c')], capacity: { pan: 3 } };
    const a = plan(problem, undefined, { budgetMs: 10_000, maxSchedules: 60, seed: 9 });
    const b = plan(problem, undefined, { budgetMs: 10_000, maxSchedules: 60, seed: 9 });
    expect(a.assignments).toEqual(b.assignments);
    expect(a.makespan).toBeLessThanOrEqual(priorityRulePlan(problem).makespan);
  });

  it('rejects cycles and unknown predecessors', () => {
    expect(() => plan({ tasks: [newTask('a', { predecessors: ['b'] }), newTask('b', { predecessors: ['a'] })], cooks: [], capacity: {} })).toThrow(/cycle/);
    expect(() => plan({ tasks: [newTask('a', { predecessors: ['x'] })], cooks: [], capacity: {} })).toThrow(/unknown/);
  });
});
