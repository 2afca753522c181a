import { apiText } from '@brigade/contracts';
import { TextConversionError } from '../text/recipe-builder';
import { gunzipWithin, isGzip, isZip, unzipEntries, UnpackBudget, type ArchiveEntry } from './archive';
import { FormatError } from './format-error';
import { graphFromLinear } from './graph-builder';
import type { FailedRecipe, ImportedRecipe, LinearRecipe, ReadFileResult, RecipeFormat } from './linear-recipe';
import { isBrigadeExport, readBrigade } from './read-brigade';
import { isChowdownRecipe, readChowdown } from './read-chowdown';
import { isCopyMeThat, readCopyMeThat } from './read-copy-me-that';
import { looksLikeCooklang, readCooklang } from './read-cooklang';
import { holdsJsonLdRecipe, readHtmlPage, readJsonLd } from './read-json-ld';
import { looksLikeMealMaster, readMealMaster } from './read-meal-master';
import { isMealieRecipe, readMealie } from './read-mealie';
import { isPaprikaRecipe, readPaprika } from './read-paprika';
import { isPaprikaHtml, readPaprikaHtml } from './read-paprika-html';
import { isPlanToEat, readPlanToEat } from './read-plan-to-eat';
import { isRecipeKeeper, readRecipeKeeper } from './read-recipe-keeper';
import { isTandoorRecipe, readTandoor } from './read-tandoor';

export const KNOWN_KINDS =
  'schema.org Recipe JSON-LD (.json, .jsonld, .html), Paprika (.paprikarecipes, .paprikarecipe, HTML export), Mealie JSON or export zip, Tandoor export zip, Nextcloud Cookbook, Chowdown (.md), Copy Me That, Recipe Keeper, Plan to Eat (.csv), Cooklang (.cook), Meal-Master (.mmf, .txt) or a Brigade export';

/**
 * Reads every recipe of an uploaded file, recognised by its content (zip, gzip, JSON, HTML,
 * Meal-Master, Cooklang), the name serving only as a hint and a fallback title. Each recipe is
 * made into a task graph on its own: one that fails is listed in `failed`, the others are kept.
 * @throws FormatError when the file as a whole cannot be read (empty, unknown kind, damaged or
 * too large an archive, or not one usable recipe in it).
 */
export function readRecipeFile(fileName: string, bytes: Uint8Array, budget = new UnpackBudget()): ReadFileResult {
  if (bytes.length === 0 || (!isZip(bytes) && !isGzip(bytes) && decode(bytes).trim() === '')) throw new FormatError('empty', 'import.fileEmpty');
  const result: ReadFileResult = { recipes: [], failed: [] };
  readInto(result, fileName, bytes, budget, 0);
  if (result.recipes.length === 0 && result.failed.length === 0) throw new FormatError('no_recipe', 'import.fileNoRecipe');
  return result;
}

function readInto(result: ReadFileResult, name: string, bytes: Uint8Array, budget: UnpackBudget, depth: number): void {
  if (isZip(bytes)) {
    if (depth > 1) return;
    readArchive(result, name, unzipEntries(bytes, budget), budget, depth);
    return;
  }
  if (isGzip(bytes)) {
    const inner = gunzipWithin(bytes, budget);
    if (isGzip(inner) || isZip(inner)) throw new FormatError('unknown_kind', 'import.fileNested');
    readInto(result, name, inner, budget, depth + 1);
    return;
  }
  const source = decode(bytes).replace(/^\uFEFF/, '');
  const base = baseName(name);
  const trimmed = source.trimStart();
  // A Cooklang file may open with a block comment, "[- … -]": that is not JSON.
  if (trimmed.startsWith('{') || (trimmed.startsWith('[') && !trimmed.startsWith('[-'))) {
    let data: unknown;
    try {
      data = JSON.parse(source);
    } catch (error) {
      if (looksLikeCooklang(source)) return readCooklangInto(result, name, source, base);
      throw new FormatError('corrupt', 'import.fileBadJson', { detail: error instanceof Error ? error.message : 'parse error' });
    }
    readJson(result, name, data);
    return;
  }
  if (/^<(?:!doctype|!--|html|head|body|script|meta|div)/i.test(trimmed) || /<script[^>]+ld\+json/i.test(source) || (/\.html?$/i.test(name) && trimmed.startsWith('<'))) {
    if (readHtmlExport(result, name, source, base)) return;
    const recipes = readHtmlPage(source, base);
    if (recipes.length === 0) throw new FormatError('no_recipe', 'import.fileNoSchemaRecipe');
    recipes.forEach((r) => addLinear(result, 'jsonld', r, name));
    return;
  }
  if (looksLikeMealMaster(source)) {
    readMealMaster(source, base).forEach((r) => addLinear(result, 'mealmaster', r, name));
    return;
  }
  if (isPlanToEat(source)) {
    readPlanToEat(source, base).forEach((r) => addLinear(result, 'plantoeat', r, name));
    return;
  }
  if (!/\.cook$/i.test(name) && isChowdownRecipe(source)) {
    addLinear(result, 'chowdown', readChowdown(source, base), name);
    return;
  }
  if (/\.cook$/i.test(name) || looksLikeCooklang(source)) return readCooklangInto(result, name, source, base);
  throw new FormatError('unknown_kind', 'import.fileUnknownKind', { kinds: KNOWN_KINDS });
}

function readCooklangInto(result: ReadFileResult, name: string, source: string, base: string): void {
  let linear: LinearRecipe;
  try {
    linear = readCooklang(source, base);
  } catch (error) {
    throw new FormatError('corrupt', 'import.fileBadCooklang', { detail: error instanceof Error ? error.message : String(error) });
  }
  addLinear(result, 'cooklang', linear, name);
}

