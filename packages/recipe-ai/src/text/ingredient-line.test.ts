import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from './ingredient-line';

describe('parseIngredientLine', () => {
  it.each([
    ['400g spaghetti', 400, 'g', 'spaghetti'],
    ['1/2 cup olive oil', 0.5, 'cup', 'olive oil'],
    ['½ tsp chilli flakes', 0.5, 'tsp', 'chilli flakes'],
    ['1 ½ cups all-purpose flour', 1.5, 'cup', 'all-purpose flour'],
    ['1½ cups milk', 1.5, 'cup', 'milk'],
    ['2 1/2 cups (300 g) plain flour, sifted', 2.5, 'cup', 'plain flour, sifted'],
    ['2-3 cloves garlic, crushed', 3, 'clove', 'garlic, crushed'],
    ['1.5 kg potatoes', 1.5, 'kg', 'potatoes'],
    ['750 ml vegetable stock', 750, 'ml', 'vegetable stock'],
    ['2 Tbsp. butter', 2, 'tbsp', 'butter'],
    ['3 tablespoons honey', 3, 'tbsp', 'honey'],
    ['8 oz cream cheese', 8, 'oz', 'cream cheese'],
    ['1 lb ground beef', 1, 'lb', 'ground beef'],
    ['a pinch of salt', 1, 'pinch', 'salt'],
    ['Pinch of salt', 1, 'pinch', 'salt'],
    ['3 large eggs', 3, null, 'large eggs'],
    ['2 x 400g tins chopped tomatoes', 800, 'g', 'tins chopped tomatoes'],
    ['- 2 onions', 2, null, 'onions'],
    ['Salt and pepper to taste', null, null, 'Salt and pepper to taste'],
  ])('reads %j', (line, quantity, unit, name) => {
    expect(parseIngredientLine(line)).toMatchObject({ quantity, unit, name });
  });

  it('does not read a word starting with l as litres', () => {
    expect(parseIngredientLine('1 large onion')).toMatchObject({ quantity: 1, unit: null, name: 'large onion' });
  });
});
