/**
 * A plan as a Gantt chart: one lane per cook and one per equipment type that is ever the
 * bottleneck (all its units in use at some instant), bars by dish, passive timers marked, and the
 * critical path: the chain of tasks, each starting the moment the one before it ended (by
 * precedence, by the same cook or by the same equipment), that ends when the meal ends.
 */
import type { Plan, SchedulingProblem, SchedulingTask } from './model';

export interface PlanBar {
  taskId: string;
  lane: string;
  start: number;
  end: number;
  /** When the cook is free again (a passive timer frees them early). */
  cookUntil: number;
  dish: string | null;
  /** The task runs by itself after its start step (oven, resting dough): shown as a timer. */
  passive: boolean;
  running: boolean;
  critical: boolean;
}

export interface PlanLane {
  id: string;
  kind: 'cook' | 'equipment';
  /** Cook id or equipment type. */
  ref: string;
}

export interface PlanView {
  lanes: PlanLane[];
  bars: PlanBar[];
  start: number;
  finish: number;
  criticalPath: string[];
}

/** Equipment types whose units are all in use at some instant of the plan. */
export function bottlenecks(problem: SchedulingProblem, plan: Pick<Plan, 'assignments'>): string[] {
  const tasks = new Map(problem.tasks.map((t) => [t.id, t]));
  const out: string[] = [];
  const types = [...new Set(problem.tasks.flatMap((t) => Object.keys(t.demand)))].sort();
  for (const e of types) {
    const spans = plan.assignments
      .map((a) => ({ from: a.start, to: a.end, q: Math.ceil(tasks.get(a.taskId)?.demand[e] ?? 0) }))
      .filter((s) => s.q > 0 && s.to > s.from);
    const cap = problem.capacity[e] ?? 0;
    if (spans.some((x) => spans.reduce((sum, s) => sum + (s.from <= x.from && x.from < s.to ? s.q : 0), 0) >= cap)) out.push(e);
  }
  return out;
}

/** The tasks of the critical path, first to last. */
export function criticalPath(problem: SchedulingProblem, plan: Pick<Plan, 'assignments'>): string[] {
  if (plan.assignments.length === 0) return [];
  const tasks = new Map(problem.tasks.map((t) => [t.id, t]));
  const byId = new Map(plan.assignments.map((a) => [a.taskId, a]));
  const shares = (x: SchedulingTask | undefined, y: SchedulingTask | undefined): boolean =>
    !!x && !!y && Object.keys(x.demand).some((e) => (y.demand[e] ?? 0) > 0);
  let current = plan.assignments.reduce((best, a) => (a.end > best.end ? a : best));
  const path = [current.taskId];
  const seen = new Set(path);
  for (;;) {
    const t = tasks.get(current.taskId);
    const cur = current;
    const tight = plan.assignments.filter(
      (b) => !seen.has(b.taskId) && b.end === cur.start &&
        ((t?.predecessors.includes(b.taskId) ?? false) || (b.cookId !== null && b.cookId === cur.cookId) || shares(tasks.get(b.taskId), t)),
    );
    if (tight.length === 0) break;
    // Precedence first: it is the reason most often, and the one a host can act on.
    const next = tight.find((b) => t?.predecessors.includes(b.taskId)) ?? tight[0]!;
    current = byId.get(next.taskId)!;
    path.unshift(current.taskId);
    seen.add(current.taskId);
  }
  return path;
}

/** The Gantt view of `plan`. */
export function planView(problem: SchedulingProblem, plan: Pick<Plan, 'assignments'>): PlanView {
  const tasks = new Map(problem.tasks.map((t) => [t.id, t]));
  const critical = new Set(criticalPath(problem, plan));
  const busy = bottlenecks(problem, plan);
  const lanes: PlanLane[] = [
    ...problem.cooks.map((c) => ({ id: `cook:${c.id}`, kind: 'cook' as const, ref: c.id })),
    ...busy.map((e) => ({ id: `equipment:${e}`, kind: 'equipment' as const, ref: e })),
  ];
  const bars: PlanBar[] = [];
  for (const a of plan.assignments) {
    const t = tasks.get(a.taskId);
    const base = {
      taskId: a.taskId, start: a.start, end: a.end, cookUntil: a.cookUntil, dish: t?.dish ?? null,
      passive: t?.attendance !== 'whole', running: a.status === 'running', critical: critical.has(a.taskId),
    };
    // A task without a cook (a timer left running by a cook who went away) still shows on the chart.
    bars.push({ ...base, lane: a.cookId === null ? 'unattended' : `cook:${a.cookId}` });
    for (const e of busy) if ((t?.demand[e] ?? 0) > 0) bars.push({ ...base, lane: `equipment:${e}` });
  }
  if (bars.some((b) => b.lane === 'unattended') || bars.some((b) => b.lane.startsWith('cook:') && !lanes.some((l) => l.id === b.lane)))
    lanes.push({ id: 'unattended', kind: 'cook', ref: '' });
  for (const b of bars) if (b.lane.startsWith('cook:') && !lanes.some((l) => l.id === b.lane)) b.lane = 'unattended';
  const start = plan.assignments.reduce((m, a) => Math.min(m, a.start), Number.POSITIVE_INFINITY);
  const finish = plan.assignments.reduce((m, a) => Math.max(m, a.end), Number.NEGATIVE_INFINITY);
  return { lanes, bars, start: Number.isFinite(start) ? start : 0, finish: Number.isFinite(finish) ? finish : 0, criticalPath: [...critical] };
}
