import { Button } from '../../ui';

export interface SessionCopiesControlProps {
  recipeName: string;
  /** Copies of this recipe in the session now. */
  copies: number;
  busy: boolean;
  /** Only a waiting session's recipes can change. */
  disabled?: boolean;
  onAdd: () => void;
  onRemove: () => void;
}

/**
 * A recipe's copies in the session (issue 17): 'Add to Session' until it is in, then the number
 * of copies with − and +, so a second copy is never added by a second click on the same button.
 */
export function SessionCopiesControl({ recipeName, copies, busy, disabled = false, onAdd, onRemove }: SessionCopiesControlProps) {
  if (copies === 0) {
    return (
      <Button busy={busy} disabled={busy || disabled} onClick={onAdd}>
        {busy ? 'Adding...' : 'Add to Session'}
      </Button>
    );
  }
  return (
    <div className="copies-control" role="group" aria-label={`${recipeName} in the session`}>
      <Button variant="secondary" className="copies-button" disabled={busy || disabled} onClick={onRemove} aria-label={`Remove a copy of ${recipeName}`}>
        −
      </Button>
      <span className="copies-count" aria-live="polite">
        {copies === 1 ? 'In session' : `${copies} copies in session`}
      </span>
      <Button variant="secondary" className="copies-button" disabled={busy || disabled} onClick={onAdd} aria-label={`Add another copy of ${recipeName}`}>
        +
      </Button>
    </div>
  );
}
