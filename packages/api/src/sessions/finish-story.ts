/**
 * The finish story (issue 34): the one computation of when the meal, each course and each dish
 * will be ready, whether that is late, when to start and what comes first, and how the finish last
 * moved. The timeline, the host's overview, the cooks' phones and the summary all carry what this
 * module says, so no two places on a page can disagree.
 *
 * Before and during the meal the story reads a plan (plan.service's planSession, the same plan the
 * timeline draws); after it, what really happened: the meal's finish is when it really ended.
 */
import {
  COURSES, courseServeRank, effectiveCourse, FINISH_MOVE_MINUTES, parseTexts,
  type Course, type FinishMove, type FinishStory, type StoryHealth, type TextsByLanguage,
} from '@brigade/contracts';
import { startBy } from '@brigade/domain';
import { recipes, sessionEvents, sessions, sessionTasks, type CookingSessionRow, type Queryable } from '@brigade/db';
import { iso } from '../clock';
import type { AppDeps } from '../deps';
import type { Principal } from '../auth/principal';
import { loadKitchenState, type KitchenState } from '../live/engine/kitchen-state';
import { MINUTE_MS } from '../live/engine/scheduling-problem';
import { defaultCooks, planSession, type Planned } from './plan.service';
import { memberSession } from './session-access';

/** A dish as the story needs it: its course and when its last task ends (ms), null when nothing is left of it. */
export interface DishFacts { id: string; name: string; course: Course; finish: number | null; done: boolean }

/** Everything the story is told from; times in kitchen milliseconds. */
export interface StoryFacts {
  session: CookingSessionRow;
  now: number;
  dishes: DishFacts[];
  /** When each course is served (session_courses); a course without a row is served at the session's time. */
  courseServe: ReadonlyMap<string, string>;
  /** The meal's finish: predicted, or (over) when it really ended. */
  finish: number | null;
  /** The plan's first start (the story moves it earlier by what any course would be late). */
  startBy: number | null;
  /** The plan's first task while the kitchen waits for it (before the start, or started with nothing under way yet). */
  first: { task_id: string; name: string; translations: TextsByLanguage | null; at: number } | null;
  stalled: boolean;
  moved: FinishMove | null;
}

const after = (finish: string | null, serve: string | null) => finish !== null && serve !== null && Date.parse(finish) > Date.parse(serve);

/** The story, from its facts. Pure. */
export function tellStory(f: StoryFacts): FinishStory {
  const { session } = f;
  const serveOf = (course: Course): string | null =>
    f.courseServe.get(course) ?? (course === 'side' ? f.courseServe.get('main') : undefined) ?? session.serve_at;
  const dishes = f.dishes.map((d) => {
    const finish_at = d.finish === null ? null : iso(d.finish);
    const serve_at = serveOf(d.course);
    return { id: d.id, name: d.name, course: d.course, done: d.done, finish_at, serve_at, late: after(finish_at, serve_at) };
  });
  const present = COURSES.filter((c) => dishes.some((d) => d.course === c)).sort((a, b) => courseServeRank(a) - courseServeRank(b));
  const courses = present.map((course) => {
    const ends = dishes.filter((d) => d.course === course && d.finish_at !== null).map((d) => d.finish_at!).sort();
    const finish_at = ends.at(-1) ?? null;
    const serve_at = serveOf(course);
    return { course, finish_at, serve_at, late: after(finish_at, serve_at) };
  });
  // The meal is served when its last course is (the session's serve time without courses).
  const serves = courses.map((c) => c.serve_at).filter((s): s is string => s !== null).sort();
  const serve_at = serves.at(-1) ?? session.serve_at;
  const finish_at = f.finish === null ? null : iso(f.finish);
  // Late when the meal, or any one course, is ready after its serve time: a main ready after the
  // main's time is late even when the dessert, served last, is on time.
  const late = after(finish_at, serve_at) || courses.some((c) => c.late);
  const over = session.status === 'completed' || session.status === 'terminated';
  const health: StoryHealth = over ? 'ended' : session.status !== 'active' ? 'not_started' : f.stalled ? 'stalled' : late ? 'running_late' : 'on_time';
  const waiting = session.status === 'waiting';
  // The plan's first start, moved earlier by the most any course (or the meal) would be late: the
  // moment to start for everything to be ready in time (already past when the plan cannot make it).
  const lateness = (finish: string | null, serve: string | null) => (finish === null || serve === null ? 0 : Date.parse(finish) - Date.parse(serve));
  const behind = Math.max(0, lateness(finish_at, serve_at), ...courses.map((c) => lateness(c.finish_at, c.serve_at)));
  const start_by = waiting && serve_at !== null && f.startBy !== null ? iso(f.startBy - behind) : null;
  return {
    status: session.status as FinishStory['status'],
    now: iso(f.now),
    finish_at, serve_at, late, health,
    start_by,
    start_by_passed: start_by !== null && Date.parse(start_by) < f.now,
    first_task: f.first && !over ? { task_id: f.first.task_id, name: f.first.name, translations: f.first.translations, at: iso(f.first.at) } : null,
    courses,
    dishes,
    moved: session.status === 'active' ? f.moved : null,
  };
}

