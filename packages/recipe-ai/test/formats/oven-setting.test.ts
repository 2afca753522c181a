import { describe, expect, it } from 'vitest';
import { strToU8 } from 'fflate';
import { readRecipeFile } from '../../src';
import { courseOfCategory, ovenSettingOf } from '../../src/formats/oven-setting';

// Issue 34: oven temperatures and courses from recipe files.
describe('the oven setting of a step', () => {
  it.each([
    ['Bake at 180 °C for 30 minutes.', 180, null],
    ['Preheat the oven to 350°F.', 177, null],
    ['Preheat the oven to gas mark 4.', 180, null],
    ['Heat the oven to 200C (180C fan).', 200, false],
    ['Roast in a fan oven at 160 °C for an hour.', 160, true],
    ['Bake at 170 °C fan until golden.', 170, true],
    ['Preheat the oven to 220 degrees C, conventional.', 220, false],
  ])('%s', (text, c, fan) => {
    expect(ovenSettingOf(text)).toEqual({ temperature_c: c, fan });
  });

  it.each([
    'Heat the oil to 180 °C.',
    'Roast until the thickest part reads 75 °C inside.',
    'Chill to 4 °C.',
    'Bake at 500 °C.',
    'Stir for 5 minutes.',
  ])('reads no oven setting in %s', (text) => {
    expect(ovenSettingOf(text)).toBeNull();
  });
});

describe('the course of a recipe category', () => {
  it.each([
    [['Dessert'], 'dessert'],
    [['Starter'], 'starter'],
    [['Appetizer', 'Vegetarian'], 'starter'],
    [['Side dish'], 'side'],
    [['Main course'], 'main'],
    [['Vorspeise'], 'starter'],
    [['Nachspeise'], 'dessert'],
    [['Hauptgericht'], 'main'],
    [['Beilage'], 'side'],
    [['Entrée'], 'starter'],
    [['Entree'], 'main'],
    [['Plat principal'], 'main'],
    [['Postre'], 'dessert'],
    [['Entrante'], 'starter'],
    [['Guarnición'], 'side'],
  ])('%j is %s', (categories, course) => {
    expect(courseOfCategory(categories)).toBe(course);
  });

  it('is null for categories that name no course', () => {
    expect(courseOfCategory(['Vegetarian', 'Quick'])).toBeNull();
    expect(courseOfCategory([])).toBeNull();
  });
});

describe('a JSON-LD file with a category and oven steps', () => {
  it('gives the oven tasks their temperature and the recipe its course', () => {
    const doc = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Plum cake',
      recipeCategory: 'Dessert',
      recipeYield: '8',
      recipeIngredient: ['500 g plums', '200 g flour', '150 g sugar'],
      recipeInstructions: [
        'Preheat the oven to 350 °F.',
        'Stone and halve the plums.',
        'Mix the flour and sugar into a dough and press it into a tin.',
        'Lay the plums on the dough and bake in the oven for 45 minutes.',
      ],
    };
    const read = readRecipeFile('plum-cake.json', strToU8(JSON.stringify(doc)));
    const draft = read.recipes[0]!.draft;
    expect(draft.course).toBe('dessert');
    const hot = draft.tasks.filter((t) => t.oven_temperature_c != null);
    expect(hot.map((t) => t.oven_temperature_c)).toEqual(hot.map(() => 177));
    expect(hot.some((t) => /preheat/i.test(t.name))).toBe(true);
    expect(hot.some((t) => /bake/i.test(`${t.name} ${t.description}`))).toBe(true);
    expect(draft.tasks.find((t) => /plums/i.test(t.description) && /stone/i.test(t.description))?.oven_temperature_c ?? null).toBeNull();
  });
});
