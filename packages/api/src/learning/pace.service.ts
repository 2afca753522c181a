/**
 * What the kitchen learned, shown (issue 37): the host's line and switch on the session page, a
 * cook's own pace and "Forget my times", the host's view of their kitchen's cooks, and the
 * summary's "What Brigade learned". A cook's pace is theirs: only they and the kitchen's host see
 * it (never another cook); the rules are here, on the server.
 */
import { kitchenPaceInput, learnedTimesInput, type KitchenCookPaces, type LearnedLine, type MealLearning, type MyPace, type PaceKind, type SessionPaceLine } from '@brigade/contracts';
import { isOutlier, overallPace, predictPace, workKind, type LearnedPaces } from '@brigade/domain';
import { kitchens, pace, recipes, sessions, sessionTasks, participants, users, type CookingSessionRow, type Queryable, type UserRow } from '@brigade/db';
import type { AppDeps } from '../deps';
import type { Principal } from '../auth/principal';
import { notFound, parseInput, unauthorized } from '../errors';
import { hostedSession } from '../sessions/session-access';
import { refreshPlan } from '../live/engine/dispatcher';
import { changeSession } from '../live/engine/session-transaction';
import { applyLearnedPaces, kitchenPaces, relearnKitchen } from './learn';

const round2 = (x: number) => Math.round(x * 100) / 100;

async function paceLine(db: Queryable, session: Pick<CookingSessionRow, 'kitchen_id' | 'learned_times'>, learned?: LearnedPaces): Promise<SessionPaceLine> {
  const off = session.learned_times === 0;
  if (session.kitchen_id === null) return { meals: 0, pace: 1, learned_times: !off, kinds: [] };
  const paces = learned ?? (await kitchenPaces(db, session.kitchen_id));
  return {
    meals: await pace.countKitchenMeals(db, session.kitchen_id),
    pace: round2(overallPace(paces).pace),
    learned_times: !off,
    kinds: [...paces.kinds].map(([kind, e]) => ({ kind: kind as PaceKind, pace: round2(e.pace), observations: e.n })),
  };
}

/** The host's line: "Times from 4 meals in this kitchen: about 1.4 × the recipes", and the switch's state. */
export async function sessionPaceLine(deps: AppDeps, principal: Principal, code: string): Promise<SessionPaceLine> {
  const { session } = await hostedSession(deps, principal, code);
  return paceLine(deps.db, session);
}

/** The host's switch: learned times on or off for this session; the plan follows at once. */
export async function setLearnedTimes(deps: AppDeps, principal: Principal, code: string, raw: unknown): Promise<SessionPaceLine> {
  const input = parseInput(learnedTimesInput, { ...(raw as object), code });
  const { session } = await hostedSession(deps, principal, code);
  await changeSession(deps, session, async (trx, emit, now) => {
    await pace.setLearnedTimes(trx, session.id, input.on);
    session.learned_times = input.on ? 1 : 0;
    if (session.status === 'completed' || session.status === 'terminated') return;
    await applyLearnedPaces(trx, session);
    if (session.status === 'active') await refreshPlan(deps, trx, session, emit, now);
  });
  return paceLine(deps.db, session);
}

function signedIn(principal: Principal): UserRow {
  if (principal?.kind !== 'user') throw unauthorized();
  return principal.user;
}

/** A cook's own pace in each kitchen they cooked in (relative to that kitchen). Only their own. */
export async function myPace(deps: AppDeps, principal: Principal): Promise<MyPace> {
  const me = signedIn(principal);
  const rows = await pace.listCookEstimates(deps.db, me.id);
  const names = new Map<number, string>();
  for (const r of rows) names.set(r.kitchen_id, (await kitchens.findKitchen(deps.db, r.kitchen_id))?.name ?? '');
  return { paces: rows.map((r) => ({ kitchen_id: r.kitchen_id, kitchen_name: names.get(r.kitchen_id)!, pace: round2(Math.exp(r.log_pace)), observations: r.observations })) };
}

/** "Forget my times": the cook's observations and estimates go, and each kitchen learns again without them. */
export async function forgetMyTimes(deps: AppDeps, principal: Principal): Promise<MyPace> {
  const me = signedIn(principal);
  await deps.db.transaction().execute(async (trx) => {
    for (const kitchenId of await pace.forgetCook(trx, me.id)) await relearnKitchen(trx, kitchenId, deps.clock.now());
  });
  return { paces: [] };
}

