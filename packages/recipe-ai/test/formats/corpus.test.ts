import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readRecipeFile, type ImportedRecipe } from '../../src';
import * as fx from '../../testing/format-fixtures';
import { isAcyclic, taskAbout } from '../support/task-graph';

/** Real export files (test/corpus, origins in SOURCES.md) and two hand-written ones in the same layouts. */
const corpus = (path: string) => new Uint8Array(readFileSync(new URL(`../corpus/${path}`, import.meta.url)));
const readAll = (name: string, bytes: Uint8Array) => {
  const read = readRecipeFile(name, bytes);
  expect(read.failed).toEqual([]);
  for (const r of read.recipes) expect(isAcyclic(r.draft)).toBe(true);
  return read.recipes;
};
const byName = (recipes: ImportedRecipe[], name: string) => recipes.find((r) => r.draft.name === name)!;
const ingredientNames = (r: ImportedRecipe) => r.draft.ingredients.map((i) => i.name);
const taskTexts = (r: ImportedRecipe) => r.draft.tasks.map((t) => `${t.name} ${t.description}`).join('\n');

describe('Mealie exports of every era', () => {
  it('reads the old export zip (snake_case, a folder per recipe, macOS litter) with every ingredient', () => {
    const recipes = readAll('mealie.zip', corpus('mealie-migrations/mealie.zip'));
    expect(recipes.map((r) => [r.format, r.draft.name]).sort()).toEqual([
      ['mealie', 'Levain Chocolate Chip Cookies'],
      ['mealie', 'Old-Fashioned Beef Stew'],
      ['mealie', 'PIZZA DOUGH — Basics With Babish'],
    ]);
    const cookies = byName(recipes, 'Levain Chocolate Chip Cookies');
    expect(cookies.draft.ingredients).toHaveLength(12);
    expect(cookies.draft.ingredients.find((i) => /cake flour/.test(i.name))).toMatchObject({ quantity: 1.5, unit: 'cup' });
  });

  it('reads an old snake_case recipe JSON alone (it was refused as an unknown kind)', () => {
    const [stew] = readAll('old-fashioned-beef-stew.json', corpus('mealie-json/old-fashioned-beef-stew.json'));
    expect(stew!.format).toBe('mealie');
    expect(stew!.draft).toMatchObject({ name: 'Old-Fashioned Beef Stew', servings: 4, source_url: 'https://cooking.nytimes.com/recipes/4735-old-fashioned-beef-stew', estimated_time_minutes: 150 });
    expect(stew!.draft.ingredients).toHaveLength(12);
    expect(stew!.sourceId).toBe('mealie:3');
  });

  it('still reads the current camelCase JSON', () => {
    expect(readAll('chili.json', fx.fixture('mealie-chili.json'))[0]!.format).toBe('mealie');
  });
});

