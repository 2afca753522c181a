interface SpinnerProps {
  label?: string;
}

/** A polite busy indicator; the label is what screen readers announce. */
export function Spinner({ label = 'Loading...' }: SpinnerProps) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner-wheel" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
