import { useEffect, useState } from 'react';

/** The current time, refreshed every `ms`, for relative times that must keep moving. */
export function useNow(ms = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = globalThis.setInterval(() => setNow(Date.now()), ms);
    return () => globalThis.clearInterval(timer);
  }, [ms]);
  return now;
}
