import { Gunzip, strToU8, Unzip, UnzipInflate, unzipSync, zipSync } from 'fflate';
import { ARCHIVE_LIMITS, FormatError } from './format-error';

/** One file inside an archive. */
export interface ArchiveEntry {
  path: string;
  bytes: Uint8Array;
}

/** How much an upload may still unpack to; nested archives (Tandoor) share one budget. */
export class UnpackBudget {
  private bytes = 0;
  private entries = 0;
  constructor(private readonly limits: { maxBytes: number; maxEntries: number } = ARCHIVE_LIMITS) {}

  addEntries(n: number): void {
    this.entries += n;
    if (this.entries > this.limits.maxEntries) {
      throw new FormatError('too_large', 'import.fileTooManyEntries', { max: this.limits.maxEntries.toLocaleString('en') });
    }
  }

  addBytes(n: number): void {
    this.bytes += n;
    this.checkDeclared(0);
  }

  checkDeclared(more: number): void {
    if (this.bytes + more > this.limits.maxBytes) {
      throw new FormatError('too_large', 'import.fileUnpacksTooLarge', { mb: Math.round(this.limits.maxBytes / 1024 / 1024) });
    }
  }
}

export const isZip = (b: Uint8Array) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && (b[2] === 0x03 || b[2] === 0x05) && (b[3] === 0x04 || b[3] === 0x06);
export const isGzip = (b: Uint8Array) => b.length >= 2 && b[0] === 0x1f && b[1] === 0x8b;

/**
 * Unpacks a zip within the budget. The central directory is read first (a damaged archive fails
 * before anything is inflated, and the entry count is checked); then each entry is inflated as a
 * stream that stops as soon as the real bytes pass the budget, whatever the headers claim.
 * Folders and macOS resource forks are left out.
 */
export function unzipEntries(data: Uint8Array, budget: UnpackBudget): ArchiveEntry[] {
  let declared = 0;
  try {
    unzipSync(data, {
      filter: (file) => {
        budget.addEntries(1);
        declared += file.originalSize;
        return false;
      },
    });
  } catch (error) {
    if (error instanceof FormatError) throw error;
    throw new FormatError('corrupt', 'import.fileArchiveDamaged', { detail: reason(error) });
  }
  // Headers can lie (the stream below counts real bytes), but one that admits too much is refused at once.
  budget.checkDeclared(declared);

  const entries: ArchiveEntry[] = [];
  const failures: unknown[] = [];
  const unzip = new Unzip((file) => {
    if (file.name.endsWith('/') || file.name.startsWith('__MACOSX/')) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (error) {
        failures.push(error);
        return;
      }
      budget.addBytes(chunk.length);
      chunks.push(chunk);
      if (final) entries.push({ path: file.name, bytes: concat(chunks) });
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(data, true);
  } catch (error) {
    if (error instanceof FormatError) throw error;
    throw new FormatError('corrupt', 'import.fileArchiveDamaged', { detail: reason(error) });
  }
  if (failures.length > 0) throw new FormatError('corrupt', 'import.fileArchiveDamaged', { detail: reason(failures[0]) });
  return entries;
}

/** Gunzips within the budget, as a stream that stops once past it. */
export function gunzipWithin(data: Uint8Array, budget: UnpackBudget): Uint8Array {
  const chunks: Uint8Array[] = [];
  const stream = new Gunzip((chunk) => {
    budget.addBytes(chunk.length);
    chunks.push(chunk);
  });
  try {
    stream.push(data, true);
  } catch (error) {
    if (error instanceof FormatError) throw error;
    throw new FormatError('corrupt', 'import.fileCompressedDamaged', { detail: reason(error) });
  }
  return concat(chunks);
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Text files into one zip (the export of every recipe). */
export function zipFiles(files: ReadonlyArray<{ name: string; content: string }>): Uint8Array {
  return zipSync(Object.fromEntries(files.map((f) => [f.name, strToU8(f.content)])));
}
