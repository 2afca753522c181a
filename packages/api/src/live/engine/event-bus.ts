import type { LiveEvent } from '@brigade/contracts';

export type Listener = (event: LiveEvent) => void;
export type AnyListener = (sessionId: number, event: LiveEvent) => void;

/**
 * In-process fan-out of committed session events to live connections (tRPC subscriptions and the
 * compatibility channel). Events reach it only after their transaction committed, so a client
 * never sees a change that was rolled back; the `session_events` table remains the truth.
 */
export class SessionEventBus {
  protected readonly listeners = new Map<number, Set<Listener>>();
  protected readonly anyListeners = new Set<AnyListener>();
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

  /**
   * A live stream just subscribed and reads the session's backlog after `lastEventId` itself:
   * where a bus fed from other instances starts following a session it did not follow yet
   * (cluster/cluster-event-bus.ts). Nothing to do here.
   */
  anchor(_sessionId: number, _lastEventId: number): void {}

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
