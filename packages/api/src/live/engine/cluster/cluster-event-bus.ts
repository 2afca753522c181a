import type { LiveEvent } from '@brigade/contracts';
import { SessionEventBus, type Listener } from '../event-bus';

/** Reads a session's committed events after an id, oldest first, as clients receive them. */
export type EventReader = (sessionId: number, afterId: number) => Promise<LiveEvent[]>;

interface Cursor {
  /** Id of the last event delivered to this instance's listeners (null: none since they came). */
  last: number | null;
  /** A read of the table is under way; `again`: read once more when it ends. */
  reading: Promise<void> | null;
  again: boolean;
}

/**
 * The event bus of an instance that shares its PostgreSQL database with others (issue 16).
 * Listeners here hear every committed event of their session, whichever instance committed it,
 * in commit order, each once:
 *
 * - a change committed here is delivered at once when it follows the last delivered event
 *   (its `previous_id` is that event's id);
 * - a change committed elsewhere arrives as a notification carrying ids only (`noticed`); the
 *   bus then reads the session's new rows from `session_events` after the last one it delivered;
 * - any gap (a local event whose predecessor was not delivered yet, a lost connection) is closed
 *   the same way, by reading the table.
 *
 * A session's event ids follow its commit order (its changes take the session's advisory lock),
 * so "every row after the last delivered id" misses nothing and repeats nothing. Reads are one
 * per session and burst, shared by all the session's listeners on this instance.
 */
export class ClusterEventBus extends SessionEventBus {
  private readonly cursors = new Map<number, Cursor>();
  /** Called when a read of the table fails (the next notification or reconnection retries). */
  onReadError: ((error: unknown) => void) | null = null;

  constructor(private readonly read: EventReader) {
    super();
  }

  override subscribe(sessionId: number, listener: Listener): () => void {
    const unsubscribe = super.subscribe(sessionId, listener);
    return () => {
      unsubscribe();
      if (!this.follows(sessionId)) this.cursors.delete(sessionId);
    };
  }

  override subscribeAll(listener: (sessionId: number, event: LiveEvent) => void): () => void {
    const unsubscribe = super.subscribeAll(listener);
    return () => {
      unsubscribe();
      if (this.anyListeners.size === 0) for (const id of [...this.cursors.keys()]) if (!this.listeners.has(id)) this.cursors.delete(id);
    };
  }

  /**
   * A stream subscribed and reads the backlog after `lastEventId` itself. A session not followed
   * until now is followed from there: everything committed after it reaches this stream from the
   * table or as an own event, whatever the order notifications and own commits arrive in (the
   * stream drops what its backlog already had).
   */
  override anchor(sessionId: number, lastEventId: number): void {
    const cursor = this.cursorOf(sessionId);
    if (cursor && cursor.last === null) cursor.last = lastEventId;
  }

  /** An event committed by this instance, after its commit. */
  override publish(sessionId: number, event: LiveEvent): void {
    const cursor = this.cursorOf(sessionId);
    if (!cursor) return super.publish(sessionId, event); // nobody here listens: only the count moves
    const id = Number(event.id);
    if (cursor.last !== null && id <= cursor.last) return; // already read from the table
    const previous = event.previous_id ? Number(event.previous_id) : 0;
    if (!cursor.reading && (cursor.last === null || previous === cursor.last)) {
      cursor.last = id;
      super.publish(sessionId, event);
      return;
    }
    // Another instance's event came between (not read yet), or a read is under way: the table has it.
    this.catchUp(sessionId, cursor);
  }

  /** A notification: the session's events after `previousId` up to `lastId` were committed somewhere. */
  noticed(sessionId: number, previousId: number, lastId: number): void {
    const cursor = this.cursorOf(sessionId);
    if (!cursor) return;
    if (cursor.last !== null && lastId <= cursor.last) return;
    cursor.last ??= previousId;
    this.catchUp(sessionId, cursor);
  }

  /** The notification connection was re-established: read what may have been missed meanwhile. */
  resync(): void {
    for (const [id, cursor] of this.cursors) if (cursor.last !== null) this.catchUp(id, cursor);
  }

  /** Resolves once no read of the table is under way (tests). */
  async settled(): Promise<void> {
    for (;;) {
      const reads = [...this.cursors.values()].map((c) => c.reading).filter((r): r is Promise<void> => r !== null);
      if (reads.length === 0) return;
      await Promise.all(reads);
    }
  }

  private follows(sessionId: number): boolean {
    return this.listeners.has(sessionId) || this.anyListeners.size > 0;
  }

  private cursorOf(sessionId: number): Cursor | null {
    let cursor = this.cursors.get(sessionId);
    if (cursor) return cursor;
    if (!this.follows(sessionId)) return null;
    this.cursors.set(sessionId, (cursor = { last: null, reading: null, again: false }));
    return cursor;
  }

  private catchUp(sessionId: number, cursor: Cursor): void {
    if (cursor.reading) {
      cursor.again = true;
      return;
    }
    cursor.reading = (async () => {
      do {
        cursor.again = false;
        if (cursor.last === null) return;
        let batch: LiveEvent[];
        try {
          batch = await this.read(sessionId, cursor.last);
        } catch (error) {
          this.onReadError?.(error);
          return;
        }
        for (const event of batch) {
          if (this.cursors.get(sessionId) !== cursor) return; // everyone here left meanwhile
          if (Number(event.id) <= cursor.last) continue;
          cursor.last = Number(event.id);
          super.publish(sessionId, event);
        }
        if (batch.length >= 5000) cursor.again = true;
      } while (cursor.again);
    })().finally(() => {
      cursor.reading = null;
    });
  }
}
