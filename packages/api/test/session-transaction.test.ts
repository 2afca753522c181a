import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '@brigade/db';
import { sessionSummary } from '../src/live/engine/kitchen-state';
import { changeSession } from '../src/live/engine/session-transaction';
import type { PlanRunner } from '../src/live/engine/planner/plan-runner';
import { newLiveDeps, newLiveSession } from './live-fixtures';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

const never: PlanRunner = { threads: 1, run: () => new Promise(() => undefined), destroy: async () => {} };

describe('changeSession', () => {
  it('lets the event loop turn between queued changes, so sockets and /healthz are served meanwhile', async () => {
    const deps = await newLiveDeps(never);
    cleanups.push(() => deps.db.destroy());
    const s = await newLiveSession(deps, { cooks: 1, start: false });
    const session = (await sessions.findSessionById(deps.db, s.id))!;
    // Forty changes queued at once (on SQLite each runs synchronously underneath), and one piece of
    // I/O-phase work asked for at the same moment: it must not wait for all forty.
    const finished: number[] = [];
    let turnedAfter = -1;
    const turned = new Promise<void>((resolve) =>
      setImmediate(() => {
        turnedAfter = finished.length;
        resolve();
      }),
    );
    await Promise.all([
      ...Array.from({ length: 40 }, (_, i) =>
        changeSession(deps, session, async (trx, emit) => {
          await sessions.updateSession(trx, session.id, { name: `Change ${i}` });
          await emit('session_update', { session: sessionSummary((await sessions.findSessionById(trx, session.id))!) });
          finished.push(i);
        }),
      ),
      turned,
    ]);
    expect(finished).toHaveLength(40);
    expect(turnedAfter).toBeLessThan(40);
  });
});
