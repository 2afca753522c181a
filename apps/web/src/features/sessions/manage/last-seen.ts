import type { Translate } from '../../../i18n';

/** Spec 01 §9: last seen in minutes ('Just now', '1 minute ago', 'N minutes ago'), then hours. */
export function lastSeenText(t: Translate, iso: string | null | undefined, now: number = Date.now()): string {
  if (!iso) return t('host.lastSeen.justNow');
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return t('host.lastSeen.justNow');
  if (minutes < 60) return t('host.lastSeen.minutes', { count: minutes });
  return t('host.lastSeen.hours', { count: Math.floor(minutes / 60) });
}
