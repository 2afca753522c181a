/**
 * @brigade/recipe-ai: every way a recipe enters Brigade other than the seeded library.
 * Pasted text is converted offline, web pages are read for schema.org data behind an SSRF
 * guard, and an OpenAI-compatible model generates and edits recipes, always checked against
 * the same `recipeDraft` contract.
 */
export { convertRecipeText } from './text/convert-text';
export { TextConversionError, type RecipeParts } from './text/recipe-builder';
export { parseIngredientLine, type IngredientLine } from './text/ingredient-line';
export { isoDurationMinutes } from './text/durations';
export { unusedIngredients } from './text/graph-measures';
export { ovenSettingOf, withOvenSettings, type OvenSetting } from './text/temperatures';
export { parseRecipePage } from './schema-org/recipe-page';
export { recipeFromSchemaOrg } from './schema-org/recipe-from-schema-org';
export type { SchemaOrgRecipe } from './schema-org/schema-org-recipe';
export type { MethodStep } from './text/recipe-text';
export { importRecipeFromUrl } from './url-import/import-recipe';
export { fetchRecipePage, type UrlImportOptions, type FetchedPage } from './url-import/fetch-page';
export { isPublicAddress, type HostLookup } from './url-import/address-guard';
export { ImportError, type ImportErrorCode } from './url-import/import-error';
export { createRecipeAi, DEFAULT_AI_DEADLINE_MS, PROGRESS_EVERY_MS, tasksSeen, type AiCall, type RecipeAi, type RecipeAiConfig } from './ai/recipe-ai';
export { AiNotConfiguredError, AiRecipeError, type AiRecipeErrorCode } from './ai/ai-errors';
export type { SelectedElement } from './ai/prompts';
export { checkRecipeDraft, type DraftCheck } from './draft-check';
export { applyPreferences, participantsCount, preferenceLines, type GenerationPreferences } from './preferences';
export * from './formats';
export { textLanguage } from './text/text-language';
export { PREHEAT_WORDS } from './text/kitchen-languages';
