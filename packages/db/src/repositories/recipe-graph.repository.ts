import { parseTexts, textsColumn, type RecipeDraft, type TextsByLanguage } from '@brigade/contracts';
import type { Queryable } from '../schema';
import { insertEdgesAndIngredients, recipeColumns, taskColumns } from './recipe-draft-rows';

/**
 * Replaces a saved recipe's whole graph (recipe fields, tasks, dependencies, ingredients) with
 * `draft`. Tasks are matched by key: a task whose key survives keeps its id (so the studio's
 * saved node positions and links stay valid), new keys are inserted and missing ones deleted.
 * A kept task whose name or description changed loses the translations of that field it carried
 * over unchanged (they translated the old text, issue 38.2); new translations in `draft` stay.
 * Call inside a transaction: a recipe is never half-replaced.
 */
export async function replaceRecipeGraph(db: Queryable, recipeId: number, draft: RecipeDraft, now: string): Promise<void> {
  await db.updateTable('recipes').set({ ...recipeColumns(draft), updated_at: now }).where('id', '=', recipeId).execute();

  await db.deleteFrom('recipe_dependencies').where('recipe_id', '=', recipeId).execute();
  await db.deleteFrom('ingredients').where('recipe_id', '=', recipeId).execute();

  const existing = await db.selectFrom('recipe_tasks').select(['id', 'key', 'name', 'description', 'translations']).where('recipe_id', '=', recipeId).execute();
  const keep = new Set(draft.tasks.map((t) => t.key));
  const gone = existing.filter((t) => !keep.has(t.key)).map((t) => t.id);
  if (gone.length > 0) await db.deleteFrom('recipe_tasks').where('id', 'in', gone).execute();

  const idByKey = new Map(existing.filter((t) => keep.has(t.key)).map((t) => [t.key, t.id]));
  for (const [position, t] of draft.tasks.entries()) {
    const columns = taskColumns(t, position, draft.translations);
    const id = idByKey.get(t.key);
    const before = existing.find((e) => e.id === id);
    if (before) columns.translations = textsColumn(freshTexts(parseTexts(columns.translations), parseTexts(before.translations), { name: before.name !== t.name, description: before.description !== t.description }));
    if (id !== undefined) {
      await db.updateTable('recipe_tasks').set(columns).where('id', '=', id).execute();
    } else {
      const row = await db
        .insertInto('recipe_tasks')
        .values({ recipe_id: recipeId, key: t.key, ...columns })
        .returning('id')
        .executeTakeFirstOrThrow();
      idByKey.set(t.key, row.id);
    }
  }

  await insertEdgesAndIngredients(db, recipeId, draft, idByKey);
}

/** `next` without the fields whose own text changed and whose translation is still the old one. */
function freshTexts(next: TextsByLanguage | null, old: TextsByLanguage | null, changed: { name: boolean; description: boolean }): TextsByLanguage | null {
  if (!next || (!changed.name && !changed.description)) return next;
  const out: TextsByLanguage = {};
  for (const [lang, texts] of Object.entries(next)) {
    const stale = (field: 'name' | 'description') => changed[field] && texts[field] === old?.[lang]?.[field];
    const kept = { ...(texts.name && !stale('name') ? { name: texts.name } : {}), ...(texts.description && !stale('description') ? { description: texts.description } : {}) };
    if (kept.name || kept.description) out[lang] = kept;
  }
  return out;
}
