import { z } from 'zod';

/**
 * The schemas of recipe translations (issue 38.2): what drafts and the library's translation files
 * may carry. The functions that pick a text for a language are in recipe-texts.ts, kept free of
 * zod so the phone's start-up chunk does not carry it.
 */

/** A language code: one of the app's languages or any other two-letter code (an imported recipe's). */
export const textLanguage = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, { error: 'Use a two-letter language code.' });

/** One row's texts in one language; a missing field falls back to the row's own text. */
export const itemTexts = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  description: z.string().max(4000).optional(),
});
export type ItemTexts = z.infer<typeof itemTexts>;

/**
 * A whole recipe's translation into one language, as the library's translation files and drafts
 * write it: tasks by task key, ingredients by the ingredient's name in the recipe's own language.
 */
export const recipeTranslation = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  description: z.string().max(4000).optional(),
  tasks: z.record(z.string(), itemTexts).optional(),
  ingredients: z.record(z.string(), z.string().trim().min(1).max(200)).optional(),
});
export type RecipeTranslation = z.infer<typeof recipeTranslation>;

/** A draft's translations, by language. */
export const recipeTranslations = z.record(textLanguage, recipeTranslation);
export type RecipeTranslations = z.infer<typeof recipeTranslations>;

