import { describe, expect, it } from 'vitest';
import { idleReasons } from './idle';
import type { Plan, ScheduleState, SchedulingProblem } from './model';
import { plan } from './plan';
import { newCook, newTask } from './test-factories';

const at = (now: number, running: ScheduleState['running'] = [], completed: string[] = []): ScheduleState => ({ now, running, completed });

describe('why a cook is idle', () => {
  it('a cook whose next task waits for the oven says until when, and for what', () => {
    // Two roasts, one oven: the second waits for the first to leave the oven.
    const problem: SchedulingProblem = {
      tasks: [
        newTask('roast-a', { duration: 30, attendance: 'start', demand: { oven: 1 } }),
        newTask('roast-b', { duration: 30, attendance: 'start', demand: { oven: 1 } }),
      ],
      cooks: [newCook('ana'), newCook('ben')],
      capacity: { oven: 1 },
    };
    const state = at(5, [{ taskId: 'roast-a', cookId: 'ana', startedAt: 0, remaining: 25 }]);
    const result = plan(problem, state, { seed: 1, maxSchedules: 50 });
    const reasons = idleReasons(problem, state, result);
    const waiting = [...reasons.values()].filter((r) => r.kind === 'waiting');
    expect(waiting).toEqual([{ kind: 'waiting', taskId: 'roast-b', until: 30, on: { equipment: 'oven' } }]);
  });

  it('a task before it: waiting for that task', () => {
    const problem: SchedulingProblem = {
      tasks: [newTask('prove', { duration: 20, attendance: 'none' }), newTask('shape', { duration: 5, predecessors: ['prove'] })],
      cooks: [newCook('ana')],
      capacity: {},
    };
    const state = at(2, [{ taskId: 'prove', cookId: null, startedAt: 0, remaining: 18 }]);
    const reasons = idleReasons(problem, state, plan(problem, state, { seed: 1, maxSchedules: 20 }));
    expect(reasons.get('ana')).toEqual({ kind: 'waiting', taskId: 'shape', until: 20, on: { task: 'prove' } });
  });

  it('a cook without the skills for anything left says so; a cook at work is busy', () => {
    const knife = { name: 'knife', minLevel: 3 };
    const problem: SchedulingProblem = {
      tasks: [newTask('fillet', { duration: 10, skill: knife }), newTask('bone', { duration: 10, skill: knife })],
      cooks: [newCook('chef', { skills: { knife: 4 } }), newCook('kid', { skills: { knife: 1 } })],
      capacity: {},
    };
    const state = at(1, [{ taskId: 'fillet', cookId: 'chef', startedAt: 0, remaining: 9 }]);
    const reasons = idleReasons(problem, state, plan(problem, state, { seed: 1, maxSchedules: 20 }));
    expect(reasons.get('chef')).toEqual({ kind: 'busy', taskId: 'fillet' });
    expect(reasons.get('kid')).toEqual({ kind: 'no_skills', taskIds: ['bone'] });
  });

  it('work planned for others, or ready now', () => {
    const problem: SchedulingProblem = { tasks: [newTask('stir', { duration: 4 })], cooks: [newCook('ana'), newCook('ben')], capacity: {} };
    const planned: Pick<Plan, 'assignments' | 'unassignable' | 'blocked'> = {
      assignments: [{ taskId: 'stir', cookId: 'ana', start: 0, end: 4, cookUntil: 4, status: 'planned', predecessors: [] }],
      unassignable: [],
      blocked: [],
    };
    const reasons = idleReasons(problem, at(0), planned);
    expect(reasons.get('ana')).toEqual({ kind: 'ready', taskId: 'stir' });
    expect(reasons.get('ben')).toEqual({ kind: 'nothing_left' });
  });
});
