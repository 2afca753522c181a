import type { AssignmentItem } from '@brigade/contracts';
import { sessions, sessionTasks } from '@brigade/db';
import type { AppDeps, Principal } from '../deps';
import { unauthorized } from '../errors';
import { assignmentItem, loadKitchenState } from './kitchen-state';

export interface OpenHelpRequest {
  session_code: string;
  session_name: string | null;
  assignment: AssignmentItem;
}

/** Help asked and not answered yet, in every open session the caller hosts, oldest first. */
export async function listOpenHelpRequests(deps: AppDeps, principal: Principal): Promise<OpenHelpRequest[]> {
  if (principal?.kind !== 'user') throw unauthorized();
  const open: OpenHelpRequest[] = [];
  for (const session of await sessions.listSessionsOfHost(deps.db, principal.user.id)) {
    if (session.status !== 'active' && session.status !== 'waiting') continue;
    const rows = (await sessionTasks.listAssignments(deps.db, session.id)).filter((a) => a.help_requested_at !== null && a.help_answered_at === null && a.status !== 'completed');
    if (rows.length === 0) continue;
    const state = await loadKitchenState(deps.db, session);
    for (const a of rows) open.push({ session_code: session.code, session_name: session.name, assignment: assignmentItem(state, a) });
  }
  return open.sort((x, y) => (x.assignment.help_requested_at ?? '').localeCompare(y.assignment.help_requested_at ?? ''));
}
