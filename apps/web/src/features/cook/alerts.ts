import type { Translate } from '../../i18n';
import { ringTimer } from './device';

/**
 * How a timer reaches a cook who is not looking: a sound and a vibration always, and a system
 * notification when the page is hidden (the phone in a pocket, another app in front) and the cook
 * allowed notifications. Permission is asked once, when the cook starts a timer: the moment the
 * question makes sense. Refusing changes nothing else.
 */
export type TimerAlert = 'warning' | 'done';

function notificationApi(): typeof Notification | null {
  return (globalThis as { Notification?: typeof Notification }).Notification ?? null;
}

/** Asks for notifications when nobody has decided yet; never required, never asked twice. */
export function askForNotifications(): void {
  const api = notificationApi();
  if (!api || api.permission !== 'default') return;
  try {
    void Promise.resolve(api.requestPermission()).catch(() => undefined);
  } catch {
    // Old browsers: callback form or none at all; the sound still rings.
  }
}

/** Rings and vibrates (three pips when done, one for the warning) and notifies a hidden page. */
export function alertTimer(t: Translate, kind: TimerAlert, taskName: string): void {
  ringTimer(kind === 'done' ? 3 : 1);
  const api = notificationApi();
  if (!api || api.permission !== 'granted' || globalThis.document.visibilityState !== 'hidden') return;
  const title = kind === 'done' ? t('cook.toast.timerDone', { task: taskName }) : t('cook.toast.timerWarning', { task: taskName });
  try {
    new api(title, { body: kind === 'done' ? t('cook.alert.doneBody') : t('cook.alert.warningBody'), tag: `timer-${kind}-${taskName}`, requireInteraction: kind === 'done' });
  } catch {
    // Some phones only allow notifications from a service worker; the sound still rang.
  }
}
