import type { FieldErrors } from '@brigade/contracts';
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
  ) {
    super(message);
    this.name = 'BrigadeError';
  }

  static invalid(fieldErrors: FieldErrors, message = 'Please fix the errors below:'): BrigadeError {
    return new BrigadeError('bad_request', message, fieldErrors);
  }
}

/**
 * Issue 29: a write the database refused for want of disk space (HTTP 507 Insufficient Storage).
 * Nothing saved before is lost, and writes work again as soon as space is free.
 */
export const STORAGE_FULL_MESSAGE = "The server's storage is full, so this change could not be saved. Free some space on the server's disk, then try again; everything saved before is safe.";
export const STORAGE_FULL_STATUS = 507;

export const notFound = (what: string) => new BrigadeError('not_found', `${what} not found`);
export const forbidden = (message = 'You do not have permission to perform this action.') =>
  new BrigadeError('forbidden', message);
export const unauthorized = (message = 'Authentication credentials were not provided.') =>
  new BrigadeError('unauthorized', message);

/** zod issues → `{field: [messages]}`; issues without a path go to `non_field_errors`. */
export function fieldErrorsFromZod(error: z.core.$ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    const message = issue.code === 'invalid_type' && issue.path.length === 0 ? 'Expected a JSON object.' : issue.message;
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
