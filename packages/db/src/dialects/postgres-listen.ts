import { sql } from 'kysely';
import pg from 'pg';
import type { Queryable } from '../schema';

/**
 * PostgreSQL's own publish/subscribe (LISTEN/NOTIFY), the fan-out between Brigade instances that
 * share one database (issue 16). Payloads are short ids, never events: NOTIFY payloads must stay
 * under 8000 bytes, and the events themselves are read from their table.
 */

/**
 * Queues a notification on `channel`. Inside a transaction PostgreSQL delivers it only if the
 * transaction commits, and delivers the notifications of committed transactions in commit order.
 */
export async function notifyChannel(db: Queryable, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}

export interface ListenerOptions {
  url: string;
  channels: string[];
  onNotification: (channel: string, payload: string) => void;
  /**
   * Called after every (re)connection once LISTEN is in place: notifications sent while the
   * connection was down are lost, so the caller reads what it may have missed.
   */
  onConnected?: (reconnect: boolean) => void;
  onError?: (error: Error) => void;
  /** Wait before reconnecting, doubled up to `maxRetryMs` (defaults 100 ms and 5 s). */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * One dedicated connection (not from the pool: a pooled connection is handed to others) that
 * LISTENs on the channels and reconnects with back-off when the server or network drops it.
 */
export class PostgresListener {
  private client: pg.Client | null = null;
  private closed = false;
  private connectedOnce = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private retry: number;

  constructor(private readonly options: ListenerOptions) {
    this.retry = options.retryMs ?? 100;
  }

  /** Connects and listens; resolves once listening (rejects if the first attempt fails). */
  async start(): Promise<void> {
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.url });
    let dropped = false;
    const lost = (error: Error) => {
      if (dropped) return;
      dropped = true;
      if (this.client === client) this.client = null;
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.options.onError?.(error);
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('PostgreSQL closed the LISTEN connection')));
    client.on('notification', (msg) => {
      if (msg.payload !== undefined) this.options.onNotification(msg.channel, msg.payload);
    });
    await client.connect();
    for (const channel of this.options.channels) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retry = this.options.retryMs ?? 100;
    const reconnect = this.connectedOnce;
    this.connectedOnce = true;
    this.options.onConnected?.(reconnect);
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const wait = this.retry;
    this.retry = Math.min(this.retry * 2, this.options.maxRetryMs ?? 5000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().catch((error: Error) => {
        this.options.onError?.(error);
        this.scheduleReconnect();
      });
    }, wait);
    this.retryTimer.unref();
  }
}
