import { useT } from '../../i18n';
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
  const t = useT();
  if (copies === 0) {
    return (
      <Button busy={busy} disabled={busy || disabled} onClick={onAdd}>
        {busy ? t('recipes.copies.adding') : t('recipes.copies.add')}
      </Button>
    );
  }
  return (
    <div className="copies-control" role="group" aria-label={t('recipes.copies.group', { name: recipeName })}>
      <Button variant="secondary" className="copies-button" disabled={busy || disabled} onClick={onRemove} aria-label={t('recipes.copies.removeOne', { name: recipeName })}>
        −
      </Button>
      <span className="copies-count" aria-live="polite">
        {t('recipes.copies.count', { count: copies })}
      </span>
      <Button variant="secondary" className="copies-button" disabled={busy || disabled} onClick={onAdd} aria-label={t('recipes.copies.addAnother', { name: recipeName })}>
        +
      </Button>
    </div>
  );
}
