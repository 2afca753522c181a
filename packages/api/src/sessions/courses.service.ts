/**
 * Courses of a session (issue 34): each recipe copy's course, and when each course is served.
 *
 * How the courses and the session's one `serve_at` stay consistent:
 * - `serve_at` is always the main course's time. Courses sent with a main set `serve_at` to it;
 *   courses sent without a main get one at `serve_at` (the one sent beside them, else the stored one);
 *   with no serve time at all, the main needs a time of its own (400 on `courses`).
 * - `serve_at` sent alone moves the stored courses with it, keeping their gaps; `serve_at: null`
 *   clears them; `courses: []` clears the courses and keeps `serve_at`.
 * - Courses sent are checked: each course once, none before now, and in serve order (starter, then
 *   main and side, then dessert) unless `allow_any_order` says the host wants that order.
 */
import {
  apiText, COURSE_MESSAGES, courseServeRank, effectiveCourse, sessionRecipeCourseInput,
  type CourseServe, type SessionPlanSettings, type SessionSettingsInput, type SessionView,
} from '@brigade/contracts';
import { sessions, type CookingSessionRow, type Queryable, type SessionCourseRow } from '@brigade/db';
import { iso } from '../clock';
import type { AppDeps } from '../deps';
import type { Principal } from '../auth/principal';
import { BrigadeError, notFound, parseInput } from '../errors';
import { refreshPlan } from '../live/engine/dispatcher';
import { sessionSummary } from '../live/engine/kitchen-state';
import { changeSession } from '../live/engine/session-transaction';
import { hostedSession } from './session-access';
import { buildSessionView } from './session-view';

/** Stored course rows in serve order: by course rank, then time. */
export function courseServes(rows: Array<Pick<SessionCourseRow, 'course' | 'serve_at'>>): CourseServe[] {
  return rows
    .map((r) => ({ course: effectiveCourse(r.course, null), serve_at: r.serve_at }))
    .sort((a, b) => courseServeRank(a.course) - courseServeRank(b.course) || a.serve_at.localeCompare(b.serve_at));
}

/** The plan settings as the Settings tab and `plan.settings` show them. */
export async function settingsView(db: Queryable, session: CookingSessionRow): Promise<SessionPlanSettings> {
  const courses = courseServes(await sessions.listSessionCourses(db, [session.id]));
  return { name: session.name, serve_at: session.serve_at, diners: session.diners, station_preference: session.station_preference, kitchen: session.kitchen_id, courses };
}

/** What a settings change does to the courses and the serve time (undefined: unchanged). */
export interface CourseChange {
  courses?: CourseServe[];
  serveAt?: string | null;
}

const invalid = (message: string) => BrigadeError.invalid({ courses: [message] });

/** Checks the courses a host sent against now and their order; throws a 400 on `courses`. */
export function checkCourses(courses: CourseServe[], now: number, allowAnyOrder: boolean): void {
  if (new Set(courses.map((c) => c.course)).size !== courses.length) throw invalid(COURSE_MESSAGES.twice);
  const early = courses.find((c) => Date.parse(c.serve_at) < now);
  if (early) throw invalid(apiText('plan.courseBeforeNow', { course: early.course }));
  if (allowAnyOrder) return;
  for (const earlier of courses) {
    const later = courses.find((c) => courseServeRank(c.course) > courseServeRank(earlier.course) && Date.parse(c.serve_at) < Date.parse(earlier.serve_at));
    if (later) throw invalid(apiText('plan.courseOrder', { later: later.course, earlier: earlier.course }));
  }
}

/** The courses and serve time a settings change leads to (see the rules at the top). */
export function courseChange(input: SessionSettingsInput, session: Pick<CookingSessionRow, 'serve_at'>, stored: CourseServe[], now: number): CourseChange {
  if (input.courses !== undefined) {
    if (input.courses.length === 0) return { courses: [] };
    const sent = input.courses.map((c) => ({ course: c.course, serve_at: iso(Date.parse(c.serve_at)) }));
    const serveAt = input.serve_at !== undefined ? input.serve_at : session.serve_at;
    const main = sent.find((c) => c.course === 'main');
    if (!main) {
      if (!serveAt) throw invalid(COURSE_MESSAGES.needsMain);
      sent.push({ course: 'main', serve_at: iso(Date.parse(serveAt)) });
    }
    checkCourses(sent, now, input.allow_any_order === true);
    const courses = courseServes(sent);
    return { courses, serveAt: courses.find((c) => c.course === 'main')!.serve_at };
  }
  if (input.serve_at === undefined || stored.length === 0) return {};
  if (input.serve_at === null) return { courses: [], serveAt: null };
  const oldMain = stored.find((c) => c.course === 'main')?.serve_at ?? session.serve_at;
  const shift = oldMain ? Date.parse(input.serve_at) - Date.parse(oldMain) : 0;
  return { courses: stored.map((c) => ({ course: c.course, serve_at: iso(Date.parse(c.serve_at) + shift) })) };
}

/** The host sets one recipe copy's course in this session (null: back to the recipe's own). */
export async function setRecipeCourse(deps: AppDeps, principal: Principal, code: string, entryId: number, raw: unknown): Promise<SessionView> {
  const { session } = await hostedSession(deps, principal, code);
  const input = parseInput(sessionRecipeCourseInput, raw);
  const entry = (await sessions.listSessionRecipes(deps.db, [session.id])).find((e) => e.id === entryId);
  if (!entry) throw notFound('Recipe in this session');
  if (session.status === 'completed' || session.status === 'terminated') throw BrigadeError.coded('conflict', 'plan.ended');
  await changeSession(deps, session, async (trx, emit, now) => {
    await sessions.setSessionRecipeCourse(trx, entry.id, input.course);
    await emit('session_update', { session: sessionSummary(session) });
    // Each course has its own serve time: the plan aims this dish at its new one.
    if (session.status === 'active') await refreshPlan(deps, trx, session, emit, now);
  });
  return buildSessionView(deps.db, session);
}
