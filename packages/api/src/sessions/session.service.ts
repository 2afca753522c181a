import { API_TEXTS, addRecipeInput, DEFAULT_PRIORITY_ORDER, sessionCreateInput, type SessionListItem, type SessionView, type Skill } from '@brigade/contracts';
import { kitchens, recipes, sessions, sessionTasks, type UserRow } from '@brigade/db';
import QRCode from 'qrcode';
import { iso } from '../clock';
import type { AppDeps } from '../deps';
import type { Principal } from '../auth/principal';
import { BrigadeError, forbidden, notFound, parseInput } from '../errors';
import { hostedSession, memberSession, sessionByCode } from './session-access';
import { uniqueSessionCode } from './session-code';
import { buildSessionView, toListItem } from './session-view';
import { tasksForCopies } from './instantiate';
import { applyLearnedPaces } from '../learning/learn';
import { asOfLatestEvent } from '../live/services/event-stream';
import { recordQuestionsAsked, sessionSkills } from './skill-questions';

export async function createSession(deps: AppDeps, host: UserRow, raw: unknown): Promise<SessionView> {
  if (host.is_host !== 1) throw forbidden(API_TEXTS['session.hostsOnly']);
  const input = parseInput(sessionCreateInput, raw);
  const kitchen = await kitchens.findKitchen(deps.db, input.kitchen);
  if (!kitchen || kitchen.owner_id !== host.id) throw BrigadeError.invalid({ kitchen: [API_TEXTS['session.kitchenRequired']] });
  const row = await deps.db.transaction().execute(async (trx) =>
    sessions.insertSession(trx, {
      code: await uniqueSessionCode(trx),
      name: input.name?.trim() || null,
      status: 'waiting',
      host_id: host.id,
      kitchen_id: kitchen.id,
      station_preference: input.station_preference,
      created_at: iso(deps.clock.now()),
    }),
  );
  return buildSessionView(deps.db, row);
}

/** The host's sessions, newest first: the dashboard shows waiting/active, history the ended ones. */
export async function listSessions(deps: AppDeps, host: UserRow): Promise<SessionListItem[]> {
  const rows = await sessions.listSessionsOfHost(deps.db, host.id);
  const counts = await sessions.countParticipants(deps.db, rows.map((r) => r.id));
  // Recipe copies per waiting session: the dashboard's Start is off until there is one (issue 26).
  const copies = new Map<number, number>();
  for (const e of await sessions.listSessionRecipes(deps.db, rows.filter((r) => r.status === 'waiting').map((r) => r.id))) copies.set(e.session_id, (copies.get(e.session_id) ?? 0) + 1);
  return rows.map((r) => ({ ...toListItem(r, counts.get(r.id) ?? 0), ...(r.status === 'waiting' ? { recipe_count: copies.get(r.id) ?? 0 } : {}) }));
}

export async function getSession(deps: AppDeps, principal: Principal, code: string): Promise<SessionView> {
  // With the newest event it reflects: a live page subscribes from there instead of reading it twice.
  const { session, lastEventId } = await asOfLatestEvent(deps, await memberSession(deps, principal, code));
  return { ...(await buildSessionView(deps.db, session)), last_event_id: lastEventId };
}

/**
 * The join link and QR code: the join page at the public address, or with HTTPS and HTTP_PORT the
 * plain-HTTP welcome page (issue 35), which a phone opens before it trusts the kitchen.
 */
export function joinUrl(deps: AppDeps, code: string): string {
  const welcome = deps.config.links?.welcomeUrl;
  return welcome ? `${welcome}/welcome?code=${code}` : `${deps.config.publicUrl}/join?code=${code}`;
}

export async function sessionQr(deps: AppDeps, principal: Principal, code: string) {
  const { session } = await hostedSession(deps, principal, code);
  const url = joinUrl(deps, session.code);
  const dataUrl = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return { qr_code_base64: dataUrl.replace(/^data:image\/png;base64,/, ''), join_url: url };
}

