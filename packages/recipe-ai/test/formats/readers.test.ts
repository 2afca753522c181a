import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readRecipeFile, writeCooklang, writeJsonLd, type ImportedRecipe } from '../../src';
import * as fx from '../../testing/format-fixtures';
import { canRunTogether, finalTasks, isAcyclic, taskAbout, waitsFor } from '../support/task-graph';

const only = (name: string, bytes: Uint8Array): ImportedRecipe => {
  const read = readRecipeFile(name, bytes);
  expect(read.failed).toEqual([]);
  expect(read.recipes).toHaveLength(1);
  return read.recipes[0]!;
};
const ingredient = (r: ImportedRecipe, name: string) => r.draft.ingredients.find((i) => i.name === name);

describe('schema.org JSON-LD', () => {
  it('reads a .jsonld file into a graph with the page id, servings and ingredients', () => {
    const r = only('roast-potatoes.jsonld', fx.fixture('roast-potatoes.jsonld'));
    expect(r.format).toBe('jsonld');
    expect(r.sourceId).toBe('https://recipes.example.org/roast-potatoes#recipe');
    expect(r.draft).toMatchObject({ name: 'Crisp Roast Potatoes', servings: 6, source_url: 'https://recipes.example.org/roast-potatoes', cuisine_type: 'British' });
    expect(ingredient(r, 'floury potatoes')).toMatchObject({ quantity: 1.5, unit: 'kg' });
    expect(canRunTogether(r.draft, taskAbout(r.draft, 'heat the oven').key, taskAbout(r.draft, 'peel the potatoes').key)).toBe(true);
    expect(taskAbout(r.draft, 'roast the potatoes')).toMatchObject({ task_type: 'timer_passive', timer_duration_minutes: 75 });
    expect(finalTasks(r.draft)).toHaveLength(1);
  });

  it('reads the recipe of a saved .html page, sections kept apart', () => {
    const r = only('lentil-soup.html', fx.fixture('lentil-soup.html'));
    expect(r.draft).toMatchObject({ name: 'Red Lentil Soup', servings: 4, estimated_time_minutes: 45 });
    expect(taskAbout(r.draft, 'simmer for 25')).toMatchObject({ task_type: 'timer_passive', timer_duration_minutes: 25 });
    expect(taskAbout(r.draft, 'fry the onion')).toMatchObject({ task_type: 'timer_active', timer_duration_minutes: 5 });
  });

  it('takes the recipe\'s stated inLanguage, and writes it back (issue 38.2)', () => {
    const doc = JSON.parse(new TextDecoder().decode(fx.fixture('roast-potatoes.jsonld'))) as Record<string, unknown>;
    const r = only('roast-potatoes.jsonld', strToU8(JSON.stringify({ ...doc, inLanguage: 'de-DE' })));
    expect(r.draft.language).toBe('de');
    expect(only('roast-potatoes.jsonld', fx.fixture('roast-potatoes.jsonld')).draft.language).toBeUndefined();
    expect(only('again.jsonld', strToU8(writeJsonLd({ ...r.draft, language: 'it' }))).draft.language).toBe('it');
  });

  it('recognises JSON-LD by content whatever the name', () => {
    expect(only('download', fx.fixture('roast-potatoes.jsonld')).format).toBe('jsonld');
  });
});

describe('Paprika', () => {
  it('reads a single gzipped .paprikarecipe', () => {
    const r = only('Shakshuka.paprikarecipe', fx.paprikaRecipe());
    expect(r.format).toBe('paprika');
    expect(r.sourceId).toBe('paprika:5A1F0C2E-7B4D-4E36-9C1A-0D9E8B7A6C51');
    expect(r.draft).toMatchObject({ name: 'Shakshuka', servings: 2, estimated_time_minutes: 35 });
    expect(r.draft.description).toContain('Good with flatbread.');
    expect(ingredient(r, 'garlic, crushed')).toMatchObject({ quantity: 2, unit: 'clove' });
    expect(taskAbout(r.draft, 'stir for 1 minute')).toMatchObject({ task_type: 'timer_active', timer_duration_minutes: 1 });
    expect(taskAbout(r.draft, 'simmer for 10')).toMatchObject({ task_type: 'timer_passive', timer_duration_minutes: 10 });
  });

  it('reads every recipe of a .paprikarecipes archive', () => {
    const read = readRecipeFile('My Recipes.paprikarecipes', fx.paprikaArchive());
    expect(read.recipes.map((r) => r.draft.name).sort()).toEqual(['Quick Flatbreads', 'Shakshuka']);
    const flatbread = read.recipes.find((r) => r.draft.name === 'Quick Flatbreads')!;
    expect(flatbread.draft.source_url).toBe('https://breads.example.com/flatbreads');
    expect(taskAbout(flatbread.draft, 'knead the dough')).toMatchObject({ task_type: 'timer_active', timer_duration_minutes: 2, skill_requirements: ['bread_dough'] });
  });
});

