import { describe, expect, it } from 'vitest';
import { FIXTURE_START as START, newCookRow as cook, newKitchenState as kitchen, newTaskRow as task } from '../../../test/kitchen-state.fixtures';
import { toSchedulingProblem } from './scheduling-problem';
import { homeStations } from './stations';

describe('toSchedulingProblem', () => {
  it('holds a cook for the hands-on minutes of a passive timer and the whole of an active one', () => {
    const { problem } = toSchedulingProblem(
      kitchen([task('a', { task_type: 'timer_passive', estimated_duration_minutes: 3, timer_duration_minutes: 40 }), task('b', { task_type: 'timer_active', estimated_duration_minutes: 2, timer_duration_minutes: 10 })], [cook(1)]),
      START,
    );
    expect(problem.tasks[0]).toMatchObject({ duration: 43, attendance: 'start', attendMinutes: 3 });
    expect(problem.tasks[1]).toMatchObject({ duration: 12, attendance: 'whole' });
  });

  it('gates a task on all its skills: Yes qualifies, no answer only for beginner skills', () => {
    const { problem } = toSchedulingProblem(
      kitchen([task('a', { skill_requirements: '["knife_work","deep_frying"]' }), task('b', { skill_requirements: '["knife_work"]' })], [cook(1), cook(2)], { skillKeys: new Map([[1, ['deep_frying']], [2, []]]) }),
      START,
    );
    expect(problem.tasks[0]!.skill).toEqual({ name: 'deep_frying+knife_work', minLevel: 1 });
    expect(problem.tasks[1]!.skill).toBeUndefined();
    expect(problem.cooks[0]!.skills).toEqual({ 'deep_frying+knife_work': 5 });
    expect(problem.cooks[1]!.skills).toEqual({});
  });

  it('keeps a task from a cook who said No to one of its skills, beginner included', () => {
    const { problem } = toSchedulingProblem(
      kitchen([task('a', { skill_requirements: '["knife_work"]' })], [cook(1), cook(2)], { declinedKeys: new Map([[1, ['knife_work']], [2, []]]) }),
      START,
    );
    expect(problem.tasks[0]!.skill).toEqual({ name: 'knife_work', minLevel: 1 });
    expect(problem.cooks[0]!.skills).toEqual({});
    expect(problem.cooks[1]!.skills).toEqual({ knife_work: 5 });
  });

  it('leaves out cooks who are away and counts an appliance the kitchen lacks as none', () => {
    const { problem } = toSchedulingProblem(kitchen([task('a', { equipment: '["stand_mixer"]' }), task('b', { equipment: '["wok"]' })], [cook(1), cook(2, { is_active: 0 })]), START);
    expect(problem.cooks.map((c) => c.id)).toEqual(['1']);
    expect(problem.capacity.stand_mixer).toBe(0);
    expect(problem.capacity.wok).toBe(0);
  });

  it('keeps a task running past its estimate as ending in a minute, and frees the cook of a running oven timer', () => {
    const now = START + 30 * 60_000;
    const assignments = [
      { id: 1, session_id: 1, task_id: 'a', participant_id: 1, status: 'in_progress', assigned_at: new Date(START).toISOString(), started_at: new Date(START).toISOString(), completed_at: null, completed_by: null, timer_started_at: null, timer_ends_at: null, timer_warned: 0, timer_rang: 0, help_requested_at: null, help_answered_at: null },
      { id: 2, session_id: 1, task_id: 'b', participant_id: 2, status: 'in_progress', assigned_at: new Date(START).toISOString(), started_at: new Date(START).toISOString(), completed_at: null, completed_by: null, timer_started_at: new Date(START).toISOString(), timer_ends_at: new Date(now + 10 * 60_000).toISOString(), timer_warned: 0, timer_rang: 0, help_requested_at: null, help_answered_at: null },
    ];
    const { schedule } = toSchedulingProblem(
      kitchen([task('a'), task('b', { task_type: 'timer_passive', estimated_duration_minutes: 2, timer_duration_minutes: 40 })], [cook(1), cook(2)], { assignments }),
      now,
    );
    expect(schedule.now).toBe(30);
    expect(schedule.running).toEqual([
      { taskId: 'a', cookId: '1', startedAt: 0, remaining: 1 },
      { taskId: 'b', cookId: null, startedAt: 0, remaining: 10 },
    ]);
  });

  it('gives cooks home stations only when stations are fixed', () => {
    const tasks = [task('a'), task('b'), task('c', { equipment: '["burner"]' })];
    expect(toSchedulingProblem(kitchen(tasks, [cook(1), cook(2), cook(3)]), START).problem.cooks.every((c) => c.station === undefined)).toBe(true);
    const fixed = toSchedulingProblem(kitchen(tasks, [cook(1), cook(2), cook(3)], {}, 'fixed'), START).problem.cooks;
    expect(fixed.map((c) => c.station)).toEqual(['prep_station', 'burner', 'prep_station']);
  });

  it('keeps each present cook at the station they were given when an earlier cook is away (the one the screens show)', () => {
    const tasks = [task('a'), task('b'), task('c', { equipment: '["burner"]' })];
    const people = [cook(1, { is_active: 0 }), cook(2), cook(3)];
    const { problem } = toSchedulingProblem(kitchen(tasks, people, {}, 'fixed'), START);
    expect(problem.cooks.map((c) => [c.id, c.station])).toEqual([['2', 'burner'], ['3', 'prep_station']]);
    expect([...homeStations('fixed', people, tasks)]).toEqual([[1, 'prep_station'], [2, 'burner'], [3, 'prep_station']]);
    expect(homeStations('rotation', people, tasks).size).toBe(0);
  });

  it('plans only what is left of a task put down before, and leaves a cook on a break out', () => {
    const tasks = [task('a', { estimated_duration_minutes: 10, elapsed_ms: 4 * 60_000 + 30_000 }), task('b', { task_type: 'timer_passive', estimated_duration_minutes: 3, timer_duration_minutes: 20, elapsed_ms: 2 * 60_000 })];
    const { problem } = toSchedulingProblem(kitchen(tasks, [cook(1), cook(2, { on_break_since: new Date(START).toISOString() })]), START);
    expect(problem.tasks[0]).toMatchObject({ duration: 6 });
    expect(problem.tasks[1]).toMatchObject({ duration: 21, attendMinutes: 1 });
    expect(problem.cooks.map((c) => c.id)).toEqual(['1']);
  });
});
