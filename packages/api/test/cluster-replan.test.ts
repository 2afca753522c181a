import { openDatabase, type DB } from '@brigade/db';
import { afterEach, describe, expect, it } from 'vitest';
import { newSession, newUser } from '../../db/test/fixtures';
import { freshPostgresDatabase, testDialect } from '../../db/test/support/test-database';
import { scaledClock } from '../src/clock';
import type { AppDeps } from '../src/deps';
import { Cluster } from '../src/live/engine/cluster/cluster';
import { DispatchWakeMap } from '../src/live/engine/dispatch-wakes';
import { Presence } from '../src/live/services/presence';

/**
 * A re-plan asked for on an instance that does not own the session is passed to the owner
 * (issue 16) with its urgency (issue 11: an idle cook waits on it, so the owner's planner puts it
 * ahead of ordinary re-plans). PostgreSQL only: one instance on SQLite has nobody to pass it to.
 */
interface Asked {
  sessionId: number;
  urgent: boolean;
}

/** An instance's dependencies as the cluster uses them, with a planner that records what it is asked. */
function instanceDeps(db: DB, asked: Asked[], onAsk: () => void): AppDeps {
  const planner = {
    request: (sessionId: number, opts: { urgent?: boolean } = {}) => {
      asked.push({ sessionId, urgent: opts.urgent ?? false });
      onAsk();
    },
    forget: () => undefined,
  };
  return { db, clock: scaledClock(1), wallNow: Date.now, presence: new Presence(), wakes: new DispatchWakeMap(), planner } as unknown as AppDeps;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe.skipIf(testDialect() !== 'postgres')('re-plans passed between instances', () => {
  it('reach the owner with their urgency, through the claim and through the plain notification alike', async () => {
    const url = await freshPostgresDatabase();
    const db = openDatabase(url);
    cleanups.push(() => db.destroy());
    const session = await newSession(db, (await newUser(db, { is_host: 1 })).id);

    // The owner's planner: each request wakes whoever waits for the next one.
    const asked: Asked[] = [];
    let wake = () => undefined as void;
    const nextAsk = (count: number) =>
      new Promise<void>((resolve) => {
        wake = () => (asked.length >= count ? resolve() : undefined);
        wake();
      });
    const owner = new Cluster(db, { url, instanceId: 'owner', renewMs: 60_000 });
    const other = new Cluster(db, { url, instanceId: 'other', renewMs: 60_000 });
    cleanups.push(() => owner.stop(), () => other.stop());
    await owner.start(instanceDeps(db, asked, () => wake()));
    expect(owner.owns(session.id)).toBe(true);
    // Taking the session at start plans it: an ordinary request.
    expect(asked).toEqual([{ sessionId: session.id, urgent: false }]);
    const otherAsked: Asked[] = [];
    await other.start(instanceDeps(db, otherAsked, () => undefined));
    expect(other.owns(session.id)).toBe(false);

    // First pass: the other instance tries to claim the lease, fails, and notifies the owner.
    other.planElsewhere(session.id, { urgent: true });
    await other.settled();
    await nextAsk(2);
    expect(asked[1]).toEqual({ sessionId: session.id, urgent: true });

    // Then, known to be the owner's: a plain notification, ordinary or urgent as asked.
    other.planElsewhere(session.id);
    await other.settled();
    await nextAsk(3);
    other.planElsewhere(session.id, { urgent: true });
    await other.settled();
    await nextAsk(4);
    expect(asked.slice(2)).toEqual([
      { sessionId: session.id, urgent: false },
      { sessionId: session.id, urgent: true },
    ]);
    // Nothing was planned on the instance that passed the requests on.
    expect(otherAsked).toEqual([]);
  });
});
