import { loadRecipeLibrary } from '@brigade/db';

/**
 * The library's texts as a page in `language` shows them (issue 38.2), for tests that name a library
 * recipe, task or ingredient by its English text: the translation where the library has one, else
 * the English. Read from the same files the server seeds.
 */
const library = loadRecipeLibrary();

const recipeOf = (name: string) => {
  const recipe = library.find((r) => r.name === name || r.name.startsWith(name));
  if (!recipe) throw new Error(`the library has no recipe named ${name}`);
  return recipe;
};

/** A library recipe's name in `language`. */
export function recipeIn(language: string, name: string): string {
  const recipe = recipeOf(name);
  return recipe.translations?.[language]?.name ?? recipe.name;
}

/** A library task's name in `language` (of `recipe` when given, else the first task of that name). */
export function taskIn(language: string, task: string, recipe?: string): string {
  const recipes = recipe ? [recipeOf(recipe)] : library;
  for (const r of recipes) {
    const found = r.tasks.find((x) => x.name === task);
    if (found) return r.translations?.[language]?.tasks?.[found.key]?.name ?? found.name;
  }
  throw new Error(`the library has no task named ${task}`);
}

/** A library ingredient's name in `language`, in `recipe`. */
export function ingredientIn(language: string, ingredient: string, recipe: string): string {
  return recipeOf(recipe).translations?.[language]?.ingredients?.[ingredient] ?? ingredient;
}
