import type { FieldErrors } from '@brigade/contracts';
import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@brigade/api';

/** The banner shown when a form has field errors (spec 01 §5). */
export const FIX_ERRORS_BELOW = 'Please fix the errors below:';
export const NON_FIELD_ERRORS = 'non_field_errors';

type AppError = TRPCClientError<AppRouter>;

function asAppError(error: unknown): AppError | null {
  return error instanceof TRPCClientError ? (error as AppError) : null;
}

/** `{field: [messages]}` from a server answer, or null when there are none. */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  const fieldErrors = asAppError(error)?.data?.fieldErrors;
  return fieldErrors && Object.keys(fieldErrors).length > 0 ? fieldErrors : null;
}

/** Field errors that belong to a named field (everything except `non_field_errors`). */
export function perFieldErrors(error: unknown): FieldErrors | null {
  const all = fieldErrorsOf(error);
  if (!all) return null;
  const entries = Object.entries(all).filter(([field, messages]) => field !== NON_FIELD_ERRORS && messages.length > 0);
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

export function firstNonFieldError(error: unknown): string | null {
  return fieldErrorsOf(error)?.[NON_FIELD_ERRORS]?.[0] ?? null;
}

/** The server's message; null for network failures and timeouts the user cannot act on. */
export function serverMessage(error: unknown): string | null {
  const appError = asAppError(error);
  if (!appError?.data) return null;
  return appError.message || null;
}

export function errorCode(error: unknown): string | null {
  return asAppError(error)?.data?.code ?? null;
}

export const isUnauthorized = (error: unknown) => errorCode(error) === 'UNAUTHORIZED';

/** The server's disk is full (HTTP 507): nothing could be saved; trying again later works. */
export const isStorageFull = (error: unknown) => Number((asAppError(error)?.data as { httpStatus?: number } | undefined)?.httpStatus) === 507;
