import { SESSION_STATUS_LABEL, type SessionStatus } from '@brigade/contracts';
import type { Translate } from '../../i18n';

/** Spec 01 §4: Waiting, Active, Complete, Ended Early. */
export const statusLabel = (status: SessionStatus): string => SESSION_STATUS_LABEL[status] ?? status;

/**
 * 'Session {code}' when the host gave no name, in the page's language when given `t`
 * (callers that do not pass it yet get the English words).
 */
export const sessionTitle = (session: { name: string | null; code: string }, t?: Translate): string =>
  session.name?.trim() ? session.name : t ? t('meal.sessionTitle', { code: session.code }) : `Session ${session.code}`;

/**
 * A name the server sent for a session ('Session {code}' in English when the host gave none, as the
 * shopping list and the summary do), in the page's language.
 */
export const sessionNameFromServer = (name: string, code: string, t: Translate): string =>
  name === `Session ${code}` ? sessionTitle({ name: null, code }, t) : name;

// formatDateTime, formatClock, lastSeenText and formatDuration are kept for the host's and the
// dashboard's screens until they move to `useFormat` (i18n/format.ts); the meal's screens use it already.
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const clock = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}

export function formatClock(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : clock.format(date);
}

/** Spec 01 §9: last seen in minutes ('Just now', '1 minute ago', 'N minutes ago'), then hours. */
export function lastSeenText(iso: string | null | undefined, now: number = Date.now()): string {
  if (!iso) return 'Just now';
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return 'Just now';
  if (minutes < 60) return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
}

/** Spec 02 §9: minutes under 60, else hours and minutes. */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** Minutes between two times, or null when either is missing. */
export function minutesBetween(from: string | null | undefined, to: string | null | undefined): number | null {
  if (!from || !to) return null;
  const ms = new Date(to).getTime() - new Date(from).getTime();
  return Number.isFinite(ms) && ms >= 0 ? ms / 60_000 : null;
}
