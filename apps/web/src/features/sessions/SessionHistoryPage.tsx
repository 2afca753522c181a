import './sessions.css';
import type { SessionListItem } from '@brigade/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { Banner, Button, ButtonLink, Card, Spinner } from '../../ui';
import { useFormat, useT } from '../../i18n';
import { minutesBetween, sessionTitle } from './format';
import { StatusPill } from './StatusPill';

/** Session History (spec 02 §2): completed and terminated sessions only. */
export function SessionHistoryPage() {
  const t = useT();
  const f = useFormat();
  usePageTitle(t('meal.history.title'));
  const sessions = trpc.sessions.list.useQuery();
  const past = (sessions.data ?? []).filter((s) => s.status === 'completed' || s.status === 'terminated');
  const completed = past.filter((s) => s.status === 'completed').length;
  const endedEarly = past.length - completed;

  return (
    <div className="page">
      <p>
        <Link to="/dashboard">{t('meal.history.back')}</Link>
      </p>
      <div className="page-heading">
        <h1>{t('meal.history.title')}</h1>
      </div>
      {sessions.isPending ? (
        <Spinner label={t('meal.history.loading')} />
      ) : sessions.isError ? (
        <Banner>
          {t('meal.history.failed')}{' '}
          <Button variant="secondary" className="button-small" onClick={() => void sessions.refetch()}>
            {t('meal.retry')}
          </Button>
        </Banner>
      ) : past.length === 0 ? (
        <Card title={t('meal.history.empty.title')} actions={<ButtonLink to="/dashboard">{t('meal.history.empty.action')}</ButtonLink>}>
          <p className="muted">{t('meal.history.empty.body')}</p>
        </Card>
      ) : (
        <>
          <dl className="stat-bar" aria-label={t('meal.history.stats.label')}>
            <div className="stat">
              <dt>{t('meal.history.stats.total')}</dt>
              <dd>{f.number(past.length)}</dd>
            </div>
            <div className="stat">
              <dt>{t('meal.history.stats.completed')}</dt>
              <dd>{f.number(completed)}</dd>
            </div>
            <div className="stat">
              <dt>{t('meal.history.stats.endedEarly')}</dt>
              <dd>{f.number(endedEarly)}</dd>
            </div>
          </dl>
          <div className="table-scroll">
            <table className="history-table">
              <thead>
                <tr>
                  <th scope="col">{t('meal.history.column.session')}</th>
                  <th scope="col">{t('meal.history.column.status')}</th>
                  <th scope="col">{t('meal.history.column.participants')}</th>
                  <th scope="col">{t('meal.history.column.created')}</th>
                  <th scope="col">{t('meal.history.column.duration')}</th>
                  <th scope="col">{t('meal.history.column.completed')}</th>
                  <th scope="col">{t('meal.history.column.actions')}</th>
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
  const t = useT();
  const f = useFormat();
  const href = `/sessions/${session.code}`;
  const minutes = minutesBetween(session.started_at ?? session.created_at, session.completed_at);
  const duration = minutes === null ? '—' : f.duration(minutes, 'compact');
  return (
    <tr className="history-row" onClick={() => navigate(href)}>
      <th scope="row">
        <Link to={href} onClick={(e) => e.stopPropagation()}>
          {sessionTitle(session, t)}
        </Link>
        <span className="muted session-code-inline">{session.code}</span>
      </th>
      <td>
        <StatusPill status={session.status} />
      </td>
      <td>{f.number(session.participant_count)}</td>
      <td>{f.dateTime(session.created_at)}</td>
      <td>{duration}</td>
      <td>{f.dateTime(session.completed_at)}</td>
      <td>
        <ButtonLink to={href} variant="secondary" className="button-small" onClick={(e) => e.stopPropagation()}>
          {t('meal.history.view')}
        </ButtonLink>
        {session.status === 'completed' || session.status === 'terminated' ? (
          <ButtonLink to={`${href}/summary`} variant="secondary" className="button-small" onClick={(e) => e.stopPropagation()}>
            {t('meal.history.summary')}
          </ButtonLink>
        ) : null}
      </td>
    </tr>
  );
}
