import { apiText, type ApiText, type ApiTextCode, type ApiTextParams } from '@brigade/contracts';

/**
 * Why a file could not be read, as the import answer reports it. Each code has its HTTP status
 * in the import service: empty 400, unknown kind 415, too large 413, damaged or without a
 * usable recipe 422.
 */
export type FormatErrorCode = 'empty' | 'unknown_kind' | 'too_large' | 'corrupt' | 'no_recipe';

/** Why a file was refused: its English (the message) and, beside it, its code and params (`text`). */
export class FormatError extends Error {
  override readonly name = 'FormatError';
  readonly text: ApiText;
  constructor(
    readonly code: FormatErrorCode,
    reason: ApiTextCode,
    params: ApiTextParams = {},
  ) {
    super(apiText(reason, params));
    this.text = { code: reason, params };
  }
}

/** What an archive may unpack to: past these an upload is refused (a zip bomb or a mistake). */
export const ARCHIVE_LIMITS = { maxBytes: 50 * 1024 * 1024, maxEntries: 2000 } as const;
