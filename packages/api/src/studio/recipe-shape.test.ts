import { recipeDraft } from '@brigade/contracts';
import { describe, expect, it } from 'vitest';
import { BrigadeError } from '../errors';
import { draftToStudioRecipe, selectionInKeys, studioRecipeToDraft } from './recipe-shape';

const draft = recipeDraft.parse({
  name: 'Tomato Bruschetta',
  description: 'Toasted bread with tomatoes.',
  difficulty_level: 'intermediate',
  estimated_time_minutes: 25,
  servings: 6,
  course: 'starter',
  ingredients: [{ name: 'tomatoes', quantity: 4, used_in: ['chop-tomatoes'] }],
  tasks: [
    { key: 'chop-tomatoes', name: 'Chop tomatoes', task_type: 'prep', estimated_duration_minutes: 5, skill_requirements: ['knife_work'], equipment: ['prep_station'], oven_temperature_c: null, oven_fan: null },
    // The oven setting goes out to the studio and comes back (issue 34).
    { key: 'toast-bread', name: 'Toast bread', task_type: 'timer_passive', estimated_duration_minutes: 8, timer_duration_minutes: 8, equipment: ['oven'], oven_temperature_c: 200, oven_fan: true },
    { key: 'assemble', name: 'Assemble', task_type: 'assembly', estimated_duration_minutes: 4, skill_level: 3, depends_on: ['chop-tomatoes', 'toast-bread'], oven_temperature_c: null, oven_fan: null },
  ],
});

describe('studio recipe shape', () => {
  it('shows an unsaved draft with its keys as ids and a target → sources map', () => {
    const shown = draftToStudioRecipe(draft);
    expect(shown.recipe).toMatchObject({ id: null, name: 'Tomato Bruschetta', estimated_time_minutes: 25 });
    expect(shown.tasks.map((t) => t.id)).toEqual(['chop-tomatoes', 'toast-bread', 'assemble']);
    expect(shown.tasks[0]).toMatchObject({ skill_requirements: ['Knife work'], equipment_required: ['prep_station'], estimated_time_minutes: 5 });
    expect(shown.task_dependencies).toEqual({ 'chop-tomatoes': [], 'toast-bread': [], assemble: ['chop-tomatoes', 'toast-bread'] });
  });

  it('reads its own output back into the same draft', () => {
    const { draft: back } = studioRecipeToDraft(draftToStudioRecipe(draft));
    expect(back).toEqual(draft);
  });

  it('maps a saved recipe (numeric ids, keys kept) back to keys and depends_on', () => {
    const shown = draftToStudioRecipe(draft);
    const saved = {
      ...shown,
      recipe: { ...shown.recipe, id: 7 },
      tasks: shown.tasks.map((t, i) => ({ ...t, id: 100 + i, task_id: 100 + i })),
      task_dependencies: { '100': [], '101': [], '102': ['100', 101] },
    };
    const read = studioRecipeToDraft(saved);
    expect(read.draft.tasks.map((t) => [t.key, t.depends_on])).toEqual([
      ['chop-tomatoes', []],
      ['toast-bread', []],
      ['assemble', ['chop-tomatoes', 'toast-bread']],
    ]);
    expect(read.keyOf.get('102')).toBe('assemble');
    expect(selectionInKeys({ type: 'node', id: '101' }, read)).toEqual({ type: 'node', id: 'toast-bread' });
    expect(selectionInKeys({ type: 'edge', id: '100-102' }, read)).toEqual({ type: 'edge', id: 'chop-tomatoes-assemble' });
    expect(selectionInKeys({ type: 'edge', id: 'chop-tomatoes-assemble' }, read)).toEqual({ type: 'edge', id: 'chop-tomatoes-assemble' });
    expect(selectionInKeys({ type: 'node', id: '999' }, read)).toBeNull();
  });

  it('makes keys for tasks without usable ones and forgives hand-typed card fields', () => {
    const read = studioRecipeToDraft({
      recipe: { name: 'Soup', estimated_time_minutes: 30 },
      tasks: [
        { id: 'Chop Onions!', name: 'Chop', estimated_time_minutes: 0, skill_requirement: 'Knife work, Juggling', difficulty_level: 'advanced' },
        { id: 5, name: 'Simmer', task_type: 'timer_passive', estimated_duration_minutes: 20, equipment_required: ['burner', 'spaceship'] },
      ],
      task_dependencies: { '5': ['Chop Onions!', 'nowhere'] },
    });
    expect(read.draft.tasks).toMatchObject([
      { key: 'task-1', estimated_duration_minutes: 1, skill_requirements: ['knife_work'], skill_level: 3 },
      { key: '5', depends_on: ['task-1'], timer_duration_minutes: 20, equipment: ['burner'] },
    ]);
    expect(read.draft.difficulty_level).toBe('beginner');
  });

  it('refuses what is not a recipe with field errors under current_recipe', () => {
    expect(() => studioRecipeToDraft({ recipe: { name: 'x' }, tasks: [] })).toThrow(BrigadeError);
    try {
      studioRecipeToDraft({ tasks: [{ name: 'x', task_type: 'juggling' }] });
      expect.unreachable();
    } catch (error) {
      expect((error as BrigadeError).fieldErrors).toHaveProperty(['current_recipe.tasks.0.task_type']);
    }
  });
});
