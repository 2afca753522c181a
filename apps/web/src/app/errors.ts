import type { ApiText, FieldErrors } from '@brigade/contracts';
import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@brigade/api';
import { translateApiText, type ServerText } from '../i18n/api-text';
import type { Translate } from '../i18n/use-t';

/** The banner shown when a form has field errors (spec 01 §5). */
export const FIX_ERRORS_BELOW = 'Please fix the errors below:';
export const NON_FIELD_ERRORS = 'non_field_errors';

type AppError = TRPCClientError<AppRouter>;

function asAppError(error: unknown): AppError | null {
  return error instanceof TRPCClientError ? (error as AppError) : null;
}

/**
 * `{field: [messages]}` from a server answer, or null when there are none. With `t`, each message
 * in the active language (from its code in `data.fieldTexts`), else the server's English.
 */
export function fieldErrorsOf(error: unknown, t?: Translate): FieldErrors | null {
  const data = asAppError(error)?.data;
  const fieldErrors = data?.fieldErrors;
  if (!fieldErrors || Object.keys(fieldErrors).length === 0) return null;
  if (!t) return fieldErrors;
  const texts = (data.fieldTexts ?? {}) as Record<string, ServerText[] | undefined>;
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map((m, i) => translateApiText(t, texts[field]?.[i], m))]));
}

/** Field errors that belong to a named field (everything except `non_field_errors`); translated with `t`. */
export function perFieldErrors(error: unknown, t?: Translate): FieldErrors | null {
  const all = fieldErrorsOf(error, t);
  if (!all) return null;
  const entries = Object.entries(all).filter(([field, messages]) => field !== NON_FIELD_ERRORS && messages.length > 0);
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

export function firstNonFieldError(error: unknown, t?: Translate): string | null {
  return fieldErrorsOf(error, t)?.[NON_FIELD_ERRORS]?.[0] ?? null;
}

/**
 * The server's message; null for network failures and timeouts the user cannot act on. With `t`,
 * in the active language (from its code in `data.text`), else the server's English.
 */
export function serverMessage(error: unknown, t?: Translate): string | null {
  const appError = asAppError(error);
  if (!appError?.data || !appError.message) return null;
  return t ? translateApiText(t, appError.data.text as ServerText, appError.message) : appError.message;
}

/** The server's message by code (`data.text`), for a state kept as a code; null when it sent none. */
export function serverText(error: unknown): ApiText | null {
  return (asAppError(error)?.data?.text as ApiText | null | undefined) ?? null;
}

export function errorCode(error: unknown): string | null {
  return asAppError(error)?.data?.code ?? null;
}

export const isUnauthorized = (error: unknown) => errorCode(error) === 'UNAUTHORIZED';

/** The server's disk is full (HTTP 507): nothing could be saved; trying again later works. */
export const isStorageFull = (error: unknown) => Number((asAppError(error)?.data as { httpStatus?: number } | undefined)?.httpStatus) === 507;
