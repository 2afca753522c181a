import { errorCode } from '../../app/errors';
import { formFailure, type FormFailure } from '../../app/form-errors';
import { COOK_MESSAGES } from './messages';

/**
 * Spec 01 §8, join failures: an unknown code says the session was not found, a taken name says
 * how to get it back; the server's field errors go under the code and name fields.
 */
export function joinFailure(error: unknown): FormFailure {
  if (errorCode(error) === 'NOT_FOUND') return { banner: COOK_MESSAGES.sessionNotFound };
  const failure = formFailure(error, { fields: { code: 'code', display_name: 'name' }, fallback: COOK_MESSAGES.joinFailed });
  if (failure.banner.includes('already taken')) return { ...failure, banner: `${failure.banner} ${COOK_MESSAGES.nameTakenHelp}` };
  return failure;
}
