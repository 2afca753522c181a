import { TRPCClientError } from '@trpc/client';
import { errorCode, serverMessage } from '../../app/errors';
import { formFailure, type FormFailure } from '../../app/form-errors';
import type { Translate } from '../../i18n';

/** The code of the server's text (issue 30), null from an older server or without an answer. */
function textCode(error: unknown): string | null {
  return error instanceof TRPCClientError ? ((error.data as { text?: { code?: string } } | undefined)?.text?.code ?? null) : null;
}

/**
 * Spec 01 §8, join failures: an unknown code says the session was not found, a taken name says
 * how to get it back; the server's field errors go under the code and name fields, all in the
 * page's language.
 */
export function joinFailure(t: Translate, error: unknown): FormFailure {
  if (errorCode(error) === 'NOT_FOUND') return { banner: t('join.notFound') };
  const failure = formFailure(error, { fields: { code: 'code', display_name: 'name' }, fallback: t('join.failed'), t });
  const taken = textCode(error) === 'join.nameTaken' || Boolean(serverMessage(error)?.includes('already taken'));
  if (taken) return { ...failure, banner: `${failure.banner} ${t('join.nameTakenHelp')}` };
  return failure;
}
