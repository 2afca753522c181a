import type { FieldErrors } from '@brigade/contracts';
import { FIX_ERRORS_BELOW, firstNonFieldError, perFieldErrors, serverMessage } from '../../app/errors';

/** What a failed auth form shows: a banner, and messages under the fields. */
export interface FormFailure {
  banner: string;
  fields?: FieldErrors;
}

/** Spec 01 §8, login: field errors; else the first non_field_errors; else the error; else the fallback. */
export function loginFailure(error: unknown): FormFailure {
  const fields = perFieldErrors(error);
  if (fields) return { banner: FIX_ERRORS_BELOW, fields };
  return { banner: firstNonFieldError(error) ?? serverMessage(error) ?? 'Login failed. Please try again.' };
}

/** Spec 01 §8, register: field errors; else the error; else the fallback. */
export function registerFailure(error: unknown): FormFailure {
  const fields = perFieldErrors(error);
  if (fields) return { banner: FIX_ERRORS_BELOW, fields };
  return { banner: firstNonFieldError(error) ?? serverMessage(error) ?? 'Registration failed. Please try again.' };
}
