import type { InputHTMLAttributes, ReactNode } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  /** Shown under the input at all times (e.g. a length rule). */
  hint?: string;
  /** Messages for this field, client-side or `{field: [messages]}` from the server. */
  errors?: readonly string[] | null;
}

/** A labelled input with its hint and error list, wired for screen readers. */
export function Field({ id, label, hint, errors, className, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors && errors.length > 0 ? `${id}-errors` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', errorId ? 'field-invalid' : null, className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={id} {...input} aria-invalid={errorId ? true : undefined} aria-describedby={describedBy} />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

export function FieldErrors({ id, errors }: { id?: string; errors?: readonly string[] | null }) {
  if (!errors || errors.length === 0) return null;
  return (
    <ul id={id} className="field-errors">
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