describe('Mealie', () => {
  it('reads recipe JSON with its ingredient references', () => {
    const r = only('chili.json', fx.fixture('mealie-chili.json'));
    expect(r.format).toBe('mealie');
    expect(r.sourceId).toBe('mealie:8d1c8d5e-2f0a-4c6b-9e57-6b2b1e0f9a11');
    expect(r.draft).toMatchObject({ name: 'Weeknight Chili', servings: 6, estimated_time_minutes: 55, source_url: 'https://chili.example.org/weeknight' });
    expect(ingredient(r, 'beef mince')).toMatchObject({ quantity: 500, unit: 'g', used_in: [taskAbout(r.draft, 'brown the beef').key] });
    expect(ingredient(r, 'kidney beans, drained')).toMatchObject({ quantity: 400, unit: 'g' });
    expect(ingredient(r, 'Rice, to serve')).toMatchObject({ quantity: null });
    expect(canRunTogether(r.draft, taskAbout(r.draft, 'chop the onion').key, taskAbout(r.draft, 'brown the beef').key)).toBe(true);
  });

  it('reads a Mealie export zip and skips its images', () => {
    expect(only('mealie_2026.zip', fx.mealieArchive()).draft.name).toBe('Weeknight Chili');
  });
});

describe('Tandoor', () => {
  it('reads a zip of zips with recipe.json, step ingredients and step times', () => {
    const r = only('export.zip', fx.tandoorArchive());
    expect(r.format).toBe('tandoor');
    expect(r.draft).toMatchObject({ name: 'Mushroom Risotto', servings: 3, estimated_time_minutes: 45 });
    expect(ingredient(r, 'vegetable stock')).toMatchObject({ quantity: 900, unit: 'ml', used_in: [taskAbout(r.draft, 'warm the stock').key] });
    expect(ingredient(r, 'risotto rice')!.used_in).toEqual([taskAbout(r.draft, 'add the rice').key]);
    expect(taskAbout(r.draft, 'warm the stock').estimated_duration_minutes).toBe(5);
    expect(taskAbout(r.draft, 'stirring constantly')).toMatchObject({ task_type: 'timer_active', timer_duration_minutes: 20 });
    expect(canRunTogether(r.draft, taskAbout(r.draft, 'warm the stock').key, taskAbout(r.draft, 'slice the mushrooms').key)).toBe(true);
  });
});

