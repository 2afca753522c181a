import type { SessionView } from '@brigade/contracts';
import { T, useApiText, useFormat, useT, type ServerText } from '../../../i18n';

export interface HelpRequest {
  id: string;
  at: string;
  /** The cook's words as the server wrote them (English), and the same by code for the page's language. */
  message: string;
  text: ServerText;
  participantId: number | null;
  assignmentId: number | null;
}

/** Cooks asking for help (notification events of kind help_requested), until the host dismisses them. */
export function HelpAlerts({ session, requests, onDismiss }: { session: SessionView; requests: HelpRequest[]; onDismiss: (id: string) => void }) {
  const t = useT();
  const f = useFormat();
  const apiText = useApiText();
  const open = openHelpRequests(session, requests);
  if (open.length === 0) return null;
  return (
    <div className="help-alerts">
      {open.map((request) => {
        const cook = session.participants.find((p) => p.id === request.participantId);
        const task = session.active_assignments.find((a) => a.id === request.assignmentId);
        return (
          <div key={request.id} className="banner banner-error help-alert" role="alert">
            <div className="banner-body">
              {task ? (
                <T
                  id="host.help.requestedByWith"
                  values={{ name: cook?.display_name ?? t('host.help.someCook'), task: task.task_name, recipe: task.recipe_name }}
                  components={{ 0: <strong />, 1: <strong /> }}
                />
              ) : (
                <T id="host.help.requestedBy" values={{ name: cook?.display_name ?? t('host.help.someCook') }} components={{ 0: <strong /> }} />
              )}{' '}
              <span className="muted">{t('host.help.at', { time: f.clock(request.at) })}</span>
              {request.message && <p className="help-message">{apiText(request.text, request.message)}</p>}
            </div>
            <button type="button" className="banner-dismiss" onClick={() => onDismiss(request.id)} aria-label={t('host.help.dismiss')}>
              ×
            </button>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The requests still worth showing: the latest per task, and only while that task is in progress
 * (a fresh subscription replays the session's events, so old, answered requests come back too).
 */
export function openHelpRequests(session: SessionView, requests: readonly HelpRequest[]): HelpRequest[] {
  const latest = new Map<string, HelpRequest>();
  for (const request of requests) latest.set(request.assignmentId === null ? `event-${request.id}` : `task-${request.assignmentId}`, request);
  return [...latest.values()].filter((request) => {
    if (request.assignmentId === null) return true;
    const task = session.active_assignments.find((a) => a.id === request.assignmentId);
    return task?.status === 'in_progress';
  });
}
