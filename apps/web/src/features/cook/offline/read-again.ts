import { useEffect } from 'react';

/** Real ms between two reads of a query that failed, while it stays failed (issue 35). */
export const READ_AGAIN_MS = 3_000;

/**
 * A query that failed (the network went, the server restarted) is read again by itself: at once
 * when the browser says the network is back or the page is shown again, and every READ_AGAIN_MS
 * while it stays failed, so the cook never needs 'Try again' (issue 35: live again within 5 s).
 */
export function useReadAgainAfterError(query: { isError: boolean; refetch: () => Promise<unknown> }): void {
  const { isError, refetch } = query;
  useEffect(() => {
    if (!isError) return;
    const again = () => {
      if (globalThis.navigator?.onLine !== false) void refetch();
    };
    const shown = () => {
      if (globalThis.document.visibilityState === 'visible') again();
    };
    globalThis.addEventListener('online', again);
    globalThis.document.addEventListener('visibilitychange', shown);
    const timer = globalThis.setInterval(again, READ_AGAIN_MS);
    return () => {
      globalThis.removeEventListener('online', again);
      globalThis.document.removeEventListener('visibilitychange', shown);
      globalThis.clearInterval(timer);
    };
  }, [isError, refetch]);
}
