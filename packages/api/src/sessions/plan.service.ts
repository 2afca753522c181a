/**
 * The host's plan: servings (diners) and scaled ingredients, the serve time, the timeline and the
 * shopping list. Planning here reads the same kitchen state and uses the same planner settings as
 * the live dispatcher, so the timeline shows the plan the kitchen follows.
 */
import {
  API_TEXTS, aisleOf, ingredientKey, mergeShoppingList, shoppingKey, PLAN_MESSAGES, scaleAmount, sessionSettingsInput, timelineInput,
  type Aisle, type PlanHealth, type SessionPlanSettings, type SessionTimeline, type ShoppingList, type TaskIngredients,
} from '@brigade/contracts';
import { planView, startBy, type Plan, type SchedulingProblem, type ScheduleState } from '@brigade/domain';
import { kitchens, recipes, sessions, type CookingSessionRow, type IngredientRow, type Queryable, type RecipeRow, type SessionRecipeRow } from '@brigade/db';
import { generateToken } from '../auth/tokens';
import { iso } from '../clock';
import type { AppDeps } from '../deps';
import type { Principal } from '../auth/principal';
import { BrigadeError, notFound, parseInput } from '../errors';
import { LIVE_MAX_SCHEDULES, refreshPlan } from '../live/engine/dispatcher';
import type { PlanJob } from '../live/engine/planner/plan-worker';
import { GATING_SKILLS, loadKitchenState, sessionSummary, type KitchenState } from '../live/engine/kitchen-state';
import { MINUTE_MS, toSchedulingProblem } from '../live/engine/scheduling-problem';
import { changeSession } from '../live/engine/session-transaction';
import { hostedSession, memberSession } from './session-access';
import { copyFactors, scaleDurations, serveMinute, servingFactors, withServeTime } from './servings';

export interface Planned { state: KitchenState; problem: SchedulingProblem; schedule: ScheduleState; result: Plan; base: number; nowMinute: number }

export async function planSession(deps: AppDeps, session: CookingSessionRow, now: number, cooks?: number): Promise<Planned> {
  const state = await loadKitchenState(deps.db, session);
  const { problem, schedule, nowMinute } = toSchedulingProblem(state, now);
  scaleDurations(problem, state.tasks, await servingFactors(deps.db, state));
  if (cooks !== undefined) {
    // A chosen number of cooks, each able to do everything: the estimate before people join.
    const all = Object.fromEntries([...GATING_SKILLS].map((k) => [k, 5]));
    problem.cooks = Array.from({ length: cooks }, (_, i) => ({ id: `planned-${i + 1}`, skills: all }));
  }
  const options = { budgetMs: deps.planBudgetMs, maxSchedules: LIVE_MAX_SCHEDULES, seed: session.id, stationPreference: session.station_preference === 'fixed' ? ('fixed' as const) : ('rotation' as const) };
  const result = withServeTime(problem, schedule, await planOffThread(deps, { problem, schedule, options }), session, now);
  const base = session.started_at ? Date.parse(session.started_at) : now - nowMinute * MINUTE_MS;
  return { state, problem, schedule, result, base, nowMinute };
}

/** Plans in the planner's pool, never on the request thread. */
function planOffThread(deps: AppDeps, job: PlanJob): Promise<Plan> {
  return deps.planner.planOnce(job);
}

/** Before anyone joins, the plan is made for this many cooks (the host may pick another number). */
export const DEFAULT_PLANNED_COOKS = 2;
/** The chart's lane for tasks nobody attends. */
export const TIMERS_LANE = 'Timers';

function health(planned: Planned, session: CookingSessionRow): PlanHealth {
  if (session.status !== 'active') return 'not_started';
  const { state, schedule, nowMinute } = planned;
  // Work remains, the plan wants it under way, and nobody is on it: the kitchen has stalled (the
  // plan's finish would only slide). Waiting for a start-by time set by the serve time is not a stall.
  const due = planned.result.assignments.some((a) => a.status === 'planned' && a.start <= nowMinute);
  if (state.tasks.length > schedule.completed.length && schedule.running.length === 0 && (due || planned.result.assignments.length === 0)) return 'stalled';
  // Running late means one thing (issue 26): the predicted finish is after the serve time. Tasks
  // running past their estimate show on the cook cards, and move the finish through the plan.
  const serveAt = serveMinute(session, planned.base);
  return serveAt !== undefined && planned.result.finish > serveAt ? 'running_late' : 'on_time';
}

