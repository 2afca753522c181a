import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../i18n';
import { Button } from './Button';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  /** Open while true: shown as a modal in the middle of the screen, wherever the page is scrolled. */
  open: boolean;
  title: string;
  children?: ReactNode;
  /** The button that does it ('End Session', 'Leave', 'Remove', 'Delete Session'). */
  confirmLabel: string;
  /** 'Cancel' when none is given. */
  cancelLabel?: string;
  /** A destructive action: its button is red, and focus starts on Cancel. */
  danger?: boolean;
  busy?: boolean;
  /** A failure to show inside the dialog (the action did not happen). */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The one confirmation of the app (End, Leave, Remove, Delete): a native modal <dialog>, so it sits
 * in the top layer in the middle of the viewport (on a phone too, never at the bottom of a long
 * page), keeps focus inside it, and Escape cancels. Never the browser's confirm().
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, danger = false, busy = false, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Focus moves into the dialog: on Cancel for a destructive action, else on the action.
      (danger ? cancelRef.current : confirmRef.current)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, danger]);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(e) => {
        // Escape: the dialog closes through React state, not on its own.
        e.preventDefault();
        if (!busy) onCancel();
      }}
      onClick={(e) => {
        // A tap on the backdrop (outside the box) cancels too.
        if (e.target === ref.current && !busy) onCancel();
      }}
    >
      {open && (
        <div className="confirm-dialog-box">
          <h2 id={titleId} className="confirm-dialog-title">
            {title}
          </h2>
          {children && (
            <div id={bodyId} className="confirm-dialog-body">
              {children}
            </div>
          )}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="confirm-dialog-actions">
            <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
              {cancelLabel ?? t('common.cancel')}
            </Button>
            <Button ref={confirmRef} variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
