import { errorCode } from '../../app/errors';
import { formFailure, type FormFailure } from '../../app/form-errors';
import type { Translate } from '../../i18n';

/**
 * Spec 01 §8, join failures: an unknown code says the session was not found, a taken name says
 * how to get it back; the server's field errors go under the code and name fields (the server's
 * words: English until server texts carry a code).
 */
export function joinFailure(t: Translate, error: unknown): FormFailure {
  if (errorCode(error) === 'NOT_FOUND') return { banner: t('cook.join.notFound') };
  const failure = formFailure(error, { fields: { code: 'code', display_name: 'name' }, fallback: t('cook.join.failed') });
  if (failure.banner.includes('already taken')) return { ...failure, banner: `${failure.banner} ${t('cook.join.nameTakenHelp')}` };
  return failure;
}
