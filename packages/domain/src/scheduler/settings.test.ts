import { describe, expect, it } from 'vitest';
import type { SchedulingProblem, SchedulingTask } from './model';
import { OVEN_SETTING, changeTime, durationAt } from './model';
import { plan } from './plan';
import { shareSettings } from './setting-share';
import { validateSchedule } from './validate';

const cooks = [{ id: 'a', skills: {} }, { id: 'b', skills: {} }];
const bake = (id: string, value: number, duration: number, racks = 1): SchedulingTask => ({
  id, duration, predecessors: [], demand: { oven: racks }, attendance: 'none', setting: { equipment: 'oven', value },
});
const kitchen = (tasks: SchedulingTask[], ovens = 1): SchedulingProblem => ({ tasks, cooks, capacity: { oven: 2 * ovens }, settings: { oven: OVEN_SETTING } });
const opts = { budgetMs: 20, maxSchedules: 40 };

describe('equipment with a setting (issue 34)', () => {
  it('states the change model: heating 10 °C a minute, cooling 4 °C a minute; sharing scales time by own / used', () => {
    expect(changeTime(OVEN_SETTING, 180, 220)).toBe(4);
    expect(changeTime(OVEN_SETTING, 220, 180)).toBe(10);
    expect(durationAt(bake('c', 190, 40), 200)).toBe(38);
    // Heating the oven takes no rack: its time does not change with the temperature.
    expect(durationAt({ ...bake('h', 190, 15), demand: { oven: 0 } }, 200)).toBe(15);
  });

  it('bakes a 190 °C dish at 200 °C beside a 200 °C one, its time adjusted, and says so', () => {
    const problem = kitchen([bake('chicken', 200, 80), bake('crumble', 190, 40)]);
    expect(shareSettings(problem).used).toEqual(new Map([['chicken', 200], ['crumble', 200]]));
    const p = plan(problem, undefined, opts);
    const crumble = p.assignments.find((a) => a.taskId === 'crumble')!;
    expect(crumble.setting).toEqual({ equipment: 'oven', value: 200, unit: 0 });
    expect(crumble.end - crumble.start).toBe(38);
    expect(p.makespan).toBe(80);
    expect(validateSchedule(problem, p).violations).toEqual([]);
  });

  it('keeps temperatures far apart in one oven apart in time, with the time to cool between', () => {
    const problem = kitchen([bake('hot', 220, 30), bake('cool', 160, 20)]);
    const p = plan(problem, undefined, opts);
    const [first, second] = [...p.assignments].sort((x, y) => x.start - y.start);
    const gap = second!.start - first!.end;
    expect(gap).toBe(changeTime(OVEN_SETTING, first!.setting!.value, second!.setting!.value));
    expect(validateSchedule(problem, p).violations).toEqual([]);
    // With two ovens both bake at once.
    expect(plan(kitchen(problem.tasks, 2), undefined, opts).makespan).toBe(30);
  });

  it('shares racks: three dishes at one temperature need two turns in one oven of two racks', () => {
    const p = plan(kitchen([bake('x', 180, 20), bake('y', 180, 20), bake('z', 180, 20)]), undefined, opts);
    expect(p.makespan).toBe(40);
  });

  it('the validator finds two temperatures at once, too many racks, and a change without its time', () => {
    const problem = kitchen([bake('x', 220, 10), bake('y', 160, 10), bake('z', 220, 10, 2)]);
    const at = (taskId: string, start: number, value: number) => ({ taskId, cookId: null, start, setting: { equipment: 'oven', value, unit: 0 } });
    const kinds = (assignments: ReturnType<typeof at>[]) => validateSchedule(problem, { assignments }).violations.map((v) => v.kind);
    expect(kinds([at('x', 0, 220), at('y', 5, 160), at('z', 40, 220)])).toContain('setting-clash');
    expect(kinds([at('x', 0, 220), at('y', 12, 160), at('z', 60, 220)])).toEqual(['setting-change']);
    expect(kinds([at('x', 0, 220), at('z', 0, 220), at('y', 40, 160)])).toContain('setting-places');
    expect(kinds([at('x', 0, 220), at('y', 30, 160), at('z', 60, 220)])).toEqual([]);
    expect(kinds([at('x', 0, 220), { ...at('y', 30, 180) }, at('z', 60, 220)])).toContain('setting');
  });

  it('every plan holds every task: what nobody can do stays on the timeline after the finish, with its reason', () => {
    const problem: SchedulingProblem = {
      tasks: [
        { id: 'chop', duration: 5, predecessors: [], demand: {}, attendance: 'whole' },
        { id: 'carve', duration: 8, predecessors: ['chop'], demand: {}, attendance: 'whole', skill: { name: 'butchery', minLevel: 1 } },
        { id: 'plate', duration: 4, predecessors: ['carve'], demand: {}, attendance: 'whole' },
        { id: 'fry', duration: 6, predecessors: [], demand: { wok: 1 }, attendance: 'whole' },
      ],
      cooks, capacity: {},
    };
    const p = plan(problem, undefined, opts);
    expect(p.makespan).toBe(5);
    expect(p.unplanned).toEqual([
      { taskId: 'fry', reason: 'no_equipment', start: 5, end: 11, predecessors: [] },
      { taskId: 'carve', reason: 'no_cook', start: 5, end: 13, predecessors: ['chop'] },
      { taskId: 'plate', reason: 'waits_on_unplanned', start: 13, end: 17, predecessors: ['carve'] },
    ]);
  });
});
