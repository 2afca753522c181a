import type { LiveEvent } from '@brigade/contracts';

type Listener = (event: LiveEvent) => void;
type AnyListener = (sessionId: number, event: LiveEvent) => void;

/**
 * In-process fan-out of committed session events to live connections (tRPC subscriptions and the
 * compatibility channel). Events reach it only after their transaction committed, so a client
 * never sees a change that was rolled back; the `session_events` table remains the truth.
 */
export class SessionEventBus {
  private readonly listeners = new Map<number, Set<Listener>>();
  private readonly anyListeners = new Set<AnyListener>();
  /** Called once per published event (the metrics count them). */
  onPublish: (() => void) | null = null;

  /** Sessions with at least one live connection listening. */
  sessionCount(): number {
    return this.listeners.size;
  }

  subscribe(sessionId: number, listener: Listener): () => void {
    let set = this.listeners.get(sessionId);
    if (!set) this.listeners.set(sessionId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(sessionId);
    };
  }

  /** Every session's events (a host's feed across the sessions it runs, such as help requests). */
  subscribeAll(listener: AnyListener): () => void {
    this.anyListeners.add(listener);
    return () => void this.anyListeners.delete(listener);
  }

  publish(sessionId: number, event: LiveEvent): void {
    this.onPublish?.();
    for (const listener of this.listeners.get(sessionId) ?? []) {
      try {
        listener(event);
      } catch {
        // One broken connection must not stop the others from hearing the event.
      }
    }
    for (const listener of this.anyListeners) {
      try {
        listener(sessionId, event);
      } catch {
        // As above.
      }
    }
  }
}