export async function sessionTimeline(deps: AppDeps, principal: Principal, code: string, raw: unknown): Promise<SessionTimeline> {
  const { session } = await hostedSession(deps, principal, code);
  const input = parseInput(timelineInput, raw ?? {});
  // Paused (issue 26): the kitchen's clock stands still, so does the chart, at the moment of the pause.
  const now = session.status === 'active' && session.paused_at ? Date.parse(session.paused_at) : deps.clock.now();
  const joined = (await loadKitchenState(deps.db, session)).people.filter((p) => p.is_active === 1).length;
  const chosen = session.status === 'waiting' ? input.cooks ?? (joined === 0 ? DEFAULT_PLANNED_COOKS : undefined) : undefined;
  const basis: SessionTimeline['cooks_basis'] = input.cooks !== undefined && session.status === 'waiting' ? 'chosen' : chosen !== undefined ? 'nobody_joined' : 'joined';
  const planned = await planSession(deps, session, now, chosen);
  const { problem, result, base, state } = planned;
  const at = (minute: number) => iso(base + minute * MINUTE_MS);
  const view = planView(problem, result);
  const cookName = new Map(state.people.map((p) => [String(p.id), p.display_name]));
  const dishName = (dish: string | null) => (dish === null ? '' : state.recipeNameOfCopy.get(Number(dish)) ?? '');
  const dishes = new Map<string, number>();
  for (const b of view.bars) if (b.dish !== null) dishes.set(b.dish, Math.max(dishes.get(b.dish) ?? 0, b.end));
  const cooksNow = problem.cooks.length;
  // What-ifs (issue 26): the chart's own length for its number of cooks; the same planning (kitchen
  // state, servings, serve time, seed and options) for the others, measured the same way.
  const chartMinutes = view.finish - view.start;
  const estimates = session.status === 'waiting'
    ? await Promise.all(
        [...new Set([cooksNow - 1, cooksNow, cooksNow + 1, cooksNow + 2].filter((n) => n >= 1 && n <= 12))].map(async (n) => {
          if (n === cooksNow) return { cooks: n, minutes: chartMinutes };
          const other = await planSession(deps, session, now, n);
          const v = planView(other.problem, other.result);
          return { cooks: n, minutes: v.finish - v.start };
        }),
      )
    : [];
  // When the meal cannot be ready by the serve time, the moment to start was the serve time
  // minus the meal's length: already past.
  const serveAt = serveMinute(session, base);
  const startMinute = serveAt !== undefined && result.finish > serveAt ? serveAt - result.makespan : startBy(result);
  const startByAt = session.serve_at && startMinute !== null ? at(startMinute) : null;
  return {
    status: session.status as SessionTimeline['status'],
    now: iso(now),
    // Before Start the chart begins where the plan does (with a serve time, maybe hours from now).
    start_at: at(session.status === 'active' ? Math.min(view.start, planned.nowMinute) : view.start),
    finish_at: at(Math.max(view.finish, planned.nowMinute)),
    serve_at: session.serve_at,
    start_by: startByAt,
    start_by_passed: session.status === 'waiting' && startByAt !== null && Date.parse(startByAt) < now,
    health: health(planned, session),
    cooks: cooksNow,
    cooks_basis: basis,
    lanes: view.lanes.map((l) => ({
      id: l.id,
      kind: l.kind,
      // Tasks nobody attends (a timer running by itself) share a lane named for what they are.
      label: l.kind === 'equipment' ? l.ref.replace(/_/g, ' ') : l.ref === '' ? TIMERS_LANE : cookName.get(l.ref) ?? l.ref.replace('planned-', 'Cook '),
    })),
    bars: view.bars.map((b) => ({
      task_id: b.taskId,
      task_name: state.taskById.get(b.taskId)?.name ?? b.taskId,
      lane: b.lane,
      dish: b.dish,
      dish_name: dishName(b.dish),
      start_at: at(b.start),
      end_at: at(b.end),
      cook_until_at: at(b.cookUntil),
      passive: b.passive,
      running: b.running,
      critical: b.critical,
    })),
    critical_path: view.criticalPath,
    dishes: [...dishes].map(([id, end]) => ({ id, name: dishName(id), finish_at: at(end) })),
    estimates,
  };
}

export async function planSettings(deps: AppDeps, principal: Principal, code: string): Promise<SessionPlanSettings> {
  const { session } = await hostedSession(deps, principal, code);
  return { name: session.name, serve_at: session.serve_at, diners: session.diners, station_preference: session.station_preference, kitchen: session.kitchen_id };
}

/** Settings tab: anything while waiting; the serve time and diners while active (then re-plans). */
export async function updateSettings(deps: AppDeps, principal: Principal, code: string, raw: unknown): Promise<SessionPlanSettings> {
  const { session, host } = await hostedSession(deps, principal, code);
  const input = parseInput(sessionSettingsInput, raw);
  if (session.status === 'completed' || session.status === 'terminated') throw new BrigadeError('conflict', PLAN_MESSAGES.ended);
  if (session.status === 'active' && (input.name !== undefined || input.station_preference !== undefined || input.kitchen !== undefined)) {
    throw new BrigadeError('conflict', PLAN_MESSAGES.activeOnly);
  }
  if (input.kitchen !== undefined) {
    const kitchen = await kitchens.findKitchen(deps.db, input.kitchen);
    if (!kitchen || kitchen.owner_id !== host.id) throw BrigadeError.invalid({ kitchen: [API_TEXTS['session.kitchenRequired']] });
  }
  const changes: Partial<CookingSessionRow> = {};
  if (input.name !== undefined) changes.name = input.name?.trim() || null;
  if (input.serve_at !== undefined) changes.serve_at = input.serve_at === null ? null : new Date(input.serve_at).toISOString();
  if (input.diners !== undefined) changes.diners = input.diners;
  if (input.station_preference !== undefined) changes.station_preference = input.station_preference;
  if (input.kitchen !== undefined) changes.kitchen_id = input.kitchen;
  await changeSession(deps, session, async (trx, emit, now) => {
    await sessions.updateSession(trx, session.id, changes);
    Object.assign(session, changes);
    await emit('session_update', { session: sessionSummary(session) });
    // Serve time and diners change the plan: re-planned in the pool after this commit.
    if (session.status === 'active') await refreshPlan(deps, trx, session, emit, now);
  });
  return { name: session.name, serve_at: session.serve_at, diners: session.diners, station_preference: session.station_preference, kitchen: session.kitchen_id };
}

