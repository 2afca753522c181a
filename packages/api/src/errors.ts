import { API_TEXTS, apiText, apiTextOf, type ApiText, type ApiTextCode, type ApiTextParams, type FieldErrors } from '@brigade/contracts';
import type { z } from 'zod';

export type ErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'unprocessable'
  | 'too_many_requests'
  | 'unavailable';

export const HTTP_STATUS: Record<ErrorKind, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many_requests: 429,
  unavailable: 503,
};

/**
 * An error a caller can act on: services throw it, and both the tRPC routers and the REST
 * adapter turn it into their own error shape with the right status. Anything else is a bug (500).
 */
export class BrigadeError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly fieldErrors?: FieldErrors,
    private readonly coded?: ApiText,
  ) {
    super(message);
    this.name = 'BrigadeError';
  }

  /** An error whose English is the table's text for `code` (packages/contracts/src/api-texts.ts). */
  static coded(kind: ErrorKind, code: ApiTextCode, params: ApiTextParams = {}): BrigadeError {
    return new BrigadeError(kind, apiText(code, params), undefined, { code, params });
  }

  static invalid(fieldErrors: FieldErrors, message: string = API_TEXTS['form.fixErrors']): BrigadeError {
    return new BrigadeError('bad_request', message, fieldErrors);
  }

  /** The message's code and params for clients that show it in their own language (issue 30). */
  get text(): ApiText | null {
    return this.coded ?? apiTextOf(this.message);
  }
}

/** Each field error's code and params beside the English `{field: [messages]}` (null: not in the table). */
export function fieldTextsOf(fieldErrors: FieldErrors | null | undefined): Record<string, Array<ApiText | null>> | null {
  if (!fieldErrors) return null;
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map((m) => apiTextOf(m))]));
}

/**
 * Issue 29: a write the database refused for want of disk space (HTTP 507 Insufficient Storage).
 * Nothing saved before is lost, and writes work again as soon as space is free.
 */
export const STORAGE_FULL_MESSAGE = API_TEXTS['server.storageFull'];
export const STORAGE_FULL_STATUS = 507;

export const notFound = (what: string) => new BrigadeError('not_found', `${what} not found`);
export const forbidden = (message: string = API_TEXTS['auth.forbidden']) =>
  new BrigadeError('forbidden', message);
export const unauthorized = (message: string = API_TEXTS['auth.required']) =>
  new BrigadeError('unauthorized', message);

/** zod issues → `{field: [messages]}`; issues without a path go to `non_field_errors`. */
export function fieldErrorsFromZod(error: z.core.$ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    const message = issue.code === 'invalid_type' && issue.path.length === 0 ? API_TEXTS['form.expectedObject'] : issue.message;
    (out[field] ??= []).push(message);
  }
  return out;
}

/** Parses with a contracts schema, turning failure into a 400 with field errors. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw BrigadeError.invalid(fieldErrorsFromZod(result.error));
  return result.data;
}
