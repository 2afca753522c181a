import { MESSAGES, PASSWORD_MIN, REQUIRED, USERNAME_MIN, type FieldErrors } from '@brigade/contracts';

export interface RegisterForm {
  username: string;
  email: string;
  password: string;
  password_confirm: string;
}

// Well formed enough for a browser check; the server applies the full rule.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client-side rules of spec 01 §5; null when the form may be sent. */
export function validateRegister(form: RegisterForm): FieldErrors | null {
  const errors: FieldErrors = {};
  const add = (field: keyof RegisterForm, message: string) => (errors[field] ??= []).push(message);

  const username = form.username.trim();
  if (!username) add('username', REQUIRED);
  else if (username.length < USERNAME_MIN) add('username', MESSAGES.usernameShort);

  const email = form.email.trim();
  if (!email) add('email', REQUIRED);
  else if (!EMAIL.test(email)) add('email', MESSAGES.emailInvalid);

  if (!form.password) add('password', REQUIRED);
  else if (form.password.length < PASSWORD_MIN) add('password', MESSAGES.passwordShort);

  if (!form.password_confirm) add('password_confirm', REQUIRED);
  else if (form.password !== form.password_confirm) add('password_confirm', MESSAGES.passwordsDiffer);

  return Object.keys(errors).length > 0 ? errors : null;
}
