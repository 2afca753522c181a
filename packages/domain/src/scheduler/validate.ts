/**
 * An independent check of any schedule against the problem: it re-derives every rule from the
 * model (intervals and sweeps over plain objects) and shares nothing with the planner's internals,
 * so a planner bug cannot hide itself.
 */
import type { EquipmentSetting, SchedulingProblem, ScheduleState, SchedulingTask } from './model';
import { cookTime, durationAt, isQualified } from './model';
import type { SettingUse } from './validate-settings';
import { checkSettings, settingNeed, unitsOf } from './validate-settings';

/** What can be wrong with a schedule. */
export type ViolationKind =
  | 'unknown-task' | 'duplicate' | 'missing' | 'completed-rescheduled' | 'running-moved' | 'bad-time'
  | 'before-now' | 'precedence' | 'capacity' | 'no-cook' | 'unknown-cook' | 'unqualified' | 'cook-double-booked'
  | 'setting' | 'setting-clash' | 'setting-places' | 'setting-change';

/** One broken rule, explained. */
export interface Violation {
  kind: ViolationKind;
  message: string;
  taskIds: string[];
}

/** The schedule to check: a {@link Plan} fits, and so does any start/cook table. */
export interface ScheduleToCheck {
  assignments: ReadonlyArray<{ taskId: string; cookId: string | null; start: number; end?: number; setting?: EquipmentSetting & { unit: number } }>;
  /** Tasks the schedule declares impossible; checked to be really impossible. */
  unassignable?: readonly string[];
  /** Tasks the schedule leaves out because they wait on impossible ones. */
  blocked?: readonly string[];
}

interface Interval { taskId: string; from: number; to: number }

/**
 * Checks `schedule` against `problem` (and `state`, whose running tasks must stay as they are):
 * every unstarted task placed once, predecessors finished first, equipment (including claim/
 * release holds) within capacity at every instant, a qualified cook for every attended task, no
 * cook on two tasks at once, and equipment with a setting as validate-settings.ts says (one value
 * per unit at a time, its places, its change times, shared values and their durations).
 */