describe('the other apps Mealie migrates from', () => {
  it('Nextcloud Cookbook: a recipe.json per folder', () => {
    const recipes = readAll('nextcloud.zip', corpus('mealie-migrations/nextcloud.zip'));
    expect(recipes.map((r) => r.draft.name).sort()).toEqual(['Air Fryer Shrimp', 'Chicken Parmigiana', "Skillet Shepherd's Pie"]);
    expect(byName(recipes, 'Air Fryer Shrimp').draft.ingredients).toHaveLength(7);
  });

  it('Chowdown: Markdown with the lists in front matter, the text after it as notes', () => {
    const recipes = readAll('chowdown.zip', corpus('mealie-migrations/chowdown.zip'));
    const okra = byName(recipes, 'Roasted Okra');
    expect(okra.format).toBe('chowdown');
    expect(ingredientNames(okra)).toHaveLength(2);
    expect(okra.draft.description).toContain('I love me some okra');
    expect(taskTexts(okra)).not.toContain('I love me some okra');
    expect(ingredientNames(byName(recipes, 'Roasted Brussels Sprouts'))).toHaveLength(6);
  });

  it('Copy Me That: recipes.html with its notes kept as notes', () => {
    const recipes = readAll('copymethat.zip', corpus('mealie-migrations/copymethat.zip'));
    expect(recipes.map((r) => r.format)).toEqual(['copymethat', 'copymethat', 'copymethat']);
    const shells = byName(recipes, 'Classic Stuffed Shells');
    expect(shells.draft).toMatchObject({ servings: 6, source_url: 'https://www.spendwithpennies.com/classic-stuffed-shells-recipe/' });
    expect(shells.draft.ingredients).toHaveLength(12);
    const chicken = byName(recipes, 'Crockpot Cilantro Lime Chicken');
    expect(chicken.draft.description).not.toBe('');
    expect(taskTexts(chicken)).not.toContain(chicken.draft.description.split('\n')[0]!.slice(0, 30));
  });

  it('Plan to Eat: a CSV row per recipe, ", Heading" lines are headings, not ingredients', () => {
    const recipes = readAll('plantoeat.zip', corpus('mealie-migrations/plantoeat.zip'));
    expect(recipes.map((r) => [r.format, r.draft.name])).toEqual([
      ['plantoeat', 'Test Recipe'],
      ['plantoeat', 'Test Recipe2'],
    ]);
    expect(ingredientNames(recipes[0]!).some((n) => /heading/i.test(n))).toBe(false);
    expect(recipes[0]!.draft).toMatchObject({ servings: 7, source_url: 'https://eatwithclarity.com/sushi-bowl-with-sesame-tofu/' });
    expect(recipes[0]!.draft.description).toContain('This is a description.');
  });

  it('Tandoor: the "Source" part of a step is a note, not three tasks', () => {
    const [chili] = readAll('tandoor.zip', corpus('mealie-migrations/tandoor.zip'));
    expect(chili!.draft.description).toMatch(/Source:\s*Craftbeerkitchen\.com/);
    expect(taskTexts(chili!)).not.toMatch(/craftbeerkitchen|^Source/im);
  });

  it('Recipe Keeper: recipes.html, every recipe with its source, times and notes', () => {
    const recipes = readAll('recipes.html', fx.fixture('recipekeeper-recipes.html'));
    expect(recipes.map((r) => [r.format, r.draft.name])).toEqual([
      ['recipekeeper', 'Lemon Barley Risotto'],
      ['recipekeeper', 'Quick Pickled Onions'],
    ]);
    expect(recipes[0]!.draft).toMatchObject({ servings: 4, source_url: 'https://grains.example.org/barley-risotto', description: 'Keeps for two days in the fridge.' });
    expect(recipes[0]!.draft.ingredients.find((i) => i.name === 'pearl barley')).toMatchObject({ quantity: 250, unit: 'g' });
    expect(taskAbout(recipes[0]!.draft, 'cook for 40')).toMatchObject({ timer_duration_minutes: 40 });
  });

  it("Paprika's HTML export: a page per recipe, description and notes as notes", () => {
    const [potatoes] = readAll('Ofenkartoffeln.html', fx.fixture('paprika-export.html'));
    expect(potatoes!.format).toBe('paprika');
    expect(potatoes!.draft).toMatchObject({ name: 'Ofenkartoffeln mit Kräuterquark', servings: 4, source_url: 'https://kartoffeln.example.de/ofenkartoffeln' });
    expect(potatoes!.draft.ingredients).toHaveLength(5);
    expect(potatoes!.draft.description).toBe('Ein einfaches Abendessen.\n\nDazu passt ein grüner Salat.');
    expect(taskTexts(potatoes!)).not.toContain('grüner Salat');
  });
});

