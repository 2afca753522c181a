/**
 * The cook's taps (Complete, Start timer, Request Help) go through this queue, online or not.
 * Each is kept in the device's storage with an operation id before it is sent, so a tap made
 * while the Wi-Fi is down, or while the page reloads, is sent once the connection returns; the
 * server applies an id once (client_operations), so sending one twice changes nothing. A tap the
 * server refuses stays listed with its reason until the cook dismisses it.
 */

export type TapKind = 'complete' | 'startTimer' | 'requestHelp';

export interface QueuedTap {
  /** The operation id the server knows the tap by. */
  opId: string;
  /** Session code. */
  code: string;
  kind: TapKind;
  assignmentId: number;
  /** For the 'will send' list. */
  taskName: string;
  finishEarly?: boolean;
  /** Device time of the tap (shown only, never compared with the server). */
  queuedAt: number;
  /**
   * The moment of the tap on the kitchen clock (ISO-8601, from the phone's clock anchor), sent as
   * `tapped_at` however late the tap goes out (issue 35). Missing on taps kept by an older page.
   */
  tappedAt?: string;
  /** Why the server refused it; a refused tap is never sent again. */
  refused?: string;
}

/** How a failed send ends: refused for good (with the reason), or kept to try again. */
export type FailureVerdict = { refused: string } | 'retry';

export interface FlushHandlers {
  send: (tap: QueuedTap) => Promise<unknown>;
  /** Network failures, timeouts and server trouble are 'retry'; an answer that says no is refused. */
  judge: (error: unknown) => FailureVerdict;
  onSent?: (tap: QueuedTap, result: unknown) => void;
  onRefused?: (tap: QueuedTap) => void;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export const TAP_QUEUE_KEY = 'brigade.cookTaps';

/** 32 hex digits. crypto.getRandomValues works on plain-http LAN pages, where randomUUID does not. */
export function newOperationId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function isTap(value: unknown): value is QueuedTap {
  const t = value as QueuedTap;
  return typeof t === 'object' && t !== null && typeof t.opId === 'string' && typeof t.code === 'string' && typeof t.assignmentId === 'number' && typeof t.kind === 'string';
}

export class TapQueue {
  private listeners = new Set<() => void>();
  private flushing: Promise<void> | null = null;
  private again = false;
  private snapshot: readonly QueuedTap[] | null = null;

  constructor(
    private readonly storage: KeyValueStore | null,
    private readonly key = TAP_QUEUE_KEY,
    private readonly newId: () => string = newOperationId,
  ) {}

  /** Every kept tap, oldest first (the same array until something changes, for React). */
  all(): readonly QueuedTap[] {
    if (this.snapshot) return this.snapshot;
    let taps: QueuedTap[] = [];
    try {
      const parsed: unknown = JSON.parse(this.storage?.getItem(this.key) ?? '[]');
      if (Array.isArray(parsed)) taps = parsed.filter(isTap);
    } catch {
      taps = [];
    }
    this.snapshot = taps;
    return taps;
  }

  /** Taps of one session. */
  of(code: string): QueuedTap[] {
    return this.all().filter((t) => t.code === code);
  }

  /** Taps still to send (not refused). */
  waiting(code?: string): QueuedTap[] {
    return this.all().filter((t) => !t.refused && (code === undefined || t.code === code));
  }

  /**
   * Keeps a tap (before anything is sent), made at device time `now` and kitchen time `kitchenNow`
   * (ms). A second identical tap while one waits is the same tap (its first moment stands).
   */
  add(tap: Omit<QueuedTap, 'opId' | 'queuedAt' | 'refused' | 'tappedAt'>, now: number, kitchenNow?: number): QueuedTap {
    const same = this.waiting(tap.code).find((t) => t.kind === tap.kind && t.assignmentId === tap.assignmentId);
    if (same) return same;
    const tappedAt = kitchenNow !== undefined && Number.isFinite(kitchenNow) ? new Date(kitchenNow).toISOString() : undefined;
    const kept: QueuedTap = { ...tap, opId: this.newId(), queuedAt: now, ...(tappedAt ? { tappedAt } : {}) };
    this.write([...this.all(), kept]);
    return kept;
  }

  /** Forgets a tap (a refused one the cook has read). */
  dismiss(opId: string): void {
    this.write(this.all().filter((t) => t.opId !== opId));
  }

  /** Forgets every tap of a session (the cook left it). */
  clear(code: string): void {
    this.write(this.all().filter((t) => t.code !== code));
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Sends waiting taps one by one, oldest first, and stops at the first that must be retried (the
   * connection is still down: later taps may depend on it, a Done after its Start timer). One
   * flush at a time; a flush asked for meanwhile runs once the current one ends.
   */
  flush(handlers: FlushHandlers): Promise<void> {
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      do {
        this.again = false;
        await this.sendWaiting(handlers);
      } while (this.again);
    })().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async sendWaiting(handlers: FlushHandlers): Promise<void> {
    for (const tap of this.waiting()) {
      // Dismissed or cleared meanwhile.
      if (!this.all().some((t) => t.opId === tap.opId)) continue;
      let result: unknown;
      try {
        result = await handlers.send(tap);
      } catch (error) {
        const verdict = handlers.judge(error);
        if (verdict === 'retry') return;
        const refused = { ...tap, refused: verdict.refused };
        this.write(this.all().map((t) => (t.opId === tap.opId ? refused : t)));
        handlers.onRefused?.(refused);
        continue;
      }
      this.dismiss(tap.opId);
      handlers.onSent?.(tap, result);
    }
  }

  private write(taps: QueuedTap[]): void {
    this.snapshot = taps;
    try {
      this.storage?.setItem(this.key, JSON.stringify(taps));
    } catch {
      // Storage full or refused: the taps still live for this page view.
    }
    for (const listener of this.listeners) listener();
  }
}
