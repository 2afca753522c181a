import { API_TEXTS, apiText, assignAnywayInput, skillIdsInput, type SkillAnswers, type StallsView, type Skill } from '@brigade/contracts';
import { participants, sessions, sessionTasks, skillAnswers, skills, type CookingSessionRow, type Queryable } from '@brigade/db';
import { iso } from '../../clock';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../auth/principal';
import { BrigadeError, forbidden, notFound, parseInput } from '../../errors';
import { callerParticipant, hostedSession, memberSession, sessionByCode } from '../../sessions/session-access';
import { participantViews } from '../../sessions/session-view';
import { toSkill } from '../../skills/skill.service';
import { sessionSkills, unchosenAnswers } from '../../sessions/skill-questions';
import { refreshPlan } from '../engine/dispatcher';
import { assignmentItem, loadKitchenState, type KitchenState } from '../engine/kitchen-state';
import { findStalls } from '../engine/stall-finder';
import { changeSession, type Emit } from '../engine/session-transaction';
import { asOfLatestEvent } from './event-stream';

export { EQUIPMENT_LABELS, findStalls } from '../engine/stall-finder';

export const NOT_READY_YET = API_TEXTS['task.notReady'];

/** Recipes of the session whose tasks need equipment the kitchen does not have. */
export function equipmentGaps(state: KitchenState): StallsView['equipment_gaps'] {
  const byRecipe = new Map<string, Set<string>>();
  const done = new Set(state.assignments.filter((a) => a.status === 'completed').map((a) => a.task_id));
  for (const t of state.tasks) {
    if (done.has(t.id)) continue;
    for (const e of JSON.parse(t.equipment) as string[]) {
      if ((state.capacity as Record<string, number>)[e]! > 0) continue;
      const name = state.recipeNameOfCopy.get(t.session_recipe_id) ?? '';
      byRecipe.set(name, (byRecipe.get(name) ?? new Set()).add(e));
    }
  }
  return [...byRecipe].map(([recipe_name, set]) => ({ recipe_name, equipment: [...set] }));
}

/** GET sessions/{code}/stalls/: for the host's banner and the cook's screen (members only). */
export async function stallsView(deps: AppDeps, principal: Principal, code: string): Promise<StallsView> {
  const { session, lastEventId } = await asOfLatestEvent(deps, await memberSession(deps, principal, code));
  const me = await callerParticipant(deps, principal, session);
  const [state, catalogue] = await Promise.all([loadKitchenState(deps.db, session), skills.listSkills(deps.db).then((rows) => rows.map(toSkill))]);
  const stalls = session.status === 'active' ? findStalls(state, catalogue) : [];
  let questions: Skill[] = [];
  if (me && me.removed === 0 && (session.status === 'waiting' || session.status === 'active')) {
    const answered = new Set([...(state.skillKeys.get(me.id) ?? []), ...(state.declinedKeys.get(me.id) ?? [])]);
    const done = new Set(state.assignments.filter((a) => a.status === 'completed').map((a) => a.task_id));
    const stalled = stalls.flatMap((s) => s.missing_skills.map((k) => k.key));
    const open = state.tasks.filter((t) => !done.has(t.id)).flatMap((t) => JSON.parse(t.skill_requirements) as string[]);
    const keys = [...new Set([...stalled, ...open])].filter((k) => !answered.has(k));
    questions = keys.map((k) => catalogue.find((s) => s.key === k)).filter((s): s is Skill => s !== undefined);
  }
  // What the kitchen waits for now first; work stuck later in the meal after it.
  const first = stalls.find((s) => s.ready) ?? stalls[0];
  return { stalls, waiting_for: first?.message ?? null, waiting_for_text: first?.text ?? null, questions, equipment_gaps: equipmentGaps(state), last_event_id: lastEventId };
}

async function replanAfter(deps: AppDeps, trx: Queryable, session: CookingSessionRow, emit: Emit, now: number) {
  const fresh = (await sessions.findSessionById(trx, session.id))!;
  // Re-planned in the planner pool after this commit; idle cooks get the current plan's due work now.
  await refreshPlan(deps, trx, fresh, emit, now, { handOut: true });
}

/** The cook themself or the session's host may change a cook's skills. */
async function skillOwner(deps: AppDeps, principal: Principal, code: string, participantId: number) {
  const session = await sessionByCode(deps, code);
  const me = await callerParticipant(deps, principal, session);
  const isHost = principal?.kind === 'user' && principal.user.id === session.host_id;
  if (!isHost && me?.id !== participantId) throw forbidden(API_TEXTS['cook.ownSkillsOnly']);
  return session;
}

