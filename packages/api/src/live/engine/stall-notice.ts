import { skills, type AssignmentRow, type Queryable } from '@brigade/db';
import { toSkill } from '../../skills/skill.service';
import type { KitchenState } from './kitchen-state';
import type { Emit } from './session-transaction';
import { findStalls } from './stall-finder';

/**
 * Tells the host (and everyone watching) at once that the plan holds work nobody present can do
 * (issue 29): one `notification` of kind `stall` per task newly found stuck, naming the task and the
 * missing skill or equipment, as the stall banner says it. `rows`: the session's assignments as now written.
 */
export async function announceNewStalls(trx: Queryable, state: KitchenState, rows: AssignmentRow[], newlyStuck: ReadonlySet<string>, emit: Emit): Promise<void> {
  if (newlyStuck.size === 0) return;
  const catalogue = (await skills.listSkills(trx)).map(toSkill);
  for (const stall of findStalls({ ...state, assignments: rows }, catalogue)) {
    if (!newlyStuck.has(stall.task_id) || stall.reason === 'no_cooks') continue;
    if (stall.reason === 'skill' && stall.missing_skills.length === 0) continue;
    await emit('notification', { kind: 'stall', message: stall.message, code: stall.text.code, params: stall.text.params, assignment_id: stall.assignment.id, assignment: stall.assignment });
  }
}
