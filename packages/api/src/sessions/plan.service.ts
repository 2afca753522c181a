/**
 * The host's plan: servings (diners) and scaled ingredients, the serve time, the timeline and the
 * shopping list. Planning here reads the same kitchen state and uses the same planner settings as
 * the live dispatcher, so the timeline shows the plan the kitchen follows.
 */
import {
  API_TEXTS, aisleOf, parseTexts, ingredientKey, mergeShoppingList, PLAN_MESSAGES, scaleAmount, sessionSettingsInput, shoppingKey,
  type Aisle, type SessionPlanSettings, type ShoppingList, type TaskIngredients,
} from '@brigade/contracts';
import type { Plan, SchedulingProblem, ScheduleState } from '@brigade/domain';
import { kitchens, participants, recipes, sessions, type CookingSessionRow, type IngredientRow, type Queryable, type RecipeRow, type SessionRecipeRow } from '@brigade/db';
import { createHash } from 'node:crypto';
import { generateToken } from '../auth/tokens';
import type { AppDeps } from '../deps';
import type { Principal } from '../auth/principal';
import { BrigadeError, notFound, parseInput } from '../errors';
import { LIVE_MAX_SCHEDULES, refreshPlan } from '../live/engine/dispatcher';
import type { PlanJob } from '../live/engine/planner/plan-worker';
import { applyLearnedPaces } from '../learning/learn';
import { loadKitchenState, sessionSummary, type KitchenState } from '../live/engine/kitchen-state';
import { MINUTE_MS, toSchedulingProblem } from '../live/engine/scheduling-problem';
import { changeSession } from '../live/engine/session-transaction';
import { hostedSession, memberSession } from './session-access';
import { copyFactors, scaleDurations, servingFactors, withServeTime } from './servings';
import { courseChange, courseServes, settingsView } from './courses.service';

export interface Planned {
  state: KitchenState; problem: SchedulingProblem; schedule: ScheduleState; result: Plan; base: number; nowMinute: number;
  /** Preheats done with another one at the same temperature (follower → lead, live/engine/preheat.ts). */
  merged?: ReadonlyMap<string, string>;
}

export async function planSession(deps: AppDeps, session: CookingSessionRow, now: number, cooks?: number): Promise<Planned> {
  const state = await loadKitchenState(deps.db, session);
  const { problem, schedule, nowMinute, merged } = toSchedulingProblem(state, now);
  scaleDurations(problem, state.tasks, await servingFactors(deps.db, state));
  if (cooks !== undefined) problem.cooks = plannedCooks(problem, cooks);
  const options = { budgetMs: deps.planBudgetMs, maxSchedules: LIVE_MAX_SCHEDULES, seed: session.id, stationPreference: session.station_preference === 'fixed' ? ('fixed' as const) : ('rotation' as const) };
  // Before the start the plan begins on a whole minute: every request in that minute tells the same times.
  const from = session.started_at ? now : Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const result = withServeTime(problem, schedule, await planOffThread(deps, { problem, schedule, options }), session, from);
  const base = session.started_at ? Date.parse(session.started_at) : from - nowMinute * MINUTE_MS;
  return { state, problem, schedule, result, base, nowMinute, merged };
}

/**
 * A chosen number of cooks, each able to do everything the meal asks: the estimate before people
 * join. A task's skill is the whole list it needs as one name ('knife_skills+pastry'), so the
 * planned cooks get every such name the problem holds (issue 34: giving them the catalogue's keys
 * left every task with two skills, and all that followed it, out of the plan).
 */
export function plannedCooks(problem: Pick<SchedulingProblem, 'tasks'>, n: number): SchedulingProblem['cooks'] {
  const skills = Object.fromEntries([...new Set(problem.tasks.flatMap((t) => (t.skill ? [t.skill.name] : [])))].map((k) => [k, 5]));
  return Array.from({ length: n }, (_, i) => ({ id: `planned-${i + 1}`, skills }));
}

/** Before Start, with nobody joined, the plan is made for DEFAULT_PLANNED_COOKS; else for those who joined. */
export async function defaultCooks(deps: AppDeps, session: CookingSessionRow): Promise<number | undefined> {
  if (session.status !== 'waiting') return undefined;
  const people = await participants.listParticipants(deps.db, session.id);
  return people.some((p) => p.is_active === 1) ? undefined : DEFAULT_PLANNED_COOKS;
}

/** Plans kept per app: the last few problems and the plans made for them. */
const made = new WeakMap<AppDeps, Map<string, Promise<Plan>>>();
const MADE_KEPT = 64;

/**
 * Plans in the planner's pool, never on the request thread. The planner stops at its time budget,
 * so two runs on one problem may differ; a problem planned a moment ago (same tasks, cooks, state
 * and options) gets the same plan again (issue 34): the what-if for 3 cooks, the chart for 3 cooks
 * and the finish story the phones read are then one plan, not three runs that disagree.
 */
function planOffThread(deps: AppDeps, job: PlanJob): Promise<Plan> {
  let memo = made.get(deps);
  if (!memo) made.set(deps, (memo = new Map()));
  const key = createHash('sha256').update(JSON.stringify(job)).digest('base64');
  const kept = memo.get(key);
  if (kept) return kept;
  const plan = deps.planner.planOnce(job);
  memo.set(key, plan);
  plan.catch(() => memo.delete(key));
  while (memo.size > MADE_KEPT) memo.delete(memo.keys().next().value!);
  return plan;
}

/** Before anyone joins, the plan is made for this many cooks (the host may pick another number). */
export const DEFAULT_PLANNED_COOKS = 2;
/** The chart's lane for tasks nobody attends. */
export const TIMERS_LANE = 'Timers';

export async function planSettings(deps: AppDeps, principal: Principal, code: string): Promise<SessionPlanSettings> {
  const { session } = await hostedSession(deps, principal, code);
  return settingsView(deps.db, session);
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
  // Courses (issue 34): the main's time is the serve time; courses.service.ts has the rules.
  const course = courseChange(input, session, courseServes(await sessions.listSessionCourses(deps.db, [session.id])), deps.clock.now());
  if (course.serveAt !== undefined) changes.serve_at = course.serveAt;
  if (input.diners !== undefined) changes.diners = input.diners;
  if (input.station_preference !== undefined) changes.station_preference = input.station_preference;
  if (input.kitchen !== undefined) changes.kitchen_id = input.kitchen;
  await changeSession(deps, session, async (trx, emit, now) => {
    await sessions.updateSession(trx, session.id, changes);
    if (course.courses) await sessions.replaceSessionCourses(trx, session.id, course.courses);
    Object.assign(session, changes);
    if (input.kitchen !== undefined) await applyLearnedPaces(trx, session);
    await emit('session_update', { session: sessionSummary(session) });
    // Serve time and diners change the plan: re-planned in the pool after this commit.
    if (session.status === 'active') await refreshPlan(deps, trx, session, emit, now);
  });
  return settingsView(deps.db, session);
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
    .map((i) => ({ name: i.row.name, quantity: i.row.quantity! * i.factor, unit: i.row.unit, dish: i.recipe.name, translations: parseTexts(i.row.translations) }));
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
      (out[`${i.copy.id}-${task.id}`] ??= []).push({ name: i.row.name, amount, translations: parseTexts(i.row.translations) });
    }
  }
  return out;
}