interface ScaledIngredient { row: IngredientRow; copy: SessionRecipeRow; recipe: RecipeRow; factor: number }

async function scaledIngredients(db: Queryable, session: CookingSessionRow): Promise<ScaledIngredient[]> {
  const copies = await sessions.listSessionRecipes(db, [session.id]);
  const recipeIds = [...new Set(copies.map((c) => c.recipe_id))];
  const [recipeRows, rows] = await Promise.all([recipes.findRecipesByIds(db, recipeIds), recipes.listIngredientsOfRecipes(db, recipeIds)]);
  const factors = copyFactors(session, copies, recipeRows);
  return copies.flatMap((copy) =>
    rows.filter((r) => r.recipe_id === copy.recipe_id).map((row) => ({ row, copy, recipe: recipeRows.find((r) => r.id === copy.recipe_id)!, factor: factors.get(copy.id) ?? 1 })),
  );
}

function shoppingListOf(session: CookingSessionRow, items: ScaledIngredient[], sharePath: string | null): ShoppingList {
  const sources = items
    .filter((i) => i.row.quantity !== null)
    .map((i) => ({ name: i.row.name, quantity: i.row.quantity! * i.factor, unit: i.row.unit, dish: i.recipe.name }));
  // By the key lines merge under (the shown name may be a plural: '2 Lemons').
  const aisleOverride = new Map(items.filter((i) => i.row.aisle).map((i) => [ingredientKey(shoppingKey(i.row.name) || i.row.name.toLowerCase()), i.row.aisle as Aisle]));
  const merged = mergeShoppingList(sources);
  // An aisle set on an ingredient wins over the guess from its name.
  if (aisleOverride.size > 0) {
    const all = merged.flatMap((g) => g.items).map((it) => ({ ...it, aisle: aisleOverride.get(it.key) ?? it.aisle ?? aisleOf(it.name) }));
    const regrouped = new Map<Aisle, typeof all>();
    for (const it of all) regrouped.set(it.aisle, [...(regrouped.get(it.aisle) ?? []), it]);
    return { session_name: session.name ?? `Session ${session.code}`, code: session.code, diners: session.diners, aisles: [...regrouped].map(([aisle, list]) => ({ aisle, items: list })), share_path: sharePath };
  }
  return { session_name: session.name ?? `Session ${session.code}`, code: session.code, diners: session.diners, aisles: merged, share_path: sharePath };
}

/** The host's (or a cook's) shopping list; the host also gets the shareable link. */
export async function shoppingList(deps: AppDeps, principal: Principal, code: string): Promise<ShoppingList> {
  const session = await memberSession(deps, principal, code);
  let sharePath: string | null = null;
  if (principal?.kind === 'user' && principal.user.id === session.host_id) {
    if (!session.shopping_token) {
      session.shopping_token = generateToken();
      await sessions.updateSession(deps.db, session.id, { shopping_token: session.shopping_token });
    }
    sharePath = `/shopping/${session.shopping_token}`;
  }
  return shoppingListOf(session, await scaledIngredients(deps.db, session), sharePath);
}

/** The shared link: anyone holding it may read the list (nothing else). */
export async function sharedShoppingList(deps: AppDeps, token: string): Promise<ShoppingList> {
  const session = token.length >= 16 ? await sessions.findSessionByShoppingToken(deps.db, token) : undefined;
  if (!session) throw notFound('Shopping list');
  return shoppingListOf(session, await scaledIngredients(deps.db, session), null);
}

/** Per session task, the scaled amounts of the ingredients it uses, for the cook's card. */
export async function taskIngredients(deps: AppDeps, principal: Principal, code: string): Promise<TaskIngredients> {
  const session = await memberSession(deps, principal, code);
  const items = await scaledIngredients(deps.db, session);
  const recipeTasks = await recipes.listTasks(deps.db, [...new Set(items.map((i) => i.recipe.id))]);
  const out: TaskIngredients = {};
  for (const i of items) {
    if (i.row.quantity === null) continue;
    const amount = scaleAmount({ quantity: i.row.quantity, unit: i.row.unit }, i.factor);
    for (const key of JSON.parse(i.row.used_in) as string[]) {
      const task = recipeTasks.find((t) => t.recipe_id === i.recipe.id && t.key === key);
      if (!task) continue;
      (out[`${i.copy.id}-${task.id}`] ??= []).push({ name: i.row.name, amount });
    }
  }
  return out;
}
