import { SKILL_CATALOGUE } from '@brigade/contracts';
import type { DB } from './schema';
import { fillLibrarySettings, findLibraryKeys, insertRecipeDraft } from './repositories/recipe.repository';
import { fillLibraryTranslations } from './repositories/recipe-texts.repository';
import { upsertSkills } from './repositories/skill.repository';
import { loadRecipeLibrary } from './seed/recipe-library';

/**
 * Fills a new (or upgraded) database with what a fresh server needs to be useful at once: the
 * skill catalogue and the built-in recipe library. Safe to run on every start: library recipes
 * are keyed by name and added only when missing, so a host's edits are never overwritten.
 * `recipesDir` is where the library's files are when they are not beside the source (bundles);
 * `now` is the server's wall clock (record times), the system's when not given.
 */
export async function seedDatabase(db: DB, opts: { recipes?: boolean; recipesDir?: string; now?: () => number } = {}): Promise<void> {
  await upsertSkills(db, SKILL_CATALOGUE);
  if (opts.recipes === false) return;
  const library = loadRecipeLibrary(opts.recipesDir);
  await db.transaction().execute(async (trx) => {
    const present = await findLibraryKeys(trx);
    const now = new Date((opts.now ?? Date.now)()).toISOString();
    for (const draft of library) {
      if (present.has(draft.name)) {
        await fillLibrarySettings(trx, draft);
        await fillLibraryTranslations(trx, draft);
        continue;
      }
      await insertRecipeDraft(trx, draft, { source: 'library', created_by: null, library_key: draft.name, is_published: 1 }, now);
    }
  });
}
