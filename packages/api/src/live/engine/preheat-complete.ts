import { sessionTasks, type Queryable } from '@brigade/db';
import type { Emit } from './session-transaction';
import { preheatGroups } from './preheat';

/**
 * When a lead preheat completes, the preheats that followed it (same oven temperature, not
 * started: preheat.ts) complete with it, as the same cook's work, in the same transaction. Call
 * before the lead's own row is marked completed (the groups are read with the lead under way).
 */
export async function completeFollowers(trx: Queryable, sessionId: number, leadTaskId: string, by: number | null, emit: Emit, completedAt: string): Promise<void> {
  const [tasks, assignments] = await Promise.all([sessionTasks.listSessionTasks(trx, sessionId), sessionTasks.listAssignments(trx, sessionId)]);
  const followers = preheatGroups(tasks, new Map(assignments.map((a) => [a.task_id, a.status]))).get(leadTaskId) ?? [];
  for (const taskId of followers) {
    const open = assignments.find((a) => a.task_id === taskId);
    let id: number;
    if (open) {
      await sessionTasks.updateAssignment(trx, open.id, { status: 'completed', participant_id: by, completed_at: completedAt, completed_by: by });
      id = open.id;
    } else {
      const row = await sessionTasks.insertAssignment(trx, {
        session_id: sessionId, task_id: taskId, status: 'completed', participant_id: by, assigned_at: completedAt, started_at: completedAt,
        completed_at: completedAt, completed_by: by, timer_started_at: null, timer_ends_at: null, timer_warned: 0, timer_rang: 0,
      });
      id = row.id;
    }
    await emit('task_completed', { id, completed_at: completedAt, task_id: taskId, participant_id: by });
  }
}
