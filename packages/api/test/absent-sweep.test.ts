import { participants, sessionEvents, sessions } from '@brigade/db';
import { afterEach, describe, expect, it } from 'vitest';
import { iso } from '../src/clock';
import { sweepAbsentCooks } from '../src/live/services/participants.service';
import { PRESENCE_WINDOW_MS } from '../src/live/services/presence';
import { GatedRunner, newLiveDeps, newLiveSession, newSecondInstance } from './live-fixtures';

/**
 * The absent-cook sweep decides who is gone inside the transaction that emits participant_left
 * (issue 16): two sweeps at once (two instances at a lease hand-over, both believing they own the
 * session) say a cook left once. On SQLite (api) and PostgreSQL (api-pg).
 */
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('the absent-cook sweep', () => {
  it('two instances sweeping the same session at once emit participant_left once per gone cook', async () => {
    const runnerA = new GatedRunner(1);
    const a = await newLiveDeps(runnerA, { timeoutMs: 300 }); // plans are never released here: stop does not wait long
    const runnerB = new GatedRunner(1);
    const b = newSecondInstance(a, runnerB, { timeoutMs: 300 });
    cleanups.push(async () => {
      for (const j of [...runnerA.jobs, ...runnerB.jobs]) j.release();
      await b.planner.stop();
      await a.planner.stop();
      await a.db.destroy();
    });
    const s = await newLiveSession(a, { cooks: 2 });
    const [gone, here] = s.cooks as [number, number];
    // The first cook was last seen well before the presence window; the second connected to B.
    await participants.updateParticipant(a.db, gone, { last_seen: iso(a.clock.now() - 2 * PRESENCE_WINDOW_MS * a.clock.scale) });
    await participants.updateParticipant(a.db, here, { last_seen: iso(a.clock.now() - 2 * PRESENCE_WINDOW_MS * a.clock.scale) });
    b.presence.connect(here);
    const session = (await sessions.findSessionById(a.db, s.id))!;
    const before = await sessionEvents.latestEventId(a.db, s.id);
    // Both instances look, then both act: the one that commits second finds the cook already gone.
    await Promise.all([sweepAbsentCooks(a, session), sweepAbsentCooks(b, session)]);
    const left = (await sessionEvents.listEventsAfter(a.db, s.id, before)).filter((e) => e.type === 'participant_left');
    // A does not see B's connection, so for A both cooks look gone; B knows `here` is connected.
    // Whichever sweep commits first marks what it saw; the cook gone for both is said once.
    const leftIds = left.map((e) => JSON.parse(e.payload).participant.id as number);
    expect(leftIds.filter((id) => id === gone)).toHaveLength(1);
    expect(leftIds.filter((id) => id === here).length).toBeLessThanOrEqual(1);
    expect((await participants.findParticipant(a.db, gone))!.is_active).toBe(0);
    // A sweep with nobody gone any more writes nothing.
    const after = await sessionEvents.latestEventId(a.db, s.id);
    await sweepAbsentCooks(b, session);
    expect(await sessionEvents.latestEventId(a.db, s.id)).toBe(after);
  });
});
