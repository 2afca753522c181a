import { useCallback, useEffect, useRef } from 'react';

/**
 * A call that runs at most once per `everyMs`: the first request runs at once (after a quiet
 * spell), requests within the window fold into one call at its end. For reads that follow a busy
 * kitchen (the host's timeline) without one request per live event.
 */
export function useCoalesced(run: () => void, everyMs: number): () => void {
  const runRef = useRef(run);
  runRef.current = run;
  const last = useRef(Number.NEGATIVE_INFINITY);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current !== null) return;
    const wait = Math.max(0, last.current + everyMs - performance.now());
    timer.current = setTimeout(() => {
      timer.current = null;
      last.current = performance.now();
      runRef.current();
    }, wait);
  }, [everyMs]);
}
