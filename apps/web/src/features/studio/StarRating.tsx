import { useT } from '../../i18n';

const STAR = '★';

interface StarRatingProps {
  value: number;
  onChange?: (value: number) => void;
  disabled?: boolean;
}

/** Spec 02 §2 star rating: integer 1 to 5, 'Not rated' at 0, can be disabled. */
export function StarRating({ value, onChange, disabled = false }: StarRatingProps) {
  const t = useT();
  const rating = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <div className="star-rating" role="group" aria-label={t('studio.rating.label')}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          className={`star${n <= rating ? ' star-on' : ''}`}
          aria-label={t('studio.rating.star', { count: n })}
          aria-pressed={n <= rating}
          disabled={disabled}
          onClick={() => onChange?.(n)}
        >
          {STAR}
        </button>
      ))}
      <span className="star-rating-label">{rating > 0 ? `${rating}/5` : t('studio.rating.none')}</span>
    </div>
  );
}