/** The HTML exports of recipe apps (Copy Me That, Recipe Keeper, Paprika), recognised by their markup. */
function readHtmlExport(result: ReadFileResult, name: string, source: string, base: string): boolean {
  const kind: [RecipeFormat, (html: string, fallback: string) => LinearRecipe[]] | null = isCopyMeThat(source)
    ? ['copymethat', readCopyMeThat]
    : isRecipeKeeper(source)
      ? ['recipekeeper', readRecipeKeeper]
      : isPaprikaHtml(source)
        ? ['paprika', readPaprikaHtml]
        : null;
  if (!kind) return false;
  const recipes = kind[1](source, base);
  if (recipes.length === 0) return false;
  recipes.forEach((r) => addLinear(result, kind[0], r, name));
  return true;
}

/**
 * Zips: Paprika (gzipped recipes or HTML pages), Tandoor (zips with recipe.json), Mealie (a folder per
 * recipe), Nextcloud Cookbook (`recipe.json` per folder), Chowdown (`_recipes/*.md`), Copy Me That and
 * Recipe Keeper (`recipes.html`), Plan to Eat (a CSV) and any zip of recipe files. Paprika's HTML
 * export keeps an `index.html` that lists the recipes: it is not one.
 */
function readArchive(result: ReadFileResult, name: string, entries: ArchiveEntry[], budget: UnpackBudget, depth: number): void {
  const readable = entries.filter((e) => (/\.(?:json|jsonld|paprikarecipe|cook|mmf|mm|txt|html?|zip|md|csv)$/i.test(e.path) || isGzip(e.bytes) || isZip(e.bytes)) && !/(?:^|\/)\.|(?:^|\/)index\.html?$/i.test(e.path));
  for (const entry of readable) {
    const label = `${name} › ${entry.path}`;
    try {
      const before = result.failed.length;
      readInto(result, entry.path, entry.bytes, budget, depth + 1);
      // Tandoor's inner zips and Mealie's folders name the recipe; the label keeps the archive's name.
      for (const f of result.failed.slice(before)) if (!f.name.startsWith(name)) f.name = `${name} › ${f.name}`;
    } catch (error) {
      if (error instanceof FormatError && error.code === 'too_large') throw error;
      // A stray file (an image list, a settings file) is not a failed recipe; a damaged one is.
      if (error instanceof FormatError && (error.code === 'unknown_kind' || error.code === 'no_recipe') && !/recipe\.json$|\.paprikarecipe$|\.cook$/i.test(entry.path)) continue;
      result.failed.push({ name: label, error: error instanceof Error ? error.message : String(error), text: error instanceof FormatError ? error.text : null });
    }
  }
}

function readJson(result: ReadFileResult, name: string, data: unknown): void {
  const base = baseName(name);
  if (isBrigadeExport(data)) {
    const { draft, sourceId } = readBrigade(data as Record<string, unknown>);
    result.recipes.push({ format: 'brigade', draft, sourceId, warnings: [] });
    return;
  }
  if (Array.isArray(data) && data.length > 0 && data.every(isBrigadeExport)) {
    data.forEach((d) => readJson(result, name, d));
    return;
  }
  if (isPaprikaRecipe(data)) return addLinear(result, 'paprika', readPaprika(data, base), name);
  if (isTandoorRecipe(data)) return addLinear(result, 'tandoor', readTandoor(data, base), name);
  if (isMealieRecipe(data)) return addLinear(result, 'mealie', readMealie(data, base), name);
  if (Array.isArray(data) && data.some((d) => isMealieRecipe(d) || isPaprikaRecipe(d))) {
    for (const d of data) {
      if (isPaprikaRecipe(d)) addLinear(result, 'paprika', readPaprika(d, base), name);
      else if (isMealieRecipe(d)) addLinear(result, 'mealie', readMealie(d, base), name);
    }
    return;
  }
  if (holdsJsonLdRecipe(data)) {
    readJsonLd(data, base).forEach((r) => addLinear(result, 'jsonld', r, name));
    return;
  }
  throw new FormatError('unknown_kind', 'import.fileUnknownJson', { kinds: KNOWN_KINDS });
}

/** One linear recipe into a task graph, or a failure of that recipe alone. */
function addLinear(result: ReadFileResult, format: RecipeFormat, linear: LinearRecipe, fileName: string): void {
  try {
    const { draft, warnings } = graphFromLinear(linear);
    const imported: ImportedRecipe = { format, draft, sourceId: linear.sourceId ?? null, warnings };
    result.recipes.push(imported);
  } catch (error) {
    const failed: FailedRecipe = { name: `${fileName} › ${linear.name}`, ...reasonOf(error) };
    result.failed.push(failed);
  }
}

/** Why one recipe failed, in English and, for a reason the table knows, by code. */
function reasonOf(error: unknown): Pick<FailedRecipe, 'error' | 'text'> {
  if (error instanceof TextConversionError && /^(?:No recipe steps found in the text|no steps to make tasks from)$/.test(error.message)) {
    return { error: apiText('import.recipeNoSteps'), text: { code: 'import.recipeNoSteps', params: {} } };
  }
  return { error: error instanceof Error ? error.message : String(error), text: null };
}

/** UTF-8, or Windows-1252 for older files (Meal-Master collections often are) that are not valid UTF-8. */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** "Dinner/Pea Soup.cook" → "Pea Soup". */
export function baseName(path: string): string {
  const file = path.split(/[\\/]/).pop() ?? path;
  return file.replace(/\.(?:paprikarecipes?|jsonld|json|cook|mmf|mm|txt|html?|zip|md|csv|brigade)$/i, '').replace(/\.brigade$/i, '').trim() || 'Imported recipe';
}
