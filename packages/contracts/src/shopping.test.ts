import { describe, expect, it } from 'vitest';
import { formatShopAmount, ingredientKey, mergeShoppingList, shopAmounts, singular } from './shopping';

const items = (list: ReturnType<typeof mergeShoppingList>) => list.flatMap((g) => g.items);
const line = (list: ReturnType<typeof mergeShoppingList>, key: string, system: 'metric' | 'us' = 'metric') => {
  const item = items(list).find((i) => i.key === key)!;
  return [item.amount, ...item.extra].map((a) => formatShopAmount(a, system)).join(' + ');
};

describe('a shopping list a person can buy from', () => {
  it('merges case and singular/plural into one line per ingredient', () => {
    expect(singular('onions')).toBe('onion');
    expect(singular('tomatoes')).toBe('tomato');
    expect(singular('berries')).toBe('berry');
    expect(singular('radishes')).toBe('radish');
    expect(singular('asparagus')).toBe('asparagus');
    expect(singular('cress')).toBe('cress');
    expect(ingredientKey('Red Onions')).toBe('red onion');
    const list = mergeShoppingList([
      { name: 'Red onion', quantity: 1, unit: null, dish: 'Greek Salad' },
      { name: 'red onions', quantity: 2, unit: null, dish: 'Chilli' },
      { name: 'Red Onion, finely sliced', quantity: 0.5, unit: null, dish: 'Salsa' },
    ]);
    expect(items(list)).toHaveLength(1);
    expect(items(list)[0]).toMatchObject({ name: 'Red onion', dishes: ['Chilli', 'Greek Salad', 'Salsa'] });
    expect(line(list, 'red onion')).toBe('4');
  });

  it('rounds whole vegetables up: half a cucumber is not sold', () => {
    const list = mergeShoppingList([
      { name: 'Cucumber', quantity: 2.5, unit: null, dish: 'Greek Salad' },
      { name: 'Garlic bulb', quantity: 2.5, unit: null, dish: 'Roast' },
      { name: 'Garlic', quantity: 3.5, unit: 'cloves', dish: 'Roast' },
    ]);
    expect(line(list, 'cucumber')).toBe('3');
    expect(line(list, 'garlic bulb')).toBe('3');
    expect(line(list, 'garlic')).toBe('4 cloves');
  });

  it('shows a bottle’s worth of spoons as millilitres, or cups in US units; a few spoons stay spoons', () => {
    const list = mergeShoppingList([
      { name: 'Extra-virgin olive oil', quantity: 12.5, unit: 'tbsp', dish: 'Greek Salad' },
      { name: 'Red wine vinegar', quantity: 1, unit: 'tbsp', dish: 'Greek Salad' },
    ]);
    expect(line(list, 'extra-virgin olive oil')).toBe('190 ml');
    expect(line(list, 'extra-virgin olive oil', 'us')).toBe('1 cup');
    expect(line(list, 'red wine vinegar')).toBe('3 tsp');
    // A jar's worth of salt is weighed, not poured.
    expect(line(mergeShoppingList([{ name: 'Salt', quantity: 5, unit: 'tbsp', dish: 'Brine' }]), 'salt')).toBe('90 g');
  });

  it('adds spoons and grams of one ingredient up in grams', () => {
    const list = mergeShoppingList([
      { name: 'Plain flour', quantity: 2.5, unit: 'tbsp', dish: 'Gravy' },
      { name: 'Plain flour', quantity: 330, unit: 'g', dish: 'Crumble' },
    ]);
    expect(line(list, 'plain flour')).toBe('350 g');
    expect(shopAmounts('Plain flour', [{ dimension: 'spoon', value: 7.5, unit: 'tsp' }, { dimension: 'mass', value: 330, unit: 'g' }])).toEqual([{ quantity: 350, unit: 'g' }]);
  });

  it('groups by aisle in aisle order', () => {
    const list = mergeShoppingList([
      { name: 'Feta', quantity: 200, unit: 'g', dish: 'Greek Salad' },
      { name: 'Cucumber', quantity: 1, unit: null, dish: 'Greek Salad' },
    ]);
    expect(list.map((g) => g.aisle)).toEqual(['Fruit & vegetables', 'Dairy & eggs']);
  });
});
