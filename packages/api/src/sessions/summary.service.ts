/**
 * After the meal: a summary built from what really happened (assignments' start and completion
 * times), against what was planned (each task's estimate, scaled to the diners as planned). Every
 * time counts only while the meal ran (inside its span, outside its pauses) and once where tasks
 * overlap (issue 35): a cook's time at work is the union of their hands-on bars (an oven's time is
 * not theirs), a dish's actual time the union of its bars, planned as its longest chain of tasks.
 */
import { parseTexts, scaleTaskMinutes, type MealSummary, type SessionTimeline } from '@brigade/contracts';
import { participants, sessionEvents, sessionTasks } from '@brigade/db';
import { iso } from '../clock';
import type { AppDeps } from '../deps';
import type { Principal } from '../auth/principal';
import { loadKitchenState } from '../live/engine/kitchen-state';
import { barTexts } from './bar-texts';
import { isPassive, MINUTE_MS } from '../live/engine/scheduling-problem';
import { storyOfEnded, storyOfPlan } from './finish-story';
import { planSession } from './plan.service';
import { hostedSession } from './session-access';
import { servingFactors } from './servings';
import { longestChain, pausesOf, runningMs, type Interval } from './summary-time';

const toMinutes = (ms: number) => Math.max(0, Math.round(ms / MINUTE_MS));

