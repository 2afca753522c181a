import type { FieldErrors } from '@brigade/contracts';
import type { Translate } from '../i18n/use-t';
import { FIX_ERRORS_BELOW, firstNonFieldError, perFieldErrors, serverMessage } from './errors';

/** What a failed form shows: a banner, and messages under its fields. */
export interface FormFailure {
  banner: string;
  fields?: FieldErrors;
}

export interface FormFields {
  /**
   * The fields the form shows messages under: a list of names, or the server's field name mapped
   * to the form's (e.g. `{ estimated_time_minutes: 'time' }`).
   */
  fields: readonly string[] | Readonly<Record<string, string>>;
  /** The banner when the server gave no message the user can act on (a network failure). */
  fallback: string;
  /** The active language's messages: the server's texts are shown translated (else in English). */
  t?: Translate;
}

/** 'Please fix the errors below:' in the active language (English without `t`). */
const fixErrorsBelow = (t?: Translate) => (t ? t('api.form.fixErrors') : FIX_ERRORS_BELOW);

/**
 * The one way every form reads a failed request (a 400's `{field: [messages]}`, spec 01 §5):
 * each message goes under the field it names; the banner says 'Please fix the errors below:' only
 * when a message is shown below it. A message for a field the form does not show is put in the
 * banner itself, so no message is lost and the banner never points at an empty space.
 */
export function formFailure(error: unknown, { fields, fallback, t }: FormFields): FormFailure {
  const named = perFieldErrors(error, t);
  const fieldFor = (server: string): string | undefined =>
    Array.isArray(fields) ? (fields.includes(server) ? server : undefined) : (fields as Record<string, string>)[server];
  const shown: FieldErrors = {};
  const elsewhere: string[] = [];
  for (const [server, messages] of Object.entries(named ?? {})) {
    const field = fieldFor(server);
    if (field) shown[field] = [...(shown[field] ?? []), ...messages];
    else elsewhere.push(...messages);
  }
  const nonField = firstNonFieldError(error, t);
  const english = serverMessage(error);
  const message = english && english !== FIX_ERRORS_BELOW ? serverMessage(error, t) : null;
  if (elsewhere.length > 0) {
    return { banner: [nonField, ...elsewhere].filter(Boolean).join(' '), ...(Object.keys(shown).length > 0 ? { fields: shown } : {}) };
  }
  if (Object.keys(shown).length > 0) return { banner: fixErrorsBelow(t), fields: shown };
  return { banner: nonField ?? message ?? fallback };
}

/** A failure found before sending: messages under the fields, and the banner that points at them. */
export function localFailure(fields: FieldErrors, t?: Translate): FormFailure {
  return { banner: fixErrorsBelow(t), fields };
}
