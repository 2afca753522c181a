import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialState, type SchedulingProblem } from './model';
import { plan } from './plan';
import { criticalPath, planView } from './plan-view';
import { randomMeal } from './random-meal';
import { newCook, newTask } from '../../test/test-factories';

const meal: SchedulingProblem = {
  tasks: [
    newTask('wash', { duration: 4, dish: 'salad' }),
    newTask('dress', { duration: 6, dish: 'salad', predecessors: ['wash'] }),
    newTask('brown', { duration: 10, dish: 'stew', demand: { burner: 1 } }),
    newTask('simmer', { duration: 30, dish: 'stew', predecessors: ['brown'], demand: { burner: 1 }, attendance: 'start' }),
    newTask('plate', { duration: 2, dish: 'salad', demand: { board: 1 } }),
  ],
  cooks: [newCook('a'), newCook('b')],
  capacity: { burner: 1, board: 3 },
};

describe('planView', () => {
  it('has a lane per cook and per bottleneck equipment, timers marked, and the critical path', () => {
    const p = plan(meal, initialState, { maxSchedules: 20 });
    const view = planView(meal, p);
    expect(view.lanes.map((l) => l.id)).toEqual(['cook:a', 'cook:b', 'equipment:burner']);
    expect(view.criticalPath).toEqual(['brown', 'simmer']);
    expect(view.bars.filter((b) => b.lane === 'equipment:burner').map((b) => b.taskId).sort()).toEqual(['brown', 'simmer']);
    expect(view.bars.find((b) => b.taskId === 'simmer' && b.lane.startsWith('cook:'))).toMatchObject({ passive: true, critical: true, dish: 'stew' });
    expect(view.finish).toBe(40);
  });

  it('critical path is a chain of back-to-back tasks ending at the finish, on random meals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const problem = randomMeal(seed, { maxTasks: 14, maxCooks: 4, holdChance: 0 });
        const p = plan(problem, initialState, { budgetMs: 5, maxSchedules: 30 });
        const path = criticalPath(problem, p);
        const at = new Map(p.assignments.map((a) => [a.taskId, a]));
        if (p.assignments.length === 0) {
          expect(path).toEqual([]);
          return;
        }
        expect(at.get(path[path.length - 1]!)!.end).toBe(p.finish);
        for (let i = 1; i < path.length; i++) expect(at.get(path[i - 1]!)!.end).toBe(at.get(path[i]!)!.start);
        const view = planView(problem, p);
        const cookBars = view.bars.filter((b) => b.lane.startsWith('cook:') || b.lane === 'unattended');
        expect(cookBars.map((b) => b.taskId).sort()).toEqual(p.assignments.map((a) => a.taskId).sort());
        for (const b of view.bars) expect(view.lanes.some((l) => l.id === b.lane)).toBe(true);
      }),
      { numRuns: 80 },
    );
  });
});
