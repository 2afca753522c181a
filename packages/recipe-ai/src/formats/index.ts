export { readRecipeFile, KNOWN_KINDS, baseName } from './read-file';
export { FormatError, ARCHIVE_LIMITS, type FormatErrorCode } from './format-error';
export { UnpackBudget, zipFiles } from './archive';
export { graphFromLinear, MAX_TASKS } from './graph-builder';
export { splitActions } from './action-split';
export { writeBrigade, readBrigade, BRIGADE_EXPORT_VERSION } from './read-brigade';
export { writeCooklang, writeJsonLd } from './write-formats';
export { RECIPE_FORMATS, type RecipeFormat, type ImportedRecipe, type FailedRecipe, type ReadFileResult, type LinearRecipe } from './linear-recipe';
