import { useCallback, useEffect, useRef, useState } from 'react';
import { COOK_TIMINGS } from './messages';

export interface Toast {
  id: number;
  message: string;
  kind: 'info' | 'success' | 'warning' | 'error';
}

/** One at a time on a phone: the newest wins (issue: stacked toasts covered the task card). */
const MAX_VISIBLE = 1;

/** Notifications that dismiss themselves after 4 s (spec 01 §9). */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (message: string, kind: Toast['kind'] = 'info') => {
      const id = nextId.current++;
      // The newest replaces what was showing.
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

/**
 * The toast, in a slot of fixed height in the page's flow under the header: it never covers the
 * task card and showing or hiding it moves nothing. A polite live region for screen readers.
 */
export function ToastRegion({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  return (
    <div className="toast-region toast-slot" aria-live="polite" aria-atomic="false" role="status">
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
