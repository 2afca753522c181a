import { storyTime } from '../../../app/story-time';
import { useFormat, useLocale, useT } from '../../../i18n';
import { useFinishStory } from '../timeline/use-finish-story';
import { finishMoveReason } from './board-words';

interface FinishMoveNoteProps {
  code: string;
  enabled: boolean;
  /** The move the host put away (its from and to), so it stays away until the finish moves again. */
  dismissed: string | null;
  onDismiss: (key: string) => void;
}

/**
 * Why the predicted finish moved by more than five minutes (issue 26), as the finish story tells
 * it (issue 34): its 'to' is the finish the details show, never an older one. 'The predicted
 * finish moved from 16:49 to 20:06 (3h 17m later). Ben left.'
 */
export function FinishMoveNote({ code, enabled, dismissed, onDismiss }: FinishMoveNoteProps) {
  const t = useT();
  const f = useFormat();
  const { tag, locale } = useLocale();
  const story = useFinishStory(code, enabled);
  const move = story?.moved;
  const key = move ? `${move.from}>${move.to}` : null;
  if (!move || !story || key === dismissed) return null;
  const later = move.minutes > 0;
  const reasons = move.reasons.map((r) => finishMoveReason(t, r, locale)).join('; ');
  const why = reasons ? `${reasons.charAt(0).toLocaleUpperCase(tag)}${reasons.slice(1)}.` : '';
  const moved = { from: storyTime(move.from, story.now, f), to: storyTime(move.to, story.now, f), duration: f.duration(Math.abs(move.minutes), 'compact') };
  return (
    <div className={`banner ${later ? 'banner-error' : 'banner-info'} finish-move`} role="status" data-testid="finish-move">
      <div className="banner-body">
        <strong>
          {later ? t('host.finishMove.later', moved) : t('host.finishMove.sooner', moved)}
        </strong>{' '}
        {why}
      </div>
      <button type="button" className="banner-dismiss" onClick={() => onDismiss(key!)} aria-label={t('host.finishMove.dismiss')}>
        ×
      </button>
    </div>
  );
}
