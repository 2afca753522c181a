import { parseTexts, type RecipeDraft, type RecipeTranslations, type TextsByLanguage } from '@brigade/contracts';
import { recipes, type Queryable } from '@brigade/db';

/**
 * A saved recipe read back as the draft it was saved from (tasks by key, `depends_on` in keys),
 * or undefined when there is no such recipe. Takes a transaction too, so a check and a write
 * can see the same recipe.
 */
export async function savedRecipeDraft(db: Queryable, recipeId: number): Promise<RecipeDraft | undefined> {
  const row = await recipes.findRecipe(db, recipeId);
  if (!row) return undefined;
  const tasks = await recipes.listTasks(db, [recipeId]);
  const edges = await recipes.listDependencies(db, [recipeId]);
  const ingredients = await recipes.listIngredients(db, recipeId);
  const keyOf = new Map(tasks.map((t) => [t.id, t.key]));
  return {
    name: row.name,
    description: row.description,
    difficulty_level: row.difficulty_level as RecipeDraft['difficulty_level'],
    cuisine_type: row.cuisine_type,
    servings: row.servings,
    estimated_time_minutes: row.estimated_time_minutes,
    recommended_participants: row.recommended_participants,
    source_url: row.source_url,
    course: (row.course ?? null) as RecipeDraft['course'],
    language: row.language,
    ...withTranslations(draftTranslations(row, tasks, ingredients)),
    ingredients: ingredients.map((i) => ({ name: i.name, quantity: i.quantity, unit: i.unit, used_in: JSON.parse(i.used_in) as string[] })),
    tasks: tasks.map((t) => ({
      key: t.key,
      name: t.name,
      description: t.description,
      task_type: t.task_type as RecipeDraft['tasks'][number]['task_type'],
      skill_level: t.skill_level,
      estimated_duration_minutes: t.estimated_duration_minutes,
      timer_duration_minutes: t.timer_duration_minutes,
      safety_level: t.safety_level as RecipeDraft['tasks'][number]['safety_level'],
      equipment: JSON.parse(t.equipment) as RecipeDraft['tasks'][number]['equipment'],
      skill_requirements: JSON.parse(t.skill_requirements) as RecipeDraft['tasks'][number]['skill_requirements'],
      quantity_dependent: t.quantity_dependent === 1,
      oven_temperature_c: t.oven_temperature_c ?? null,
      oven_fan: t.oven_fan === null || t.oven_fan === undefined ? null : t.oven_fan === 1,
      depends_on: edges.filter((e) => e.task_id === t.id).map((e) => keyOf.get(e.depends_on_id)!).filter(Boolean),
    })),
  };
}

const withTranslations = (t: RecipeTranslations) => (Object.keys(t).length > 0 ? { translations: t } : {});

/** The rows' translations gathered back into a draft's shape (tasks by key, ingredients by name). */
export function draftTranslations(
  recipe: { translations: string | null },
  tasks: Array<{ key: string; translations: string | null }>,
  ingredients: Array<{ name: string; translations: string | null }>,
): RecipeTranslations {
  const out: RecipeTranslations = {};
  const at = (lang: string) => (out[lang] ??= {});
  for (const [lang, texts] of Object.entries(parseTexts(recipe.translations) ?? {})) Object.assign(at(lang), texts);
  const each = (json: string | null, put: (lang: string, texts: TextsByLanguage[string]) => void) => {
    for (const [lang, texts] of Object.entries(parseTexts(json) ?? {})) put(lang, texts);
  };
  for (const t of tasks) each(t.translations, (lang, texts) => ((at(lang).tasks ??= {})[t.key] = texts));
  for (const i of ingredients) each(i.translations, (lang, texts) => texts.name && ((at(lang).ingredients ??= {})[i.name] = texts.name));
  return out;
}
