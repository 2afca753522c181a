import { sessions, sessionTasks } from '@brigade/db';
import { afterEach, describe, expect, it } from 'vitest';
import { iso } from '../src/clock';
import { replanSession, startSession } from '../src/live/services/lifecycle.service';
import { newLiveDeps, newLiveSession, ScriptedRunner } from './live-fixtures';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});


async function liveDeps() {
  const deps = await newLiveDeps(new ScriptedRunner());
  cleanups.push(async () => {
    await deps.planner.stop();
    await deps.db.destroy();
  });
  return deps;
}

describe('hand-outs from the current plan', () => {
  {
    it('never starts a task early in a session with a serve time, whose plan waits on purpose', async () => {
      const deps = await liveDeps();
      const s = await newLiveSession(deps, { recipes: ['Greek Salad'], cooks: 3, skills: true, start: false });
      // Served in six hours: the plan starts every task hours from now.
      await sessions.updateSession(deps.db, s.id, { serve_at: iso(deps.clock.now() + 6 * 3600_000) });
      await startSession(deps, s.principal, s.code);
      await deps.planner.idle();
      const current = deps.planner.currentPlan(s.id)!;
      expect(current.assignments.filter((a) => a.status === 'planned').length).toBeGreaterThan(0);
      expect(Math.min(...current.assignments.map((a) => a.start))).toBeGreaterThan(60);
      // Every cook is idle and has a next planned task: a change answered from the plan (here the
      // timer loop's wake-up) must not start any of them hours early.
      await replanSession(deps, (await sessions.findSessionById(deps.db, s.id))!);
      await deps.planner.idle();
      const started = (await sessionTasks.listAssignments(deps.db, s.id)).filter((a) => a.status === 'in_progress');
      expect(started).toEqual([]);
    });
  }
});
