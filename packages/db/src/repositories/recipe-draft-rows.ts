import {
  DEFAULT_RECIPE_LANGUAGE, ingredientTranslations, recipeOwnTranslations, taskTranslations, textsColumn,
  type RecipeDraft, type RecipeTaskDraft, type RecipeTranslations,
} from '@brigade/contracts';
import type { Queryable } from '../schema';

/** Recipe columns an authored draft sets (inserts and whole-graph replacements alike). */
export function recipeColumns(draft: RecipeDraft) {
  return {
    name: draft.name,
    description: draft.description,
    difficulty_level: draft.difficulty_level,
    cuisine_type: draft.cuisine_type,
    servings: draft.servings,
    estimated_time_minutes: draft.estimated_time_minutes,
    recommended_participants: draft.recommended_participants,
    source_url: draft.source_url,
    course: draft.course ?? null,
    language: draft.language ?? DEFAULT_RECIPE_LANGUAGE,
    translations: textsColumn(recipeOwnTranslations(draft.translations)),
  };
}

export function taskColumns(t: RecipeTaskDraft, position: number, translations?: RecipeTranslations) {
  return {
    position,
    name: t.name,
    description: t.description,
    task_type: t.task_type,
    skill_level: t.skill_level,
    estimated_duration_minutes: t.estimated_duration_minutes,
    timer_duration_minutes: t.timer_duration_minutes,
    safety_level: t.safety_level,
    equipment: JSON.stringify(t.equipment),
    skill_requirements: JSON.stringify(t.skill_requirements),
    quantity_dependent: t.quantity_dependent ? 1 : 0,
    oven_temperature_c: t.oven_temperature_c ?? null,
    oven_fan: t.oven_fan === null || t.oven_fan === undefined ? null : t.oven_fan ? 1 : 0,
    translations: textsColumn(taskTranslations(translations, t.key)),
  };
}

/** Writes the draft's dependencies and ingredients, once every task has its id. */
export async function insertEdgesAndIngredients(db: Queryable, recipeId: number, draft: RecipeDraft, idByKey: Map<string, number>): Promise<void> {
  const edges = draft.tasks.flatMap((t) =>
    [...new Set(t.depends_on)].map((d) => ({ recipe_id: recipeId, task_id: idByKey.get(t.key)!, depends_on_id: idByKey.get(d)! })),
  );
  if (edges.length > 0) await db.insertInto('recipe_dependencies').values(edges).execute();
  if (draft.ingredients.length > 0) {
    await db
      .insertInto('ingredients')
      .values(draft.ingredients.map((i, position) => ({ recipe_id: recipeId, position, name: i.name, quantity: i.quantity, unit: i.unit, used_in: JSON.stringify(i.used_in), translations: textsColumn(ingredientTranslations(draft.translations, i.name)) })))
      .execute();
  }
}
