/**
 * The host's timeline: the plan as a chart, the what-ifs for other numbers of cooks, the tasks the
 * plan cannot give anyone (with why), and the finish story told from the very plan it draws.
 */
import { timelineInput, type SessionTimeline, type TimelineUnplanned } from '@brigade/contracts';
import { planView, type PlanView } from '@brigade/domain';
import type { CookingSessionRow } from '@brigade/db';
import { iso } from '../clock';
import type { AppDeps } from '../deps';
import type { Principal } from '../auth/principal';
import { parseInput } from '../errors';
import { ovenNotes } from '../live/engine/oven-notes';
import { MINUTE_MS } from '../live/engine/scheduling-problem';
import { storyNow, storyOfEnded, storyOfPlan } from './finish-story';
import { defaultCooks, planSession, TIMERS_LANE, type Planned } from './plan.service';
import { hostedSession } from './session-access';
import { chartMinutes, CookPlans } from './what-ifs';
import { barTexts } from './bar-texts';

/** The what-ifs shown beside a plan for `n` cooks. */
const whatIfCounts = (n: number) => [...new Set([n - 1, n, n + 1, n + 2].filter((k) => k >= 1 && k <= 12))];

export async function sessionTimeline(deps: AppDeps, principal: Principal, code: string, raw: unknown): Promise<SessionTimeline> {
  const { session } = await hostedSession(deps, principal, code);
  const input = parseInput(timelineInput, raw ?? {});
  // Paused (issue 26): the kitchen's clock stands still, so does the chart, at the moment of the pause.
  const now = storyNow(deps, session);
  const waiting = session.status === 'waiting';
  const chosen = waiting ? input.cooks ?? (await defaultCooks(deps, session)) : undefined;
  const basis: SessionTimeline['cooks_basis'] = input.cooks !== undefined && waiting ? 'chosen' : chosen !== undefined ? 'nobody_joined' : 'joined';
  const plans = new CookPlans(deps, session, now);
  let planned: Planned;
  let view: PlanView;
  if (chosen !== undefined) ({ planned, view } = await plans.best(chosen));
  else {
    planned = await planSession(deps, session, now);
    view = planView(planned.problem, planned.result);
  }
  const cooksNow = planned.problem.cooks.length;
  const estimates = waiting
    ? await Promise.all(whatIfCounts(cooksNow).map(async (n) => ({ cooks: n, minutes: n === cooksNow ? chartMinutes(view) : (await plans.best(n)).minutes })))
    : [];
  // A meal that is over tells what happened: it ended when it really ended (issue 34).
  const over = session.status === 'completed' || session.status === 'terminated';
  const story = over ? await storyOfEnded(deps, planned.state, now) : await storyOfPlan(deps, planned, now);
  return toTimeline(session, planned, view, now, { basis, estimates, story });
}

function toTimeline(
  session: CookingSessionRow, planned: Planned, view: PlanView, now: number,
  extra: Pick<SessionTimeline, 'estimates'> & { basis: SessionTimeline['cooks_basis']; story: NonNullable<SessionTimeline['story']> },
): SessionTimeline {
  const { state, base, nowMinute } = planned;
  const { story } = extra;
  const at = (minute: number) => iso(base + minute * MINUTE_MS);
  const cookName = new Map(state.people.map((p) => [String(p.id), p.display_name]));
  const dishName = (dish: string | null) => (dish === null ? '' : state.recipeNameOfCopy.get(Number(dish)) ?? '');
  const texts = barTexts(state);
  const oven = plannedOvenTemperatures(planned);
  const active = session.status === 'active';
  return {
    status: session.status as SessionTimeline['status'],
    now: iso(now),
    // Before Start the chart begins where the plan does (with a serve time, maybe hours from now).
    start_at: at(active ? Math.min(view.start, nowMinute) : view.start),
    finish_at: story.finish_at && active ? iso(Math.max(Date.parse(story.finish_at), base + nowMinute * MINUTE_MS)) : story.finish_at ?? at(view.finish),
    serve_at: story.serve_at,
    start_by: story.start_by,
    start_by_passed: story.start_by_passed,
    health: story.health === 'ended' ? 'not_started' : story.health,
    cooks: planned.problem.cooks.length,
    cooks_basis: extra.basis,
    lanes: view.lanes.map((l) => ({
      id: l.id,
      kind: l.kind,
      // Tasks nobody attends (a timer running by itself) share a lane named for what they are.
      label: l.kind === 'equipment' ? l.ref.replace(/_/g, ' ') : l.ref === '' ? TIMERS_LANE : cookName.get(l.ref) ?? l.ref.replace('planned-', 'Cook '),
    })),
    bars: barsWithMerged(view.bars, planned.merged, state).map((b) => ({
      task_id: b.taskId, task_name: state.taskById.get(b.taskId)?.name ?? b.taskId, lane: b.lane, dish: b.dish, dish_name: dishName(b.dish), ...texts(b.taskId, b.dish),
      start_at: at(b.start), end_at: at(b.end), cook_until_at: at(b.cookUntil), passive: b.passive, running: b.running, critical: b.critical,
      ...('togetherWith' in b ? { together_with: b.togetherWith } : {}),
      ...(oven.has(b.taskId) ? { oven_c: oven.get(b.taskId)! } : {}),
    })),
    critical_path: view.criticalPath,
    dishes: story.dishes
      .filter((d) => d.finish_at !== null)
      .map((d) => ({ id: d.id, name: d.name, course: d.course, serve_at: d.serve_at, finish_at: d.finish_at!, late: d.late })),
    estimates: extra.estimates,
    unplanned: unplannedOf(planned, dishName),
    story,
  };
}

