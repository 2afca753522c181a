import { useEffect, useState } from 'react';

/**
 * How the cook page keeps the phone's screen on (issue 25):
 * - `wake-lock`: the Screen Wake Lock API (a secure context: HTTPS the phone trusts, or localhost);
 * - `video`: no Wake Lock (plain HTTP): a muted, looping, inline video started on the cook's
 *   first tap (the NoSleep.js technique, its library), which phones treat as media playing;
 * - `needs-tap`: the video is ready and waits for that tap (browsers play only after one);
 * - `lock-needs-tap`: the Wake Lock was refused until the next tap (WebKit after a reload, issue
 *   35): the page says "Tap once to keep the screen on" and asks again on that tap;
 * - `unavailable`: neither works here: the page says so in one line;
 * - `off`: not asked for (the meal is over), or not decided yet.
 */
export type ScreenAwake = 'off' | 'wake-lock' | 'needs-tap' | 'lock-needs-tap' | 'video' | 'unavailable';

interface NoSleepLike {
  enable(): Promise<unknown>;
  disable(): void;
}

type WakeLockApi = { request(type: 'screen'): Promise<{ released: boolean; release(): Promise<void> }> };

function wakeLockApi(): WakeLockApi | null {
  try {
    // Only in a secure context; reading it elsewhere gives undefined, never throws (guarded anyway).
    return (globalThis.navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock ?? null;
  } catch {
    return null;
  }
}

/** Whether this browser could play the fallback's tiny video at all (webm or mp4). */
function canPlayVideo(): boolean {
  try {
    const video = globalThis.document.createElement('video');
    return typeof video.canPlayType === 'function' && (video.canPlayType('video/webm') !== '' || video.canPlayType('video/mp4') !== '');
  } catch {
    return false;
  }
}

/**
 * Keeps the screen awake while `active`: the Wake Lock (re-acquired when the page is shown
 * again), else the video fallback from the first tap; stopped when `active` ends or on unmount
 * (the cook leaves). Returns how, for the page's line and its tests.
 */
export function useScreenAwake(active: boolean): ScreenAwake {
  const [state, setState] = useState<ScreenAwake>('off');
  useEffect(() => {
    if (!active) {
      setState('off');
      return;
    }
    let stopped = false;
    let sentinel: { released: boolean; release(): Promise<void> } | null = null;
    let noSleep: NoSleepLike | null = null;
    let playing = false;
    const doc = globalThis.document;

    // The fallback: load the library now, so that the tap itself can start the video (browsers
    // allow playback only inside the tap's handler, not after a download it started).
    const startFallback = () => {
      if (!canPlayVideo()) {
        setState('unavailable');
        return;
      }
      import('nosleep.js')
        .then((module) => {
          if (stopped) return;
          const NoSleep = (module as { default: new () => NoSleepLike }).default;
          noSleep = new NoSleep();
          setState('needs-tap');
          doc.addEventListener('pointerdown', onTap, true);
          doc.addEventListener('keydown', onTap, true);
        })
        .catch(() => !stopped && setState('unavailable'));
    };
    const onTap = () => {
      if (!noSleep || playing) return;
      playing = true;
      noSleep.enable().then(
        () => !stopped && setState('video'),
        () => {
          playing = false;
          if (!stopped) setState('unavailable');
        },
      );
    };

    const api = wakeLockApi();
    let waitingForTap = false;
    const stopWaitingForTap = () => {
      waitingForTap = false;
      doc.removeEventListener('pointerdown', onLockTap, true);
      doc.removeEventListener('keydown', onLockTap, true);
    };
    const acquire = (fromTap = false) => {
      if (!api || stopped || doc.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      api.request('screen').then(
        (lock) => {
          if (stopped) void lock.release().catch(() => undefined);
          else {
            sentinel = lock;
            setState('wake-lock');
          }
        },
        (error: unknown) => {
          if (stopped) return;
          // Refused until the cook taps (WebKit after a reload): say so and ask again on that tap.
          if (!fromTap && (error as { name?: string } | null)?.name === 'NotAllowedError') {
            if (!waitingForTap) {
              waitingForTap = true;
              doc.addEventListener('pointerdown', onLockTap, true);
              doc.addEventListener('keydown', onLockTap, true);
            }
            setState('lock-needs-tap');
            return;
          }
          // Denied (low battery, a policy), even on a tap: the video may still do it.
          if (!noSleep) startFallback();
        },
      );
    };
    // Inside the tap's handler, where the browser allows the request.
    function onLockTap() {
      stopWaitingForTap();
      acquire(true);
    }
    // The browser pauses the video when the page is hidden: the next tap starts it again.
    const onVisible = () => {
      if (doc.visibilityState !== 'visible') return;
      if (api && !waitingForTap) acquire();
      else if (noSleep) playing = false;
    };
    if (api) acquire();
    else startFallback();
    doc.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      doc.removeEventListener('visibilitychange', onVisible);
      doc.removeEventListener('pointerdown', onTap, true);
      doc.removeEventListener('keydown', onTap, true);
      stopWaitingForTap();
      void sentinel?.release().catch(() => undefined);
      try {
        (noSleep as NoSleepLike | null)?.disable();
      } catch {
        // Nothing was playing.
      }
    };
  }, [active]);
  return state;
}
