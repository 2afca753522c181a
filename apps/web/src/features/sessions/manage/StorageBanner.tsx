import { useEffect, useState } from 'react';
import { onStorageFull } from '../../../app/query-client';
import { useT } from '../../../i18n';
import { Banner } from '../../../ui';

/** How often the host's page asks the server whether it can write (ms); more often while it cannot. */
export const STORAGE_CHECK_MS = 15_000;
export const STORAGE_RECHECK_MS = 3_000;

/** /healthz says the database cannot write (503 'unable_to_write'). */
async function cannotWrite(): Promise<boolean> {
  try {
    const res = await fetch('/healthz', { cache: 'no-store' });
    if (res.ok) return false;
    const body = (await res.json().catch(() => null)) as { database?: string } | null;
    return body?.database === 'unable_to_write';
  } catch {
    // Unreachable is the live indicator's business, not this banner's.
    return false;
  }
}

/**
 * The host's page says when the server's disk is full (issue 29): at once when one of the host's
 * changes was refused (507), and from the server's health check, which also sees the cooks'
 * refused taps and says when space is back.
 */
export function StorageBanner() {
  const t = useT();
  const [full, setFull] = useState(false);
  useEffect(() => onStorageFull(() => setFull(true)), []);
  useEffect(() => {
    let stopped = false;
    const check = async () => {
      const answer = await cannotWrite();
      if (!stopped) setFull(answer);
    };
    void check();
    const timer = globalThis.setInterval(() => void check(), full ? STORAGE_RECHECK_MS : STORAGE_CHECK_MS);
    return () => {
      stopped = true;
      globalThis.clearInterval(timer);
    };
  }, [full]);
  if (!full) return null;
  return <Banner kind="error">{t('host.storage.full')}</Banner>;
}