export async function mealSummary(deps: AppDeps, principal: Principal, code: string): Promise<MealSummary> {
  const { session } = await hostedSession(deps, principal, code);
  const state = await loadKitchenState(deps.db, session);
  const factors = await servingFactors(deps.db, state);
  // Removed cooks still did what they did: name them from every participant row.
  const everyone = await participants.listEveryone(deps.db, session.id);
  const nameOf = new Map(everyone.map((p) => [p.id, p.display_name]));
  const byTask = new Map((await sessionTasks.listAssignments(deps.db, session.id)).map((a) => [a.task_id, a]));
  const dishName = (copy: number) => state.recipeNameOfCopy.get(copy) ?? '';
  // Time counts inside the meal and outside its pauses (issue 35), once where intervals overlap.
  const spanEnd = session.completed_at ? Date.parse(session.completed_at) : deps.clock.now();
  const span: Interval = [session.started_at ? Date.parse(session.started_at) : -Infinity, spanEnd];
  const pauses = pausesOf(await sessionEvents.listEventTimes(deps.db, session.id, ['session_paused', 'session_resumed']), spanEnd);
  const running = (intervals: Interval[]) => runningMs(intervals, span, pauses);

  const tasks = state.tasks.map((t) => {
    const a = byTask.get(t.id);
    const f = factors.get(t.session_recipe_id) ?? 1;
    const planned = scaleTaskMinutes(t.estimated_duration_minutes, f, t.quantity_dependent === 1) + (t.timer_duration_minutes ?? 0);
    const done = a?.status === 'completed';
    const who = a ? a.completed_by ?? a.participant_id : null;
    const from = a ? a.started_at ?? a.assigned_at : null;
    const bar: Interval | null = done && from && a!.completed_at ? [Date.parse(from), Date.parse(a!.completed_at)] : null;
    // The cook's part: all of it, or for a passive task (oven, proving) only the hands-on start, as the timeline draws it.
    const handsOn: Interval | null = bar && isPassive(t) ? [bar[0], Math.min(bar[1], bar[0] + t.estimated_duration_minutes * MINUTE_MS)] : bar;
    return {
      row: t, who, done, bar, handsOn,
      view: {
        task_id: t.id, name: t.name, dish_name: dishName(t.session_recipe_id), ...barTexts(state)(t.id, String(t.session_recipe_id)), cook_name: who === null ? null : nameOf.get(who) ?? null,
        planned_minutes: planned,
        // A task put down and picked up again (issue 12) counts the minutes worked before the break too.
        actual_minutes: bar ? toMinutes(running([bar]) + (t.elapsed_ms ?? 0)) : null,
        started_at: a?.started_at ?? null, completed_at: done ? a!.completed_at : null,
      },
    };
  });

  const mealMs = running([span]);
  const cooks = [...new Set(tasks.filter((t) => t.done && t.who !== null).map((t) => t.who!))].map((id) => {
    const mine = tasks.filter((t) => t.done && t.who === id);
    const before = mine.reduce((sum, t) => sum + (t.row.elapsed_ms ?? 0), 0);
    const atWork = running(mine.flatMap((t) => (t.handsOn ? [t.handsOn] : [])));
    return { id, name: nameOf.get(id) ?? '', tasks_done: mine.length, minutes: toMinutes(Math.min(mealMs, atWork + before)) };
  });
  const dishes = state.copies.map((c) => {
    const mine = tasks.filter((t) => t.row.session_recipe_id === c.id);
    const ends = mine.map((t) => t.view.completed_at).filter((x): x is string => x !== null).sort();
    const plannedOf = new Map(mine.map((t) => [t.row.id, t.view.planned_minutes]));
    return {
      id: String(c.id), name: dishName(c.id), translations: parseTexts(state.recipeOfCopy.get(c.id)?.translations),
      // What the dish takes when its tasks run side by side, against the time something was under way for it.
      planned_minutes: longestChain([...plannedOf.keys()], (id) => plannedOf.get(id) ?? 0, state.dependencies),
      actual_minutes: toMinutes(running(mine.flatMap((t) => (t.bar ? [t.bar] : [])))),
      finished_at: ends.length === mine.length && ends.length > 0 ? ends[ends.length - 1]! : null,
    };
  });

  const happened = tasks.filter((t) => t.view.started_at !== null && t.view.completed_at !== null);
  const start = session.started_at ?? happened.map((t) => t.view.started_at!).sort()[0] ?? session.created_at;
  const end = session.completed_at ?? happened.map((t) => t.view.completed_at!).sort().at(-1) ?? iso(deps.clock.now());
  // One finish story (issue 34): a meal that is over ends when it really ended.
  const over = session.status === 'completed' || session.status === 'terminated';
  const now = deps.clock.now();
  const story = over ? await storyOfEnded(deps, state, now) : await storyOfPlan(deps, await planSession(deps, session, now), now);
  const timeline: SessionTimeline = {
    status: session.status as SessionTimeline['status'],
    now: end, start_at: start, finish_at: story.finish_at ?? end, serve_at: story.serve_at, start_by: null, start_by_passed: false,
    health: 'not_started', cooks: cooks.length,
    lanes: cooks.map((c) => ({ id: `cook:${c.id}`, kind: 'cook' as const, label: c.name })),
    bars: happened.filter((t) => t.who !== null).map((t) => ({
      task_id: t.row.id, task_name: t.row.name, lane: `cook:${t.who}`, dish: String(t.row.session_recipe_id), dish_name: dishName(t.row.session_recipe_id), ...barTexts(state)(t.row.id, String(t.row.session_recipe_id)),
      start_at: t.view.started_at!, end_at: t.view.completed_at!,
      cook_until_at: isPassive(t.row) ? iso(Date.parse(t.view.started_at!) + t.row.estimated_duration_minutes * MINUTE_MS) : t.view.completed_at!,
      passive: isPassive(t.row), running: false, critical: false,
    })),
    critical_path: [],
    dishes: story.dishes.map((d) => ({ id: d.id, name: d.name, course: d.course, serve_at: d.serve_at, finish_at: d.finish_at ?? end, late: d.late })),
    estimates: [],
    unplanned: [],
  };
  return {
    session_name: session.name ?? `Session ${session.code}`, code: session.code, status: timeline.status,
    started_at: session.started_at, completed_at: session.completed_at, cooks, tasks: tasks.map((t) => t.view), dishes, timeline, story,
  };
}