/** The kitchen's host: the kitchen's pace and each registered cook's. Anyone else: not found. */
export async function kitchenCookPaces(deps: AppDeps, principal: Principal, raw: unknown): Promise<KitchenCookPaces> {
  const me = signedIn(principal);
  const { kitchen: kitchenId } = parseInput(kitchenPaceInput, raw);
  const kitchen = await kitchens.findKitchen(deps.db, kitchenId);
  if (!kitchen || kitchen.owner_id !== me.id) throw notFound('Kitchen');
  const learned = await kitchenPaces(deps.db, kitchen.id);
  const ids = [...learned.cooks.keys()].map(Number);
  const names = new Map((await users.findUsersByIds(deps.db, ids)).map((u) => [u.id, u.username]));
  const all = overallPace(learned);
  return {
    kitchen: { pace: round2(all.pace), observations: all.n, meals: await pace.countKitchenMeals(deps.db, kitchen.id) },
    cooks: [...learned.cooks].map(([key, e]) => ({ user_id: Number(key), username: names.get(Number(key)) ?? '', pace: round2(e.pace), observations: e.n })),
  };
}

/** The summary's section: per dish and per cook, the recipes' minutes, the real ones, and what the plan now uses. Host only. */
export async function mealLearning(deps: AppDeps, principal: Principal, code: string): Promise<MealLearning> {
  const { session } = await hostedSession(deps, principal, code);
  const [observed, tasks, copies, everyone] = await Promise.all([
    pace.listSessionObservations(deps.db, session.id),
    sessionTasks.listSessionTasks(deps.db, session.id),
    sessions.listSessionRecipes(deps.db, [session.id]),
    participants.listEveryone(deps.db, session.id),
  ]);
  const learned: LearnedPaces = session.kitchen_id !== null ? await kitchenPaces(deps.db, session.kitchen_id) : { kinds: new Map(), cooks: new Map(), tasks: new Map() };
  const taskById = new Map(tasks.map((t) => [t.id, t]));
  const kept = observed.filter((o) => !isOutlier({ estimatedMinutes: o.estimated_minutes, actualMinutes: o.actual_minutes }));
  const recipeRows = await recipes.findRecipesByIds(deps.db, [...new Set(copies.map((c) => c.recipe_id))]);
  const recipeNames = new Map(copies.map((c) => [c.id, recipeRows.find((r) => r.id === c.recipe_id)?.name ?? '']));
  const predicted = (o: (typeof kept)[number], withCook: boolean) => {
    const t = taskById.get(o.session_task_id);
    const kind = t ? workKind({ task_type: t.task_type, equipment: JSON.parse(t.equipment) as string[] }) : (o.kind as PaceKind);
    return predictPace(learned, { kind, taskKey: String(o.recipe_task_id), cookKey: withCook && o.user_id !== null ? String(o.user_id) : null });
  };
  const line = (id: string, name: string, rows: typeof kept, pacedBy: ((o: (typeof kept)[number]) => number) | null): LearnedLine => {
    const est = rows.reduce((s, o) => s + o.estimated_minutes, 0);
    const weighted = pacedBy && est > 0 ? rows.reduce((s, o) => s + o.estimated_minutes * pacedBy(o), 0) / est : null;
    return { id, name, estimated_minutes: Math.round(est), actual_minutes: Math.round(rows.reduce((s, o) => s + o.actual_minutes, 0)), learned_pace: weighted === null ? null : round2(weighted) };
  };
  const dishes = copies
    .map((c) => line(String(c.id), recipeNames.get(c.id) ?? '', kept.filter((o) => taskById.get(o.session_task_id)?.session_recipe_id === c.id), (o) => predicted(o, false)))
    .filter((l) => l.estimated_minutes > 0);
  const cookRows = new Map<number, typeof kept>();
  const byTask = new Map((await sessionTasks.listAssignments(deps.db, session.id)).map((a) => [a.task_id, a]));
  for (const o of kept) {
    const a = byTask.get(o.session_task_id);
    const who = a ? a.completed_by ?? a.participant_id : null;
    if (who !== null) cookRows.set(who, [...(cookRows.get(who) ?? []), o]);
  }
  const cooks = [...cookRows].map(([pid, rows]) => {
    const p = everyone.find((x) => x.id === pid);
    // An anonymous cook counts towards the kitchen only: nothing of their own is learned.
    return line(String(pid), p?.display_name ?? '', rows, p?.user_id ? (o) => predicted(o, true) : null);
  });
  return { observed_tasks: kept.length, left_out: observed.length - kept.length, dishes, cooks, kitchen: await paceLine(deps.db, session, learned) };
}
