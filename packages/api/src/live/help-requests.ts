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

/** Events after which a session's open help requests may have changed (besides help notifications). */
const CLOSING_EVENTS = new Set(['task_completed', 'task_assignments_updated', 'participant_left', 'session_completed', 'session_update']);

/**
 * The host's open help requests, live (every host page's banner): the list now, then again each time
 * it changes. Pushed by the sessions' own events, never polled: a help notification in any session
 * reads the list again (the host may have started that session since), and an event that can close a
 * request reads it again only for a session that has one open. Several events in a burst cost one read.
 */
export async function* helpRequestFeed(deps: AppDeps, principal: Principal, signal: AbortSignal | undefined): AsyncGenerator<OpenHelpRequest[]> {
  let current = await listOpenHelpRequests(deps, principal);
  let dirty = false;
  let wake: (() => void) | null = null;
  const openIn = (list: OpenHelpRequest[]) => new Set(list.map((r) => r.session_code));
  let sessionsWithRequests = openIn(current);
  const unsubscribe = deps.events.subscribeAll((_sessionId, event) => {
    const relevant = event.type === 'notification' ? event.data.kind !== 'info' && event.data.kind !== 'stall' : CLOSING_EVENTS.has(event.type) && sessionsWithRequests.has(event.session_code);
    if (!relevant) return;
    dirty = true;
    wake?.();
  });
  const stop = new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve(), { once: true }));
  try {
    yield current;
    while (!signal?.aborted) {
      if (!dirty) {
        await Promise.race([new Promise<void>((resolve) => (wake = resolve)), stop]);
        wake = null;
        continue;
      }
      dirty = false;
      const next = await listOpenHelpRequests(deps, principal);
      sessionsWithRequests = openIn(next);
      if (JSON.stringify(next) === JSON.stringify(current)) continue;
      current = next;
      yield current;
    }
  } finally {
    unsubscribe();
  }
}
