/**
 * Compiles a problem and a state into the flat arrays the schedule generators work on: only the
 * unstarted tasks that can be done become activities (indices 0..n-1); running tasks become a
 * fixed base load on equipment and cooks. Time inside is relative to `state.now` (0 = now).
 */
import { findCycle } from '../task-graph';
import type { SchedulingProblem, SchedulingTask, ScheduleState, Cook, UnplannedReason } from './model';
import { cookTime, isQualified } from './model';
import type { SettingMeal } from './setting-grid';
import { compileSettings, settingOf, settingSlack } from './setting-grid';

/** Compressed adjacency lists: the items of row i are data[start[i]] .. data[start[i+1]-1]. */
export interface Rows {
  start: Int32Array;
  data: Int32Array;
}

/** The compiled meal. Arrays are indexed by activity unless said otherwise. */
export interface Meal {
  n: number;
  tasks: SchedulingTask[];
  dur: Int32Array;
  /** Cook time from the start (0 when no cook is needed). */
  attend: Int32Array;
  needsCook: Uint8Array;
  /** Earliest start because of running predecessors. */
  release: Int32Array;
  preds: Rows;
  succs: Rows;
  /** A topological order of the activities. */
  order: Int32Array;
  equipment: string[];
  capacity: Int32Array;
  /** Per activity: equipment indices it needs (`demRes`) and how many units (`demQty`). */
  demand: Rows;
  demQty: Int32Array;
  cooks: Cook[];
  /** Per activity: qualified cook indices, best first, with a static preference score. */
  qualified: Rows;
  qualScore: Int32Array;
  /** Per activity: equipment held from its start on (claims) / up to its end (releases). */
  claims: Rows;
  releases: Rows;
  /** Per claim activity: activities the serial scheme must place first (see compileMeal). */
  waits: Rows;
  /** Activities that take part in a hold; justification leaves them in place. */
  pinned: Uint8Array;
  hasHolds: boolean;
  /** Horizon: every schedule the generators build ends before it. */
  H: number;
  /** Equipment use (R*H, row per equipment) and cook busy flags (C*H) of the running tasks. */
  baseUse: Int32Array;
  baseBusy: Uint8Array;
  /** End of the last running task. */
  baseEnd: number;
  unassignable: string[];
  blocked: string[];
  /** Why each unassignable or blocked task is out of the counted plan. */
  reasons: Map<string, UnplannedReason>;
  /** Equipment with a setting (an oven's temperature), or null when the problem has none. */
  setting: SettingMeal | null;
}

function rows(lists: number[][]): Rows {
  const start = new Int32Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) start[i + 1] = start[i]! + lists[i]!.length;
  const data = new Int32Array(start[lists.length]!);
  lists.forEach((l, i) => data.set(l, start[i]!));
  return { start, data };
}

const units = (x: number): number => Math.max(0, Math.ceil(x));

/**
 * Builds the {@link Meal}. Throws on malformed input (duplicate or unknown ids, cycles), which is
 * a programming error upstream rather than a scheduling outcome.
 */
