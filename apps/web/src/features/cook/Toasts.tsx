import { useCallback, useEffect, useRef, useState } from 'react';
import { COOK_TIMINGS } from './messages';

export interface Toast {
  id: number;
  message: string;
  kind: 'info' | 'success' | 'warning' | 'error';
}

const MAX_VISIBLE = 3;

/** Notifications that dismiss themselves after 4 s (spec 01 §9). */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (message: string, kind: Toast['kind'] = 'info') => {
      const id = nextId.current++;
      // At most three at once on a phone screen; the oldest gives way.
      setToasts((list) => [...list.filter((t) => t.message !== message), { id, message, kind }].slice(-MAX_VISIBLE));
      const timer = globalThis.setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, COOK_TIMINGS.toastMs);
      timers.current.add(timer);
    },
    [dismiss],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) globalThis.clearTimeout(timer);
    };
  }, []);
  return { toasts, show, dismiss };
}

/** The toast stack; a polite live region so screen readers announce each one. */
export function ToastRegion({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  return (
    <div className="toast-region" aria-live="polite" aria-atomic="false" role="status">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`}>
          <span>{toast.message}</span>
          <button type="button" className="toast-dismiss" onClick={() => onDismiss(toast.id)} aria-label="Dismiss notification">
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
