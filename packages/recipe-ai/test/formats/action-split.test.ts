import { describe, expect, it } from 'vitest';
import { splitActions } from '../../src/formats/action-split';

describe('splitActions', () => {
  it.each([
    ['Peel the potatoes and cut them into chunks.', ['Peel the potatoes', 'Cut them into chunks.']],
    ['Heat the oven to 200C. Peel the potatoes.', ['Heat the oven to 200C.', 'Peel the potatoes.']],
    ['Boil for 8 minutes, then drain.', ['Boil for 8 minutes', 'Drain.']],
    ['Add the garlic and stir for 2 minutes; season well.', ['Add the garlic', 'Stir for 2 minutes', 'Season well.']],
    ['Bring to the boil and simmer for 20 minutes.', ['Bring to the boil', 'Simmer for 20 minutes.']],
  ])('splits %j into one action each', (step, actions) => {
    expect(splitActions(step)).toEqual(actions);
  });

  it.each([
    'Season with salt and pepper.',
    'Cook, stirring, until soft.',
    'Chop and fry the onion.',
    'Whisk the eggs, milk and flour in a bowl.',
  ])('keeps %j whole', (step) => {
    expect(splitActions(step)).toEqual([step]);
  });
});
