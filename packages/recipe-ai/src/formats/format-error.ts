/**
 * Why a file could not be read, as the import answer reports it. Each code has its HTTP status
 * in the import service: empty 400, unknown kind 415, too large 413, damaged or without a
 * usable recipe 422.
 */
export type FormatErrorCode = 'empty' | 'unknown_kind' | 'too_large' | 'corrupt' | 'no_recipe';

export class FormatError extends Error {
  override readonly name = 'FormatError';
  constructor(
    readonly code: FormatErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** What an archive may unpack to: past these an upload is refused (a zip bomb or a mistake). */
export const ARCHIVE_LIMITS = { maxBytes: 50 * 1024 * 1024, maxEntries: 2000 } as const;
