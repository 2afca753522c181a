import type { ItemTexts, RecipeTranslation, RecipeTranslations } from './recipe-translations';

/**
 * Recipes in the cook's language (issue 38.2). A recipe is written in one language, its own
 * (`language`, English for the library); beside that text it may carry translations, per row: the
 * recipe's name and description, each task's name and description, each ingredient's name. Every
 * screen picks the text to show with `localText`, falling back to the recipe's own text. No zod
 * here (the schemas are in recipe-translations.ts): the phone's start-up chunk reads this.
 */

/** A recipe's own language when nothing says otherwise (the library is written in English). */
export const DEFAULT_RECIPE_LANGUAGE = 'en';

/** One row's translations by language (`{ de: { name: 'Streusel backen' } }`), as views carry them. */
export type TextsByLanguage = Record<string, ItemTexts>;

/** Something with a text of its own and maybe translations of it. */
export interface Localisable {
  name: string;
  description?: string | null;
  translations?: TextsByLanguage | null;
}

/**
 * The one computation every screen uses to show a recipe's, task's or ingredient's text in a
 * language: the translation's field when there is one, else the row's own text.
 */
export function localText(item: Localisable, lang: string): { name: string; description: string } {
  const own = item.translations?.[lang];
  return { name: own?.name || item.name, description: own?.description || (item.description ?? '') };
}

/** A row's name only, in a language (`localText(item, lang).name`). */
export const localName = (item: Localisable, lang: string): string => localText(item, lang).name;

/** The translations one task of a draft gets (its key's texts per language), or null when none. */
export function taskTranslations(translations: RecipeTranslations | undefined, key: string): TextsByLanguage | null {
  return pick(translations, (t) => t.tasks?.[key]);
}

/** The translations one ingredient of a draft gets (by its own name), or null when none. */
export function ingredientTranslations(translations: RecipeTranslations | undefined, name: string): TextsByLanguage | null {
  return pick(translations, (t) => {
    const translated = t.ingredients?.[name];
    return translated ? { name: translated } : undefined;
  });
}

/** The recipe's own name and description per language, or null when none. */
export function recipeOwnTranslations(translations: RecipeTranslations | undefined): TextsByLanguage | null {
  return pick(translations, (t) => (t.name || t.description ? { ...(t.name ? { name: t.name } : {}), ...(t.description ? { description: t.description } : {}) } : undefined));
}

function pick(translations: RecipeTranslations | undefined, of: (t: RecipeTranslation) => ItemTexts | undefined): TextsByLanguage | null {
  const out: TextsByLanguage = {};
  for (const [lang, t] of Object.entries(translations ?? {})) {
    const texts = of(t);
    if (texts && (texts.name || texts.description)) out[lang] = texts;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * A row's translations after its own text changed: a field edited in the recipe's own language
 * drops that field's translations (they translated the old text); untouched fields keep theirs.
 */
export function withoutStaleTexts(translations: TextsByLanguage | null, changed: { name?: boolean; description?: boolean }): TextsByLanguage | null {
  if (!translations || (!changed.name && !changed.description)) return translations;
  const out: TextsByLanguage = {};
  for (const [lang, texts] of Object.entries(translations)) {
    const kept: ItemTexts = {
      ...(texts.name && !changed.name ? { name: texts.name } : {}),
      ...(texts.description && !changed.description ? { description: texts.description } : {}),
    };
    if (kept.name || kept.description) out[lang] = kept;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** Reads a translations column (JSON text or null); anything unreadable counts as none. */
export function parseTexts(json: string | null | undefined): TextsByLanguage | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as TextsByLanguage) : null;
  } catch {
    return null;
  }
}

/** Writes a translations column: null when there are none. */
export const textsColumn = (texts: TextsByLanguage | null | undefined): string | null =>
  texts && Object.keys(texts).length > 0 ? JSON.stringify(texts) : null;

/** An assignment's task and dish as a live view carries them (`AssignmentItem`, the board's cards). */
export interface LocalisableAssignment {
  task_name: string;
  description?: string | null;
  recipe_name?: string | null;
  task_translations?: TextsByLanguage | null;
  recipe_translations?: TextsByLanguage | null;
}

/** An assignment's task name, description and dish name in a language (`localText` on each). */
export function assignmentText(a: LocalisableAssignment, lang: string): { task: string; description: string; recipe: string } {
  const task = localText({ name: a.task_name, description: a.description, translations: a.task_translations }, lang);
  return { task: task.name, description: task.description, recipe: localText({ name: a.recipe_name ?? '', translations: a.recipe_translations }, lang).name };
}

/**
 * A task's name as a server text's `task` parameter (help requests, stall lines, 'back in the
 * plan'), with its names in other languages in `task_names` (JSON, `{"de":"Streusel backen"}`) so
 * that each page names the task in its own language (`localTaskParam`). English stays in `task`.
 */
export function taskParams(name: string, translations?: TextsByLanguage | null): { task: string; task_names?: string } {
  const names: Record<string, string> = {};
  for (const [lang, texts] of Object.entries(translations ?? {})) if (texts?.name) names[lang] = texts.name;
  return Object.keys(names).length > 0 ? { task: name, task_names: JSON.stringify(names) } : { task: name };
}

/** A server text's parameters with `task` in `lang` when `task_names` has it (see `taskParams`). */
export function localTaskParam<P extends Record<string, string | number>>(params: P, lang: string): P {
  const names = params.task_names;
  if (typeof names !== 'string') return params;
  try {
    const name = (JSON.parse(names) as Record<string, unknown>)[lang];
    return typeof name === 'string' && name ? { ...params, task: name } : params;
  } catch {
    return params;
  }
}
