/**
 * The planner's entry points: {@link plan} (search, then finishing touches for dishes and serve
 * time) and {@link priorityRulePlan}, the single-pass baseline the benchmarks compare against.
 */
import type { Assignment, Plan, PlanOptions, SchedulingProblem, ScheduleState } from './model';
import { cookTime, initialState } from './model';
import { shareSettings } from './setting-share';
import { unplannedTasks } from './unplanned';
import type { Meal } from './meal';
import { compileMeal } from './meal';
import { seededRandom } from './prng';
import { activityList, classicRules, criticalPath } from './priority-rules';
import type { WarmStart } from './search';
import { lowerBound, searchSchedule } from './search';
import { serialSchedule } from './sgs';
import type { Schedule } from './timeline';
import { Timeline, newSchedule } from './timeline';
import type { Justifier } from './justification';

/**
 * Plans every unstarted task of `problem` from `state`: a start time and a cook for each, with no
 * precedence, equipment, skill or one-task-per-cook violation, aiming first at the earliest finish
 * of the whole meal. Among plans that finish equally early it lets each dish's final tasks finish
 * as late as possible (dishes come out together) and, when `serveAt` is later than needed, plans
 * backwards from it. Running and completed tasks stay as they are. Tasks nobody can do are listed in
 * `unassignable`, tasks waiting on them in `blocked`. Deterministic for a given seed and
 * `maxSchedules`; otherwise the wall-time budget decides how far the search gets.
 */
export function plan(original: SchedulingProblem, state: ScheduleState = initialState, options: PlanOptions = {}): Plan {
  const clock = options.clock ?? (() => performance.now());
  const deadline = clock() + (options.budgetMs ?? 50);
  // Settings within reach of each other run at one value (setting-share.ts), durations adjusted.
  const problem = shareSettings(original).problem;
  const serve = options.serveAt === undefined ? undefined : Math.floor(options.serveAt - state.now);
  const courseServe = problem.tasks.reduce((x, t) => (t.serveAt === undefined ? x : Math.max(x, Math.floor(t.serveAt - state.now))), 0);
  const m = compileMeal(problem, state, options.stationPreference ?? 'rotation', Math.max(serve ?? 0, courseServe));
  const result = searchSchedule(m, {
    clock,
    deadline,
    maxSchedules: options.maxSchedules ?? Number.POSITIVE_INFINITY,
    random: seededRandom(options.seed ?? 1),
    ...(options.incumbent ? { incumbent: warmStart(m, options.incumbent) } : {}),
  });
  const { timeline, justifier } = result;
  // Before the finishing touches (a serve time moves the finish later on purpose).
  const atLowerBound = result.best !== null && result.best.makespan <= result.lowerBound;
  let best = result.best;
  const impossible: string[] = [];
  if (best === null) {
    // Equipment holds deadlock (claims nested beyond capacity): keep what fits, report the rest.
    best = newSchedule(m.n);
    serialSchedule(m, timeline, activityList(m, Float64Array.from(criticalPath(m).latestFinish)), best);
    for (let j = 0; j < m.n; j++) if (best.start[j]! < 0) impossible.push(m.tasks[j]!.id);
  } else {
    timeline.load(best);
    finishTogether(m, justifier, best, serve, state.now);
  }
  return { ...toPlan(problem, state, m, best, [...m.unassignable, ...impossible], result.schedulesEvaluated), atLowerBound };
}

/** The activity order and cooks of an earlier plan, as the search's first individual. */
function warmStart(m: Meal, incumbent: Plan | readonly string[]): WarmStart {
  const index = new Map(m.tasks.map((t, j) => [t.id, j]));
  const cookIndex = new Map(m.cooks.map((c, i) => [c.id, i]));
  const value = new Float64Array(m.n).fill(Number.POSITIVE_INFINITY);
  const prefer = new Int32Array(m.n).fill(-1);
  const entries = isActivityList(incumbent)
    ? incumbent.map((taskId, k) => ({ taskId, key: k, cookId: null as string | null }))
    : incumbent.assignments.map((a) => ({ taskId: a.taskId, key: a.start, cookId: a.cookId }));
  let last = 0;
  for (const e of entries) {
    const j = index.get(e.taskId);
    if (j === undefined || value[j] !== Number.POSITIVE_INFINITY) continue;
    value[j] = e.key;
    last = Math.max(last, e.key);
    const c = e.cookId === null ? undefined : cookIndex.get(e.cookId);
    if (c === undefined) continue;
    for (let k = m.qualified.start[j]!; k < m.qualified.start[j + 1]!; k++) if (m.qualified.data[k] === c) prefer[j] = c;
  }
  // Tasks the incumbent does not know come after its own, in topological order.
  for (let i = 0; i < m.n; i++) {
    const j = m.order[i]!;
    if (value[j] === Number.POSITIVE_INFINITY) value[j] = last + 1 + i;
  }
  return { value, prefer };
}

function isActivityList(x: Plan | readonly string[]): x is readonly string[] {
  return Array.isArray(x);
}

/**
 * Right-justifies toward the serve times: with tasks that carry their course's serve time, each
 * task goes as late as it fits with its dish's last task ending by that time (make-ahead tasks,
 * `early`, stay where they are); else toward the one serve time; else each dish's final tasks
 * toward the finish.
 */
