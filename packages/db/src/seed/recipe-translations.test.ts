import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RECIPES_DIR, loadRecipeLibrary } from './recipe-library';

/**
 * The library's translations (issue 38.2): the real files, whichever languages have arrived, and
 * the loader's rules on small folders of its own.
 */
const TRANSLATIONS_DIR = join(RECIPES_DIR, 'translations');
const languages = existsSync(TRANSLATIONS_DIR) ? readdirSync(TRANSLATIONS_DIR).sort() : [];
const library = loadRecipeLibrary();
const files = readdirSync(RECIPES_DIR).filter((f) => f.endsWith('.json')).sort();

describe.runIf(languages.length > 0)('the library translation files present', () => {
  for (const lang of languages) {
    it(`${lang}: every file belongs to a library recipe and translates all of it`, () => {
      const present = readdirSync(join(TRANSLATIONS_DIR, lang)).filter((f) => f.endsWith('.json'));
      for (const file of present) {
        expect(files, `${lang}/${file}`).toContain(file);
        // The loader refuses unknown keys and names; here: nothing is left untranslated.
        const recipe = library[files.indexOf(file)]!;
        const t = recipe.translations?.[lang];
        expect(t?.name, `${lang}/${file} name`).toBeTruthy();
        if (recipe.description) expect(t?.description, `${lang}/${file} description`).toBeTruthy();
        for (const task of recipe.tasks) {
          expect(t?.tasks?.[task.key]?.name, `${lang}/${file} task ${task.key}`).toBeTruthy();
          if (task.description) expect(t?.tasks?.[task.key]?.description, `${lang}/${file} task ${task.key} description`).toBeTruthy();
        }
        for (const ingredient of recipe.ingredients) expect(t?.ingredients?.[ingredient.name], `${lang}/${file} ingredient ${ingredient.name}`).toBeTruthy();
      }
    });
  }
});

describe('loading translations', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  const soup = {
    name: 'Soup', difficulty_level: 'beginner', estimated_time_minutes: 20,
    ingredients: [{ name: 'Leeks', quantity: 2, used_in: ['chop'] }],
    tasks: [{ key: 'chop', name: 'Chop the leeks', description: 'Fine rings.', task_type: 'prep', estimated_duration_minutes: 5 }],
  };
  const folder = (translations: Record<string, unknown>) => {
    dir = mkdtempSync(join(tmpdir(), 'brigade-library-'));
    writeFileSync(join(dir, 'soup.json'), JSON.stringify(soup));
    for (const [lang, data] of Object.entries(translations)) {
      mkdirSync(join(dir, 'translations', lang), { recursive: true });
      writeFileSync(join(dir, 'translations', lang, 'soup.json'), JSON.stringify(data));
    }
    return dir;
  };

  it('merges each language file into the recipe, and a recipe without files has none', () => {
    const [recipe] = loadRecipeLibrary(folder({ de: { name: 'Suppe', tasks: { chop: { name: 'Lauch schneiden' } }, ingredients: { Leeks: 'Lauch' } } }));
    expect(recipe!.translations).toEqual({ de: { name: 'Suppe', tasks: { chop: { name: 'Lauch schneiden' } }, ingredients: { Leeks: 'Lauch' } } });
    const [plain] = loadRecipeLibrary(folder({}));
    expect(plain!.translations).toBeUndefined();
  });

  it('refuses a file naming a task or an ingredient the recipe lacks', () => {
    expect(() => loadRecipeLibrary(folder({ es: { tasks: { stir: { name: 'Remover' } } } }))).toThrow(/translations.es.tasks.stir: Unknown task 'stir'/);
    expect(() => loadRecipeLibrary(folder({ fr: { ingredients: { Onions: 'Oignons' } } }))).toThrow(/Unknown ingredient 'Onions'/);
    expect(() => loadRecipeLibrary(folder({ fr: { title: 'Soupe' } }))).toThrow(/fr\/soup.json does not match the translation schema/);
  });
});
