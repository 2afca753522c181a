import type { LiveEvent } from '@brigade/contracts';
import { lockSessionForRead, notifyChannel, participants, PostgresListener, sessionEvents, sessionLeases, sessions, type DB, type Queryable } from '@brigade/db';
import { iso } from '../../../clock';
import type { AppDeps } from '../../../deps';
import { toLiveEvent } from '../session-transaction';
import { ClusterEventBus } from './cluster-event-bus';

/** Committed changes: `<session id>:<id of the event before the change>:<id of its last event>`. */
export const EVENTS_CHANNEL = 'brigade_events';
/**
 * A re-plan asked for on an instance that does not own the session: `<session id>`, or
 * `<session id>:urgent` when an idle cook waits on it (the owner's planner puts it first).
 */
export const PLANS_CHANNEL = 'brigade_plans';

export interface ClusterOptions {
  /** The PostgreSQL URL: the LISTEN connection is opened on it, beside the pool. */
  url: string;
  /** This instance's name in the lease rows (BRIGADE_INSTANCE_ID; default host name and process id). */
  instanceId: string;
  /** How long a lease lasts without renewal (real ms, default 15 s): how soon another instance takes over. */
  leaseTtlMs?: number;
  /** How often leases are renewed and connected cooks marked seen (real ms, default 3 s). */
  renewMs?: number;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * One Brigade instance among several sharing one PostgreSQL database (issue 16,
 * docs/scale-out.md): fan-out of committed events through LISTEN/NOTIFY (ClusterEventBus), and
 * one owner per live session, by lease, for what runs in one place (the planner's queue, timers,
 * the absent-cook sweep). Changes themselves may happen on any instance: the session's advisory
 * lock orders them.
 */
export class Cluster {
  readonly bus: ClusterEventBus;
  readonly instanceId: string;
  /** Where failures of the fan-out and the leases are reported (the server's logger). */
  log: ClusterOptions['log'];
  private deps: AppDeps | null = null;
  private readonly listener: PostgresListener;
  private readonly ttl: number;
  private readonly renewMs: number;
  private owned = new Set<number>();
  /** Wall ms until which the last renewal holds (ownership is not trusted beyond it). */
  private validUntil = 0;
  private timer: NodeJS.Timeout | null = null;
  private renewing: Promise<void> | null = null;
  private stopped = false;
  /** Session codes by id, for events read from the table (codes never change). */
  private readonly codes = new Map<number, string>();
  /** Sessions another instance held at the last claim, until when that is trusted (wall ms). */
  private readonly elsewhere = new Map<number, number>();
  /** Re-plan requests being claimed or passed to the owner. */
  private readonly passing = new Set<Promise<void>>();

  constructor(private readonly db: DB, private readonly options: ClusterOptions) {
    this.instanceId = options.instanceId;
    this.log = options.log;
    this.ttl = options.leaseTtlMs ?? 15_000;
    this.renewMs = options.renewMs ?? 3_000;
    this.bus = new ClusterEventBus((sessionId, afterId) => this.readEvents(sessionId, afterId));
    this.bus.onReadError = (err) => this.log?.warn({ err }, 'reading events for other instances failed');
    this.listener = new PostgresListener({
      url: options.url,
      channels: [EVENTS_CHANNEL, PLANS_CHANNEL],
      onNotification: (channel, payload) => this.onNotification(channel, payload),
      onConnected: (reconnect) => {
        if (reconnect) this.bus.resync();
      },
      onError: (err) => this.log?.warn({ err }, 'PostgreSQL LISTEN connection lost; reconnecting'),
    });
  }

  /** Listens, takes the leases it can, and renews them from then on. */
  async start(deps: AppDeps): Promise<void> {
    this.deps = deps;
    await this.listener.start();
    await this.renew();
    this.timer = setInterval(() => {
      if (!this.renewing) this.renewing = this.renew().finally(() => (this.renewing = null));
    }, this.renewMs);
    this.timer.unref();
  }

  /**
   * Stops renewing and listening. A clean stop gives the leases up so another instance takes over
   * at its next renewal; `{ release: false }` leaves them to expire, as a crash would.
   */
  async stop(options: { release?: boolean } = {}): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.renewing;
    await this.listener.close();
    this.owned.clear();
    if (options.release ?? true) await sessionLeases.releaseLeases(this.db, this.instanceId).catch(() => undefined);
  }

  /** This instance runs the session's planner queue, timers and sweep. */
  owns(sessionId: number): boolean {
    return this.owned.has(sessionId) && this.deps!.wallNow() < this.validUntil;
  }

  /** Sessions this instance owns now. */
  ownedSessions(): number[] {
    return this.deps && this.deps.wallNow() < this.validUntil ? [...this.owned] : [];
  }

