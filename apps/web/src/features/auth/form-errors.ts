import { formFailure, type FormFailure } from '../../app/form-errors';
import type { Translate } from '../../i18n';

export type { FormFailure };

/** Spec 01 §8, login: field errors; else the first non_field_errors; else the error; else the fallback. */
export function loginFailure(error: unknown, t: Translate): FormFailure {
  return formFailure(error, { fields: ['username', 'password'], fallback: t('account.login.failed'), t });
}

/** Spec 01 §8, register: field errors; else the error; else the fallback. */
export function registerFailure(error: unknown, t: Translate): FormFailure {
  return formFailure(error, { fields: ['username', 'email', 'password', 'password_confirm'], fallback: t('account.register.failed'), t });
}
