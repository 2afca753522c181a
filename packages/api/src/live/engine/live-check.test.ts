import type { Assignment, Plan } from '@brigade/domain';
import { describe, expect, it } from 'vitest';
import { newCookRow, newKitchenState, newRunningRow, newTaskRow } from '../../../test/kitchen-state.fixtures';
import { LiveKitchen } from './live-check';
import { toSchedulingProblem } from './scheduling-problem';

const MINUTE = 60_000;

/** A plan made earlier: `running` tasks under way, the rest planned. */
function planOf(assignments: Array<Pick<Assignment, 'taskId' | 'cookId' | 'start' | 'end' | 'status'>>): Plan {
  const full = assignments.map((a) => ({ ...a, cookUntil: a.end, predecessors: [] }));
  const finish = Math.max(...full.map((a) => a.end));
  return { assignments: full, makespan: finish, finish, unassignable: [], blocked: [], unplanned: [], schedulesEvaluated: 1 };
}

/**
 * Three prep stations at kitchen minute 10: cooks 2 and 3 work at two of them (`d` and `t`); `m`
 * waits on `t`; cook 1 is idle, and each test's plan has a six-minute `g` for them.
 */
function kitchenAtTen() {
  const tasks = ['d', 't', 'x', 'm', 'g'].map((id) => newTaskRow(id, { estimated_duration_minutes: id === 'g' ? 6 : 3 }));
  const state = newKitchenState(tasks, [newCookRow(1), newCookRow(2), newCookRow(3), newCookRow(4)], {
    assignments: [newRunningRow(1, 'd', 2, 8), newRunningRow(2, 't', 3, 9)],
    dependencies: [{ task_id: 'm', depends_on_id: 't' }],
  });
  const { problem, nowMinute } = toSchedulingProblem(state, Date.parse(state.session.started_at!) + 10 * MINUTE);
  return { live: new LiveKitchen(state, problem), nowMinute };
}

const running = [
  { taskId: 'd', cookId: '2', start: 8, end: 12, status: 'running' },
  { taskId: 't', cookId: '3', start: 9, end: 13, status: 'running' },
] as const;

describe('LiveKitchen', () => {
  it('lets a cook start a task only when it is free to start: predecessors done, cook free, a unit left', () => {
    const { live, nowMinute } = kitchenAtTen();
    expect(nowMinute).toBe(10);
    expect(live.check('g', 1)).toBeNull();
    expect(live.check('m', 1)).toBe('waits on a predecessor');
    expect(live.check('g', 2)).toBe('cook busy');
    expect(live.check('d', 1)).toBe('already under way');
    expect(live.check('g', 9)).toBe('cook not present');
    live.start('g', 1);
    expect(live.check('x', 4)).toBe('no prep_station free');
  });

  it('starts a task early only when the units in use and those planned over its run leave one for it (an over-count)', () => {
    const { live, nowMinute } = kitchenAtTen();
    // Nothing else planned on a station during g's run (10-16): two in use, one for g.
    expect(live.fitsEarly(planOf([...running, { taskId: 'g', cookId: '1', start: 11, end: 17, status: 'planned' }]), 'g', nowMinute)).toBe(true);
    // x planned at 14-16 for cook 2: counted over the whole run, with d and t still in use.
    const withX = planOf([...running, { taskId: 'x', cookId: '2', start: 14, end: 16, status: 'planned' }, { taskId: 'g', cookId: '1', start: 16, end: 22, status: 'planned' }]);
    expect(live.fitsEarly(withX, 'g', nowMinute)).toBe(false);
    // The same x after g's run would end: no overlap, so g fits.
    const xLater = planOf([...running, { taskId: 'x', cookId: '2', start: 16, end: 18, status: 'planned' }, { taskId: 'g', cookId: '1', start: 11, end: 17, status: 'planned' }]);
    expect(live.fitsEarly(xLater, 'g', nowMinute)).toBe(true);
  });

  it('counts an oven by its racks: a third dish at 200 °C does not go into the other oven at 180 °C (issue 34)', () => {
    const bake = (id: string, temp: number) => newTaskRow(id, { equipment: '["oven"]', oven_temperature_c: temp, task_type: 'timer_passive', estimated_duration_minutes: 1, timer_duration_minutes: 30 });
    const tasks = [bake('a', 200), bake('b', 200), bake('c', 180), bake('d', 200), bake('e', 180)];
    // Two ovens of two racks: a and b fill the one at 200 °C, c is alone in the one at 180 °C.
    const state = newKitchenState(tasks, [1, 2, 3, 4, 5].map((id) => newCookRow(id)), {
      assignments: [newRunningRow(1, 'a', 1, 1), newRunningRow(2, 'b', 2, 1), newRunningRow(3, 'c', 3, 1)],
      capacity: { prep_station: 3, burner: 4, oven: 4, sink: 1, dishwasher: 1, stand_mixer: 0, food_processor: 1, blender: 1 },
    });
    const { problem } = toSchedulingProblem(state, Date.parse(state.session.started_at!) + 5 * MINUTE);
    const live = new LiveKitchen(state, problem);
    // A rack is free, but only in the 180 °C oven.
    expect(live.check('d', 4)).toBe('oven at another setting');
    expect(live.check('e', 4)).toBeNull();
  });
});
