import { memo, useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '../../i18n';
import { COOK_TIMINGS } from './messages';

export interface Toast {
  id: number;
  message: string;
  kind: 'info' | 'success' | 'warning' | 'error';
  /**
   * A notice that stays (issue 35: 'Timer done: …'): it is not replaced by the next toast and does
   * not go by itself; it goes when the cook dismisses it or acts on it (`dismissKey`). Several stack.
   */
  key?: string;
}

/** One passing toast at a time on a phone: the newest wins (issue: stacked toasts covered the task card). */
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
    // The newest replaces the passing toast that was showing; notices that stay are kept.
    const staying = this.toasts.filter((t) => t.key !== undefined);
    const passing = [...this.toasts.filter((t) => t.key === undefined && t.message !== message), { id, message, kind }].slice(-MAX_VISIBLE);
    this.set([...staying, ...passing]);
    const timer = globalThis.setTimeout(() => {
      this.timers.delete(timer);
      this.dismiss(id);
    }, COOK_TIMINGS.toastMs);
    this.timers.add(timer);
  };

  /** A notice that stays until dismissed or acted on (`dismissKey`); the same key again replaces its text. */
  readonly notice = (key: string, message: string, kind: Toast['kind'] = 'info') => {
    const id = this.nextId++;
    this.set([...this.toasts.filter((t) => t.key !== key), { id, message, kind, key }]);
  };

  /** The cook acted on what a notice said (completed its task): it goes. */
  readonly dismissKey = (key: string) => {
    if (this.toasts.some((t) => t.key === key)) this.set(this.toasts.filter((t) => t.key !== key));
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

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const t = useT();
  return (
    <div className={`toast toast-${toast.kind}`} data-notice={toast.key}>
      <span>{toast.message}</span>
      <button type="button" className="toast-dismiss" onClick={() => onDismiss(toast.id)} aria-label={t('cook.toast.dismiss')}>
        ×
      </button>
    </div>
  );
}

/**
 * The passing toast, in a slot of fixed height in the page's flow under the header: it never
 * covers the task card and showing or hiding it moves nothing. Above it, the notices that stay
 * (a rung timer), stacked, each until dismissed or acted on. Polite live regions for screen readers.
 */
export const ToastRegion = memo(function ToastRegion({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.current);
  const staying = toasts.filter((toast) => toast.key !== undefined);
  return (
    <>
      {staying.length > 0 && (
        <div className="toast-stack" aria-live="polite" aria-atomic="false" role="status">
          {staying.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={store.dismiss} />
          ))}
        </div>
      )}
      <div className="toast-region toast-slot" aria-live="polite" aria-atomic="false" role="status">
        {toasts
          .filter((toast) => toast.key === undefined)
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={store.dismiss} />
          ))}
      </div>
    </>
  );
});
