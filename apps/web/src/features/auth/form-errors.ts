import { formFailure, type FormFailure } from '../../app/form-errors';

export type { FormFailure };

/** Spec 01 §8, login: field errors; else the first non_field_errors; else the error; else the fallback. */
export function loginFailure(error: unknown): FormFailure {
  return formFailure(error, { fields: ['username', 'password'], fallback: 'Login failed. Please try again.' });
}

/** Spec 01 §8, register: field errors; else the error; else the fallback. */
export function registerFailure(error: unknown): FormFailure {
  return formFailure(error, { fields: ['username', 'email', 'password', 'password_confirm'], fallback: 'Registration failed. Please try again.' });
}
