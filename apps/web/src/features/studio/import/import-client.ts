import type { RecipeImportAnswer } from '@brigade/contracts';
import { readToken } from '../../../app/storage';
import type { Translate } from '../../../i18n';

/** What the import call answered for one file: the answer, or the reason it was refused. */
export type FileAnswer = { ok: true; answer: RecipeImportAnswer } | { ok: false; error: string; answer: RecipeImportAnswer | null };

/** Recipe files the page offers in the file picker (any file may still be dropped: content decides). */
export const ACCEPTED = '.json,.jsonld,.html,.htm,.paprikarecipes,.paprikarecipe,.zip,.gz,.cook,.mmf,.mm,.txt,.md,.csv';

/**
 * POST /api/recipes/import/ with one file (multipart, field `file`), so the page can show each
 * file's progress. `preview` reads without saving; `copy` lists the duplicates to save as copies.
 */
export async function importFile(t: Translate, file: File, options: { preview: boolean; copy?: readonly string[] }, signal?: AbortSignal): Promise<FileAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('preview', options.preview ? 'true' : 'false');
  for (const ref of options.copy ?? []) form.append('copy', ref);
  const token = readToken();
  let res: Response;
  try {
    res = await fetch('/api/recipes/import/', { method: 'POST', body: form, headers: token ? { Authorization: `Token ${token}` } : {}, ...(signal ? { signal } : {}) });
  } catch {
    return { ok: false, error: t('studio.import.unreachable', { name: file.name }), answer: null };
  }
  const body = (await res.json().catch(() => null)) as (Partial<RecipeImportAnswer> & { error?: string; detail?: string }) | null;
  const answer = body && Array.isArray(body.imported) ? { imported: body.imported, skipped: body.skipped ?? [], failed: body.failed ?? [] } : null;
  if (res.ok && answer) return { ok: true, answer };
  const error = body?.error ?? body?.detail ?? (res.status === 413 ? t('studio.import.tooLarge', { name: file.name }) : t('studio.import.failedStatus', { name: file.name, status: res.status }));
  return { ok: false, error, answer };
}
