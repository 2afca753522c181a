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

describe('ingredient lines in the languages people cook in (issue 36)', () => {
  it.each([
    // German
    ['2 EL Olivenöl', 2, 'tbsp', 'Olivenöl'],
    ['EL Olivenöl', null, 'tbsp', 'Olivenöl'],
    ['1 TL Paprikapulver, edelsüß', 1, 'tsp', 'Paprikapulver, edelsüß'],
    ['1 Prise Salz', 1, 'pinch', 'Salz'],
    ['Prise Zucker', 1, 'pinch', 'Zucker'],
    ['eine Prise Muskat', 1, 'pinch', 'Muskat'],
    ['1,5 kg Kartoffeln', 1.5, 'kg', 'Kartoffeln'],
    ['2 Zehen Knoblauch', 2, 'clove', 'Knoblauch'],
    ['1 Dose Tomaten (400 g)', 1, 'can', 'Tomaten (400 g)'],
    ['1 Bund Petersilie', 1, 'bunch', 'Petersilie'],
    ['200 ml Sahne', 200, 'ml', 'Sahne'],
    ['3 Eier', 3, null, 'Eier'],
    // French
    ['2 c. à s. d’huile d’olive', 2, 'tbsp', 'huile d’olive'],
    ['1 c. à c. de sel', 1, 'tsp', 'sel'],
    ["500 g de farine", 500, 'g', 'farine'],
    ['1 pincée de sel', 1, 'pinch', 'sel'],
    ['2 gousses d\'ail', 2, 'clove', 'ail'],
    // Spanish
    ['2 cdas de aceite de oliva', 2, 'tbsp', 'aceite de oliva'],
    ['1 cdta de comino', 1, 'tsp', 'comino'],
    ['3 dientes de ajo', 3, 'clove', 'ajo'],
    ['1 taza de arroz', 1, 'cup', 'arroz'],
    // Italian
    ['2 cucchiai di olio', 2, 'tbsp', 'olio'],
    ['1 cucchiaino di sale', 1, 'tsp', 'sale'],
    ['un pizzico di pepe', 1, 'pinch', 'pepe'],
    // Dutch
    ['2 el olijfolie', 2, 'tbsp', 'olijfolie'],
    ['1 tl zout', 1, 'tsp', 'zout'],
    ['3 teentjes knoflook', 3, 'clove', 'knoflook'],
    // Portuguese
    ['2 colheres de sopa de azeite', 2, 'tbsp', 'azeite'],
    ['1 colher de chá de sal', 1, 'tsp', 'sal'],
    ['1 pitada de pimenta', 1, 'pinch', 'pimenta'],
    // Meal-Master's abbreviations
    ['1-2 tb Margarine', 2, 'tbsp', 'Margarine'],
    ['1/2 ts Salt', 0.5, 'tsp', 'Salt'],
    ['1 c Milk', 1, 'cup', 'Milk'],
    ['1,000 g flour', 1000, 'g', 'flour'],
  ])('reads %j', (line, quantity, unit, name) => {
    expect(parseIngredientLine(line)).toMatchObject({ quantity, unit, name });
  });

  it('does not read the Spanish article as a spoon', () => {
    expect(parseIngredientLine('El zumo de un limón')).toMatchObject({ quantity: null, unit: null });
  });
});
