/** Why a recipe could not be imported from a web address. */
export type ImportErrorCode =
  | 'invalid_url'
  | 'blocked_address'
  | 'unreachable'
  | 'timeout'
  | 'too_large'
  | 'http_error'
  | 'too_many_redirects'
  | 'not_a_page'
  | 'no_recipe';

/** The message a cook sees for each failure; `detail` may add the specifics. */
const MESSAGES: Record<ImportErrorCode, string> = {
  invalid_url: 'Please enter a valid web address starting with http:// or https://',
  blocked_address: 'This address is on a private network and cannot be imported',
  unreachable: 'That website could not be reached',
  timeout: 'That website took too long to answer',
  too_large: 'That page is too large to import',
  http_error: 'That website answered with an error',
  too_many_redirects: 'That address redirects too many times',
  not_a_page: 'That address is not a web page',
  no_recipe: 'No recipe found on that page',
};

/**
 * A failed URL import, with a `code` the server can map to a status and a message that can be
 * shown to the cook as it is.
 */
export class ImportError extends Error {
  override readonly name = 'ImportError';
  readonly code: ImportErrorCode;

  constructor(code: ImportErrorCode, detail?: string, options?: { cause?: unknown }) {
    super(detail ? `${MESSAGES[code]} (${detail})` : MESSAGES[code], options);
    this.code = code;
  }
}
