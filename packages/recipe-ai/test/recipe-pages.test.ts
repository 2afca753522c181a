import { readFileSync } from 'node:fs';
import { recipeDraft } from '@brigade/contracts';
import { describe, expect, it } from 'vitest';
import { parseRecipePage, recipeFromSchemaOrg } from '../src/index';
import { canRunTogether, finalTasks, isAcyclic, taskAbout, waitsFor } from './support/task-graph';

const page = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const URL_OF = 'https://recipes.example/page';

function read(name: string) {
  const recipe = parseRecipePage(page(name), URL_OF);
  if (!recipe) throw new Error(`no recipe in ${name}`);
  return recipe;
}

function draftOf(name: string) {
  const draft = recipeFromSchemaOrg(read(name));
  expect(recipeDraft.safeParse(draft).success).toBe(true);
  expect(isAcyclic(draft)).toBe(true);
  expect(finalTasks(draft)).toHaveLength(1);
  return draft;
}

describe('parseRecipePage', () => {
  it('reads a single JSON-LD Recipe with HowToSteps', () => {
    const r = read('jsonld-single.html');
    expect(r).toMatchObject({
      name: 'Lemon Drizzle Cake',
      description: 'A zesty loaf cake with a crunchy sugar topping.',
      prepTimeMinutes: 15,
      cookTimeMinutes: 45,
      totalTimeMinutes: 60,
      recipeYield: '8 slices',
      servings: 8,
      cuisine: 'British',
      sourceUrl: URL_OF,
    });
    expect(r.ingredients).toHaveLength(7);
    expect(r.ingredients[0]).toMatchObject({ quantity: 225, unit: 'g', name: 'unsalted butter, softened' });
    expect(r.ingredients[2]).toMatchObject({ quantity: 4, unit: null, name: 'eggs' });
    expect(r.ingredients[5]).toMatchObject({ quantity: 1.5, unit: null, name: 'lemons, juiced' });
    expect(r.steps).toHaveLength(6);
  });

  it('reads a Recipe inside a JSON-LD array whose @type is a list, decoding entities and markup', () => {
    const r = read('jsonld-array.html');
    expect(r.name).toBe('Shakshuka & Feta');
    expect(r.description).toBe('Eggs poached in a spiced tomato & pepper sauce.');
    expect(r.servings).toBe(4);
    expect(r.prepTimeMinutes).toBe(10);
    expect(r.cookTimeMinutes).toBe(25);
    expect(r.totalTimeMinutes).toBeNull();
    expect(r.steps.map((s) => s.text)).toHaveLength(6);
    expect(r.ingredients.find((i) => i.name.includes('tomatoes'))).toMatchObject({ quantity: 800, unit: 'g' });
  });

  it('finds the Recipe in an @graph', () => {
    const r = read('jsonld-graph.html');
    expect(r).toMatchObject({ name: 'Overnight Oats', totalTimeMinutes: 490, servings: 2 });
    expect(r.ingredients.map((i) => [i.quantity, i.unit])).toEqual([[1, 'cup'], [1, 'cup'], [0.5, 'cup'], [2, 'tbsp'], [0.5, 'cup']]);
    expect(r.steps).toHaveLength(3);
  });

  it('reads HowToSections of a Recipe nested as a mainEntity, keeping the section names', () => {
    const r = read('jsonld-sections.html');
    expect(r).toMatchObject({ name: 'Spaghetti Bolognese', prepTimeMinutes: 20, cookTimeMinutes: 90, totalTimeMinutes: 110, servings: 4 });
    expect(r.steps.map((s) => s.section)).toEqual(['for the sauce', 'for the sauce', 'for the sauce', 'for the pasta', 'for the pasta', 'to serve']);
  });

  it('reads microdata, ignoring the properties of nested items', () => {
    const r = read('microdata.html');
    expect(r).toMatchObject({
      name: "Grandma's Pancakes",
      description: 'Fluffy American-style pancakes.',
      prepTimeMinutes: 10,
      cookTimeMinutes: 20,
      totalTimeMinutes: 30,
      recipeYield: '12 pancakes',
      servings: 12,
    });
    expect(r.ingredients.map((i) => [i.quantity, i.unit, i.name])).toEqual([
      [1.5, 'cup', 'plain flour'],
      [3.5, 'tsp', 'baking powder'],
      [1.25, 'cup', 'milk'],
      [1, null, 'egg'],
      [3, 'tbsp', 'butter, melted'],
      [1, 'tbsp', 'white sugar'],
    ]);
    expect(r.steps).toHaveLength(5);
    expect(r.steps[0]?.text).toBe('Sift the flour, baking powder and sugar into a large bowl.');
  });

  it('returns null for a page without a recipe', () => {
    expect(parseRecipePage(page('no-recipe.html'), URL_OF)).toBeNull();
    expect(parseRecipePage('<html><body>Hello</body></html>', URL_OF)).toBeNull();
    expect(parseRecipePage('<script type="application/ld+json">{not json</script>', URL_OF)).toBeNull();
  });
});

describe('recipeFromSchemaOrg', () => {
  it('keeps the source, servings, ingredients and total time, with a bake timer after the oven heats', () => {
    const draft = draftOf('jsonld-single.html');
    expect(draft).toMatchObject({ name: 'Lemon Drizzle Cake', source_url: URL_OF, servings: 8, estimated_time_minutes: 60, cuisine_type: 'British' });
    expect(draft.ingredients).toHaveLength(7);
    expect(draft.tasks).toHaveLength(6);
    const bake = taskAbout(draft, 'bake for 45-50');
    expect(bake).toMatchObject({ task_type: 'timer_passive', timer_duration_minutes: 50, equipment: ['oven'] });
    expect(waitsFor(draft, bake.key, taskAbout(draft, 'heat the oven').key)).toBe(true);
    expect(canRunTogether(draft, bake.key, taskAbout(draft, 'meanwhile, mix the lemon').key)).toBe(true);
  });

  it('makes the sections of a page parallel strands that meet at the end', () => {
    const draft = draftOf('jsonld-sections.html');
    expect(draft.tasks).toHaveLength(6);
    expect(draft.estimated_time_minutes).toBe(110);
    const simmer = taskAbout(draft, 'simmer for 1 hour');
    const pasta = taskAbout(draft, 'cook the spaghetti');
    expect(simmer).toMatchObject({ task_type: 'timer_active', timer_duration_minutes: 60 });
    expect(canRunTogether(draft, simmer.key, pasta.key)).toBe(true);
    const serve = taskAbout(draft, 'toss with the sauce');
    expect(finalTasks(draft)).toEqual([serve.key]);
    expect(waitsFor(draft, serve.key, simmer.key) && waitsFor(draft, serve.key, pasta.key)).toBe(true);
  });

  it('turns microdata and @graph pages into drafts too', () => {
    const pancakes = draftOf('microdata.html');
    expect(pancakes.tasks).toHaveLength(5);
    expect(taskAbout(pancakes, 'rest for 5')).toMatchObject({ task_type: 'timer_passive', timer_duration_minutes: 5 });
    const oats = draftOf('jsonld-graph.html');
    expect(taskAbout(oats, 'overnight')).toMatchObject({ task_type: 'timer_passive', timer_duration_minutes: 480 });
    expect(oats.servings).toBe(2);
  });
});
