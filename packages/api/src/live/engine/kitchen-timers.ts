import { participants, sessions, sessionTasks, type CookingSessionRow } from '@brigade/db';
import type { AppDeps } from '../../deps';
import { finishAssignment } from '../services/cooking.service';
import { completeIfDone } from './finish';
import { refreshPlan } from './dispatcher';
import { assignmentItem, loadKitchenState } from './kitchen-state';
import { replanSession } from '../services/lifecycle.service';
import { sweepAbsentCooks } from '../services/participants.service';
import { PRESENCE_WINDOW_MS, RECONNECT_GRACE_MS } from '../services/presence';
import { isPassive, MINUTE_MS } from './scheduling-problem';
import { changeSession } from './session-transaction';

/** `timer_warning` goes out one kitchen minute before a timer ends (docs/design.md, "Session runtime"). */
const WARNING_MS = MINUTE_MS;

/**
 * The server's heartbeat for live sessions: rings timers, wakes the dispatcher when the plan
 * starts a task later, and notices cooks who went away. Everything it acts on is in the
 * database, so a restarted server picks up exactly where the old one stopped.
 */
export class KitchenTimers {
  private handle: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly deps: AppDeps, private readonly intervalMs = 250) {}

  /** Re-plans every active session (after a restart nothing is in memory), then ticks. */
  async start(): Promise<void> {
    // Several instances (issue 16): the cluster re-plans each session as it takes its lease.
    if (!this.deps.cluster) for (const s of await sessions.listSessionsByStatus(this.deps.db, ['active'])) this.deps.planner.request(s.id);
    this.handle = setInterval(() => {
      if (!this.running) this.running = this.tick().catch(() => undefined).finally(() => (this.running = null));
    }, this.intervalMs);
    this.handle.unref();
  }

  async stop(): Promise<void> {
    if (this.handle) clearInterval(this.handle);
    this.handle = null;
    await this.running;
  }

  /**
   * One pass over all live sessions (and the cooks of waiting ones) with two queries (due timers,
   * silent cooks), so the cost of a tick does not grow with the number of quiet sessions.
   */
  async tick(): Promise<void> {
    const now = this.deps.clock.now();
    const warnBy = new Date(now + WARNING_MS).toISOString();
    const timerSessions = await sessionTasks.listSessionsWithTimersDue(this.deps.db, warnBy);
    // last_seen is kitchen time; the presence window is real time, so scale it.
    const cutoff = new Date(now - PRESENCE_WINDOW_MS * this.deps.clock.scale).toISOString();
    const silent = await participants.listSilentParticipants(this.deps.db, cutoff);
    const wakes = this.deps.wakes.due(now);
    // Cooks whose last live connection here closed longer than the reconnect grace ago (issue 35).
    const closed = new Set(this.deps.presence.closedSessions(now - RECONNECT_GRACE_MS * this.deps.clock.scale));
    const ids = new Set([...timerSessions, ...silent.filter((p) => !this.deps.presence.isOpen(p.id)).map((p) => p.session_id), ...wakes, ...closed]);
    for (const id of ids) {
      const session = await sessions.findSessionById(this.deps.db, id);
      // A waiting session has no owner (no lease) and nothing to ring: any instance sweeps it (the
      // sweep decides again under the session's lock, so a cook leaves once). So does the instance
      // whose connection of a cook closed: only it knows when, and the owner hears of a return
      // through last_seen (a reconnect anywhere, or the lease renewal's heartbeat).
      if (session?.status === 'waiting' || (session?.status === 'active' && closed.has(id) && this.deps.cluster && !this.deps.cluster.owns(id))) {
        await sweepAbsentCooks(this.deps, session);
        continue;
      }
      // Several instances (issue 16): only the session's owner rings, wakes and sweeps.
      if (this.deps.cluster && !this.deps.cluster.owns(id)) continue;
      if (!session || session.status !== 'active') {
        this.deps.wakes.set(id, null);
        continue;
      }
      await this.ringTimers(session);
      const wake = this.deps.wakes.get(session.id);
      if (wake !== undefined && wake <= this.deps.clock.now()) await replanSession(this.deps, session);
      await sweepAbsentCooks(this.deps, session);
    }
  }

  private async ringTimers(session: CookingSessionRow): Promise<void> {
    // Paused (issue 12): timers are frozen until the host resumes.
    if (session.paused_at) return;
    const now = this.deps.clock.now();
    const due = (await sessionTasks.listAssignments(this.deps.db, session.id)).filter(
      (a) =>
        a.status === 'in_progress' &&
        a.timer_ends_at !== null &&
        a.timer_rang === 0 &&
        (Date.parse(a.timer_ends_at) <= now || (a.timer_warned === 0 && Date.parse(a.timer_ends_at) - WARNING_MS <= now)),
    );
    if (due.length === 0) return;
    await changeSession(this.deps, session, async (trx, emit, at) => {
      const fresh = (await sessions.findSessionById(trx, session.id))!;
      let freed = false;
      for (const a of due) {
        const ends = Date.parse(a.timer_ends_at!);
        const state = await loadKitchenState(trx, fresh);
        const current = state.assignments.find((x) => x.id === a.id);
        // Read again under the session's lock: what another change (or instance) did meanwhile wins.
        if (!current || current.status !== 'in_progress' || current.timer_rang === 1 || current.timer_ends_at !== a.timer_ends_at) continue;
        const item = () => assignmentItem(state, current);
        if (current.timer_warned === 0 && at < ends) {
          await sessionTasks.updateAssignment(trx, a.id, { timer_warned: 1 });
          await emit('timer_warning', { assignment: item(), seconds_left: Math.max(0, Math.round((ends - at) / 1000)) });
        } else if (at >= ends) {
          await sessionTasks.updateAssignment(trx, a.id, { timer_rang: 1, timer_warned: 1 });
          await emit('timer_complete', { assignment: item() });
          // The oven finished the passive task by itself; an active timer waits for its cook.
          if (isPassive(state.taskById.get(a.task_id)!)) {
            // Done when the timer ended, not when this tick saw it (a late tick, a restart).
            await finishAssignment(trx, a.id, a.task_id, a.participant_id, emit, Math.min(at, ends));
            freed = true;
          }
        }
      }
      if (freed && !(await completeIfDone(this.deps, trx, fresh, emit, at))) {
        await refreshPlan(this.deps, trx, fresh, emit, at, { handOut: true });
      }
    });
  }
}
