/**
 * Serve at a time, dishes hot together: a pass over a finished plan (any planner's) that moves
 * planned tasks later, towards a target, within the plan's slack. It never moves a task earlier,
 * never moves a running task, and checks every move against precedence, equipment capacity
 * (including open holds), skills and one task per cook, so the result is as valid as its input.
 *
 * Tasks are taken latest end first; each goes to the latest start that ends by the target (for a
 * task no other task waits on) or by the earliest start of the tasks that wait on it, with its own
 * cook if free then, else another qualified cook. So every dish's last task ends as close to the
 * serve time as the kitchen allows, and nothing is finished early only to wait.
 */
import type { Assignment, Plan, SchedulingProblem, SchedulingTask, ScheduleState } from './model';
import { cookTime, isQualified } from './model';

/** Options of {@link serveTogether}. */
export interface ServeOptions {
  /**
   * Absolute time the meal is served. When later than the plan's finish, the whole plan moves
   * towards it (the plan then says when to start); otherwise dishes line up with the plan's finish.
   */
  serveAt?: number;
}

interface Span { from: number; to: number; units: number }

/** Latest end of every dish (task without dish: ''), from a plan's assignments. */
export function dishFinishes(problem: SchedulingProblem, plan: Pick<Plan, 'assignments'>): Map<string, number> {
  const dishOf = new Map(problem.tasks.map((t) => [t.id, t.dish ?? '']));
  const out = new Map<string, number>();
  for (const a of plan.assignments) {
    const d = dishOf.get(a.taskId) ?? '';
    out.set(d, Math.max(out.get(d) ?? Number.NEGATIVE_INFINITY, a.end));
  }
  return out;
}

/** Largest minus smallest dish finish (0 for one dish). */
export function finishSpread(problem: SchedulingProblem, plan: Pick<Plan, 'assignments'>): number {
  const f = [...dishFinishes(problem, plan).values()];
  return f.length === 0 ? 0 : Math.max(...f) - Math.min(...f);
}