function finishTogether(m: Meal, justifier: Justifier, s: Schedule, serve: number | undefined, now: number): void {
  const limit = new Int32Array(m.n);
  const movable = new Uint8Array(m.n);
  let courses = false;
  for (let j = 0; j < m.n; j++) {
    const t = m.tasks[j]!;
    limit[j] = t.serveAt === undefined ? 0x3fffffff : Math.floor(t.serveAt - now);
    movable[j] = t.early ? 0 : 1;
    courses ||= t.serveAt !== undefined;
  }
  if (courses) {
    let bound = Math.max(s.makespan, serve ?? 0);
    for (let j = 0; j < m.n; j++) if (limit[j]! < 0x3fffffff) bound = Math.max(bound, limit[j]!);
    justifier.shiftRight(s, Math.min(bound, m.H - 1), movable, limit);
    return;
  }
  if (serve !== undefined && serve > s.makespan) {
    justifier.shiftRight(s, serve);
    return;
  }
  const finals = new Uint8Array(m.n);
  let any = false;
  for (let j = 0; j < m.n; j++) {
    const dish = m.tasks[j]!.dish;
    if (dish === undefined) continue;
    let last = true;
    for (let k = m.succs.start[j]!; k < m.succs.start[j + 1]!; k++) if (m.tasks[m.succs.data[k]!]!.dish === dish) last = false;
    if (last) finals[j] = 1;
    any ||= last;
  }
  if (any) justifier.shiftRight(s, s.makespan, finals);
}

/**
 * The single-pass baseline: one activity list by a priority rule (default LFT), serial schedule
 * generation, no improvement. For benchmarks; the app uses {@link plan}.
 */
export function priorityRulePlan(problem: SchedulingProblem, state: ScheduleState = initialState, rule = 'LFT'): Plan {
  const m = compileMeal(problem, state);
  const tl = new Timeline(m);
  const chosen = classicRules(m, criticalPath(m)).find((r) => r.name === rule);
  if (!chosen) throw new Error(`Unknown priority rule '${rule}'`);
  const s = newSchedule(m.n);
  const ok = serialSchedule(m, tl, activityList(m, chosen.value), s);
  const impossible = ok ? [] : m.tasks.filter((_, j) => s.start[j]! < 0).map((t) => t.id);
  return toPlan(problem, state, m, s, [...m.unassignable, ...impossible], 1);
}

/**
 * A lower bound of the makespan of `problem` from `state` (critical path, work per equipment unit,
 * per cook): no plan finishes sooner. Ovens' temperatures are left out, so it stays a bound. For
 * benchmarks that report a ratio to it.
 */
export function makespanLowerBound(problem: SchedulingProblem, state: ScheduleState = initialState): number {
  const m = compileMeal(shareSettings(problem).problem, state);
  return Math.max(m.baseEnd, lowerBound(m, criticalPath(m).length));
}

/** The setting an activity really uses and its unit within its equipment, from a schedule. */
function settingOf(m: Meal, s: Schedule, j: number): Assignment['setting'] {
  const set = m.setting;
  if (set === null || set.eq[j]! < 0) return undefined;
  const e = set.eq[j]!;
  return { equipment: set.equipment[e]!, value: set.value[j]!, unit: s.unit[j]! - set.firstUnit[e]! };
}

function toPlan(problem: SchedulingProblem, state: ScheduleState, m: Meal, s: Schedule, unassignable: string[], evaluated: number): Plan {
  const now = state.now;
  const byId = new Map(problem.tasks.map((t) => [t.id, t]));
  const assignments: Assignment[] = state.running.map((r) => {
    const t = byId.get(r.taskId)!;
    const end = now + Math.max(0, Math.ceil(r.remaining));
    const cookUntil = r.cookId === null ? now : Math.min(end, Math.max(now, r.startedAt + cookTime(t)));
    const unit = m.setting?.runningUnit.get(r.taskId);
    const equipment = unit === undefined ? undefined : t.setting?.equipment ?? Object.keys(t.demand).find((e) => problem.settings?.[e]);
    const setting = equipment === undefined ? {} : { setting: { equipment, value: t.setting?.equipment === equipment ? t.setting.value : 0, unit: unit! } };
    return { taskId: r.taskId, cookId: r.cookId, start: r.startedAt, end, cookUntil, status: 'running', predecessors: [...t.predecessors], ...setting };
  });
  const planned: Assignment[] = [];
  let finish = now + m.baseEnd;
  for (let j = 0; j < m.n; j++) {
    if (s.start[j]! < 0) continue;
    const t = m.tasks[j]!;
    const start = now + s.start[j]!, end = start + m.dur[j]!;
    const cook = s.cook[j]!;
    finish = Math.max(finish, end);
    const setting = settingOf(m, s, j);
    planned.push({
      taskId: t.id, cookId: cook < 0 ? null : m.cooks[cook]!.id, start, end,
      cookUntil: start + m.attend[j]!, status: 'planned', predecessors: [...t.predecessors],
      ...(setting ? { setting } : {}),
    });
  }
  planned.sort((a, b) => a.start - b.start || a.end - b.end);
  const all = assignments.concat(planned);
  const reasons = new Map(m.reasons);
  for (const id of unassignable) if (!reasons.has(id)) reasons.set(id, 'no_room');
  return {
    assignments: all,
    makespan: finish - now,
    finish,
    unassignable,
    blocked: m.blocked,
    unplanned: unplannedTasks(problem, state, all, reasons, finish),
    schedulesEvaluated: evaluated,
  };
}
