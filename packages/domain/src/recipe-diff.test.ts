import { describe, expect, it } from 'vitest';
import { diffRecipeGraphs, isEmptyDiff, type DiffRecipe, type DiffTask } from './recipe-diff';

const task = (key: string, overrides: Partial<DiffTask> = {}): DiffTask => ({
  key,
  name: `Task ${key}`,
  description: '',
  task_type: 'prep',
  skill_level: 1,
  estimated_duration_minutes: 5,
  timer_duration_minutes: null,
  safety_level: 'minimal',
  equipment: [],
  skill_requirements: [],
  quantity_dependent: false,
  depends_on: [],
  ...overrides,
});

/** chop → fry → serve */
const base = (): DiffRecipe => ({
  name: 'Stir fry',
  servings: 4,
  tasks: [task('chop', { equipment: ['prep_station', 'knife'] }), task('fry', { depends_on: ['chop'] }), task('serve', { depends_on: ['fry'] })],
});

describe('diffRecipeGraphs', () => {
  it('finds nothing between a recipe and itself', () => {
    const diff = diffRecipeGraphs(base(), base());
    expect(isEmptyDiff(diff)).toBe(true);
  });

  it('reads lists as sets: equipment in another order is no change', () => {
    const after = base();
    after.tasks = after.tasks.map((t) => (t.key === 'chop' ? { ...t, equipment: ['knife', 'prep_station'] } : t));
    expect(isEmptyDiff(diffRecipeGraphs(base(), after))).toBe(true);
  });

  it('names added and removed tasks and the edges that came and went with them', () => {
    const after: DiffRecipe = {
      ...base(),
      tasks: [task('chop'), task('marinate', { name: 'Marinate', depends_on: ['chop'] }), task('serve', { depends_on: ['marinate'] })],
    };
    const diff = diffRecipeGraphs(base(), after);
    expect(diff.tasks_added).toEqual([{ key: 'marinate', name: 'Marinate' }]);
    expect(diff.tasks_removed).toEqual([{ key: 'fry', name: 'Task fry' }]);
    expect(diff.edges_added.map((e) => `${e.from.key}>${e.to.key}`)).toEqual(['chop>marinate', 'marinate>serve']);
    expect(diff.edges_removed.map((e) => `${e.from.key}>${e.to.key}`)).toEqual(['chop>fry', 'fry>serve']);
    expect(diff.edges_removed[0]!.to.name).toBe('Task fry');
  });

  it('lists the changed fields of a kept task with before and after, and a rename', () => {
    const after = base();
    after.tasks = after.tasks.map((t) =>
      t.key === 'fry' ? { ...t, name: 'Stir-fry hot', estimated_duration_minutes: 8, skill_requirements: ['sauteing'] } : t,
    );
    const diff = diffRecipeGraphs(base(), after);
    expect(diff.tasks_added).toEqual([]);
    expect(diff.tasks_removed).toEqual([]);
    expect(diff.tasks_changed).toEqual([
      {
        key: 'fry',
        name: 'Stir-fry hot',
        previous_name: 'Task fry',
        changes: [
          { field: 'name', before: 'Task fry', after: 'Stir-fry hot' },
          { field: 'estimated_duration_minutes', before: 5, after: 8 },
          { field: 'skill_requirements', before: [], after: ['sauteing'] },
        ],
      },
    ]);
  });

  it('an edge added between kept tasks changes no task', () => {
    const after = base();
    after.tasks = after.tasks.map((t) => (t.key === 'serve' ? { ...t, depends_on: ['fry', 'chop'] } : t));
    const diff = diffRecipeGraphs(base(), after);
    expect(diff.tasks_changed).toEqual([]);
    expect(diff.edges_added).toEqual([{ from: { key: 'chop', name: 'Task chop' }, to: { key: 'serve', name: 'Task serve' } }]);
    expect(diff.edges_removed).toEqual([]);
  });

  it('reports the recipe fields that changed', () => {
    const diff = diffRecipeGraphs(base(), { ...base(), servings: 6 });
    expect(diff.recipe_changes).toEqual([{ field: 'servings', before: 4, after: 6 }]);
    expect(isEmptyDiff(diff)).toBe(false);
  });
});
