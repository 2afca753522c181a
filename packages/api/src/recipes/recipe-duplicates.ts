import { recipeDraft, type DuplicateOf, type RecipeDraft } from '@brigade/contracts';
import { recipes, type Queryable } from '@brigade/db';
import { savedRecipeDraft } from './saved-draft';

/**
 * The library recipe an import repeats: one imported with the same source id (a Paprika uid, a
 * Mealie id), or one with the same name and the same content (tasks, dependencies, timers,
 * equipment, skills, ingredients). Null when the recipe is new.
 */
export async function findDuplicate(db: Queryable, draft: RecipeDraft, sourceId: string | null): Promise<DuplicateOf | null> {
  if (sourceId) {
    const same = (await recipes.findRecipesBySourceId(db, sourceId))[0];
    if (same) return { id: same.id, name: same.name, reason: 'source' };
  }
  const wanted = contentKey(draft);
  for (const row of await recipes.findRecipesByName(db, draft.name)) {
    const saved = await savedRecipeDraft(db, row.id);
    if (saved && contentKey(saved) === wanted) return { id: row.id, name: row.name, reason: 'content' };
  }
  return null;
}

/** A draft in one canonical text: keys in the contract's order, lists whose order carries no meaning sorted. */
export function contentKey(raw: RecipeDraft): string {
  // Parsed again so every object has the contract's key order, whatever built it.
  const draft = recipeDraft.parse(raw);
  // Optional fields that a saved recipe always has (null) and a new draft may leave out count alike.
  // The content in the recipe's own words: its language and translations are not content.
  const { language: _language, translations: _translations, ...own } = draft;
  return JSON.stringify({
    ...own,
    name: draft.name.trim().toLowerCase(),
    course: draft.course ?? null,
    tasks: draft.tasks.map((t) => ({
      ...t,
      depends_on: [...t.depends_on].sort(),
      equipment: [...t.equipment].sort(),
      skill_requirements: [...t.skill_requirements].sort(),
      oven_temperature_c: t.oven_temperature_c ?? null,
      oven_fan: t.oven_fan ?? null,
    })),
    ingredients: draft.ingredients.map((i) => ({ ...i, used_in: [...i.used_in].sort() })),
  });
}

/** The name a copy is saved under: "Soup (copy)", "Soup (copy 2)", ... */
export async function copyName(db: Queryable, name: string): Promise<string> {
  const base = name.slice(0, 185);
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? `${base} (copy)` : `${base} (copy ${n})`;
    if ((await recipes.findRecipesByName(db, candidate)).length === 0) return candidate;
  }
  return `${base} (copy)`;
}
