import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localText, parseTexts } from '@brigade/contracts';
import type { DB } from '../src/database';
import * as recipes from '../src/repositories/recipe.repository';
import { replaceRecipeGraph } from '../src/repositories/recipe-graph.repository';
import { RECIPES_DIR } from '../src/seed/recipe-library';
import { seedDatabase } from '../src/seed-database';
import { newRecipeDraft, newTestDatabase } from './fixtures';

/** Issue 38.2: translations stored per row, seeded from the library's files, kept apart from edits. */
let db: DB;
let dir: string;
beforeEach(async () => {
  // A library of one recipe with no translations yet (the real library has them).
  dir = mkdtempSync(join(tmpdir(), 'brigade-library-'));
  cpSync(join(RECIPES_DIR, 'greek-salad.json'), join(dir, 'greek-salad.json'));
  db = await newTestDatabase({ recipesDir: dir });
});
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const GERMAN = {
  name: 'Griechischer Salat',
  tasks: { 'cut-tomatoes': { name: 'Tomaten schneiden', description: 'In Spalten schneiden.' } },
  ingredients: { 'Ripe tomatoes': 'Reife Tomaten' },
};
const translate = (lang: string, data: object) => {
  mkdirSync(join(dir, 'translations', lang), { recursive: true });
  writeFileSync(join(dir, 'translations', lang, 'greek-salad.json'), JSON.stringify(data));
};
const salad = async () => (await recipes.listRecipes(db, { publishedOnly: false })).find((r) => r.library_key === 'Greek Salad with Warm Pitta')!;

describe('recipe translations in the database', () => {
  it('writes a draft language and its translations onto the recipe, task and ingredient rows', async () => {
    const draft = newRecipeDraft({ language: 'it', translations: { en: { name: 'Tomato soup', tasks: { chop: { name: 'Chop' } }, ingredients: { tomatoes: 'tomatoes' } } } });
    const id = await db.transaction().execute((trx) => recipes.insertRecipeDraft(trx, { ...draft, name: 'Zuppa' }, { source: 'text', created_by: null, library_key: null, is_published: 1 }, 'now'));
    const row = (await recipes.findRecipe(db, id))!;
    expect(row.language).toBe('it');
    expect(parseTexts(row.translations)).toEqual({ en: { name: 'Tomato soup' } });
    const [chop] = await recipes.listTasks(db, [id]);
    expect(parseTexts(chop!.translations)).toEqual({ en: { name: 'Chop' } });
    expect(parseTexts((await recipes.listIngredients(db, id))[0]!.translations)).toEqual({ en: { name: 'tomatoes' } });
  });

  it('seeds a library recipe with its translations, and an existing library gets languages that arrive later', async () => {
    const fresh = await newTestDatabase();
    try {
      translate('de', GERMAN);
      await seedDatabase(fresh, { recipesDir: dir });
      const row = (await recipes.listRecipes(fresh, { publishedOnly: false })).find((r) => r.library_key === 'Greek Salad with Warm Pitta')!;
      expect(row.language).toBe('en');
      expect(localText({ name: row.name, translations: parseTexts(row.translations) }, 'de').name).toBe('Griechischer Salat');
    } finally {
      await fresh.destroy();
    }

    // `db` was seeded before any translation existed: the next start fills them in.
    expect((await salad()).translations).toBeNull();
    translate('es', { name: 'Ensalada griega', tasks: { 'cut-tomatoes': { name: 'Cortar los tomates' } } });
    await seedDatabase(db, { recipesDir: dir });
    const recipe = await salad();
    expect(parseTexts(recipe.translations)).toEqual({ de: { name: 'Griechischer Salat' }, es: { name: 'Ensalada griega' } });
    const task = (await recipes.listTasks(db, [recipe.id])).find((t) => t.key === 'cut-tomatoes')!;
    expect(localText({ name: task.name, translations: parseTexts(task.translations) }, 'es').name).toBe('Cortar los tomates');
  });

  it('leaves a task staff renamed without the translations of its old name', async () => {
    const recipe = await salad();
    const task = (await recipes.listTasks(db, [recipe.id])).find((t) => t.key === 'cut-tomatoes')!;
    await recipes.updateTask(db, task.id, { name: 'Dice the tomatoes' });
    translate('de', GERMAN);
    await seedDatabase(db, { recipesDir: dir });
    const after = (await recipes.listTasks(db, [recipe.id])).find((t) => t.key === 'cut-tomatoes')!;
    expect(after.translations).toBeNull();
    expect(parseTexts((await recipes.listIngredients(db, recipe.id)).find((i) => i.name === 'Ripe tomatoes')!.translations)).toEqual({ de: { name: 'Reife Tomaten' } });
  });

  it('a replaced graph drops a renamed task\'s carried-over translation but keeps new ones', async () => {
    const draft = newRecipeDraft({ translations: { de: { tasks: { chop: { name: 'Hacken', description: 'Grob.' }, blend: { name: 'Pürieren' } } } } });
    const id = await db.transaction().execute((trx) => recipes.insertRecipeDraft(trx, draft, { source: 'text', created_by: null, library_key: null, is_published: 1 }, 'now'));
    const renamed = { ...draft, tasks: draft.tasks.map((t) => (t.key === 'chop' ? { ...t, name: 'Dice' } : t)) };
    await db.transaction().execute((trx) => replaceRecipeGraph(trx, id, renamed, 'later'));
    const tasks = await recipes.listTasks(db, [id]);
    expect(parseTexts(tasks.find((t) => t.key === 'chop')!.translations)).toEqual({ de: { description: 'Grob.' } });
    expect(parseTexts(tasks.find((t) => t.key === 'blend')!.translations)).toEqual({ de: { name: 'Pürieren' } });
  });
});