export function validateSchedule(problem: SchedulingProblem, schedule: ScheduleToCheck, state?: ScheduleState): { valid: boolean; violations: Violation[] } {
  const violations: Violation[] = [];
  const add = (kind: ViolationKind, message: string, taskIds: string[]): void => void violations.push({ kind, message, taskIds });
  const tasks = new Map<string, SchedulingTask>(problem.tasks.map((t) => [t.id, t]));
  const cooks = new Map(problem.cooks.map((c) => [c.id, c]));
  const now = state?.now ?? Number.NEGATIVE_INFINITY;
  const completed = new Set(state?.completed ?? []);
  const running = new Map((state?.running ?? []).map((r) => [r.taskId, r]));
  const len = (t: SchedulingTask, used?: number): number => (used === undefined ? Math.max(0, Math.ceil(t.duration)) : durationAt(t, used));
  const settingUses: SettingUse[] = [];

  // Where each task is: [start, end) and its cook, from the schedule or the running state.
  const placed = new Map<string, { start: number; end: number; cookId: string | null }>();
  for (const r of running.values()) placed.set(r.taskId, { start: r.startedAt, end: (state?.now ?? 0) + Math.max(0, Math.ceil(r.remaining)), cookId: r.cookId });
  // Running tasks keep the settings the schedule reports for them (where it does).
  for (const a of schedule.assignments) {
    const r = running.get(a.taskId);
    if (r) settingUses.push({ taskId: a.taskId, start: r.startedAt, end: placed.get(a.taskId)!.end, ...(a.setting ? { setting: a.setting } : {}) });
  }
  const seen = new Set<string>();
  for (const a of schedule.assignments) {
    const t = tasks.get(a.taskId);
    if (!t) { add('unknown-task', `Task '${a.taskId}' is not in the problem`, [a.taskId]); continue; }
    if (seen.has(a.taskId)) { add('duplicate', `Task '${a.taskId}' is scheduled twice`, [a.taskId]); continue; }
    seen.add(a.taskId);
    if (completed.has(a.taskId)) { add('completed-rescheduled', `Task '${a.taskId}' is already done but scheduled again`, [a.taskId]); continue; }
    const r = running.get(a.taskId);
    if (r) {
      if (a.start !== r.startedAt || a.cookId !== r.cookId)
        add('running-moved', `Running task '${a.taskId}' moved to ${a.start} with ${a.cookId ?? 'no cook'} (started ${r.startedAt} with ${r.cookId ?? 'no cook'})`, [a.taskId]);
      continue;
    }
    if (!Number.isFinite(a.start)) { add('bad-time', `Task '${a.taskId}' has start ${a.start}`, [a.taskId]); continue; }
    const used = a.setting && t.setting?.equipment === a.setting.equipment ? a.setting.value : undefined;
    if (a.end !== undefined && a.end !== a.start + len(t, used)) add('bad-time', `Task '${a.taskId}' ends at ${a.end}, not start + duration = ${a.start + len(t, used)}`, [a.taskId]);
    if (a.start < now) add('before-now', `Task '${a.taskId}' starts at ${a.start}, before now (${now})`, [a.taskId]);
    placed.set(a.taskId, { start: a.start, end: a.start + len(t, used), cookId: a.cookId });
    settingUses.push({ taskId: a.taskId, start: a.start, end: a.start + len(t, used), ...(a.setting ? { setting: a.setting } : {}) });
  }

  // Every unstarted task is placed, or truly impossible, or waits on an impossible one.
  const declaredOut = new Set([...(schedule.unassignable ?? []), ...(schedule.blocked ?? [])]);
  // A hold is open during its claim, its release and every task forced between them.
  const after = (from: string, step: (id: string) => readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const todo = [from];
    while (todo.length > 0) {
      const x = todo.pop()!;
      if (seen.has(x)) continue;
      seen.add(x);
      todo.push(...step(x));
    }
    return seen;
  };
  const heldDuring = new Map<string, string[]>();
  // A hold whose claim is under way or done and whose release is out never gives its unit back:
  // no task outside it can have that unit (`forGood`, with the tasks inside it).
  const forGood: Array<{ equipment: string; inside: Set<string> }> = [];
  for (const h of problem.holds ?? []) {
    const descendants = after(h.claimTaskId, (id) => problem.tasks.filter((t) => t.predecessors.includes(id)).map((t) => t.id));
    const inside = new Set<string>();
    for (const id of after(h.releaseTaskId, (id) => tasks.get(id)?.predecessors ?? []))
      if (descendants.has(id) || completed.has(h.claimTaskId) || running.has(h.claimTaskId)) {
        heldDuring.set(id, [...(heldDuring.get(id) ?? []), h.equipment]);
        inside.add(id);
      }
    if ((completed.has(h.claimTaskId) || running.has(h.claimTaskId)) && declaredOut.has(h.releaseTaskId)) forGood.push({ equipment: h.equipment, inside });
  }
  const impossible = (t: SchedulingTask): boolean => {
    if (t.attendance !== 'none' && !problem.cooks.some((c) => isQualified(c, t))) return true;
    const need: Record<string, number> = {};
    for (const [e, q] of Object.entries(t.demand)) need[e] = (need[e] ?? 0) + Math.ceil(q);
    for (const e of heldDuring.get(t.id) ?? []) need[e] = (need[e] ?? 0) + 1;
    for (const f of forGood) if (!f.inside.has(t.id) && need[f.equipment] !== undefined) need[f.equipment] = need[f.equipment]! + 1;
    const set = settingNeed(problem, t);
    if (set && (unitsOf(problem, set.equipment) === 0 || set.places > Math.floor(problem.settings![set.equipment]!.perUnit))) return true;
    return Object.entries(need).some(([e, q]) => q > (problem.capacity[e] ?? 0));
  };
  for (const t of problem.tasks) {
    if (placed.has(t.id) || completed.has(t.id)) continue;
    const releaseOut = (problem.holds ?? []).some((h) => h.claimTaskId === t.id && declaredOut.has(h.releaseTaskId));
    const excused = declaredOut.has(t.id) && (impossible(t) || releaseOut || t.predecessors.some((p) => declaredOut.has(p)));
    if (!excused) add('missing', `Task '${t.id}' is not scheduled`, [t.id]);
  }

  // Precedence.
  for (const [id, p] of placed) {
    if (running.has(id)) continue;
    for (const pred of tasks.get(id)!.predecessors) {
      if (completed.has(pred)) continue;
      const q = placed.get(pred);
      if (!q) add('precedence', `Task '${id}' is scheduled but its predecessor '${pred}' never is`, [pred, id]);
      else if (p.start < q.end) add('precedence', `Task '${id}' starts at ${p.start} before its predecessor '${pred}' ends at ${q.end}`, [pred, id]);
    }
  }

  // Equipment: task demand plus holds, swept over time.
  const byEquipment = new Map<string, Array<Interval & { units: number }>>();
  const use = (e: string, iv: Interval, units: number): void => {
    if (iv.to > iv.from && units > 0) byEquipment.set(e, [...(byEquipment.get(e) ?? []), { ...iv, units }]);
  };
  for (const [id, p] of placed) for (const [e, q] of Object.entries(tasks.get(id)!.demand)) use(e, { taskId: id, from: p.start, to: p.end }, Math.ceil(q));
  for (const h of problem.holds ?? []) {
    if (completed.has(h.releaseTaskId)) continue;
    const claim = placed.get(h.claimTaskId);
    const from = claim ? claim.start : completed.has(h.claimTaskId) ? now : undefined;
    if (from === undefined) continue;
    const to = placed.get(h.releaseTaskId)?.end ?? Number.POSITIVE_INFINITY;
    use(h.equipment, { taskId: h.claimTaskId, from, to }, 1);
  }
  for (const [e, list] of byEquipment) {
    const cap = problem.capacity[e] ?? 0;
    const instants = [...new Set(list.map((iv) => iv.from))].sort((a, b) => a - b);
    for (const x of instants) {
      const active = list.filter((iv) => iv.from <= x && x < iv.to);
      const total = active.reduce((s, iv) => s + iv.units, 0);
      if (total > cap) add('capacity', `${total} units of '${e}' in use at ${x}, capacity ${cap}`, [...new Set(active.map((iv) => iv.taskId))]);
    }
  }

  // Cooks: present, qualified, one task at a time.
  const byCook = new Map<string, Interval[]>();
  for (const [id, p] of placed) {
    const t = tasks.get(id)!;
    if (t.attendance === 'none') continue;
    if (p.cookId === null) {
      if (!running.has(id)) add('no-cook', `Task '${id}' needs a cook but has none`, [id]);
      continue;
    }
    const cook = cooks.get(p.cookId);
    if (!cook) { add('unknown-cook', `Task '${id}' is given to unknown cook '${p.cookId}'`, [id]); continue; }
    if (!running.has(id) && !isQualified(cook, t))
      add('unqualified', `Cook '${cook.id}' lacks ${t.skill!.name} level ${t.skill!.minLevel} for task '${id}'`, [id]);
    byCook.set(cook.id, [...(byCook.get(cook.id) ?? []), { taskId: id, from: p.start, to: Math.min(p.end, p.start + cookTime(t)) }]);
  }
  for (const [cookId, list] of byCook) {
    const busy = list.filter((iv) => iv.to > iv.from).sort((a, b) => a.from - b.from);
    for (let i = 1; i < busy.length; i++)
      for (let k = 0; k < i; k++)
        if (busy[k]!.to > busy[i]!.from)
          add('cook-double-booked', `Cook '${cookId}' has '${busy[k]!.taskId}' and '${busy[i]!.taskId}' at ${busy[i]!.from}`, [busy[k]!.taskId, busy[i]!.taskId]);
  }
  checkSettings(problem, settingUses, add);
  return { valid: violations.length === 0, violations };
}
