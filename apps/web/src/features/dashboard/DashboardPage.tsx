import '../sessions/sessions.css';
import type { SessionListItem } from '@brigade/contracts';
import { useAuth } from '../../app/auth';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { Banner, Button, ButtonLink, Card, Spinner } from '../../ui';
import { formatDateTime, sessionTitle } from '../sessions/format';
import { StatusPill } from '../sessions/StatusPill';
import { WaitingSessionActions } from '../sessions/WaitingSessionActions';

/** The host's landing page (spec 01 §2, /dashboard): active and waiting sessions. */
export function DashboardPage() {
  usePageTitle('Host Dashboard');
  const { isStaff } = useAuth();
  const sessions = trpc.sessions.list.useQuery();
  const current = (sessions.data ?? []).filter((s) => s.status === 'active' || s.status === 'waiting');
  const waiting = current.filter((s) => s.status === 'waiting').length;
  const active = current.filter((s) => s.status === 'active').length;

  return (
    <div className="page">
      <div className="page-heading">
        <h1>Host Dashboard</h1>
        <div className="page-heading-actions">
          <ButtonLink to="/sessions/create">Create Session</ButtonLink>
          {isStaff && (
            <ButtonLink to="/recipes/generate" variant="secondary">
              Generate Recipe
            </ButtonLink>
          )}
        </div>
      </div>

      <dl className="stat-bar" aria-label="Session counts">
        <div className="stat">
          <dt>Waiting</dt>
          <dd data-testid="waiting-count">{sessions.isSuccess ? waiting : '–'}</dd>
        </div>
        <div className="stat">
          <dt>Active</dt>
          <dd data-testid="active-count">{sessions.isSuccess ? active : '–'}</dd>
        </div>
      </dl>

      <section aria-labelledby="current-sessions-title">
        <h2 id="current-sessions-title">Active and waiting sessions</h2>
        {sessions.isPending ? (
          <Spinner label="Loading sessions..." />
        ) : sessions.isError ? (
          <Banner>
            Failed to load sessions{' '}
            <Button variant="secondary" className="button-small" onClick={() => void sessions.refetch()}>
              Retry
            </Button>
          </Banner>
        ) : current.length === 0 ? (
          <Card title="No active sessions" level={3} actions={<ButtonLink to="/sessions/create">Create Session</ButtonLink>}>
            <p className="muted">Create a session, add recipes and share its code with your cooks.</p>
          </Card>
        ) : (
          <div className="card-grid">
            {current.map((session) => (
              <SessionCard key={session.id} session={session} />
            ))}
          </div>
        )}
      </section>

      <nav aria-label="Host tools" className="link-grid">
        <ButtonLink to="/sessions/create" variant="secondary">
          Create Session
        </ButtonLink>
        <ButtonLink to="/sessions/history" variant="secondary">
          Session History
        </ButtonLink>
        <ButtonLink to="/recipes" variant="secondary">
          Recipes
        </ButtonLink>
        <ButtonLink to="/kitchens" variant="secondary">
          Kitchens
        </ButtonLink>
      </nav>
    </div>
  );
}

function SessionCard({ session }: { session: SessionListItem }) {
  const title = sessionTitle(session);
  return (
    <article className="card session-card" aria-label={title}>
      <div className="session-card-heading">
        <h3 className="card-title">{title}</h3>
        <StatusPill status={session.status} pausedAt={session.paused_at} />
      </div>
      <dl className="detail-list">
        <div>
          <dt>Code</dt>
          <dd className="session-code-inline">{session.code}</dd>
        </div>
        <div>
          <dt>Participants</dt>
          <dd>{session.participant_count}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDateTime(session.created_at)}</dd>
        </div>
        {session.started_at && (
          <div>
            <dt>Started</dt>
            <dd>{formatDateTime(session.started_at)}</dd>
          </div>
        )}
      </dl>
      <div className="card-actions">
        <ButtonLink to={`/sessions/${session.code}`} variant="secondary">
          Manage
        </ButtonLink>
        {session.status === 'waiting' && session.recipe_count !== 0 && <ButtonLink to={`/sessions/${session.code}/start`}>Start Session</ButtonLink>}
        {session.status === 'waiting' && session.recipe_count === 0 && (
          <>
            <Button disabled aria-describedby={`needs-recipe-${session.code}`}>
              Start Session
            </Button>
            <p id={`needs-recipe-${session.code}`} className="muted start-reason">
              Add a recipe to start.
            </p>
          </>
        )}
        {session.status === 'waiting' && <WaitingSessionActions code={session.code} />}
      </div>
    </article>
  );
}
