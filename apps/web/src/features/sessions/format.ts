import type { Translate } from '../../i18n';

/** The session's name, or 'Session {code}' in the page's language when the host gave none. */
export const sessionTitle = (session: { name: string | null; code: string }, t: Translate): string =>
  session.name?.trim() ? session.name : t('common.session.untitled', { code: session.code });

/**
 * A name the server sent for a session ('Session {code}' in English when the host gave none, as the
 * shopping list and the summary do), in the page's language.
 */
export const sessionNameFromServer = (name: string, code: string, t: Translate): string =>
  name === `Session ${code}` ? sessionTitle({ name: null, code }, t) : name;

/** Minutes between two times, or null when either is missing. */
export function minutesBetween(from: string | null | undefined, to: string | null | undefined): number | null {
  if (!from || !to) return null;
  const ms = new Date(to).getTime() - new Date(from).getTime();
  return Number.isFinite(ms) && ms >= 0 ? ms / 60_000 : null;
}
