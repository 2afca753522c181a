import { PASSWORD_MIN, USERNAME_MIN, type FieldErrors } from '@brigade/contracts';
import type { Translate } from '../../i18n';

export interface RegisterForm {
  username: string;
  email: string;
  password: string;
  password_confirm: string;
}

// Well formed enough for a browser check; the server applies the full rule.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The username rule as the form says it (its hint, and its error when broken). The client's checks
 * say what the server's would: the same messages (the `api` catalogue).
 */
export const usernameRule = (t: Translate): string => t('api.auth.usernameShort');

/** Client-side rules of spec 01 §5, in the page's language (English: the spec's texts); null when the form may be sent. */
export function validateRegister(form: RegisterForm, t: Translate): FieldErrors | null {
  const errors: FieldErrors = {};
  const add = (field: keyof RegisterForm, message: string) => (errors[field] ??= []).push(message);
  const required = t('api.field.required');

  const username = form.username.trim();
  if (!username) add('username', required);
  else if (username.length < USERNAME_MIN) add('username', usernameRule(t));

  const email = form.email.trim();
  if (!email) add('email', required);
  else if (!EMAIL.test(email)) add('email', t('api.auth.emailInvalid'));

  if (!form.password) add('password', required);
  else if (form.password.length < PASSWORD_MIN) add('password', t('api.auth.passwordShort'));

  if (!form.password_confirm) add('password_confirm', required);
  else if (form.password !== form.password_confirm) add('password_confirm', t('api.auth.passwordsDiffer'));

  return Object.keys(errors).length > 0 ? errors : null;
}
