import '../sessions/sessions.css';
import type { SessionListItem } from '@brigade/contracts';
import { useAuth } from '../../app/auth';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { useFormat, useT } from '../../i18n';
import { Banner, Button, ButtonLink, Card, Spinner } from '../../ui';
import { StatusPill } from '../sessions/StatusPill';
import { sessionTitle } from '../sessions/format';
import { WaitingSessionActions } from '../sessions/WaitingSessionActions';

/** The host's landing page (spec 01 §2, /dashboard): active and waiting sessions. */
export function DashboardPage() {
  const t = useT();
  const f = useFormat();
  usePageTitle(t('account.dashboard.title'));
  const { isStaff } = useAuth();
  const sessions = trpc.sessions.list.useQuery();
  const current = (sessions.data ?? []).filter((s) => s.status === 'active' || s.status === 'waiting');
  const waiting = current.filter((s) => s.status === 'waiting').length;
  const active = current.filter((s) => s.status === 'active').length;

  return (
    <div className="page">
      <div className="page-heading">
        <h1>{t('account.dashboard.title')}</h1>
        <div className="page-heading-actions">
          <ButtonLink to="/sessions/create">{t('account.dashboard.createSession')}</ButtonLink>
          {isStaff && (
            <ButtonLink to="/recipes/generate" variant="secondary">
              {t('account.dashboard.generateRecipe')}
            </ButtonLink>
          )}
        </div>
      </div>

      <dl className="stat-bar" aria-label={t('account.dashboard.countsLabel')}>
        <div className="stat">
          <dt>{t('account.dashboard.waiting')}</dt>
          <dd data-testid="waiting-count">{sessions.isSuccess ? f.number(waiting) : '–'}</dd>
        </div>
        <div className="stat">
          <dt>{t('account.dashboard.active')}</dt>
          <dd data-testid="active-count">{sessions.isSuccess ? f.number(active) : '–'}</dd>
        </div>
      </dl>

      <section aria-labelledby="current-sessions-title">
        <h2 id="current-sessions-title">{t('account.dashboard.currentTitle')}</h2>
        {sessions.isPending ? (
          <Spinner label={t('account.dashboard.loading')} />
        ) : sessions.isError ? (
          <Banner>
            {t('account.dashboard.loadFailed')}{' '}
            <Button variant="secondary" className="button-small" onClick={() => void sessions.refetch()}>
              {t('common.retry')}
            </Button>
          </Banner>
        ) : current.length === 0 ? (
          <Card
            title={t('account.dashboard.emptyTitle')}
            level={3}
            actions={<ButtonLink to="/sessions/create">{t('account.dashboard.createSession')}</ButtonLink>}
          >
            <p className="muted">{t('account.dashboard.emptyText')}</p>
          </Card>
        ) : (
          <div className="card-grid">
            {current.map((session) => (
              <SessionCard key={session.id} session={session} />
            ))}
          </div>
        )}
      </section>

      <nav aria-label={t('account.dashboard.toolsLabel')} className="link-grid">
        <ButtonLink to="/sessions/create" variant="secondary">
          {t('account.dashboard.createSession')}
        </ButtonLink>
        <ButtonLink to="/sessions/history" variant="secondary">
          {t('account.dashboard.sessionHistory')}
        </ButtonLink>
        <ButtonLink to="/recipes" variant="secondary">
          {t('account.dashboard.recipes')}
        </ButtonLink>
        <ButtonLink to="/kitchens" variant="secondary">
          {t('account.dashboard.kitchens')}
        </ButtonLink>
      </nav>
    </div>
  );
}

function SessionCard({ session }: { session: SessionListItem }) {
  const t = useT();
  const f = useFormat();
  // 'Session {code}' when the host gave no name.
  const title = sessionTitle(session, t);
  return (
    <article className="card session-card" aria-label={title}>
      <div className="session-card-heading">
        <h3 className="card-title">{title}</h3>
        <StatusPill status={session.status} pausedAt={session.paused_at} />
      </div>
      <dl className="detail-list">
        <div>
          <dt>{t('account.dashboard.code')}</dt>
          <dd className="session-code-inline">{session.code}</dd>
        </div>
        <div>
          <dt>{t('account.dashboard.participants')}</dt>
          <dd>{f.number(session.participant_count)}</dd>
        </div>
        <div>
          <dt>{t('account.dashboard.created')}</dt>
          <dd>{f.dateTime(session.created_at)}</dd>
        </div>
        {session.started_at && (
          <div>
            <dt>{t('account.dashboard.started')}</dt>
            <dd>{f.dateTime(session.started_at)}</dd>
          </div>
        )}
      </dl>
      <div className="card-actions">
        <ButtonLink to={`/sessions/${session.code}`} variant="secondary">
          {t('account.dashboard.manage')}
        </ButtonLink>
        {session.status === 'waiting' && session.recipe_count !== 0 && (
          <ButtonLink to={`/sessions/${session.code}/start`}>{t('account.dashboard.start')}</ButtonLink>
        )}
        {session.status === 'waiting' && session.recipe_count === 0 && (
          <>
            <Button disabled aria-describedby={`needs-recipe-${session.code}`}>
              {t('account.dashboard.start')}
            </Button>
            <p id={`needs-recipe-${session.code}`} className="muted start-reason">
              {t('account.dashboard.needsRecipe')}
            </p>
          </>
        )}
        {session.status === 'waiting' && <WaitingSessionActions code={session.code} />}
      </div>
    </article>
  );
}