describe('Cooklang', () => {
  it('reads front matter, ingredients, cookware and timers', () => {
    const r = only('pea-soup.cook', fx.fixture('pea-soup.cook'));
    expect(r.format).toBe('cooklang');
    expect(r.draft).toMatchObject({ name: 'Minted Pea Soup', servings: 4, source_url: 'https://soups.example.com/pea' });
    expect(ingredient(r, 'frozen peas')).toMatchObject({ quantity: 500, unit: 'g' });
    expect(ingredient(r, 'bread')).toMatchObject({ quantity: 2, unit: 'slice', used_in: [taskAbout(r.draft, 'cube the bread').key] });
    expect(taskAbout(r.draft, 'bake on a baking tray')).toMatchObject({ task_type: 'timer_passive', timer_duration_minutes: 10, equipment: ['oven'] });
    expect(taskAbout(r.draft, 'blend until smooth').equipment).toContain('blender');
    // Comments are not steps.
    expect(r.draft.tasks.some((t) => /written for|stick blender/.test(t.description))).toBe(false);
    // The croutons and the soup are separate strands until serving.
    expect(canRunTogether(r.draft, taskAbout(r.draft, 'bake on').key, taskAbout(r.draft, 'simmer').key)).toBe(true);
    expect(waitsFor(r.draft, taskAbout(r.draft, 'serve the soup').key, taskAbout(r.draft, 'bake on').key)).toBe(true);
  });

  it('takes the title from the file name and reads the older >> metadata', () => {
    const r = only('Sunday Pancakes.cook', fx.fixture('pancakes-old-metadata.cook'));
    expect(r.draft).toMatchObject({ name: 'Sunday Pancakes', servings: 2, estimated_time_minutes: 20 });
    expect(ingredient(r, 'milk')).toMatchObject({ quantity: 300, unit: 'ml' });
  });

  it('makes an ingredient of a symbol or emoji name ("@🧂"), and writes "0--A" so it reads back', () => {
    const r = only('salt.cook', strToU8('Season the soup with @🧂 and @pepper{}.\n\nServe.'));
    expect(ingredient(r, '🧂')?.used_in).toEqual([taskAbout(r.draft, 'season the soup').key]);
    const draft = { ...r.draft, ingredients: [...r.draft.ingredients, { name: '0--A', quantity: 2, unit: 'g', used_in: [taskAbout(r.draft, 'season').key] }] };
    const back = only('again.cook', strToU8(writeCooklang(draft)));
    expect(back.draft.ingredients.map((i) => [i.name, i.quantity, i.unit])).toEqual(expect.arrayContaining([['🧂', null, null], ['0-A', 2, 'g']]));
  });

  it('takes the language the file states (locale) over the one its words are in, and writes it back (issue 38.2)', () => {
    const english = 'Boil @water{500%ml} in a #kettle{}.\n\nSteep the @tea bag{1} for ~{4%minutes} and then serve it with the milk.\n';
    expect(only('tea.cook', strToU8(`---\nlocale: fr_FR\n---\n${english}`)).draft.language).toBe('fr');
    expect(only('tea.cook', strToU8(`>> language: de\n${english}`)).draft.language).toBe('de');
    // Nothing stated: the reader leaves it to the words (the import's `withLanguage`).
    const plain = only('tea.cook', strToU8(english));
    expect(plain.draft.language).toBeUndefined();
    expect(only('again.cook', strToU8(writeCooklang({ ...plain.draft, language: 'es' }))).draft.language).toBe('es');
  });

  it('recognises Cooklang by its markup without the extension', () => {
    expect(only('tea.txt', strToU8('Boil @water{500%ml} in a #kettle{}.\n\nSteep the @tea bag{1} for ~{4%minutes}.\n')).format).toBe('cooklang');
  });
});

describe('Meal-Master', () => {
  const read = readRecipeFile('collection.mmf', fx.fixture('collection.mmf'));

  it('reads every recipe of a file', () => {
    expect(read.failed).toEqual([]);
    expect(read.recipes.map((r) => [r.format, r.draft.name, r.draft.servings])).toEqual([
      ['mealmaster', 'Apple Crumble', 6],
      ['mealmaster', 'Garlic Green Beans', 4],
    ]);
  });

  it('reads a file written in Windows-1252', () => {
    const text = new TextDecoder().decode(fx.fixture('collection.mmf')).replace('Apple Crumble', 'Crème Crumble');
    const latin1 = Uint8Array.from([...text].map((c) => (c === 'è' ? 0xe8 : c.charCodeAt(0))));
    expect(readRecipeFile('old.mmf', latin1).recipes[0]!.draft.name).toBe('Crème Crumble');
  });

  it('reads the fixed columns: units, sizes, continuation lines, sub-headings and two columns', () => {
    const [crumble, beans] = read.recipes;
    expect(crumble!.draft.ingredients.map((i) => [i.quantity, i.unit, i.name])).toEqual([
      [4, null, 'medium Cooking apples peeled and sliced'],
      [50, 'g', 'Caster sugar'],
      // A sub-heading's group has no place of its own in a draft: it stays in its ingredients' names.
      [150, 'g', 'Plain flour (Topping)'],
      [100, 'g', 'Butter (Topping)'],
      [75, 'g', 'Demerara sugar (Topping)'],
    ]);
    // Two columns run down the page: the left column's ingredients come first.
    expect(beans!.draft.ingredients.map((i) => [i.quantity, i.unit, i.name])).toEqual([
      [400, 'g', 'Green beans'],
      [1, 'tbsp', 'Butter'],
      [2, null, 'Garlic cloves'],
      [1, 'pinch', 'Salt'],
    ]);
    expect(taskAbout(crumble!.draft, 'bake for 40')).toMatchObject({ task_type: 'timer_passive', timer_duration_minutes: 40 });
    expect(isAcyclic(beans!.draft)).toBe(true);
  });
});