  /**
   * Inside a change's transaction, after its events: tells every instance (itself included) at
   * commit, in commit order. Ids only: the payload stays far below NOTIFY's 8000-byte limit.
   */
  async announce(trx: Queryable, sessionId: number, previousId: number, lastId: number): Promise<void> {
    await notifyChannel(trx, EVENTS_CHANNEL, `${sessionId}:${previousId}:${lastId}`);
  }

  /**
   * A re-plan asked for on an instance that does not own the session: once the change that asked
   * has committed (the session's lock in shared mode), take the lease if nobody holds it (a
   * session just started), else pass the request to the owner.
   */
  planElsewhere(sessionId: number, opts: { urgent?: boolean } = {}): void {
    const request = opts.urgent ? `${sessionId}:urgent` : String(sessionId);
    // Known to be another live instance's (a claim failed a moment ago): one NOTIFY, no claim. The
    // owner's snapshot takes the session's lock in shared mode, so it waits for this change's commit.
    if ((this.elsewhere.get(sessionId) ?? 0) > this.deps!.wallNow()) {
      const passing: Promise<void> = notifyChannel(this.db, PLANS_CHANNEL, request)
        .catch((err: unknown) => this.log?.error({ err, sessionId }, 'passing a re-plan to the owner failed'))
        .finally(() => this.passing.delete(passing));
      this.passing.add(passing);
      return;
    }
    const passing: Promise<void> = this.db
      .transaction()
      .execute(async (trx) => {
        await lockSessionForRead(trx, sessionId);
        const now = this.deps!.wallNow();
        const got = await sessionLeases.claimLeases(trx, this.instanceId, now, now + this.ttl, sessionId);
        if (got.length === 0) {
          await notifyChannel(trx, PLANS_CHANNEL, request);
          this.elsewhere.set(sessionId, now + this.renewMs);
        }
        return got.length > 0;
      })
      .then((mine) => {
        if (!mine || this.stopped) return;
        this.owned.add(sessionId);
        this.validUntil = Math.max(this.validUntil, this.deps!.wallNow() + this.ttl / 2);
        this.acquired(sessionId, opts);
      })
      .catch((err: unknown) => this.log?.error({ err, sessionId }, 'passing a re-plan to the owner failed'))
      .finally(() => this.passing.delete(passing));
    this.passing.add(passing);
  }

  /** Resolves once no re-plan request is being passed on or claimed (tests: the planner's idle()). */
  async settled(): Promise<void> {
    while (this.passing.size > 0) await Promise.all([...this.passing]);
  }

  /** One renewal: leases taken or kept, those lost, and the heartbeat of this instance's cooks. */
  private async renew(): Promise<void> {
    const deps = this.deps!;
    try {
      const now = deps.wallNow();
      const got = new Set(await sessionLeases.claimLeases(this.db, this.instanceId, now, now + this.ttl));
      if (this.stopped) return;
      this.validUntil = now + this.ttl;
      const before = this.owned;
      this.owned = got;
      for (const id of got) if (!before.has(id)) this.acquired(id);
      for (const [id, until] of this.elsewhere) if (until <= now || got.has(id)) this.elsewhere.delete(id);
      for (const id of before) if (!got.has(id)) this.lost(id);
      // Presence across instances: a cook connected here counts as seen for the owner elsewhere.
      await participants.markSeenMany(this.db, deps.presence.openIds(), iso(deps.clock.now()));
      await sessionLeases.dropInactiveLeases(this.db);
    } catch (err) {
      this.log?.warn({ err }, 'renewing session leases failed');
    }
  }

  /** A session became ours (new, or taken over from a stopped instance): plan it again. */
  private acquired(sessionId: number, opts: { urgent?: boolean } = {}): void {
    const deps = this.deps!;
    deps.planner.request(sessionId, opts);
  }

  private lost(sessionId: number): void {
    this.elsewhere.delete(sessionId);
    this.deps!.wakes.set(sessionId, null);
    this.deps!.planner.forget(sessionId);
  }

  private onNotification(channel: string, payload: string): void {
    if (channel === EVENTS_CHANNEL) {
      const [session, previous, last] = payload.split(':').map(Number);
      if (Number.isFinite(session) && Number.isFinite(previous) && Number.isFinite(last)) this.bus.noticed(session!, previous!, last!);
    } else if (channel === PLANS_CHANNEL) {
      const [id, flag] = payload.split(':');
      const session = Number(id);
      if (this.owns(session)) this.deps?.planner.request(session, { urgent: flag === 'urgent' });
    }
  }

  private async readEvents(sessionId: number, afterId: number): Promise<LiveEvent[]> {
    const rows = await sessionEvents.listEventsAfter(this.db, sessionId, afterId);
    if (rows.length === 0) return [];
    let code = this.codes.get(sessionId);
    if (code === undefined) {
      code = (await sessions.findSessionById(this.db, sessionId))?.code ?? '';
      this.codes.set(sessionId, code);
    }
    let previous = afterId;
    return rows.map((row) => {
      const event = toLiveEvent(row, code, previous || null);
      previous = row.id;
      return event;
    });
  }
}
