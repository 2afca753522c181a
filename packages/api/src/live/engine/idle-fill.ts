import { cookTime, type Plan, type SchedulingProblem } from '@brigade/domain';
import type { LiveKitchen } from './live-check';

export type Order = { taskId: string; cookId: string | null };

/**
 * The plan's tasks not started yet, earliest planned first, and whether one may start now rather
 * than when planned: never a task planned later in a session with a serve time (`dueOnly`), nor an
 * equipment hold's claim planned for later.
 */
function waitingTasks(plan: Plan, problem: SchedulingProblem, nowMinute: number, dueOnly: boolean) {
  const claims = new Set((problem.holds ?? []).map((h) => h.claimTaskId));
  const waiting = plan.assignments.filter((a) => a.status === 'planned').sort((a, b) => a.start - b.start);
  const mayStartNow = (a: (typeof waiting)[number]) => a.start <= nowMinute || (!dueOnly && !claims.has(a.taskId));
  return { waiting, mayStartNow };
}

/**
 * Work-conserving hand-out (issue 11): after the plan's own hand-outs, every cook still idle may
 * start a ready task the plan gave to someone busy, or planned later, when doing so cannot make
 * the plan worse:
 * - the live kitchen allows it (`LiveKitchen.check`: not under way, predecessors completed, cook
 *   present, qualified and free, a unit of each equipment left);
 * - its equipment is not planned for other tasks while it would run (`fitsEarly`, an over-count);
 * - the cook is back before their own next planned task starts (the cook's planned work is kept);
 * - it is not the claim of an equipment hold planned for later (starting it early would hold the
 *   equipment before the plan does).
 * The plan stays feasible with the task moved earlier (its successors may only start sooner), so
 * the kitchen follows a plan at least as short. Tasks are taken in the plan's order (planned start),
 * the idle cooks in the order given (the cook just freed first), a task's planned cook first.
 * With `dueOnly` (a session with a serve time, whose plan waits on purpose so dishes finish
 * together) only tasks already due are taken, never one planned later.
 * Records each hand-out in `live` and returns them.
 */
export function fillIdleCooks(plan: Plan, problem: SchedulingProblem, live: LiveKitchen, nowMinute: number, idleOrder: string[], dueOnly = false): Order[] {
  const idle = idleOrder.filter((id) => !live.isBusy(Number(id)));
  if (idle.length === 0) return [];
  const taskById = new Map(problem.tasks.map((t) => [t.id, t]));
  const { waiting, mayStartNow } = waitingTasks(plan, problem, nowMinute, dueOnly);
  // Each cook's next planned start: the fill must leave the cook free by then.
  const nextStart = new Map<string, { taskId: string; start: number }>();
  for (const a of waiting) {
    if (a.cookId !== null && !nextStart.has(a.cookId) && live.check(a.taskId, Number(a.cookId)) !== 'already under way') nextStart.set(a.cookId, { taskId: a.taskId, start: a.start });
  }
  // When a cook's next task can start at the earliest: its planned start, and not before its
  // unfinished predecessors end (a running one at its planned end, at least a minute from now; one
  // not started yet no sooner than now plus its duration). A stale plan may have it overdue.
  const planned = new Map(plan.assignments.map((a) => [a.taskId, a]));
  const earliest = (taskId: string, start: number): number => {
    let at = start;
    for (const p of taskById.get(taskId)?.predecessors ?? []) {
      const pa = planned.get(p);
      if (!pa || live.isDone(p)) continue;
      const duration = Math.max(1, Math.ceil(taskById.get(p)?.duration ?? 1));
      at = Math.max(at, pa.status === 'running' ? Math.max(pa.end, nowMinute + 1) : Math.max(pa.end, nowMinute + duration));
    }
    return at;
  };
  const orders: Order[] = [];
  for (const a of waiting) {
    if (idle.length === 0) break;
    const task = taskById.get(a.taskId);
    if (!task) continue;
    if (!mayStartNow(a)) continue;
    const back = nowMinute + Math.max(1, cookTime(task));
    const candidates = a.cookId !== null && idle.includes(a.cookId) ? [a.cookId, ...idle.filter((id) => id !== a.cookId)] : idle;
    let fits: boolean | null = null;
    for (const cookId of candidates) {
      if (live.check(a.taskId, Number(cookId)) !== null) continue;
      const own = nextStart.get(cookId);
      if (own && own.taskId !== a.taskId && own.start < back && earliest(own.taskId, own.start) < back) continue;
      // The equipment check does not depend on the cook: once per task.
      fits ??= live.fitsEarly(plan, a.taskId, nowMinute);
      if (!fits) break;
      live.start(a.taskId, Number(cookId));
      orders.push({ taskId: a.taskId, cookId });
      idle.splice(idle.indexOf(cookId), 1);
      break;
    }
  }
  return orders;
}

/**
 * The cook just freed by a completion, still idle after the plan's hand-outs and the fill (the
 * plan, made before this completion, has them waiting): rather than wait for the re-plan, they
 * start at once the ready task the plan has earliest that the live kitchen allows them
 * (`LiveKitchen.check`: predecessors done, qualified, equipment left), as a list scheduler would.
 * Never a task planned later in a session with a serve time (`dueOnly`), nor an equipment hold's
 * claim planned for later. Records the hand-out in `live` and returns it (or nothing).
 */
export function greedyForFreedCook(plan: Plan, problem: SchedulingProblem, live: LiveKitchen, nowMinute: number, cookId: string, dueOnly = false): Order[] {
  if (live.isBusy(Number(cookId))) return [];
  const { waiting, mayStartNow } = waitingTasks(plan, problem, nowMinute, dueOnly);
  for (const a of waiting) {
    if (!mayStartNow(a)) continue;
    if (live.check(a.taskId, Number(cookId)) !== null) continue;
    live.start(a.taskId, Number(cookId));
    return [{ taskId: a.taskId, cookId }];
  }
  return [];
}
