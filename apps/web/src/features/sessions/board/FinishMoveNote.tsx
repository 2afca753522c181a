import { finishMoveReasonText, type FinishMove } from '@brigade/contracts';
import { formatClock, formatDuration } from '../format';

/**
 * Why the predicted finish moved by more than five minutes (issue 26), from the session_update
 * that moved it: 'The predicted finish moved from 4:49 to 8:06 (3h 17m later): Ben left.'
 */
export function FinishMoveNote({ move, onDismiss }: { move: FinishMove | null; onDismiss: () => void }) {
  if (!move) return null;
  const later = move.minutes > 0;
  const reasons = move.reasons.map(finishMoveReasonText);
  const why = reasons.length > 0 ? `${reasons[0]!.charAt(0).toUpperCase()}${reasons.join('; ').slice(1)}.` : '';
  return (
    <div className={`banner ${later ? 'banner-error' : 'banner-info'} finish-move`} role="status" data-testid="finish-move">
      <div className="banner-body">
        <strong>
          The predicted finish moved from {formatClock(move.from)} to {formatClock(move.to)} ({formatDuration(Math.abs(move.minutes))} {later ? 'later' : 'sooner'}).
        </strong>{' '}
        {why}
      </div>
      <button type="button" className="banner-dismiss" onClick={onDismiss} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}
