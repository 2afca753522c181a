import { memo, useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '../../i18n';
import { COOK_TIMINGS } from './messages';

export interface Toast {
  id: number;
  message: string;
  kind: 'info' | 'success' | 'warning' | 'error';
}

/** One at a time on a phone: the newest wins (issue: stacked toasts covered the task card). */
const MAX_VISIBLE = 1;

type Listener = () => void;

/**
 * The page's toasts, outside React state: showing one re-renders the toast slot only, not the
 * cook page that asked for it (a live event or a tap answer shows one).
 */
export class ToastStore {
  private toasts: Toast[] = [];
  private nextId = 1;
  private readonly listeners = new Set<Listener>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  readonly subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = () => this.toasts;

  readonly show = (message: string, kind: Toast['kind'] = 'info') => {
    const id = this.nextId++;
    // The newest replaces what was showing.
    this.set([...this.toasts.filter((t) => t.message !== message), { id, message, kind }].slice(-MAX_VISIBLE));
    const timer = globalThis.setTimeout(() => {
      this.timers.delete(timer);
      this.dismiss(id);
    }, COOK_TIMINGS.toastMs);
    this.timers.add(timer);
  };

  readonly dismiss = (id: number) => {
    if (this.toasts.some((t) => t.id === id)) this.set(this.toasts.filter((t) => t.id !== id));
  };

  /** Stops the pending dismiss timers (the page goes away). */
  readonly stop = () => {
    for (const timer of this.timers) globalThis.clearTimeout(timer);
    this.timers.clear();
  };

  private set(toasts: Toast[]) {
    this.toasts = toasts;
    for (const listener of this.listeners) listener();
  }
}

/** Notifications that dismiss themselves after 4 s (spec 01 §9): one store per page. */
export function useToasts() {
  const [store] = useState(() => new ToastStore());
  useEffect(() => store.stop, [store]);
  return store;
}

/**
 * The toast, in a slot of fixed height in the page's flow under the header: it never covers the
 * task card and showing or hiding it moves nothing. A polite live region for screen readers.
 */
export const ToastRegion = memo(function ToastRegion({ store }: { store: ToastStore }) {
  const t = useT();
  const toasts = useSyncExternalStore(store.subscribe, store.current);
  return (
    <div className="toast-region toast-slot" aria-live="polite" aria-atomic="false" role="status">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`}>
          <span>{toast.message}</span>
          <button type="button" className="toast-dismiss" onClick={() => store.dismiss(toast.id)} aria-label={t('cook.toast.dismiss')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
});
