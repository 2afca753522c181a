/**
 * The dispatcher: turns the current plan into orders for the cooks at `now`. It trusts the plan
 * for equipment and skills (the app re-plans on every event) but checks what can go stale between
 * events against the live state: predecessors finished, the cook free, nothing started twice.
 */
import type { Plan, ScheduleState } from './model';

/** Orders at one instant. */
export interface Dispatch {
  /** Tasks to start now; `cookId` null for tasks that run by themselves. */
  start: Array<{ taskId: string; cookId: string | null }>;
  /** Each cook's next planned task after what they start now (cooks with nothing left are absent). */
  next: Record<string, string>;
}

/**
 * Which cook starts which task now, and which task is each cook's next. A task is started only
 * when its planned start has come, every predecessor is completed in `state`, and its cook is not
 * still busy with a running task.
 */
export function dispatch(plan: Plan, state: ScheduleState, now: number): Dispatch {
  const completed = new Set(state.completed);
  const running = new Set(state.running.map((r) => r.taskId));
  const byTask = new Map(plan.assignments.map((a) => [a.taskId, a]));
  const busy = new Set<string>();
  for (const r of state.running) {
    if (r.cookId === null) continue;
    const a = byTask.get(r.taskId);
    const until = a ? r.startedAt + (a.cookUntil - a.start) : Number.POSITIVE_INFINITY;
    if (now < until) busy.add(r.cookId);
  }
  const waiting = plan.assignments
    .filter((a) => a.status === 'planned' && !completed.has(a.taskId) && !running.has(a.taskId))
    .sort((a, b) => a.start - b.start);
  const start: Dispatch['start'] = [];
  const started = new Set<string>();
  for (const a of waiting) {
    if (a.start > now) break;
    if (!a.predecessors.every((p) => completed.has(p))) continue;
    if (a.cookId !== null) {
      if (busy.has(a.cookId)) continue;
      busy.add(a.cookId);
    }
    start.push({ taskId: a.taskId, cookId: a.cookId });
    started.add(a.taskId);
  }
  const next: Record<string, string> = {};
  for (const a of waiting) if (a.cookId !== null && !started.has(a.taskId) && next[a.cookId] === undefined) next[a.cookId] = a.taskId;
  return { start, next };
}
