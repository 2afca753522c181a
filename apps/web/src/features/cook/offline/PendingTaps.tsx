import { memo } from 'react';
import { Button } from '../../../ui';
import type { QueuedTap } from './tap-queue';

const WORDS: Record<QueuedTap['kind'], string> = {
  complete: 'Complete',
  startTimer: 'Start timer',
  requestHelp: 'Request Help',
};

function label(tap: QueuedTap): string {
  if (tap.kind === 'complete' && tap.finishEarly) return 'Finish early';
  return WORDS[tap.kind];
}

/**
 * Taps not sent yet: 'will send' while the connection is down (they go as soon as it returns),
 * or the server's reason when it refused one. Sits in the page's flow under the header, so it
 * covers nothing.
 */
export const PendingTaps = memo(function PendingTaps({ taps, onDismiss }: { taps: readonly QueuedTap[]; onDismiss: (opId: string) => void }) {
  if (taps.length === 0) return null;
  return (
    <section className="pending-taps card" aria-labelledby="pending-taps-title">
      <h2 id="pending-taps-title" className="card-title">
        Not sent yet
      </h2>
      <ul className="pending-taps-list">
        {taps.map((tap) => (
          <li key={tap.opId} className={tap.refused ? 'pending-tap pending-tap-refused' : 'pending-tap'} data-op={tap.opId}>
            <span>
              <strong>{label(tap)}</strong> · {tap.taskName}
            </span>
            {tap.refused ? (
              <>
                <span className="pending-tap-reason" role="alert">
                  Not sent: {tap.refused}
                </span>
                <Button variant="secondary" className="pending-tap-dismiss" onClick={() => onDismiss(tap.opId)}>
                  Dismiss
                </Button>
              </>
            ) : (
              <span className="pending-tap-state">will send</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
});
