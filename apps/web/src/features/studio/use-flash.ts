import { useCallback, useEffect, useRef, useState } from 'react';

export const BANNER_TIMEOUT_MS = 5_000;

export interface Flash {
  kind: 'success' | 'error';
  text: string;
}

/** A success or error banner; success banners vanish after 5 s (spec 02 §9). */
export function useFlash(): [Flash | null, (kind: Flash['kind'], text: string) => void, () => void] {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setFlash(null);
  }, []);
  const show = useCallback((kind: Flash['kind'], text: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setFlash({ kind, text });
    if (kind === 'success') timer.current = setTimeout(() => setFlash(null), BANNER_TIMEOUT_MS);
  }, []);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  return [flash, show, clear];
}
