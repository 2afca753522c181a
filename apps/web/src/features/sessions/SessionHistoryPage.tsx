import './sessions.css';
import type { SessionListItem } from '@brigade/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { Banner, Button, ButtonLink, Card, Spinner } from '../../ui';
import { formatDateTime, formatDuration, minutesBetween, sessionTitle } from './format';
import { StatusPill } from './StatusPill';

/** Session History (spec 02 §2): completed and terminated sessions only. */
export function SessionHistoryPage() {
  usePageTitle('Session History');
  const sessions = trpc.sessions.list.useQuery();
  const past = (sessions.data ?? []).filter((s) => s.status === 'completed' || s.status === 'terminated');
  const completed = past.filter((s) => s.status === 'completed').length;
  const endedEarly = past.length - completed;

  return (
    <div className="page">
      <p>
        <Link to="/dashboard">← Back to Dashboard</Link>
      </p>
      <div className="page-heading">
        <h1>Session History</h1>
      </div>
      {sessions.isPending ? (
        <Spinner label="Loading session history..." />
      ) : sessions.isError ? (
        <Banner>
          Failed to load session history{' '}
          <Button variant="secondary" className="button-small" onClick={() => void sessions.refetch()}>
            Retry
          </Button>
        </Banner>
      ) : past.length === 0 ? (
        <Card title="No session history yet" actions={<ButtonLink to="/dashboard">Go to Dashboard</ButtonLink>}>
          <p className="muted">Sessions you complete or end appear here.</p>
        </Card>
      ) : (
        <>
          <dl className="stat-bar" aria-label="History summary">
            <div className="stat">
              <dt>Total past sessions</dt>
              <dd>{past.length}</dd>
            </div>
            <div className="stat">
              <dt>Successfully completed</dt>
              <dd>{completed}</dd>
            </div>
            <div className="stat">
              <dt>Ended early</dt>
              <dd>{endedEarly}</dd>
            </div>
          </dl>
          <div className="table-scroll">
            <table className="history-table">
              <thead>
                <tr>
                  <th scope="col">Session</th>
                  <th scope="col">Status</th>
                  <th scope="col">Participants</th>
                  <th scope="col">Created</th>
                  <th scope="col">Duration</th>
                  <th scope="col">Completed</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {past.map((session) => (
                  <HistoryRow key={session.id} session={session} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

function HistoryRow({ session }: { session: SessionListItem }) {
  const navigate = useNavigate();
  const href = `/sessions/${session.code}`;
  const minutes = minutesBetween(session.started_at ?? session.created_at, session.completed_at);
  return (
    <tr className="history-row" onClick={() => navigate(href)}>
      <th scope="row">
        <Link to={href} onClick={(e) => e.stopPropagation()}>
          {sessionTitle(session)}
        </Link>
        <span className="muted session-code-inline">{session.code}</span>
      </th>
      <td>
        <StatusPill status={session.status} />
      </td>
      <td>{session.participant_count}</td>
      <td>{formatDateTime(session.created_at)}</td>
      <td>{minutes === null ? '—' : formatDuration(minutes)}</td>
      <td>{formatDateTime(session.completed_at)}</td>
      <td>
        <ButtonLink to={href} variant="secondary" className="button-small" onClick={(e) => e.stopPropagation()}>
          View
        </ButtonLink>
        {session.status === 'completed' || session.status === 'terminated' ? (
          <ButtonLink to={`${href}/summary`} variant="secondary" className="button-small" onClick={(e) => e.stopPropagation()}>
            Summary
          </ButtonLink>
        ) : null}
      </td>
    </tr>
  );
}
