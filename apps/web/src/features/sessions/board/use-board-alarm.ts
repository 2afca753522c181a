import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../../i18n';
import { primeAudio, ringTimer } from '../../cook/device';

/** Something ringing on the host's board until someone acknowledges it (a rung timer, a help request). */
export interface BoardAlarm {
  key: string;
  /** What the page title and the alert say: 'Timer done: Roast the turkey (Ana)'. */
  text: string;
}

/** Real ms between two rings while an alarm is unacknowledged. */
export const RING_EVERY_MS = 2_000;
const MUTE_KEY = 'brigadeBoardMuted';

/** What the host acknowledged on this board (kept for the tab's life, so a reload does not ring again). */
export function useAcknowledged(code: string): [ReadonlySet<string>, (key: string) => void] {
  const storageKey = `brigadeBoardAck:${code}`;
  const [keys, setKeys] = useState<ReadonlySet<string>>(() => {
    try {
      return new Set(JSON.parse(globalThis.sessionStorage.getItem(storageKey) ?? '[]') as string[]);
    } catch {
      return new Set();
    }
  });
  const add = useCallback(
    (key: string) =>
      setKeys((old) => {
        const next = new Set([...old, key]);
        try {
          globalThis.sessionStorage.setItem(storageKey, JSON.stringify([...next].slice(-200)));
        } catch {
          // Private mode: kept in memory only.
        }
        return next;
      }),
    [storageKey],
  );
  return [keys, add];
}

/** The host's choice to silence the board's sound, kept on this laptop. */
export function useBoardMute(): [boolean, (muted: boolean) => void] {
  const [muted, setMuted] = useState(() => {
    try {
      return globalThis.localStorage.getItem(MUTE_KEY) === '1';
    } catch {
      return false;
    }
  });
  const set = (value: boolean) => {
    setMuted(value);
    try {
      globalThis.localStorage.setItem(MUTE_KEY, value ? '1' : '0');
    } catch {
      // Private mode: the choice lasts this page only.
    }
  };
  return [muted, set];
}

/**
 * Rings the laptop while `alarms` is not empty: a beep every RING_EVERY_MS (unless muted) and the
 * page title alternating with what rang, so a host in another tab sees it too. `alsoRing`: beep
 * for something shown elsewhere (a help request: the help banner says it and counts it in the
 * title). Browsers allow sound only after a click on the page: the first click anywhere unlocks it.
 */
export function useBoardAlarm(alarms: readonly BoardAlarm[], muted: boolean, alsoRing = false): void {
  const t = useT();
  useEffect(() => {
    const unlock = () => primeAudio();
    globalThis.document.addEventListener('pointerdown', unlock, { once: true });
    globalThis.document.addEventListener('keydown', unlock, { once: true });
    return () => {
      globalThis.document.removeEventListener('pointerdown', unlock);
      globalThis.document.removeEventListener('keydown', unlock);
    };
  }, []);

  const first = alarms[0]?.text ?? null;
  const more = Math.max(0, alarms.length - 1);
  const alarmTitle = first === null ? null : `⏰ ${more > 0 ? t('host.alarm.more', { text: first, count: more }) : first}`;
  useEffect(() => {
    if (alarmTitle === null) return;
    const doc = globalThis.document;
    const title = doc.title;
    let on = true;
    doc.title = alarmTitle;
    const flip = globalThis.setInterval(() => {
      on = !on;
      doc.title = on ? alarmTitle : title;
    }, 1_000);
    return () => {
      globalThis.clearInterval(flip);
      doc.title = title;
    };
  }, [alarmTitle]);

  const ringing = (first !== null || alsoRing) && !muted;
  useEffect(() => {
    if (!ringing) return;
    ringTimer(3);
    const ring = globalThis.setInterval(() => ringTimer(3), RING_EVERY_MS);
    return () => globalThis.clearInterval(ring);
  }, [ringing]);
}