async function knownSkillIds(db: Queryable, ids: number[]) {
  const known = new Set((await skills.listSkills(db)).map((s) => s.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw BrigadeError.invalid({ skills: [apiText('cook.unknownSkillIds', { ids: unknown.join(', ') })] });
}

async function answersOf(trx: Queryable, participantId: number): Promise<SkillAnswers> {
  const rows = await skillAnswers.listSkillAnswers(trx, [participantId]);
  const ids = (answer: 'yes' | 'no') => rows.filter((r) => r.answer === answer).map((r) => r.skill_id).sort((a, b) => a - b);
  return { skills: ids('yes'), declined: ids('no') };
}

/** Writes one change to a cook's answers, tells everyone (participant_update with the full cook) and re-plans. */
async function changeAnswers(deps: AppDeps, session: CookingSessionRow, participantId: number, write: (trx: Queryable) => Promise<void>): Promise<SkillAnswers> {
  return changeSession(deps, session, async (trx, emit, now) => {
    const p = await participants.findParticipant(trx, participantId);
    if (!p || p.session_id !== session.id || p.removed === 1) throw notFound('Participant');
    await write(trx);
    const view = (await participantViews(trx, session, await sessionTasks.listAssignments(trx, session.id))).find((v) => v.id === participantId);
    if (view) await emit('participant_update', { participant: view });
    await replanAfter(deps, trx, session, emit, now);
    return answersOf(trx, participantId);
  });
}

/** POST .../skills/: Yes answers, added to the cook's skills (the spec's "add"); a host's Yes overrides a cook's No. */
export async function addSkills(deps: AppDeps, principal: Principal, code: string, participantId: number, raw: unknown): Promise<SkillAnswers> {
  const input = parseInput(skillIdsInput, raw);
  const session = await skillOwner(deps, principal, code, participantId);
  await knownSkillIds(deps.db, input.skills);
  // The cook's own Yes list answers the questions they were asked: the others are Nos (issue 29).
  const questionnaire = !input.partial && (await callerParticipant(deps, principal, session))?.id === participantId;
  const required = questionnaire ? (await sessionSkills(deps, session.id)).map((s) => s.id) : [];
  return changeAnswers(deps, session, participantId, async (trx) => {
    if (questionnaire) await skillAnswers.declineSkills(trx, participantId, await unchosenAnswers(trx, participantId, input.skills, required));
    await skillAnswers.addSkills(trx, participantId, input.skills);
  });
}

/** POST .../skills/decline/: No answers; tasks needing those skills are kept from the cook. */
export async function declineSkills(deps: AppDeps, principal: Principal, code: string, participantId: number, raw: unknown): Promise<SkillAnswers> {
  const input = parseInput(skillIdsInput, raw);
  const session = await skillOwner(deps, principal, code, participantId);
  await knownSkillIds(deps.db, input.skills);
  return changeAnswers(deps, session, participantId, (trx) => skillAnswers.declineSkills(trx, participantId, input.skills));
}

/** DELETE .../skills/{skillId}/: forgets one skill of a cook. */
export async function removeSkill(deps: AppDeps, principal: Principal, code: string, participantId: number, skillId: number): Promise<SkillAnswers> {
  const session = await skillOwner(deps, principal, code, participantId);
  await knownSkillIds(deps.db, [skillId]);
  return changeAnswers(deps, session, participantId, async (trx) => {
    await skillAnswers.removeSkill(trx, participantId, skillId);
  });
}

/**
 * POST .../assignments/{id}/assign/: the host hands a stalled (or planned) task whose predecessors
 * are done to a chosen cook present, whatever their skills. The cook holds it like any handed-out task.
 */
export async function assignAnyway(deps: AppDeps, principal: Principal, code: string, assignmentId: number, raw: unknown) {
  const input = parseInput(assignAnywayInput, raw);
  const { session } = await hostedSession(deps, principal, code);
  if (session.status !== 'active') throw new BrigadeError('conflict', API_TEXTS['session.notRunning']);
  return changeSession(deps, session, async (trx, emit, now) => {
    const state = await loadKitchenState(trx, session);
    const a = state.assignments.find((x) => x.id === assignmentId);
    if (!a) throw notFound('Task assignment');
    const cook = state.people.find((p) => p.id === input.participant_id);
    if (!cook) throw BrigadeError.invalid({ participant_id: [API_TEXTS['cook.notInSessionField']] });
    if (cook.is_active !== 1) throw BrigadeError.invalid({ participant_id: [API_TEXTS['cook.notConnected']] });
    // A cook who put a task down takes no work until they say they are back (issue 12).
    if (cook.on_break_since) throw BrigadeError.invalid({ participant_id: [API_TEXTS['cook.onBreak']] });
    if (a.status !== 'unassignable' && a.status !== 'pending') throw new BrigadeError('conflict', API_TEXTS['task.alreadyTaken']);
    // Stalled or planned, a task is given to a cook only once its predecessors are done (the stall's `ready`).
    const done = new Set(state.assignments.filter((x) => x.status === 'completed').map((x) => x.task_id));
    if (state.dependencies.some((d) => d.task_id === a.task_id && !done.has(d.depends_on_id))) throw new BrigadeError('conflict', NOT_READY_YET);
    const nowIso = iso(now);
    const fields = { participant_id: cook.id, status: 'in_progress', assigned_at: nowIso, started_at: nowIso, timer_started_at: null, timer_ends_at: null, timer_warned: 0, timer_rang: 0 };
    await sessionTasks.updateAssignment(trx, a.id, fields);
    const view = { ...state, assignments: state.assignments.map((x) => (x.id === a.id ? { ...x, ...fields } : x)) };
    const item = assignmentItem(view, view.assignments.find((x) => x.id === a.id)!);
    await emit('tasks_assigned', { assignments: [item] });
    await replanAfter(deps, trx, session, emit, now);
    return { assignment: item };
  });
}
