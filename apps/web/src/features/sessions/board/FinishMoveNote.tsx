import type { FinishMove } from '@brigade/contracts';
import { useFormat, useLocale, useT } from '../../../i18n';
import { finishMoveReason } from './board-words';

/**
 * Why the predicted finish moved by more than five minutes (issue 26), from the session_update
 * that moved it: 'The predicted finish moved from 16:49 to 20:06 (3h 17m later). Ben left.'
 */
export function FinishMoveNote({ move, onDismiss }: { move: FinishMove | null; onDismiss: () => void }) {
  const t = useT();
  const f = useFormat();
  const { tag } = useLocale();
  if (!move) return null;
  const later = move.minutes > 0;
  const reasons = move.reasons.map((r) => finishMoveReason(t, r)).join('; ');
  const why = reasons ? `${reasons.charAt(0).toLocaleUpperCase(tag)}${reasons.slice(1)}.` : '';
  const moved = { from: f.clock(move.from), to: f.clock(move.to), duration: f.duration(Math.abs(move.minutes), 'compact') };
  return (
    <div className={`banner ${later ? 'banner-error' : 'banner-info'} finish-move`} role="status" data-testid="finish-move">
      <div className="banner-body">
        <strong>
          {later ? t('host.finishMove.later', moved) : t('host.finishMove.sooner', moved)}
        </strong>{' '}
        {why}
      </div>
      <button type="button" className="banner-dismiss" onClick={onDismiss} aria-label={t('host.finishMove.dismiss')}>
        ×
      </button>
    </div>
  );
}