/**
 * The oven temperature each oven task runs at in this plan (issue 34), from the notes the live
 * engine stores for the cook's card (`ovenNotes`: the shared value, a merged preheat at its lead's),
 * else the task's own.
 */
function plannedOvenTemperatures({ problem, result, merged, state }: Pick<Planned, 'problem' | 'result' | 'merged' | 'state'>): Map<string, number> {
  const notes = ovenNotes(problem, result, merged ?? new Map(), () => '', (id) => {
    const task = state.taskById.get(id);
    return task ? String(task.session_recipe_id) : undefined;
  });
  const out = new Map<string, number>();
  for (const t of problem.tasks) if (t.setting?.equipment === 'oven') out.set(t.id, notes.get(t.id)?.temperatureC ?? t.setting.value);
  for (const [follower, note] of notes) out.set(follower, note.temperatureC);
  return out;
}

/**
 * The chart's bars, and a bar for each preheat done together with another at the same temperature:
 * its dish's own task, in the same lane at the same time as the one that heats the oven for both
 * (issue 34: every task on the timeline; one heating of the oven).
 */
function barsWithMerged(bars: PlanView['bars'], merged: Planned['merged'], state: Planned['state']): Array<PlanView['bars'][number] & { togetherWith?: string | null }> {
  if (!merged || merged.size === 0) return bars;
  const byTask = new Map(bars.map((b) => [b.taskId, b]));
  const extra = [...merged].flatMap(([follower, lead]) => {
    const bar = byTask.get(lead);
    const row = state.taskById.get(follower);
    return bar && row ? [{ ...bar, taskId: follower, dish: String(row.session_recipe_id), critical: false, togetherWith: bar.dish }] : [];
  });
  return [...bars, ...extra];
}

/** The tasks no planned cook can do, and those waiting on them, with why (issue 34). */
export function unplannedOf(planned: Pick<Planned, 'problem' | 'result' | 'state'>, dishName: (dish: string | null) => string): TimelineUnplanned[] {
  const { problem, result, state } = planned;
  const tasks = new Map(problem.tasks.map((t) => [t.id, t]));
  const stuck = new Set(result.unassignable);
  const name = (id: string) => state.taskById.get(id)?.name ?? id;
  /** The first task nobody can do that `id` waits on, directly or not. */
  const waitsOn = (id: string, seen = new Set<string>()): string | null => {
    for (const p of tasks.get(id)?.predecessors ?? []) {
      if (seen.has(p)) continue;
      seen.add(p);
      if (stuck.has(p)) return p;
      const deeper = waitsOn(p, seen);
      if (deeper) return deeper;
    }
    return null;
  };
  const out: TimelineUnplanned[] = [];
  for (const id of [...result.unassignable, ...result.blocked]) {
    const t = tasks.get(id);
    const row = state.taskById.get(id);
    if (!t || !row || out.some((o) => o.task_id === id)) continue;
    const base = { task_id: id, task_name: row.name, dish: t.dish ?? null, dish_name: dishName(t.dish ?? null), ...barTexts(state)(id, t.dish ?? null) };
    if (!stuck.has(id)) {
      const on = waitsOn(id);
      out.push({ ...base, reason: 'waits', detail: on ? [name(on)] : [] });
      continue;
    }
    const lacking = Object.entries(t.demand).filter(([e, q]) => q > 0 && (problem.capacity[e] ?? 0) < Math.ceil(q)).map(([e]) => e);
    // Heating an oven takes no rack, but it takes an oven: a setting on equipment the kitchen lacks.
    if (t.setting && (problem.capacity[t.setting.equipment] ?? 0) < 1 && !lacking.includes(t.setting.equipment)) lacking.push(t.setting.equipment);
    if (lacking.length > 0) out.push({ ...base, reason: 'equipment', detail: lacking });
    else out.push({ ...base, reason: 'skill', detail: t.skill ? t.skill.name.split('+') : [] });
  }
  return out;
}
