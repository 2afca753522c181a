import { useT } from '../i18n';

interface SpinnerProps {
  label?: string;
}

/** A polite busy indicator; the label is what screen readers announce ('Loading...' when none is given). */
export function Spinner({ label }: SpinnerProps) {
  const t = useT();
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner-wheel" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
