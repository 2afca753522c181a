import { describe, expect, it } from 'vitest';
import { dispatch } from './dispatch';
import type { SchedulingProblem } from './model';
import { plan } from './plan';
import { newCook, newTask } from '../../test/test-factories';

const problem: SchedulingProblem = {
  tasks: [
    newTask('chop', { duration: 3 }), newTask('fry', { duration: 2, predecessors: ['chop'] }),
    newTask('rest', { duration: 5, attendance: 'none' }), newTask('wash', { duration: 4 }),
  ],
  cooks: [newCook('ana'), newCook('bo')],
  capacity: {},
};

describe('dispatch', () => {
  it('starts what the plan starts now and names each cook\'s next task', () => {
    const p = plan(problem, undefined, { budgetMs: 10, maxSchedules: 20 });
    const orders = dispatch(p, { now: 0, completed: [], running: [] }, 0);
    expect(orders.start.map((o) => o.taskId).sort()).toEqual(['chop', 'rest', 'wash']);
    expect(orders.start.find((o) => o.taskId === 'rest')!.cookId).toBeNull();
    const chopCook = orders.start.find((o) => o.taskId === 'chop')!.cookId!;
    expect(orders.next[chopCook]).toBe('fry');
  });

  it('waits for predecessors and busy cooks even when the plan says go', () => {
    const p = plan(problem, undefined, { budgetMs: 10, maxSchedules: 20 });
    const chop = p.assignments.find((a) => a.taskId === 'chop')!;
    const late = { now: 3, completed: ['rest', 'wash'], running: [{ taskId: 'chop', cookId: chop.cookId, startedAt: 1, remaining: 1 }] };
    expect(dispatch(p, late, 3).start).toEqual([]);
    const done = { now: 4, completed: ['rest', 'wash', 'chop'], running: [] };
    expect(dispatch(p, done, 4).start.map((o) => o.taskId)).toEqual(['fry']);
  });
});
