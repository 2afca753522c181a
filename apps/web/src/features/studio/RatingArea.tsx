import { useState } from 'react';
import { useT } from '../../i18n';
import { Button } from '../../ui';
import { StarRating } from './StarRating';

interface RatingAreaProps {
  rating: number;
  notes: string;
  onRatingChange: (rating: number) => void;
  onNotesChange: (notes: string) => void;
  /** Resolves true when saved. */
  onSave: () => Promise<boolean>;
  onResult: (kind: 'success' | 'error', text: string) => void;
}

/** Spec 02 §2 rating area: stars, refinement notes, 'Save Rating' once a star is chosen. */
export function RatingArea({ rating, notes, onRatingChange, onNotesChange, onSave, onResult }: RatingAreaProps) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    const ok = await onSave().catch(() => false);
    setSaving(false);
    onResult(ok ? 'success' : 'error', t(ok ? 'studio.rating.saved' : 'studio.rating.saveFailed'));
  };
  return (
    <div className="rating-area">
      <StarRating value={rating} onChange={onRatingChange} disabled={saving} />
      <input
        className="rating-notes"
        type="text"
        placeholder={t('studio.rating.notesPlaceholder')}
        aria-label={t('studio.rating.notesLabel')}
        value={notes}
        onChange={(e) => onNotesChange(e.target.value)}
        disabled={saving}
      />
      {rating > 0 && (
        <Button onClick={() => void save()} busy={saving}>
          {saving ? t('studio.rating.saving') : t('studio.rating.save')}
        </Button>
      )}
    </div>
  );
}
