import { recipeExportQuery, type RecipeDraft, type RecipeExportFile, type RecipeExportFormat } from '@brigade/contracts';
import { recipes } from '@brigade/db';
import { writeBrigade, writeCooklang, writeJsonLd, zipFiles } from '@brigade/recipe-ai';
import type { AppDeps, Principal } from '../deps';
import { notFound, parseInput, unauthorized } from '../errors';
import { savedRecipeDraft } from './saved-draft';

const EXTENSION: Record<RecipeExportFormat, string> = { brigade: '.brigade.json', cooklang: '.cook', jsonld: '.jsonld' };
const CONTENT_TYPE: Record<RecipeExportFormat, string> = {
  brigade: 'application/json; charset=utf-8',
  cooklang: 'text/plain; charset=utf-8',
  jsonld: 'application/ld+json; charset=utf-8',
};

const isStaff = (p: Principal) => p?.kind === 'user' && p.user.is_staff === 1;

function requireUser(principal: Principal): void {
  if (principal?.kind !== 'user') throw unauthorized();
}

function write(format: RecipeExportFormat, draft: RecipeDraft, sourceId: string | null): string {
  if (format === 'cooklang') return writeCooklang(draft);
  if (format === 'jsonld') return writeJsonLd(draft);
  return writeBrigade(draft, sourceId);
}

/** "Crisp Roast Potatoes" → "crisp-roast-potatoes". */
function fileStem(name: string, id: number): string {
  const slug = name.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return slug || `recipe-${id}`;
}

/**
 * One recipe as a file (GET recipes/{id}/export/?format=brigade|cooklang|jsonld). `brigade`
 * holds the whole graph and imports back to the same one; the others are for other apps.
 * A recipe the caller cannot see (a draft, for anyone but staff) is not found.
 */
export async function exportRecipe(deps: AppDeps, principal: Principal, id: number, rawQuery: unknown): Promise<RecipeExportFile> {
  requireUser(principal);
  const { format } = parseInput(recipeExportQuery, rawQuery);
  const row = await recipes.findRecipe(deps.db, id);
  if (!row || (row.is_published !== 1 && !isStaff(principal))) throw notFound('Recipe');
  const draft = (await savedRecipeDraft(deps.db, id))!;
  return { file_name: `${fileStem(row.name, id)}${EXTENSION[format]}`, content_type: CONTENT_TYPE[format], content: write(format, draft, row.import_source_id), encoding: 'utf8' };
}

/** Every recipe the caller can see, one file each, in a zip (GET recipes/export/?format=...). */
export async function exportAllRecipes(deps: AppDeps, principal: Principal, rawQuery: unknown): Promise<{ file_name: string; bytes: Uint8Array }> {
  requireUser(principal);
  const { format } = parseInput(recipeExportQuery, rawQuery);
  const rows = await recipes.listRecipes(deps.db, { publishedOnly: !isStaff(principal) });
  const used = new Set<string>();
  const files: Array<{ name: string; content: string }> = [];
  for (const row of rows) {
    const draft = await savedRecipeDraft(deps.db, row.id);
    if (!draft) continue;
    let name = `${fileStem(row.name, row.id)}${EXTENSION[format]}`;
    if (used.has(name)) name = `${fileStem(row.name, row.id)}-${row.id}${EXTENSION[format]}`;
    used.add(name);
    files.push({ name, content: write(format, draft, row.import_source_id) });
  }
  return { file_name: `brigade-recipes-${format}.zip`, bytes: zipFiles(files) };
}
