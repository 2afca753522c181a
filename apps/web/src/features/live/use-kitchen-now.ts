import { useEffect, useState } from 'react';
import { countdownLeft } from './countdown';
import { kitchenClock } from './kitchen-clock';

/**
 * The kitchen's now (the server's clock, at its rate), refreshed while `active`: about every real
 * second, faster when the kitchen clock runs fast so that a rehearsal's countdown moves smoothly,
 * and at once when the clock is re-anchored.
 */
export function useKitchenNow(active = true, everyMs = 1_000): number {
  const [now, setNow] = useState(() => kitchenClock.now());
  const rate = kitchenClock.rate;
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(kitchenClock.now());
    tick();
    const period = Math.max(100, Math.min(everyMs, everyMs / rate));
    const timer = globalThis.setInterval(tick, period);
    const unsubscribe = kitchenClock.subscribe(tick);
    return () => {
      globalThis.clearInterval(timer);
      unsubscribe();
    };
  }, [active, everyMs, rate]);
  return now;
}

/**
 * Milliseconds (kitchen time) left until `endsAt`, re-rendered exactly when the whole seconds shown
 * change: the next update is scheduled for the moment the kitchen clock crosses that second, so
 * the countdown matches the server's to the displayed second at any rehearsal speed. While the
 * session is paused (`pausedAt`) it stands still at the pause's moment (countdown.ts).
 */
export function useKitchenCountdown(endsAt: number | null, pausedAt: string | null = null): number | null {
  const [left, setLeft] = useState(() => (endsAt === null ? null : countdownLeft(endsAt, kitchenClock.now(), pausedAt)));
  useEffect(() => {
    if (endsAt === null) {
      setLeft(null);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      if (timer !== undefined) globalThis.clearTimeout(timer);
      const ms = countdownLeft(endsAt, kitchenClock.now(), pausedAt);
      setLeft(ms);
      // Paused: nothing moves until the pause ends (a new `pausedAt`) or the clock is re-anchored.
      if (ms <= 0 || pausedAt) return;
      // Kitchen ms until ceil(ms / 1000) drops by one, then in real ms at the clock's rate.
      const toNextSecond = ms % 1000 || 1000;
      timer = globalThis.setTimeout(tick, Math.max(20, toNextSecond / kitchenClock.rate + 1));
    };
    tick();
    const unsubscribe = kitchenClock.subscribe(tick);
    return () => {
      if (timer !== undefined) globalThis.clearTimeout(timer);
      unsubscribe();
    };
  }, [endsAt, pausedAt]);
  return left;
}

/**
 * Whether the kitchen clock has reached `endsAt`: true from the moment a timer rings. Unlike
 * {@link useKitchenCountdown} it re-renders its component once, when that happens (and when the
 * clock is re-anchored across it), not every second: a task card that only needs to know whether
 * its timer rang leaves the ticking to its countdown.
 */
export function useKitchenRang(endsAt: number | null, pausedAt: string | null = null): boolean {
  const [rang, setRang] = useState(() => endsAt !== null && countdownLeft(endsAt, kitchenClock.now(), pausedAt) <= 0);
  useEffect(() => {
    if (endsAt === null) {
      setRang(false);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (timer !== undefined) globalThis.clearTimeout(timer);
      const ms = countdownLeft(endsAt, kitchenClock.now(), pausedAt);
      setRang(ms <= 0);
      if (ms > 0 && !pausedAt) timer = globalThis.setTimeout(check, Math.max(20, ms / kitchenClock.rate + 1));
    };
    check();
    const unsubscribe = kitchenClock.subscribe(check);
    return () => {
      if (timer !== undefined) globalThis.clearTimeout(timer);
      unsubscribe();
    };
  }, [endsAt, pausedAt]);
  return rang;
}
