import { describe, expect, it } from 'vitest';
import { aisleOf } from './quantities';
import { formatShopAmount, ingredientKey, mergeShoppingList, pluralName, shopAmounts, singular } from './shopping';

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
    expect(items(list)[0]).toMatchObject({ name: 'Red onions', dishes: ['Chilli', 'Greek Salad', 'Salsa'] });
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
    expect(line(list, 'red wine vinegar')).toBe('1 tbsp');
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

  describe('amounts people buy (issue 38.1)', () => {
    it('weighs a pound and more in pounds and ounces in US units, and grams in metric', () => {
      const list = mergeShoppingList([{ name: 'Carrots', quantity: 750, unit: 'g', dish: 'Roast' }]);
      expect(line(list, 'carrot', 'us')).toBe('1 lb 10 oz');
      expect(line(list, 'carrot')).toBe('750 g');
      expect(formatShopAmount({ quantity: 907.2, unit: 'g' }, 'us')).toBe('2 lb');
      expect(formatShopAmount({ quantity: 200, unit: 'g' }, 'us')).toBe('7 oz');
    });

    it('tells spoons that make half tablespoons in tablespoons', () => {
      const list = mergeShoppingList([
        { name: 'Capers', quantity: 1.5, unit: 'tsp', dish: 'Salad' },
        { name: 'Capers', quantity: 1, unit: 'tbsp', dish: 'Sauce' },
      ]);
      expect(line(list, 'caper')).toBe('1 ½ tbsp');
    });

    it('folds a pinch into the spoons beside it: about 4 tsp of salt', () => {
      const list = mergeShoppingList([
        { name: 'Salt', quantity: 3.75, unit: 'tsp', dish: 'Roast' },
        { name: 'Salt', quantity: 1, unit: 'pinch', dish: 'Salad' },
      ]);
      const salt = items(list).find((i) => i.key === 'salt')!;
      expect(line(list, 'salt')).toBe('4 tsp');
      expect(salt.approximate).toBe(true);
      expect(items(mergeShoppingList([{ name: 'Salt', quantity: 1, unit: 'tsp', dish: 'Roast' }]))[0]!.approximate).toBeUndefined();
    });

    it('names a count of more than one in the plural, and adds a lemon and half a lemon, juiced, into one line', () => {
      const list = mergeShoppingList([
        { name: 'Lemon', quantity: 1, unit: null, dish: 'Roast chicken' },
        { name: 'lemon, juiced', quantity: 0.5, unit: null, dish: 'Greek Salad' },
      ]);
      expect(items(list)).toHaveLength(1);
      expect(items(list)[0]).toMatchObject({ name: 'Lemons', amount: { quantity: 2, unit: null } });
      expect(pluralName('Potato')).toBe('Potatoes');
      expect(pluralName('Red onion')).toBe('Red onions');
      expect(pluralName('Feta')).toBe('Feta');
      expect(items(mergeShoppingList([{ name: 'Lemon', quantity: 1, unit: null, dish: 'Roast' }]))[0]!.name).toBe('Lemon');
    });

    it('puts floury potatoes with the vegetables, flour with baking', () => {
      expect(aisleOf('Floury potatoes')).toBe('Fruit & vegetables');
      expect(aisleOf('Plain flour')).toBe('Baking');
    });
  });
});
