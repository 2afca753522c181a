import { describe, expect, it } from 'vitest';
import { FIXTURE_START as START, newCookRow as cook, newKitchenState as kitchen, newTaskRow as task } from '../../../test/kitchen-state.fixtures';
import { toSchedulingProblem } from './scheduling-problem';

const oven = (id: string, name: string, temp: number, copy: number, over = {}) =>
  task(id, { name, equipment: '["oven"]', oven_temperature_c: temp, session_recipe_id: copy, task_type: 'timer_passive', estimated_duration_minutes: 1, timer_duration_minutes: 15, ...over });

describe('the live kitchen as a problem: ovens, one preheat per temperature, courses (issue 34)', () => {
  const tasks = [
    oven('heat-a', 'Preheat the oven', 200, 1, { position: 0 }),
    oven('roast', 'Roast the chicken', 200, 1, { timer_duration_minutes: 80 }),
    oven('heat-b', 'Preheat the oven', 190, 2, { position: 1 }),
    oven('bake', 'Bake the crumble', 190, 2, { timer_duration_minutes: 40 }),
    task('salad', { session_recipe_id: 3 }),
  ];
  const dependencies = [{ task_id: 'roast', depends_on_id: 'heat-a' }, { task_id: 'bake', depends_on_id: 'heat-b' }];

  it('merges the preheats the plan heats to one temperature, and the bakes wait on the one left', () => {
    const { problem, merged } = toSchedulingProblem(kitchen(tasks, [cook(1)], { dependencies }), START);
    expect([...merged]).toEqual([['heat-b', 'heat-a']]);
    expect(problem.tasks.map((t) => t.id)).toEqual(['heat-a', 'roast', 'bake', 'salad']);
    expect(problem.tasks.find((t) => t.id === 'bake')!.predecessors).toEqual(['heat-a']);
    // Heating takes no rack; the bakes take one each, at their own temperature (the planner shares it).
    expect(problem.tasks[0]).toMatchObject({ demand: { oven: 0 }, setting: { equipment: 'oven', value: 200 } });
    expect(problem.tasks.find((t) => t.id === 'bake')).toMatchObject({ demand: { oven: 1 }, setting: { equipment: 'oven', value: 190 } });
    expect(problem.settings!.oven).toMatchObject({ perUnit: 2 });
  });

  it('knows a preheat by its name in the languages recipes come in (a German and a French recipe share one heating)', () => {
    const named = tasks.map((t) => (t.id === 'heat-a' ? { ...t, name: 'Backofen auf 200 °C vorheizen' } : t.id === 'heat-b' ? { ...t, name: 'Préchauffer le four' } : t));
    expect([...toSchedulingProblem(kitchen(named, [cook(1)], { dependencies }), START).merged]).toEqual([['heat-b', 'heat-a']]);
    // A bake alone on the oven is not a preheat, whatever its language.
    const bakes = named.map((t) => (t.id === 'heat-b' ? { ...t, name: 'Im Ofen backen' } : t));
    expect(toSchedulingProblem(kitchen(bakes, [cook(1)], { dependencies }), START).merged.size).toBe(0);
  });

  it('keeps preheats apart when their temperatures are far apart, and once one is under way the other is its own again after it', () => {
    const far = tasks.map((t) => (t.id === 'heat-b' || t.id === 'bake' ? { ...t, oven_temperature_c: 160 } : t));
    expect(toSchedulingProblem(kitchen(far, [cook(1)], { dependencies }), START).merged.size).toBe(0);
    const done = [{ id: 1, session_id: 1, task_id: 'heat-a', participant_id: 1, status: 'completed', assigned_at: '', started_at: '', completed_at: '', completed_by: 1, timer_started_at: null, timer_ends_at: null, timer_warned: 0, timer_rang: 0, help_requested_at: null, help_answered_at: null }];
    expect(toSchedulingProblem(kitchen(tasks, [cook(1)], { dependencies, assignments: done }), START).merged.size).toBe(0);
  });

  it("aims a dish at its course's serve time, in kitchen minutes", () => {
    const state = kitchen(tasks, [cook(1)], {
      dependencies,
      courseOfCopy: new Map([[1, 'main'], [2, 'dessert'], [3, 'starter']]),
      courseServeAt: new Map([['starter', new Date(START + 100 * 60_000).toISOString()], ['dessert', new Date(START + 160 * 60_000).toISOString()]]),
    });
    const { problem } = toSchedulingProblem(state, START);
    expect(problem.tasks.find((t) => t.id === 'salad')!.serveAt).toBe(100);
    expect(problem.tasks.find((t) => t.id === 'bake')!.serveAt).toBe(160);
    expect(problem.tasks.find((t) => t.id === 'roast')!.serveAt).toBeUndefined();
  });
});