function assertWaiting(status: string) {
  if (status !== 'waiting') throw new BrigadeError('conflict', API_TEXTS['session.addRecipesWaiting']);
}

export async function addRecipe(deps: AppDeps, principal: Principal, code: string, raw: unknown): Promise<SessionView> {
  const { session } = await hostedSession(deps, principal, code);
  const input = parseInput(addRecipeInput, raw);
  assertWaiting(session.status);
  const recipe = await recipes.findRecipe(deps.db, input.recipe_id);
  if (!recipe || recipe.is_published !== 1) throw BrigadeError.invalid({ recipe_id: [API_TEXTS['session.recipeNotFound']] }, API_TEXTS['session.recipeNotFound']);
  await deps.db.transaction().execute(async (trx) => {
    const existing = await sessions.listSessionRecipes(trx, [session.id]);
    // An extra copy of a recipe already in the session goes one above the current maximum.
    const isExtraCopy = existing.some((e) => e.recipe_id === recipe.id);
    const priority = isExtraCopy
      ? Math.max(...existing.map((e) => e.priority_order)) + 1
      : (input.priority_order ?? DEFAULT_PRIORITY_ORDER);
    const copy = await sessions.insertSessionRecipe(trx, { session_id: session.id, recipe_id: recipe.id, priority_order: priority, created_at: iso(deps.clock.now()), course: input.course ?? null });
    // The copy's tasks are snapshotted now, so the host can adjust this meal's task map before
    // the start without touching the library recipe.
    const graph = await tasksForCopies(trx, session.id, [copy]);
    await sessionTasks.insertSessionTasks(trx, graph.tasks);
    await sessionTasks.insertSessionTaskDependencies(trx, graph.dependencies.map((d) => ({ session_id: session.id, ...d })));
    await applyLearnedPaces(trx, session);
  });
  return buildSessionView(deps.db, session);
}

/**
 * Removes one copy. `id` names a copy (session recipe entry); for older clients that send the
 * recipe id, the most recently added copy of that recipe is removed. Only waiting copies go.
 */
/**
 * Removes one copy of a recipe from a waiting session. `by: 'entry'` (the web app's Manage Copies)
 * names the copy itself; `by: 'recipe'` (REST `DELETE sessions/{code}/recipes/{recipeId}/`) names
 * the recipe, and its most recently added copy goes. The two id spaces are never mixed.
 */
export async function removeRecipe(deps: AppDeps, principal: Principal, code: string, id: number, by: 'entry' | 'recipe' = 'entry'): Promise<SessionView> {
  const { session } = await hostedSession(deps, principal, code);
  const entries = await sessions.listSessionRecipes(deps.db, [session.id]);
  const entry = by === 'entry' ? entries.find((e) => e.id === id) : entries.filter((e) => e.recipe_id === id).sort((a, b) => b.id - a.id)[0];
  if (!entry) throw notFound('Recipe in this session');
  if (session.status !== 'waiting') {
    throw new BrigadeError('conflict', API_TEXTS['session.recipeInUse']);
  }
  await sessions.deleteSessionRecipe(deps.db, entry.id);
  return buildSessionView(deps.db, session);
}

/**
 * Skills any task of the session's recipes needs: the questions of the skills questionnaire. Asked
 * by a cook of the session, they are what that cook's next Yes list answers (skill-questions.ts).
 */
export async function requiredSkills(deps: AppDeps, code: string, principal: Principal = null): Promise<Skill[]> {
  const session = await sessionByCode(deps, code);
  const list = await sessionSkills(deps, session.id);
  await recordQuestionsAsked(deps, principal, session, list.map((s) => s.id));
  return list;
}


export async function listParticipants(deps: AppDeps, principal: Principal, code: string) {
  const view = await getSession(deps, principal, code);
  return view.participants;
}