/** Per copy, its course in this session (the host's choice, else the recipe's, else main). */
export async function coursesOfCopies(db: Queryable, state: KitchenState): Promise<Map<number, Course>> {
  const rows = await recipes.findRecipesByIds(db, [...new Set(state.copies.map((c) => c.recipe_id))]);
  const recipeCourse = new Map(rows.map((r) => [r.id, r.course]));
  return new Map(state.copies.map((c) => [c.id, effectiveCourse(c.course, recipeCourse.get(c.recipe_id))]));
}

async function courseServeTimes(db: Queryable, sessionId: number): Promise<Map<string, string>> {
  return new Map((await sessions.listSessionCourses(db, [sessionId])).map((c) => [c.course, c.serve_at]));
}

/**
 * The last announced move of the finish, brought up to today's finish: the banner says 'from 8:41
 * to 8:56' when the details say 8:56, never an older 'to'. Null once the finish is back within
 * FINISH_MOVE_MINUTES of where it moved from.
 */
export async function lastMove(db: Queryable, sessionId: number, finish: string | null): Promise<FinishMove | null> {
  if (finish === null) return null;
  // Newest first: the latest announced move, unless the meal started again since.
  for (const e of await sessionEvents.listRecentEvents(db, sessionId)) {
    if (e.type === 'session_started') return null;
    if (e.type !== 'session_update') continue;
    const move = (JSON.parse(e.payload) as { finish_moved?: FinishMove }).finish_moved;
    if (!move) continue;
    const minutes = Math.round((Date.parse(finish) - Date.parse(move.from)) / MINUTE_MS);
    return Math.abs(minutes) <= FINISH_MOVE_MINUTES ? null : { ...move, to: finish, minutes };
  }
  return null;
}

/**
 * The plan wants work under way and nobody is on it: the kitchen has stalled (the plan's finish
 * would only slide). Waiting for a start-by time set by the serve time is not a stall.
 */
function stalledOf(planned: Planned): boolean {
  const { state, schedule, nowMinute, result } = planned;
  const due = result.assignments.some((a) => a.status === 'planned' && a.start <= nowMinute);
  return state.tasks.length > schedule.completed.length && schedule.running.length === 0 && (due || result.assignments.length === 0);
}

