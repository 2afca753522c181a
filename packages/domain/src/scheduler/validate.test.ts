import { describe, expect, it } from 'vitest';
import type { SchedulingProblem } from './model';
import { plan } from './plan';
import { newCook, newTask } from '../../test/test-factories';
import { validateSchedule } from './validate';

const problem: SchedulingProblem = {
  tasks: [
    newTask('a', { duration: 2, demand: { pan: 1 } }),
    newTask('b', { duration: 2, predecessors: ['a'], demand: { pan: 1 } }),
    newTask('c', { duration: 2, demand: { pan: 1 }, skill: { name: 'knife', minLevel: 2 } }),
  ],
  cooks: [newCook('ana', { skills: { knife: 2 } }), newCook('bo', { skills: { knife: 1 } })],
  capacity: { pan: 1 },
};
const kinds = (r: ReturnType<typeof validateSchedule>) => r.violations.map((v) => v.kind).sort();

describe('validateSchedule', () => {
  it('accepts a correct schedule', () => {
    const r = validateSchedule(problem, { assignments: [
      { taskId: 'a', cookId: 'bo', start: 0 }, { taskId: 'b', cookId: 'bo', start: 2 }, { taskId: 'c', cookId: 'ana', start: 4 },
    ] });
    expect(r).toEqual({ valid: true, violations: [] });
  });

  it('explains precedence, capacity, skill and double booking', () => {
    const r = validateSchedule(problem, { assignments: [
      { taskId: 'a', cookId: 'bo', start: 0 }, { taskId: 'b', cookId: 'bo', start: 1 }, { taskId: 'c', cookId: 'bo', start: 6 },
    ] });
    expect(kinds(r)).toEqual(['capacity', 'cook-double-booked', 'precedence', 'unqualified']);
    expect(r.violations.find((v) => v.kind === 'precedence')!.taskIds).toEqual(['a', 'b']);
    expect(r.violations.find((v) => v.kind === 'capacity')!.message).toMatch(/2 units of 'pan' in use at 1, capacity 1/);
  });

  it('reports missing tasks unless they are truly impossible', () => {
    expect(kinds(validateSchedule(problem, { assignments: [{ taskId: 'a', cookId: 'bo', start: 0 }] }))).toEqual(['missing', 'missing']);
    const noKnife = { ...problem, cooks: [newCook('bo')] };
    const r = validateSchedule(noKnife, { assignments: [{ taskId: 'a', cookId: 'bo', start: 0 }, { taskId: 'b', cookId: 'bo', start: 2 }], unassignable: ['c'] });
    expect(r.valid).toBe(true);
    expect(kinds(validateSchedule(problem, { assignments: [{ taskId: 'a', cookId: 'bo', start: 0 }, { taskId: 'b', cookId: 'bo', start: 2 }], unassignable: ['c'] }))).toEqual(['missing']);
  });

  it('checks running tasks stay put and nothing starts before now', () => {
    const state = { now: 1, completed: [], running: [{ taskId: 'a', cookId: 'bo', startedAt: 0, remaining: 1 }] };
    const r = validateSchedule(problem, { assignments: [
      { taskId: 'a', cookId: 'ana', start: 0 }, { taskId: 'b', cookId: 'bo', start: 2 }, { taskId: 'c', cookId: 'ana', start: 0 },
    ] }, state);
    expect(kinds(r)).toEqual(['before-now', 'capacity', 'running-moved']);
  });

  it('excuses a task whose equipment a hold keeps for good (its claim under way, its release out)', () => {
    // The claim holds the only board; nobody left can do the release: the board never comes back,
    // so the planner leaves out chop as well (fast-check found it: a cook with the skill went home).
    const held: SchedulingProblem = {
      tasks: [newTask('claim'), newTask('release', { predecessors: ['claim'], skill: { name: 'knife', minLevel: 1 } }), newTask('chop', { demand: { board: 1 } })],
      cooks: [newCook('ana')],
      capacity: { board: 1 },
      holds: [{ equipment: 'board', claimTaskId: 'claim', releaseTaskId: 'release' }],
    };
    const state = { now: 0, completed: [], running: [{ taskId: 'claim', cookId: 'ana', startedAt: 0, remaining: 2 }] };
    expect(validateSchedule(held, { assignments: [], unassignable: ['release', 'chop'] }, state)).toEqual({ valid: true, violations: [] });
    expect(plan(held, state, { budgetMs: 1000, maxSchedules: 10 })).toMatchObject({ unassignable: expect.arrayContaining(['release', 'chop']) });
    // With a cook who can do the release, leaving it out is a missing task (chop follows from it).
    const withKnife = { ...held, cooks: [newCook('ana', { skills: { knife: 1 } })] };
    const r = validateSchedule(withKnife, { assignments: [], unassignable: ['release', 'chop'] }, state);
    expect(r.violations.map((v) => v.taskIds)).toEqual([['release']]);
    // And leaving chop out alone, with the release planned, is too.
    expect(kinds(validateSchedule(withKnife, { assignments: [{ taskId: 'release', cookId: 'ana', start: 2 }], unassignable: ['chop'] }, state))).toEqual(['missing']);
  });

  it('counts equipment holds from claim to release', () => {
    const held: SchedulingProblem = {
      tasks: [newTask('claim'), newTask('release', { predecessors: ['claim'] }), newTask('x', { demand: { oven: 1 } })],
      cooks: [newCook('ana'), newCook('bo')],
      capacity: { oven: 1 },
      holds: [{ equipment: 'oven', claimTaskId: 'claim', releaseTaskId: 'release' }],
    };
    const r = validateSchedule(held, { assignments: [
      { taskId: 'claim', cookId: 'ana', start: 0 }, { taskId: 'release', cookId: 'ana', start: 1 }, { taskId: 'x', cookId: 'bo', start: 1 },
    ] });
    expect(kinds(r)).toEqual(['capacity']);
  });
});
