import { OVEN_RACKS } from '@brigade/contracts';
import { OVEN_SETTING, type ScheduleState, type SchedulingProblem, type SchedulingTask } from '@brigade/domain';
import type { ParticipantRow, SessionTaskRow } from '@brigade/db';
import type { KitchenState } from './kitchen-state';
import { GATING_SKILLS, mayDoTask } from './skill-gate';
import { homeStations } from './stations';
import { handsOnMinutes } from '../../learning/learned-duration';
import { isPreheat, preheatGroups } from './preheat';

export const MINUTE_MS = 60_000;

/** Kitchen minutes since the session started: the scheduler's time unit. */
export function minutesSince(startIso: string | null, now: number): number {
  if (!startIso) return 0;
  return Math.max(0, Math.floor((now - Date.parse(startIso)) / MINUTE_MS));
}

/** How long a task takes in all: hands-on minutes plus its timer. */
export function totalMinutes(t: Pick<SessionTaskRow, 'estimated_duration_minutes' | 'timer_duration_minutes'>): number {
  return Math.max(1, t.estimated_duration_minutes + (t.timer_duration_minutes ?? 0));
}

/** Whole kitchen minutes already worked on a task that a cook put down (paused) before. */
export function elapsedMinutes(t: Pick<SessionTaskRow, 'elapsed_ms'>): number {
  return Math.floor((t.elapsed_ms ?? 0) / MINUTE_MS);
}

/**
 * What is left of a task after the minutes worked before a pause: its whole time and its
 * hands-on time, at least a minute of each (a paused task still has to be finished).
 */
export function minutesLeft(handsOn: number, timer: number | null, elapsed: number): { duration: number; attend: number } {
  if (elapsed <= 0) return { duration: Math.max(1, handsOn + (timer ?? 0)), attend: handsOn };
  const attend = Math.max(1, handsOn - elapsed);
  return { duration: Math.max(1, attend + (timer ?? 0)), attend };
}

/** A cook the planner can give work to: connected and not on a break after putting a task down. */
export const isAvailable = (p: Pick<ParticipantRow, 'is_active' | 'on_break_since'>) => p.is_active === 1 && !p.on_break_since;

export const isPassive = (t: Pick<SessionTaskRow, 'task_type' | 'timer_duration_minutes'>) =>
  t.task_type === 'timer_passive' && t.timer_duration_minutes !== null;

/**
 * The session as the scheduler sees it. A passive timer holds its cook only for the hands-on
 * minutes; an active one for the whole time. A task needs every skill it lists: a cook who said
 * Yes may do it, one who said No may not (beginner skills included), one who did not answer only
 * for beginner skills. The scheduler takes one skill per task, so a task's whole list becomes one
 * skill name that each cook has or not. Equipment counts are what the kitchen says: 0, or an item
 * the kitchen does not list, means none (the task is then unassignable and the host is told).
 *
 * Ovens (issue 34): an oven task with a temperature needs that temperature on one oven of
 * OVEN_RACKS racks (`capacity.oven` counts racks); heating the oven takes no rack. Preheats at one
 * temperature are one task: the lead (preheat.ts) stands for its followers, which are left out
 * (`merged`: follower -> lead) and whose successors wait on the lead. A dish whose course has a
 * serve time (session_courses) aims its tasks at it (`serveAt`, kitchen minutes).
 */
