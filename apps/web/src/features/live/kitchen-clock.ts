/**
 * The server's kitchen clock as seen from this device.
 *
 * Timers end at kitchen times, and the kitchen clock may run faster than real time
 * (BRIGADE_CLOCK_SCALE) or simply differ from the phone's own clock. The phone keeps an anchor:
 * a kitchen time read from the server, the local monotonic time it stood for, and the rate; the
 * kitchen time now is `server + (local now - local then) * rate`.
 *
 * - A handshake (the `live.clock` query, at every (re)connection) replaces the anchor: the reading
 *   is placed half-way through the round trip.
 * - Every event carries `server_now`: delivery only delays it, so a reading later than the
 *   projection moves the anchor forward, an earlier one is ignored. A new rate replaces the anchor.
 * - The anchor is also kept in storage against the device's date, so a reload (even offline)
 *   starts from it instead of the device's own clock until the server answers again.
 */
export interface ClockAnchor {
  /** Kitchen ms since the epoch. */
  server: number;
  /** Local monotonic ms (performance.now()) at which the kitchen stood at `server`. */
  local: number;
  /** Kitchen ms per real ms. */
  rate: number;
}

/** What is kept across reloads: a kitchen time, the device date it stood for, and the rate. */
interface StoredAnchor {
  server: number;
  wall: number;
  rate: number;
}

export interface AnchorStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const CLOCK_STORAGE_KEY = 'brigadeKitchenClock';

function defaultStore(): AnchorStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export class KitchenClock {
  private anchor: ClockAnchor | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly monotonic: () => number = () => globalThis.performance.now(),
    private readonly wall: () => number = () => Date.now(),
    private readonly store: AnchorStore | null = null,
  ) {
    this.restore();
  }

  /** Kitchen ms since the epoch; the device's own clock until the server was heard. */
  now(): number {
    const a = this.anchor;
    return a ? a.server + (this.monotonic() - a.local) * a.rate : this.wall();
  }

  /** The device's monotonic ms, the scale anchors are kept in. */
  local(): number {
    return this.monotonic();
  }

  /** Kitchen ms per real ms (1 until the server was heard). */
  get rate(): number {
    return this.anchor?.rate ?? 1;
  }

  get synced(): boolean {
    return this.anchor !== null;
  }

  /** A reading asked for at `sentAt` and answered at `receivedAt` (monotonic ms): replaces the anchor. */
  handshake(reading: { now: number; rate: number }, sentAt: number, receivedAt: number): void {
    this.set({ server: reading.now, local: (sentAt + receivedAt) / 2, rate: reading.rate });
  }

  /** A reading that came with an event, received at `receivedAt`: moves the anchor only forward. */
  observe(serverNow: number | undefined, rate: number | undefined, receivedAt: number = this.monotonic()): void {
    if (typeof serverNow !== 'number' || !Number.isFinite(serverNow)) return;
    const r = typeof rate === 'number' && rate > 0 ? rate : this.rate;
    const a = this.anchor;
    if (a && a.rate === r && serverNow <= a.server + (receivedAt - a.local) * a.rate) return;
    this.set({ server: serverNow, local: receivedAt, rate: r });
  }

  /** Called after every change of the anchor. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(anchor: ClockAnchor): void {
    this.anchor = anchor;
    this.save(anchor);
    for (const listener of this.listeners) listener();
  }

  private save(anchor: ClockAnchor): void {
    if (!this.store) return;
    const stored: StoredAnchor = { server: anchor.server, wall: this.wall() - (this.monotonic() - anchor.local), rate: anchor.rate };
    try {
      this.store.setItem(CLOCK_STORAGE_KEY, JSON.stringify(stored));
    } catch {
      // Storage full or refused: the next reload waits for the server.
    }
  }

  private restore(): void {
    let stored: Partial<StoredAnchor> | null = null;
    try {
      stored = JSON.parse(this.store?.getItem(CLOCK_STORAGE_KEY) ?? 'null') as Partial<StoredAnchor> | null;
    } catch {
      return;
    }
    if (!stored || typeof stored.server !== 'number' || typeof stored.wall !== 'number' || typeof stored.rate !== 'number' || stored.rate <= 0) return;
    this.anchor = { server: stored.server + (this.wall() - stored.wall) * stored.rate, local: this.monotonic(), rate: stored.rate };
  }
}

/** The app's one kitchen clock (a browser holds one server's page at a time). */
export const kitchenClock = new KitchenClock(undefined, undefined, defaultStore());

/** Reads the server's clock and anchors `clock` to it; a failed read leaves the clock as it was. */
export async function syncKitchenClock(read: () => Promise<{ now: number; rate: number }>, clock: KitchenClock = kitchenClock): Promise<void> {
  const sentAt = clock.local();
  try {
    const reading = await read();
    clock.handshake(reading, sentAt, clock.local());
  } catch {
    // Offline or refused: events will still carry the time.
  }
}
