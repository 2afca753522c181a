/**
 * Why a cook has nothing to do now (the host's cook cards, issue 26), read off the plan the
 * kitchen follows: their next planned task waits for something (a task before it, or equipment in
 * use), or the plan gives them nothing because what is left needs skills they lack, or nothing is
 * left for them at all.
 */
import { isQualified, type Plan, type ScheduleState, type SchedulingProblem } from './model';

export type IdleReason =
  /** Attending a task now. */
  | { kind: 'busy'; taskId: string }
  /** Their next task can start now: the dispatcher hands it out. */
  | { kind: 'ready'; taskId: string }
  /** Their next task starts at `until`, when `on` ends (a task before it or equipment in use), or later by the plan's choice. */
  | { kind: 'waiting'; taskId: string; until: number; on: { task: string } | { equipment: string } | null }
  /** Work is left, none of it for this cook: it needs skills they lack. */
  | { kind: 'no_skills'; taskIds: string[] }
  /** The work left is planned for others. */
  | { kind: 'nothing_left' };

/** The idle reason of each cook of `problem` (by cook id), from `plan` made for `state`. */
export function idleReasons(problem: SchedulingProblem, state: ScheduleState, plan: Pick<Plan, 'assignments' | 'unassignable' | 'blocked'>): Map<string, IdleReason> {
  const tasks = new Map(problem.tasks.map((t) => [t.id, t]));
  const out = new Map<string, IdleReason>();
  const done = new Set(state.completed);
  const started = new Set(state.running.map((r) => r.taskId));
  const open = problem.tasks.filter((t) => !done.has(t.id) && !started.has(t.id) && t.attendance !== 'none');
  for (const cook of problem.cooks) {
    const attending = plan.assignments.find((a) => a.status === 'running' && a.cookId === cook.id && a.cookUntil > state.now);
    if (attending) {
      out.set(cook.id, { kind: 'busy', taskId: attending.taskId });
      continue;
    }
    const next = plan.assignments
      .filter((a) => a.status === 'planned' && a.cookId === cook.id)
      .sort((a, b) => a.start - b.start)[0];
    if (next) {
      if (next.start <= state.now) {
        out.set(cook.id, { kind: 'ready', taskId: next.taskId });
        continue;
      }
      out.set(cook.id, { kind: 'waiting', taskId: next.taskId, until: next.start, on: blocker(next.taskId, next.start) });
      continue;
    }
    // Nothing planned for them: is what is left beyond their skills, or simply planned for others?
    const beyond = open.filter((t) => !isQualified(cook, t));
    out.set(cook.id, beyond.length > 0 && beyond.length === open.length ? { kind: 'no_skills', taskIds: beyond.map((t) => t.id) } : { kind: 'nothing_left' });
  }
  return out;

  /** What the task starting at `start` waits for: a task before it ending then, else equipment freed then. */
  function blocker(taskId: string, start: number): { task: string } | { equipment: string } | null {
    const task = tasks.get(taskId)!;
    const endingThen = plan.assignments.filter((a) => a.taskId !== taskId && a.end === start);
    const before = endingThen.find((a) => task.predecessors.includes(a.taskId));
    if (before) return { task: before.taskId };
    for (const equipment of Object.keys(task.demand)) {
      if ((task.demand[equipment] ?? 0) <= 0) continue;
      if (endingThen.some((a) => (tasks.get(a.taskId)?.demand[equipment] ?? 0) > 0)) return { equipment };
    }
    return null;
  }
}