export function toSchedulingProblem(state: KitchenState, now: number): { problem: SchedulingProblem; schedule: ScheduleState; nowMinute: number; merged: Map<string, string> } {
  const nowMinute = minutesSince(state.session.started_at, now);
  const base = state.session.started_at ? Date.parse(state.session.started_at) : now;
  const serveMinuteOf = (copyId: number): number | undefined => {
    const at = state.courseServeAt.get(state.courseOfCopy.get(copyId) ?? 'main');
    return at === undefined ? undefined : Math.floor((Date.parse(at) - base) / MINUTE_MS);
  };
  const status = new Map(state.assignments.map((a) => [a.task_id, a.status]));
  const merged = new Map<string, string>();
  for (const [lead, followers] of preheatGroups(state.tasks, status)) for (const f of followers) merged.set(f, lead);
  const byTask = new Map(state.assignments.map((a) => [a.task_id, a]));
  const activeCooks = state.people.filter(isAvailable);
  const activeIds = new Set(activeCooks.map((p) => p.id));
  const preds = new Map<string, string[]>(state.tasks.map((t) => [t.id, []]));
  for (const d of state.dependencies) {
    const on = merged.get(d.depends_on_id) ?? d.depends_on_id;
    const list = preds.get(d.task_id);
    if (list && !list.includes(on)) list.push(on);
  }

  const capacity: Record<string, number> = { ...state.capacity };
  const answers = new Map(activeCooks.map((p) => [p.id, { yes: new Set(state.skillKeys.get(p.id) ?? []), no: new Set(state.declinedKeys.get(p.id) ?? []) }]));
  const anyNo = [...answers.values()].some((a) => a.no.size > 0);
  const gateNames = new Map<string, string[]>();
  const tasks: SchedulingTask[] = state.tasks.filter((t) => !merged.has(t.id)).map((t) => {
    const equipment = JSON.parse(t.equipment) as string[];
    const demand: Record<string, number> = {};
    for (const e of equipment) {
      demand[e] = 1;
      capacity[e] ??= 0;
    }
    const oven = t.oven_temperature_c !== null && equipment.includes('oven');
    // Heating the oven sets its temperature but takes no rack.
    if (oven && isPreheat(t)) demand.oven = 0;
    const serveAt = serveMinuteOf(t.session_recipe_id);
    const required = [...new Set(JSON.parse(t.skill_requirements) as string[])].sort();
    const gating = required.length > 0 && (anyNo || required.some((k) => GATING_SKILLS.has(k))) ? required.join('+') : null;
    if (gating) gateNames.set(gating, required);
    // A task put down before keeps the minutes already worked: only the rest is planned.
    const left = minutesLeft(handsOnMinutes(t), t.timer_duration_minutes, elapsedMinutes(t));
    return {
      id: t.id,
      duration: left.duration,
      predecessors: preds.get(t.id) ?? [],
      demand,
      ...(gating ? { skill: { name: gating, minLevel: 1 } } : {}),
      attendance: isPassive(t) ? 'start' : 'whole',
      attendMinutes: left.attend,
      dish: String(t.session_recipe_id),
      station: equipment[0],
      ...(oven ? { setting: { equipment: 'oven', value: t.oven_temperature_c! } } : {}),
      ...(serveAt !== undefined ? { serveAt } : {}),
    };
  });

  // "fixed" station assignment: cooks, in the order they joined, take the meal's busiest
  // stations in turn, and the planner keeps each at their own where it can (stations.ts; the
  // cook screen and the host board show the same station).
  const home = homeStations(state.session.station_preference, state.people, state.tasks);

  const completed: string[] = [];
  const running: ScheduleState['running'] = [];
  for (const t of state.tasks) {
    const a = byTask.get(t.id);
    if (!a) continue;
    if (a.status === 'completed') completed.push(t.id);
    else if (a.status === 'in_progress') {
      const startedAt = minutesSince(state.session.started_at, Date.parse(a.started_at ?? a.assigned_at));
      const timerRunning = isPassive(t) && a.timer_ends_at !== null;
      const remaining = timerRunning
        ? Math.ceil((Date.parse(a.timer_ends_at!) - now) / MINUTE_MS)
        : minutesLeft(handsOnMinutes(t), t.timer_duration_minutes, elapsedMinutes(t)).duration - (nowMinute - startedAt);
      // A cook whose passive timer runs is free; a cook who went offline is not in the plan.
      const cookId = !timerRunning && a.participant_id !== null && activeIds.has(a.participant_id) ? String(a.participant_id) : null;
      // Estimates are only estimates: a task still open past its estimate ends "in a minute".
      running.push({ taskId: t.id, cookId, startedAt: Math.min(startedAt, nowMinute), remaining: Math.max(1, remaining) });
    }
  }

  return {
    problem: {
      tasks,
      cooks: activeCooks.map((p) => ({
        id: String(p.id),
        skills: Object.fromEntries(
          [...gateNames].filter(([, required]) => mayDoTask(required, answers.get(p.id)!.yes, answers.get(p.id)!.no)).map(([name]) => [name, 5]),
        ),
        ...(home.has(p.id) ? { station: home.get(p.id)! } : {}),
      })),
      capacity,
      settings: { oven: { ...OVEN_SETTING, perUnit: OVEN_RACKS } },
    },
    schedule: { now: nowMinute, completed, running },
    nowMinute,
    merged,
  };
}
