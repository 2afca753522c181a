import { describe, expect, it } from 'vitest';
import { strToU8 } from 'fflate';
import { readRecipeFile } from '../../src';
import { courseOfCategory } from '../../src/formats/course-of-category';

// Issue 34: courses from recipe files; the oven reader's own cases are in src/text/temperatures.test.ts.
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
    // 350 °F is 180 °C, as cookbooks convert it.
    expect(hot.map((t) => t.oven_temperature_c)).toEqual(hot.map(() => 180));
    expect(hot.some((t) => /preheat/i.test(t.name))).toBe(true);
    expect(hot.some((t) => /bake/i.test(`${t.name} ${t.description}`))).toBe(true);
    expect(draft.tasks.find((t) => /plums/i.test(t.description) && /stone/i.test(t.description))?.oven_temperature_c ?? null).toBeNull();
  });
});
