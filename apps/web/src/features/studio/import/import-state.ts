import type { FailedImportView, RecipeImportAnswer } from '@brigade/contracts';
import type { Formatters, Translate } from '../../../i18n';

/** What to do with a recipe the server already has: skip it, or import it as a copy. */
export type DuplicateChoice = 'skip' | 'copy';

export type Stage = 'waiting' | 'reading' | 'read' | 'refused' | 'saving' | 'done';

/** A failure keeps the server's English and its code (`text`), shown in the page's language. */
export type Outcome = { kind: 'saved'; id: number; name: string } | { kind: 'skipped' } | { kind: 'failed'; error: string; text: FailedImportView['error_text'] };

/** One picked file on its way: read (previewed), then saved. */
export interface FileEntry {
  id: number;
  file: File;
  stage: Stage;
  preview: RecipeImportAnswer | null;
  error: string | null;
  choices: Record<string, DuplicateChoice>;
  outcomes: Record<string, Outcome>;
  /** Recipes of the file that failed when saved, beyond those the preview already listed. */
  saveFailures: FailedImportView[];
}

let nextId = 1;
export function newEntry(file: File): FileEntry {
  return { id: nextId++, file, stage: 'waiting', preview: null, error: null, choices: {}, outcomes: {}, saveFailures: [] };
}

/** What saving a file's recipes answered, as outcomes by recipe reference. */
export function outcomesOf(entry: FileEntry, answer: RecipeImportAnswer): Pick<FileEntry, 'outcomes' | 'saveFailures'> {
  const outcomes: Record<string, Outcome> = {};
  for (const r of answer.imported) if (r.id !== null) outcomes[r.ref] = { kind: 'saved', id: r.id, name: r.name };
  for (const r of answer.skipped) outcomes[r.ref] = { kind: 'skipped' };
  const known = new Set((entry.preview?.failed ?? []).map((f) => f.name));
  const saveFailures = answer.failed.filter((f) => !known.has(f.name));
  for (const r of entry.preview?.imported ?? []) {
    if (outcomes[r.ref]) continue;
    const failure = saveFailures.find((f) => f.name.endsWith(`› ${r.name}`));
    if (failure) outcomes[r.ref] = { kind: 'failed', error: failure.error, text: failure.error_text };
  }
  return { outcomes, saveFailures };
}

/** Recipes a file would save now: read, and not a duplicate the user chose to skip. */
export function toSave(entry: FileEntry): number {
  return (entry.preview?.imported ?? []).filter((r) => !r.duplicate_of || entry.choices[r.ref] === 'copy').length;
}

/** A file's size in the language's units and numbers: '512 B', '12 KB', '1.5 MB' ('1,5 Mo' in French). */
export function sizeText(t: Translate, f: Formatters, bytes: number): string {
  if (bytes < 1024) return t('studio.import.size.bytes', { size: f.number(bytes) });
  if (bytes < 1024 * 1024) return t('studio.import.size.kb', { size: f.number(Math.round(bytes / 1024)) });
  return t('studio.import.size.mb', { size: f.number(bytes / 1024 / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
}