export function compileMeal(
  problem: SchedulingProblem,
  state: ScheduleState,
  stationPreference: 'rotation' | 'fixed' = 'rotation',
  minHorizon = 0,
): Meal {
  const byId = new Map<string, SchedulingTask>();
  for (const t of problem.tasks) {
    if (byId.has(t.id)) throw new Error(`Duplicate task id '${t.id}'`);
    byId.set(t.id, t);
  }
  for (const t of problem.tasks)
    for (const p of t.predecessors) if (!byId.has(p)) throw new Error(`Task '${t.id}' waits on unknown task '${p}'`);
  const cycle = findCycle(
    problem.tasks.map((t) => t.id),
    problem.tasks.flatMap((t) => t.predecessors.map((p) => ({ task: t.id, dependsOn: p }))),
  );
  if (cycle) throw new Error(`Tasks form a cycle: ${cycle.join(' -> ')}`);

  for (const e of Object.keys(problem.settings ?? {}))
    if ((problem.holds ?? []).some((h) => h.equipment === e)) throw new Error(`Equipment '${e}' has a setting and cannot be held`);
  const equipment = [...new Set([...Object.keys(problem.capacity), ...problem.tasks.flatMap((t) => Object.keys(t.demand)), ...(problem.holds ?? []).map((h) => h.equipment)])];
  const eqIndex = new Map(equipment.map((e, i) => [e, i]));
  const capacity = Int32Array.from(equipment, (e) => Math.max(0, Math.floor(problem.capacity[e] ?? 0)));
  const cooks = problem.cooks;
  const cookIndex = new Map(cooks.map((c, i) => [c.id, i]));

  const completed = new Set(state.completed);
  const running = new Map(state.running.map((r) => [r.taskId, r]));
  for (const id of [...completed, ...running.keys()]) if (!byId.has(id)) throw new Error(`State names unknown task '${id}'`);

  // Unassignable: no qualified cook, or more equipment than the kitchen has; blocked: waits on one.
  const successorsOf = new Map<string, string[]>(problem.tasks.map((t) => [t.id, []]));
  for (const t of problem.tasks) for (const p of t.predecessors) successorsOf.get(p)!.push(t.id);
  const holdNeed = heldUnits(problem, successorsOf, (id) => completed.has(id) || running.has(id));
  const unassignable = new Set<string>();
  const reasons = new Map<string, UnplannedReason>();
  for (const t of problem.tasks) {
    if (completed.has(t.id) || running.has(t.id)) continue;
    const needsCook = t.attendance !== 'none';
    const need = new Map<string, number>(holdNeed.get(t.id) ?? []);
    for (const [e, q] of Object.entries(t.demand)) need.set(e, (need.get(e) ?? 0) + units(q));
    let lacks = [...need].some(([e, q]) => q > capacity[eqIndex.get(e)!]!);
    // A task with a setting needs a unit (an oven) with room for its places.
    const set = settingOf(problem, t);
    if (set) {
      const per = Math.max(1, Math.floor(problem.settings![set.e]!.perUnit));
      if (set.places > per || Math.floor(capacity[eqIndex.get(set.e) ?? -1] ?? 0) < per) lacks = true;
    }
    if (lacks) reasons.set(t.id, 'no_equipment');
    else if (needsCook && !cooks.some((c) => isQualified(c, t))) reasons.set(t.id, 'no_cook');
    if (reasons.has(t.id)) unassignable.add(t.id);
  }
  // A claim whose release can never happen would hold its unit forever: it is blocked too.
  const blocked = new Set<string>();
  const stack = [...unassignable];
  const out = (id: string): boolean => unassignable.has(id) || blocked.has(id);
  while (stack.length > 0) {
    const id = stack.pop()!;
    const next = [...successorsOf.get(id)!, ...(problem.holds ?? []).filter((h) => h.releaseTaskId === id).map((h) => h.claimTaskId)];
    for (const s of next) {
      if (out(s) || completed.has(s) || running.has(s)) continue;
      blocked.add(s);
      reasons.set(s, 'waits_on_unplanned');
      stack.push(s);
    }
  }

  const tasks = problem.tasks.filter((t) => !completed.has(t.id) && !running.has(t.id) && !unassignable.has(t.id) && !blocked.has(t.id));
  const n = tasks.length;
  const index = new Map(tasks.map((t, i) => [t.id, i]));
  const dur = Int32Array.from(tasks, (t) => units(t.duration));
  const attend = Int32Array.from(tasks, (t) => cookTime(t));
  const needsCook = Uint8Array.from(tasks, (t) => (t.attendance === 'none' ? 0 : 1));

  let baseEnd = 0;
  for (const r of state.running) baseEnd = Math.max(baseEnd, units(r.remaining));
  const release = Int32Array.from(tasks, (t) =>
    t.predecessors.reduce((m, p) => Math.max(m, running.has(p) ? units(running.get(p)!.remaining) : 0), 0),
  );
  const preds = rows(tasks.map((t) => t.predecessors.filter((p) => index.has(p)).map((p) => index.get(p)!)));
  const succLists: number[][] = tasks.map(() => []);
  tasks.forEach((t, i) => t.predecessors.forEach((p) => index.has(p) && succLists[index.get(p)!]!.push(i)));
  const succs = rows(succLists);

  const order = new Int32Array(n);
  const indegree = Int32Array.from(tasks, (_, i) => preds.start[i + 1]! - preds.start[i]!);
  let head = 0, tail = 0;
  for (let i = 0; i < n; i++) if (indegree[i] === 0) order[tail++] = i;
  while (head < tail) {
    const j = order[head++]!;
    for (let k = succs.start[j]!; k < succs.start[j + 1]!; k++) if (--indegree[succs.data[k]!]! === 0) order[tail++] = succs.data[k]!;
  }

  // Equipment with a setting is booked per unit by the setting grid, not as plain units.
  const settingEq = (t: SchedulingTask): string | undefined => settingOf(problem, t)?.e;
  const demLists = tasks.map((t) => Object.entries(t.demand).filter(([e, q]) => units(q) > 0 && e !== settingEq(t)));
  const demand = rows(demLists.map((l) => l.map(([e]) => eqIndex.get(e)!)));
  const demQty = Int32Array.from(demLists.flat(), ([, q]) => units(q));

  // Cooks who can do fewer tasks are preferred, which keeps versatile cooks free for rare skills.
  // Plain loops: flatMap here cost milliseconds per re-plan.
  const qualLists = tasks.map((t) => {
    const l: number[] = [];
    if (t.attendance !== 'none') for (let c = 0; c < cooks.length; c++) if (isQualified(cooks[c]!, t)) l.push(c);
    return l;
  });
  const flex = new Int32Array(cooks.length);
  for (const l of qualLists) for (const c of l) flex[c]!++;
  const scoreOf = (t: SchedulingTask, c: number): number =>
    flex[c]! + (stationPreference === 'fixed' && t.station && cooks[c]!.station && t.station !== cooks[c]!.station ? 1 << 20 : 0);
  const scoreLists = qualLists.map((l, i) => {
    const scored = l.map((c) => ({ c, score: scoreOf(tasks[i]!, c) })).sort((a, b) => a.score - b.score);
    scored.forEach((x, k) => (l[k] = x.c));
    return scored.map((x) => x.score);
  });
  const qualified = rows(qualLists);
  const qualScore = rows(scoreLists).data;

  const sumDur = dur.reduce((a, b) => a + b, 0) + settingSlack(problem, problem.tasks.filter((t) => !completed.has(t.id)));
  const H = Math.max(baseEnd + sumDur + 1, Math.ceil(minHorizon) + 1);
  const R = equipment.length, C = cooks.length;
  const baseUse = new Int32Array(R * H);
  const baseBusy = new Uint8Array(C * H);
  for (const r of state.running) {
    const t = byId.get(r.taskId)!;
    const remaining = units(r.remaining);
    for (const [e, q] of Object.entries(t.demand)) if (e !== settingEq(t)) for (let x = 0; x < remaining; x++) baseUse[eqIndex.get(e)! * H + x]! += units(q);
    const c = r.cookId === null ? undefined : cookIndex.get(r.cookId);
    if (c !== undefined) {
      const busy = Math.min(remaining, units(cookTime(t) - (state.now - r.startedAt)));
      for (let x = 0; x < busy; x++) baseBusy[c * H + x] = 1;
    }
  }

  // Everything the release waits on that need not follow the claim must be placed before the
  // claim: once a hold is open its unit is gone until the release, which would wait forever.
  const waitLists: number[][] = tasks.map(() => []);
  const claimLists: number[][] = tasks.map(() => []);
  const releaseLists: number[][] = tasks.map(() => []);
  const pinned = new Uint8Array(n);
  for (const h of problem.holds ?? []) {
    const e = eqIndex.get(h.equipment)!;
    const rel = index.get(h.releaseTaskId);
    const claim = index.get(h.claimTaskId);
    if (completed.has(h.releaseTaskId)) continue;
    if (claim !== undefined && rel !== undefined) {
      claimLists[claim]!.push(e);
      const afterClaim = new Set<number>([claim]);
      for (const j of order) if (afterClaim.has(j)) for (let k = succs.start[j]!; k < succs.start[j + 1]!; k++) afterClaim.add(succs.data[k]!);
      const beforeRelease = new Set<number>([rel]);
      for (let i = n - 1; i >= 0; i--) {
        const j = order[i]!;
        if (!beforeRelease.has(j)) continue;
        for (let k = preds.start[j]!; k < preds.start[j + 1]!; k++) beforeRelease.add(preds.data[k]!);
      }
      for (const j of beforeRelease) if (!afterClaim.has(j)) waitLists[claim]!.push(j);
      releaseLists[rel]!.push(e);
      pinned[claim] = pinned[rel] = 1;
    } else if (claim === undefined && (completed.has(h.claimTaskId) || running.has(h.claimTaskId))) {
      // The hold is already open: it lasts until the release finishes.
      const until = running.has(h.releaseTaskId) ? units(running.get(h.releaseTaskId)!.remaining) : H;
      for (let x = 0; x < until; x++) baseUse[e * H + x]!++;
      if (rel !== undefined) {
        releaseLists[rel]!.push(e);
        pinned[rel] = 1;
      }
    }
  }

  return {
    n, tasks, dur, attend, needsCook, release, preds, succs, order, equipment, capacity, demand, demQty, cooks,
    qualified, qualScore, claims: rows(claimLists), waits: rows(waitLists), releases: rows(releaseLists), pinned,
    hasHolds: (problem.holds ?? []).length > 0, H, baseUse, baseBusy, baseEnd,
    unassignable: [...unassignable], blocked: [...blocked], reasons,
    setting: compileSettings(problem, state, tasks, H, (e) => capacity[eqIndex.get(e) ?? -1] ?? 0),
  };
}

