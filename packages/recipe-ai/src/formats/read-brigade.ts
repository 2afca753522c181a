import { recipeDraft, type RecipeDraft } from '@brigade/contracts';
import { FormatError } from './format-error';

/** The marker of Brigade's own export; its number changes only if the layout does. */
export const BRIGADE_EXPORT_VERSION = 1;

/** Brigade's own export: the recipe draft exactly as saved, so importing it loses nothing. */
export interface BrigadeExport {
  brigade_recipe: number;
  source_id: string | null;
  recipe: RecipeDraft;
}

export function isBrigadeExport(data: unknown): boolean {
  return !!data && typeof data === 'object' && !Array.isArray(data) && 'brigade_recipe' in data;
}

/**
 * The recipe of a Brigade export, checked against the same contract as every draft.
 * @throws FormatError when the file is of a newer version or its recipe does not pass.
 */
export function readBrigade(data: Record<string, unknown>): { draft: RecipeDraft; sourceId: string | null } {
  if (data.brigade_recipe !== BRIGADE_EXPORT_VERSION) {
    throw new FormatError('no_recipe', 'import.fileNewerExport', { version: String(data.brigade_recipe), supported: BRIGADE_EXPORT_VERSION });
  }
  const parsed = recipeDraft.safeParse(data.recipe);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new FormatError('no_recipe', 'import.fileInvalidRecipe', { path: issue.path.join('.') || 'recipe', detail: issue.message });
  }
  return { draft: parsed.data, sourceId: typeof data.source_id === 'string' ? data.source_id : null };
}

/** A recipe as Brigade's export file (pretty JSON). */
export function writeBrigade(draft: RecipeDraft, sourceId: string | null = null): string {
  const file: BrigadeExport = { brigade_recipe: BRIGADE_EXPORT_VERSION, source_id: sourceId, recipe: draft };
  return `${JSON.stringify(file, null, 2)}\n`;
}
