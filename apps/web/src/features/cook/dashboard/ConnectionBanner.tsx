import { memo, useEffect, useState } from 'react';
import type { ApiText } from '@brigade/contracts';
import { useApiText, useT } from '../../../i18n';
import { Button } from '../../../ui';
import type { LiveStatus } from '../../live';
import { COOK_TIMINGS } from '../messages';

interface ConnectionBannerProps {
  status: LiveStatus;
  /** What went wrong, by code (the live hook's `error`). */
  error: ApiText | null;
  onRetry: () => void;
}

/**
 * 'Connecting...' or 'Connection Lost' above the tasks. A connection that is being made shows
 * nothing for its first moments: on opening the page it is usually up before that, and a banner
 * that came and went pushed the task card down and up again (a layout shift on every start).
 * A lost connection shows at once.
 */
export const ConnectionBanner = memo(function ConnectionBanner({ status, error, onRetry }: ConnectionBannerProps) {
  const t = useT();
  const apiText = useApiText();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (status !== 'connecting') return;
    const late = globalThis.setTimeout(() => setSlow(true), COOK_TIMINGS.connectingBannerDelayMs);
    return () => {
      globalThis.clearTimeout(late);
      setSlow(false);
    };
  }, [status]);
  if (status === 'connected' || (status === 'connecting' && !slow)) return null;
  return (
    <div className={`connection-banner connection-${status}`} role="status" aria-live="polite">
      <strong>{status === 'connecting' ? t('cook.connection.connecting') : t('cook.connection.lost')}</strong>
      {error && <span> {apiText(error, t('api.ws.connectionFailed'))}</span>}
      {status === 'disconnected' && (
        <Button variant="secondary" onClick={onRetry} className="connection-retry">
          {t('cook.connection.reconnect')}
        </Button>
      )}
    </div>
  );
});