/**
 * Units each task needs on top of its own demand because a hold is open while it runs: the claim,
 * the release and every task between them (after the claim and before the release).
 */
function heldUnits(problem: SchedulingProblem, successorsOf: Map<string, string[]>, started: (id: string) => boolean): Map<string, Map<string, number>> {
  const predecessorsOf = new Map(problem.tasks.map((t) => [t.id, t.predecessors]));
  const reach = (from: string, next: Map<string, readonly string[]>): Set<string> => {
    const seen = new Set([from]);
    const stack = [from];
    while (stack.length > 0) for (const x of next.get(stack.pop()!) ?? []) if (!seen.has(x)) { seen.add(x); stack.push(x); }
    return seen;
  };
  const need = new Map<string, Map<string, number>>();
  for (const h of problem.holds ?? []) {
    const after = reach(h.claimTaskId, successorsOf);
    for (const id of reach(h.releaseTaskId, predecessorsOf)) {
      if (!after.has(id) && !started(h.claimTaskId)) continue;
      const m = need.get(id) ?? new Map<string, number>();
      m.set(h.equipment, (m.get(h.equipment) ?? 0) + 1);
      need.set(id, m);
    }
  }
  return need;
}

/** Whether cook `c` may do task `j`. */
export function qualifiedFor(m: Meal, j: number, c: number): boolean {
  for (let q = m.qualified.start[j]!; q < m.qualified.start[j + 1]!; q++) if (m.qualified.data[q] === c) return true;
  return false;
}

/** Whether a task with a cook's time can go to more than one cook (with at least two cooks). */
export function hasCookChoice(m: Meal): boolean {
  if (m.cooks.length < 2) return false;
  for (let j = 0; j < m.n; j++) if (m.attend[j]! > 0 && m.qualified.start[j + 1]! - m.qualified.start[j]! > 1) return true;
  return false;
}
