import { apiText } from '@brigade/contracts';
import { describe, expect, it } from 'vitest';
import { graphFromLinear } from '../../src/formats/graph-builder';
import { canRunTogether, isAcyclic, taskAbout, waitsFor } from '../support/task-graph';

const roast = {
  name: 'Sunday roast potatoes',
  servings: 6,
  ingredients: [
    { quantity: 1.5, unit: 'kg', name: 'potatoes' },
    { quantity: 4, unit: 'tbsp', name: 'olive oil' },
    { quantity: null, unit: null, name: 'gravy' },
  ],
  steps: [
    { text: 'Heat the oven to 220C.', section: null },
    { text: 'Peel the potatoes and cut them into chunks.', section: null },
    { text: 'Toss the potatoes with the olive oil in a roasting tin and roast for 75 minutes.', section: null },
    { text: 'Meanwhile, warm the gravy in a small pan and stir for 2 minutes.', section: null },
    { text: 'Serve the potatoes with the gravy.', section: null },
  ],
};

describe('graphFromLinear', () => {
  const { draft, warnings } = graphFromLinear(roast);

  it('makes one task per action', () => {
    expect(draft.tasks.map((t) => t.description)).toEqual([
      'Heat the oven to 220C.',
      'Peel the potatoes',
      'Cut them into chunks.',
      'Toss the potatoes with the olive oil in a roasting tin',
      'Roast for 75 minutes.',
      'Meanwhile, warm the gravy in a small pan',
      'Stir for 2 minutes.',
      'Serve the potatoes with the gravy.',
    ]);
  });

  it('lets independent work start at once and keeps what needs what', () => {
    const oven = taskAbout(draft, 'heat the oven');
    const peel = taskAbout(draft, 'peel');
    expect(oven.depends_on).toEqual([]);
    expect(peel.depends_on).toEqual([]);
    expect(canRunTogether(draft, oven.key, peel.key)).toBe(true);
    expect(waitsFor(draft, taskAbout(draft, 'cut them').key, peel.key)).toBe(true);
    const roastTask = taskAbout(draft, 'roast for');
    expect(waitsFor(draft, roastTask.key, oven.key)).toBe(true);
    expect(waitsFor(draft, roastTask.key, peel.key)).toBe(true);
    expect(canRunTogether(draft, taskAbout(draft, 'warm the gravy').key, roastTask.key)).toBe(true);
    expect(isAcyclic(draft)).toBe(true);
  });

  it('tells a timer that runs by itself from one the cook stays with', () => {
    expect(taskAbout(draft, 'roast for')).toMatchObject({ task_type: 'timer_passive', timer_duration_minutes: 75, equipment: ['oven'] });
    expect(taskAbout(draft, 'stir for')).toMatchObject({ task_type: 'timer_active', timer_duration_minutes: 2 });
  });

  it('guesses equipment and skills with the text rules', () => {
    expect(taskAbout(draft, 'peel')).toMatchObject({ equipment: ['prep_station'], skill_requirements: ['knife_work'] });
    expect(taskAbout(draft, 'heat the oven').equipment).toEqual(['oven']);
  });

  it('attaches ingredients with amounts to the tasks that use them and keeps servings', () => {
    expect(draft.servings).toBe(6);
    const potatoes = draft.ingredients.find((i) => i.name === 'potatoes')!;
    expect(potatoes).toMatchObject({ quantity: 1.5, unit: 'kg' });
    expect(potatoes.used_in).toContain(taskAbout(draft, 'peel').key);
    expect(draft.ingredients.find((i) => i.name === 'gravy')!.used_in).toContain(taskAbout(draft, 'warm the gravy').key);
    // Each warning by code, its English as the import answers it (apiText).
    const untimed = warnings.find((w) => w.code === 'import.warningUntimed')!;
    expect(untimed.params).toMatchObject({ count: draft.tasks.length });
    expect(apiText(untimed.code, untimed.params)).toMatch(/^\d+ of \d+ tasks state no time: their minutes are guesses\.$/);
  });

  it('links ingredients to the steps the source names, and uses a step time the text lacks', () => {
    const r = graphFromLinear({
      name: 'Linked',
      servings: 2,
      ingredients: [{ quantity: 200, unit: 'g', name: 'rice' }],
      steps: [
        { text: 'Rinse until the water runs clear.', section: null, ingredients: ['rice'] },
        { text: 'Cook the rice.', section: null, minutes: 12 },
      ],
    });
    expect(r.draft.ingredients[0]!.used_in).toEqual([r.draft.tasks[0]!.key]);
    expect(r.draft.tasks[1]!.estimated_duration_minutes).toBe(12);
  });

  it('refuses a recipe without steps', () => {
    expect(() => graphFromLinear({ name: 'Empty', ingredients: [], steps: [] })).toThrow(/no steps/i);
  });
});
