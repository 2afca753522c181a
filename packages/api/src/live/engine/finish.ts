import type { AssignmentItem } from '@brigade/contracts';
import { sessions, sessionTasks, type CookingSessionRow, type Queryable } from '@brigade/db';
import { iso } from '../../clock';
import type { AppDeps } from '../../deps';
import { assignmentItem, loadKitchenState, sessionSummary, type KitchenState } from './kitchen-state';
import type { Emit } from './session-transaction';
import { learnFromMeal } from '../../learning/learn';

/**
 * Ends the session as `completed` once every task is done (no host action needed). `known`: the
 * session's tasks and assignments as read after the change's last write, when the caller has them.
 * A paused session is not ended behind the host's back (issue 35): the last task done during the
 * pause leaves it active and paused, and the host's resume completes it.
 */
export async function completeIfDone(deps: AppDeps, trx: Queryable, session: CookingSessionRow, emit: Emit, now: number, known?: Pick<KitchenState, 'tasks' | 'assignments'>): Promise<boolean> {
  if (session.status !== 'active' || session.paused_at) return false;
  const [tasks, assignments] = known ? [known.tasks, known.assignments] : await Promise.all([sessionTasks.listSessionTasks(trx, session.id), sessionTasks.listAssignments(trx, session.id)]);
  const done = new Set(assignments.filter((a) => a.status === 'completed').map((a) => a.task_id));
  if (!tasks.every((t) => done.has(t.id))) return false;
  await closeSession(deps, trx, session, 'completed', emit, now);
  return true;
}

/**
 * Moves an active session to its end state and tells everyone: open hand-outs are dropped, and
 * tasks still in progress end with the session (`terminated`, like an "Ended Early" session).
 */
export async function closeSession(deps: AppDeps, trx: Queryable, session: CookingSessionRow, status: 'completed' | 'terminated', emit: Emit, now: number) {
  const completedAt = iso(now);
  await sessions.updateSession(trx, session.id, { status, completed_at: completedAt });
  const stopped = await endOpenAssignments(trx, session.id);
  if (stopped.length > 0) await emit('task_assignments_updated', { assignments: stopped });
  session.status = status;
  session.completed_at = completedAt;
  await learnFromMeal(trx, session, now);
  deps.wakes.set(session.id, null);
  await deps.planner.ended(trx, session.id);
  await emit('session_completed', { session: sessionSummary(session) });
}

/** Drops pending and unassignable rows and ends in-progress ones (`terminated`); returns those, as they now are. */
async function endOpenAssignments(trx: Queryable, sessionId: number): Promise<AssignmentItem[]> {
  const ended: number[] = [];
  for (const a of await sessionTasks.listAssignments(trx, sessionId)) {
    if (a.status === 'pending' || a.status === 'unassignable') await sessionTasks.deleteAssignment(trx, a.id);
    if (a.status === 'in_progress') {
      await sessionTasks.updateAssignment(trx, a.id, { status: 'terminated' });
      ended.push(a.id);
    }
  }
  if (ended.length === 0) return [];
  const state = await loadKitchenState(trx, (await sessions.findSessionById(trx, sessionId))!);
  return state.assignments.filter((a) => ended.includes(a.id)).map((a) => assignmentItem(state, a));
}
