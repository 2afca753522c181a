import { memo } from 'react';
import { Button } from '../../../ui';
import { useT, type MessageId, type Translate } from '../../../i18n';
import type { QueuedTap } from './tap-queue';

/** A tap is named by its button's words. */
const WORDS: Record<QueuedTap['kind'], MessageId> = {
  complete: 'cook.task.complete',
  startTimer: 'cook.task.startTimer',
  requestHelp: 'cook.task.requestHelp',
};

function label(t: Translate, tap: QueuedTap): string {
  if (tap.kind === 'complete' && tap.finishEarly) return t('cook.task.finishEarly');
  return t(WORDS[tap.kind]);
}

/**
 * Taps not sent yet: 'will send' while the connection is down (they go as soon as it returns),
 * or the server's reason when it refused one. Sits in the page's flow under the header, so it
 * covers nothing.
 */
export const PendingTaps = memo(function PendingTaps({ taps, onDismiss }: { taps: readonly QueuedTap[]; onDismiss: (opId: string) => void }) {
  const t = useT();
  if (taps.length === 0) return null;
  return (
    <section className="pending-taps card" aria-labelledby="pending-taps-title">
      <h2 id="pending-taps-title" className="card-title">
        {t('cook.pending.title')}
      </h2>
      <ul className="pending-taps-list">
        {taps.map((tap) => (
          <li key={tap.opId} className={tap.refused ? 'pending-tap pending-tap-refused' : 'pending-tap'} data-op={tap.opId}>
            <span className="pending-tap-what">
              <strong>{label(t, tap)}</strong> · {tap.taskName}
            </span>{' '}
            {tap.refused ? (
              <>
                <span className="pending-tap-reason" role="alert">
                  {t('cook.pending.notSent', { reason: tap.refused })}
                </span>{' '}
                <Button variant="secondary" className="pending-tap-dismiss" onClick={() => onDismiss(tap.opId)}>
                  {t('cook.pending.dismiss')}
                </Button>
              </>
            ) : (
              <span className="pending-tap-state">{t('cook.pending.willSend')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
});