/** The plan with its planned tasks moved as late as allowed towards the serve time. */
export function serveTogether(problem: SchedulingProblem, state: ScheduleState, plan: Plan, options: ServeOptions = {}): Plan {
  const target = Math.max(plan.finish, Math.floor(options.serveAt ?? Number.NEGATIVE_INFINITY));
  const tasks = new Map<string, SchedulingTask>(problem.tasks.map((t) => [t.id, t]));
  const cooks = problem.cooks;
  const placed = new Map<string, Assignment>(plan.assignments.map((a) => [a.taskId, { ...a }]));
  const successors = new Map<string, string[]>();
  for (const t of problem.tasks) for (const p of t.predecessors) successors.set(p, [...(successors.get(p) ?? []), t.id]);

  // Tasks taking part in an equipment hold stay where they are, and so does the hold; so do tasks
  // on equipment with a setting (an oven's temperature and change times are the planner's to keep).
  const pinned = new Set<string>();
  const settings = problem.settings ?? {};
  for (const t of problem.tasks) if ((t.setting && settings[t.setting.equipment]) || Object.keys(t.demand).some((e) => settings[e])) pinned.add(t.id);
  for (const h of problem.holds ?? []) {
    pinned.add(h.claimTaskId);
    pinned.add(h.releaseTaskId);
  }

  /** Spans of equipment `e` in use by everything but `except`. */
  const equipmentSpans = (e: string, except: string): Span[] => {
    const spans: Span[] = [...(holdSpans.get(e) ?? [])];
    for (const a of placed.values()) {
      if (a.taskId === except) continue;
      const q = Math.ceil(tasks.get(a.taskId)?.demand[e] ?? 0);
      if (q > 0 && a.end > a.start) spans.push({ from: a.start, to: a.end, units: q });
    }
    return spans;
  };
  /** The highest use over [from, to): use only rises at a span's start, so check those instants. */
  const peak = (spans: Span[], from: number, to: number): number => {
    let worst = 0;
    for (const x of [from, ...spans.map((sp) => sp.from).filter((f) => f > from && f < to)]) {
      let sum = 0;
      for (const sp of spans) if (sp.from <= x && x < sp.to) sum += sp.units;
      worst = Math.max(worst, sum);
    }
    return worst;
  };
  const cookSpans = (cookId: string, except: string): Span[] =>
    [...placed.values()].filter((a) => a.taskId !== except && a.cookId === cookId && a.cookUntil > a.start).map((a) => ({ from: a.start, to: a.cookUntil, units: 1 }));

  // First the whole plan moves, every planned task by the same time, as far as the meal's serve
  // time and each course's allow: a rigid move keeps every rule the plan kept (precedence, cooks,
  // equipment, an oven's temperatures and change times), and what runs now only ends sooner than
  // what follows it. So oven work, which the pass below leaves where it is, heats the oven for the
  // serve time, not hours before it (issue 34).
  let shift = target - plan.finish;
  for (const a of placed.values()) {
    const serveAt = tasks.get(a.taskId)?.serveAt;
    if (a.status === 'planned' && serveAt !== undefined) shift = Math.min(shift, Math.floor(serveAt) - a.end);
  }
  if (shift > 0) {
    for (const a of placed.values()) {
      if (a.status !== 'planned') continue;
      a.start += shift;
      a.end += shift;
      a.cookUntil += shift;
    }
  }

  // The holds' spans where their (pinned) claim and release tasks are after the move above.
  const holdSpans = new Map<string, Span[]>();
  const completed = new Set(state.completed);
  for (const h of problem.holds ?? []) {
    if (completed.has(h.releaseTaskId)) continue;
    const claim = placed.get(h.claimTaskId);
    const from = claim ? claim.start : completed.has(h.claimTaskId) ? state.now : undefined;
    if (from === undefined) continue;
    const to = placed.get(h.releaseTaskId)?.end ?? Number.POSITIVE_INFINITY;
    holdSpans.set(h.equipment, [...(holdSpans.get(h.equipment) ?? []), { from, to, units: 1 }]);
  }

  const order = plan.assignments.filter((a) => a.status === 'planned' && !pinned.has(a.taskId)).sort((a, b) => b.end - a.end || b.start - a.start);
  for (const original of order) {
    const a = placed.get(original.taskId)!;
    const t = tasks.get(a.taskId);
    if (!t) continue;
    const d = a.end - a.start;
    // A task of a course with its own serve time ends by it (issue 34); make-ahead work stays.
    if (t.early) continue;
    let latestEnd = t.serveAt === undefined ? target : Math.min(target, Math.floor(t.serveAt));
    for (const s of successors.get(t.id) ?? []) {
      const b = placed.get(s);
      if (b) latestEnd = Math.min(latestEnd, b.start);
    }
    if (latestEnd - d <= a.start) continue;
    const candidates = a.cookId === null
      ? [null]
      : [a.cookId, ...cooks.filter((c) => c.id !== a.cookId && isQualified(c, t)).map((c) => c.id)];
    const demand = Object.entries(t.demand).map(([e, q]) => ({ e, need: Math.ceil(q), spans: equipmentSpans(e, t.id) })).filter((x) => x.need > 0);
    const busy = new Map(candidates.map((c) => [c, c === null ? [] : cookSpans(c, t.id)]));
    const attend = cookTime(t);
    const fits = (s: number, c: string | null): boolean =>
      demand.every((x) => peak(x.spans, s, s + d) + x.need <= (problem.capacity[x.e] ?? 0)) &&
      (c === null || attend === 0 || busy.get(c)!.every((sp) => !(sp.from < s + attend && s < sp.to)));
    for (let s = latestEnd - d; s > a.start; s--) {
      const cookId = candidates.find((c) => fits(s, c));
      if (cookId === undefined) continue;
      placed.set(a.taskId, { ...a, start: s, end: s + d, cookUntil: s + (a.cookUntil - a.start), cookId });
      break;
    }
  }

  const running = plan.assignments.filter((a) => a.status === 'running').map((a) => placed.get(a.taskId)!);
  const planned = plan.assignments.filter((a) => a.status === 'planned').map((a) => placed.get(a.taskId)!).sort((a, b) => a.start - b.start || a.end - b.end);
  const assignments = [...running, ...planned];
  const finish = assignments.reduce((m, a) => Math.max(m, a.end), state.now);
  return { ...plan, assignments, finish, makespan: finish - state.now };
}

/** The earliest planned start of a plan: when the kitchen must begin to serve on time. */
export function startBy(plan: Pick<Plan, 'assignments'>): number | null {
  const starts = plan.assignments.filter((a) => a.status === 'planned').map((a) => a.start);
  return starts.length === 0 ? null : Math.min(...starts);
}