/** The story of a meal not over yet, from the plan the timeline draws. */
export async function storyOfPlan(deps: AppDeps, planned: Planned, now: number): Promise<FinishStory> {
  const { state, problem, result, base } = planned;
  const session = state.session;
  const at = (minute: number) => base + minute * MINUTE_MS;
  const dishOf = new Map(problem.tasks.map((t) => [t.id, t.dish ?? '']));
  const ends = new Map<string, number>();
  for (const a of result.assignments) {
    const d = dishOf.get(a.taskId) ?? '';
    ends.set(d, Math.max(ends.get(d) ?? Number.NEGATIVE_INFINITY, a.end));
  }
  const courseOf = await coursesOfCopies(deps.db, state);
  const done = new Set(planned.schedule.completed);
  const dishes = state.copies.map((c) => {
    const end = ends.get(String(c.id));
    return {
      id: String(c.id), name: state.recipeNameOfCopy.get(c.id) ?? '', course: courseOf.get(c.id) ?? 'main',
      finish: end === undefined ? null : at(end),
      done: state.tasks.filter((t) => t.session_recipe_id === c.id).every((t) => done.has(t.id)),
    };
  });
  const finishMinute = result.assignments.length > 0 ? Math.max(...result.assignments.map((a) => a.end)) : null;
  const courseServe = await courseServeTimes(deps.db, session.id);
  const firstStart = startBy(result);
  const finish = finishMinute === null ? null : at(finishMinute);
  const startAt = firstStart === null ? null : at(firstStart);
  // What comes first, for the cooks who wait: before the start, or once started while nothing runs
  // yet and the plan begins later (a start set by the serve time).
  const next = result.assignments.filter((a) => a.status === 'planned').sort((a, b) => a.start - b.start || a.end - b.end)[0];
  const idle = session.status === 'waiting' || (session.status === 'active' && planned.schedule.running.length === 0 && planned.schedule.completed.length === 0);
  const first = next && idle && (session.status === 'waiting' || next.start > planned.nowMinute) ? next : undefined;
  const finishIso = finish === null ? null : iso(finish);
  return tellStory({
    session, now, dishes, courseServe, finish, startBy: startAt,
    first: first ? { task_id: first.taskId, name: state.taskById.get(first.taskId)?.name ?? first.taskId, translations: parseTexts(state.taskById.get(first.taskId)?.translations), at: at(first.start) } : null,
    stalled: session.status === 'active' && stalledOf(planned),
    moved: session.status === 'active' ? await lastMove(deps.db, session.id, finishIso) : null,
  });
}

/** The story of a meal that is over: what really happened, ending when it really ended. */
export async function storyOfEnded(deps: AppDeps, state: KitchenState, now: number): Promise<FinishStory> {
  const session = state.session;
  const byTask = new Map((await sessionTasks.listAssignments(deps.db, session.id)).map((a) => [a.task_id, a]));
  const ended = session.completed_at ? Date.parse(session.completed_at) : now;
  const courseOf = await coursesOfCopies(deps.db, state);
  const dishes = state.copies.map((c) => {
    const mine = state.tasks.filter((t) => t.session_recipe_id === c.id).map((t) => byTask.get(t.id));
    const times = mine.map((a) => (a?.status === 'completed' && a.completed_at ? Date.parse(a.completed_at) : null));
    const done = times.length > 0 && times.every((x) => x !== null);
    // A dish is ready when its last task was done; one left unfinished when the meal ended, at the end.
    return { id: String(c.id), name: state.recipeNameOfCopy.get(c.id) ?? '', course: courseOf.get(c.id) ?? 'main', done, finish: done ? Math.min(ended, Math.max(...(times as number[]))) : ended };
  });
  return tellStory({ session, now, dishes, courseServe: await courseServeTimes(deps.db, session.id), finish: ended, startBy: null, first: null, stalled: false, moved: null });
}

/** The kitchen moment a story is told at: the moment of the pause while paused. */
export function storyNow(deps: AppDeps, session: CookingSessionRow): number {
  return session.status === 'active' && session.paused_at ? Date.parse(session.paused_at) : deps.clock.now();
}

/** The story for anyone in the session (host or cook): the phones read this. */
export async function finishStory(deps: AppDeps, principal: Principal, code: string): Promise<FinishStory> {
  const session = await memberSession(deps, principal, code);
  const now = storyNow(deps, session);
  if (session.status === 'completed' || session.status === 'terminated') return storyOfEnded(deps, await loadKitchenState(deps.db, session), now);
  return storyOfPlan(deps, await planSession(deps, session, now, await defaultCooks(deps, session)), now);
}
