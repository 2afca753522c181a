import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recipeDraft, recipeTranslation, type RecipeDraft, type RecipeTranslations } from '@brigade/contracts';

/**
 * The data files live beside this module rather than in a build output, so resolve them from
 * the module's own URL: that works under tsx, vitest and any working directory.
 */
export const RECIPES_DIR = fileURLToPath(new URL('./recipes/', import.meta.url));

/**
 * Loads the built-in recipe library that a new server seeds on first start (docs/design.md, "Recipes").
 *
 * Every `*.json` file in `./recipes/` is one recipe in the authoring shape (`recipeDraft` input).
 * Files are read in name order so the seeded ids are the same on every server. Each file goes
 * through `recipeDraft.parse`, the same schema as AI output and imports, so the library can never
 * hold a recipe the API would reject.
 *
 * Translations (issue 38.2) are in `./recipes/translations/<lang>/<same file name>.json`, one file
 * per recipe and language (`recipeTranslation`: name, description, tasks by key, ingredients by
 * English name); they are merged into the draft's `translations`. A language folder or a file may
 * be missing: that recipe then simply has fewer languages. A file naming a task or ingredient the
 * recipe lacks fails the schema like any other mistake.
 *
 * @param directory where the files are; only tests pass another folder, to check the errors.
 * @returns the parsed recipes, defaults applied, ordered by file name.
 * @throws Error naming the file and listing the problems when a file is not JSON or fails the schema;
 *   a broken built-in recipe is a bug to fix, never something to skip silently.
 */
export function loadRecipeLibrary(directory: string = RECIPES_DIR): RecipeDraft[] {
  const files = readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .sort();

  return files.map((file) => {
    const text = readFileSync(join(directory, file), 'utf8');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new Error(`Recipe library file ${file} is not valid JSON: ${(error as Error).message}`);
    }
    const translations = readTranslations(directory, file);
    if (translations && data && typeof data === 'object') data = { ...data, translations: { ...translations, ...(data as { translations?: object }).translations } };
    const result = recipeDraft.safeParse(data);
    if (!result.success) {
      const issues = result.error.issues
        .map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('\n');
      throw new Error(`Recipe library file ${file} does not match the recipe schema:\n${issues}`);
    }
    return result.data;
  });
}

/** The translation files of one library recipe, by language; undefined when there are none. */
function readTranslations(directory: string, file: string): RecipeTranslations | undefined {
  const root = join(directory, 'translations');
  if (!existsSync(root)) return undefined;
  const out: RecipeTranslations = {};
  for (const lang of readdirSync(root).sort()) {
    const path = join(root, lang, file);
    if (!/^[a-z]{2}$/.test(lang) || !existsSync(path)) continue;
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new Error(`Recipe translation ${lang}/${file} is not valid JSON: ${(error as Error).message}`);
    }
    const result = recipeTranslation.strict().safeParse(data);
    if (!result.success) {
      const issues = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n');
      throw new Error(`Recipe translation ${lang}/${file} does not match the translation schema:\n${issues}`);
    }
    out[lang] = result.data;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