describe('Meal-Master', () => {
  it('reads ranges in the amount column: "Almond Mushroom Pate" keeps all 10 ingredients', () => {
    const recipes = readAll('mealmaster.mmf', corpus('meal-master/gourmet-mealmaster.mmf'));
    const pate = byName(recipes, 'Almond Mushroom Pate');
    expect(pate.draft.ingredients).toHaveLength(10);
    expect(pate.draft.ingredients[0]).toMatchObject({ name: 'Margarine', quantity: 2, unit: 'tbsp' });
    expect(pate.draft.ingredients.find((i) => i.name === 'Sliced Mushrooms')).toMatchObject({ quantity: 1.5, unit: 'cup' });
    // The footnote is a note; the "~-----" rule is layout, in no task.
    expect(pate.draft.description).toContain('Kefir cheese');
    expect(taskTexts(pate)).not.toMatch(/Kefir|~-|-{3,}/);
  });

  it('keeps a two-column group after its heading, and the heading is no task', () => {
    const [chiles] = readAll('2col.mmf', corpus('meal-master/gourmet-mealmaster-2-col.mmf'));
    expect(chiles!.draft.ingredients).toHaveLength(14);
    // The draft has no ingredient groups: the group's heading stays with each of its ingredients.
    expect(ingredientNames(chiles!)).toEqual(expect.arrayContaining(['small Tomatoes; peeled (Tomato sauce)', 'Cinnamon, ground (Tomato sauce)', 'Cloves, ground (Tomato sauce)', 'Chicken broth (Tomato sauce)']));
    expect(ingredientNames(chiles!)).toEqual(expect.arrayContaining(['Chiles, calif.; roast & peel', 'Cheese, monterey jack']));
    expect(taskTexts(chiles!)).not.toMatch(/MMMMM|-{3,}|^TOMATO SAUCE$/m);
  });
});

describe('recipe pages in the languages people cook in', () => {
  const pages = ['chefkoch.de--chefkoch', 'marmiton.org--marmiton', 'ricette.giallozafferano.it--giallozafferano', 'ah.nl--albertheijn', 'panelinha.com.br--panelinha_1', 'delishkitchen.tv--delishkitchen_2'];
  it.each(pages)('%s keeps its title and every ingredient line', (page) => {
    const expected = JSON.parse(readFileSync(new URL(`../corpus/recipe-scrapers/${page}.expected.json`, import.meta.url), 'utf8')) as { title: string; ingredients: string[] };
    const [recipe] = readAll(`${page}.html.gz`, corpus(`recipe-scrapers/${page}.html.gz`));
    expect(recipe!.draft.name).toBe(expected.title);
    expect(recipe!.draft.ingredients.length).toBeGreaterThanOrEqual(expected.ingredients.length);
  });
});

describe('a page whose JSON-LD names the dish but holds no lists', () => {
  it('thermomix-santander.es: the ingredients and steps come from the page body under its headings, timers and all', () => {
    const page = 'thermomix-santander.es--blogosferathermomix';
    const expected = JSON.parse(readFileSync(new URL(`../corpus/recipe-scrapers/${page}.expected.json`, import.meta.url), 'utf8')) as { title: string; ingredients: string[] };
    const [recipe] = readAll(`${page}.html.gz`, corpus(`recipe-scrapers/${page}.html.gz`));
    expect(recipe!.draft.name).toBe(expected.title);
    expect(recipe!.draft.ingredients).toHaveLength(expected.ingredients.length);
    expect(recipe!.draft.ingredients[0]).toMatchObject({ name: 'ajo', unit: 'clove' });
    // "1.-Ponga …" and "4.- Agregue …": the numbers go, the Thermomix programme times become timers.
    expect(taskAbout(recipe!.draft, 'Programe 15 min')).toMatchObject({ timer_duration_minutes: 15 });
    expect(taskAbout(recipe!.draft, 'Deje reposar')).toMatchObject({ timer_duration_minutes: 5 });
    expect(taskTexts(recipe!)).not.toMatch(/^\d\.-/m);
    // The writer's sign-off is a note, not a task.
    expect(taskTexts(recipe!)).not.toMatch(/Un saludo|like|Gracias/);
    expect(recipe!.draft.description).toMatch(/no olvides dar al "like"/);
  });
});
