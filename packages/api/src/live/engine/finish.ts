import { sessions, sessionTasks, type CookingSessionRow, type Queryable } from '@brigade/db';
import { iso } from '../../clock';
import type { AppDeps } from '../../deps';
import { sessionSummary, type KitchenState } from './kitchen-state';
import type { Emit } from './session-transaction';

/**
 * Ends the session as `completed` once every task is done (no host action needed). `known`: the
 * session's tasks and assignments as read after the change's last write, when the caller has them.
 */
export async function completeIfDone(deps: AppDeps, trx: Queryable, session: CookingSessionRow, emit: Emit, now: number, known?: Pick<KitchenState, 'tasks' | 'assignments'>): Promise<boolean> {
  if (session.status !== 'active') return false;
  const [tasks, assignments] = known ? [known.tasks, known.assignments] : await Promise.all([sessionTasks.listSessionTasks(trx, session.id), sessionTasks.listAssignments(trx, session.id)]);
  const done = new Set(assignments.filter((a) => a.status === 'completed').map((a) => a.task_id));
  if (!tasks.every((t) => done.has(t.id))) return false;
  await closeSession(deps, trx, session, 'completed', emit, now);
  return true;
}

/** Moves an active session to its end state and tells everyone; open hand-outs are dropped. */
export async function closeSession(deps: AppDeps, trx: Queryable, session: CookingSessionRow, status: 'completed' | 'terminated', emit: Emit, now: number) {
  const completedAt = iso(now);
  await sessions.updateSession(trx, session.id, { status, completed_at: completedAt });
  for (const a of await sessionTasks.listAssignments(trx, session.id)) {
    if (a.status === 'pending' || a.status === 'unassignable') await sessionTasks.deleteAssignment(trx, a.id);
  }
  session.status = status;
  session.completed_at = completedAt;
  deps.wakes.set(session.id, null);
  await deps.planner.ended(trx, session.id);
  await emit('session_completed', { session: sessionSummary(session) });
}
