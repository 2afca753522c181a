import './sessions.css';
import './manage/manage.css';
import type { LiveEvent, SessionView } from '@brigade/contracts';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { errorCode, serverMessage } from '../../app/errors';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { Banner, Button, ButtonLink, ConfirmDialog, Spinner } from '../../ui';
import { useSessionLive } from '../live';
import { sessionTitle } from './format';
import { CooksTab } from './manage/CooksTab';
import { KitchenAlarms } from './board/KitchenAlarms';
import { FinishMoveNote } from './board/FinishMoveNote';
import { OverviewTab } from './manage/OverviewTab';
import { RecipesTab } from './manage/RecipesTab';
import { SettingsTab } from './manage/SettingsTab';
import { StallBanner } from './manage/StallBanner';
import { StorageBanner } from './manage/StorageBanner';
import { RejoinRequests } from './manage/RejoinRequests';
import { PauseButton } from './manage/PauseButton';
import { WaitingSessionActions } from './WaitingSessionActions';
import { TabPanel, Tabs } from './manage/Tabs';
import { TaskFlowTab } from './manage/TaskFlowTab';
import { ActionFailed, type RunAction } from './manage/types';
import { StatusPill } from './StatusPill';
import { useCoalesced } from '../live/use-coalesced';
import { translateApiText, useT } from '../../i18n';

/** The plan's timeline is the host's alone: its own chunk, never loaded on the cook's path. */
/** How often, at most, the timeline is asked for again while live events arrive. */
export const TIMELINE_REFRESH_MS = 5_000;
const TimelineSection = lazy(() => import('./timeline/TimelineSection'));

type TabKey = 'overview' | 'cooks' | 'recipes' | 'taskflow' | 'settings';
const TABS_ID = 'session-tabs';

/** While the live channel is down, poll instead (ms). */
const FALLBACK_POLL_MS = 2_000;

/** Session management (spec 01 §2, /sessions/{code}). */
export function SessionManagePage() {
  const { sessionCode = '' } = useParams();
  if (!sessionCode) return <Navigate to="/dashboard" replace />;
  return <SessionManage code={sessionCode.toUpperCase()} />;
}

function SessionManage({ code }: { code: string }) {
  const t = useT();
  const utils = trpc.useUtils();
  const [tab, setTab] = useState<TabKey>('overview');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [askingEnd, setAskingEnd] = useState(false);
  // The banner of the finish's last move is the finish story's (issue 34); the host may put it away.
  const [dismissedMove, setDismissedMove] = useState<string | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const wantsStart = searchParams.get('start') === '1';

  // The timeline is a forecast: it follows a busy kitchen at most every TIMELINE_REFRESH_MS, not per event.
  const refreshTimeline = useCoalesced(() => void utils.plan.timeline.invalidate(), TIMELINE_REFRESH_MS);
  const onEvent = useCallback((event: LiveEvent) => {
    // Any change in the kitchen may move the plan: the timeline follows it.
    if (event.type !== 'notification' && event.type !== 'pong') refreshTimeline();
    // A cook came, went or answered a skill: what the kitchen waits for may have changed (issue 12).
    if (event.type === 'participant_joined' || event.type === 'participant_left' || event.type === 'participant_update') void utils.live.stalls.invalidate({ code });
    // Someone asked to rejoin, or a cook left or came back: the host's rejoin list follows (issue 12).
    if ((event.type === 'notification' && event.data.kind === 'rejoin_requested') || event.type === 'participant_left' || event.type === 'participant_joined') void utils.live.rejoinRequests.invalidate({ code });
    // A finish that moved by more than five minutes comes with the story at the next refresh
    // (refreshTimeline above): one request per interval in a busy kitchen, never one per event.
  }, [utils, refreshTimeline, code]);

  const query = trpc.sessions.get.useQuery({ code }, { retry: (count, e) => errorCode(e) !== 'NOT_FOUND' && count < 2 });
  const session = query.data;
  const running = session?.status === 'waiting' || session?.status === 'active';
  const live = useSessionLive(code, { onEvent, heartbeat: false, enabled: Boolean(session) && running });
  // Polling covers the gaps: a live channel that is down or still connecting.
  const poll = running && live.status !== 'connected';
  trpc.sessions.get.useQuery({ code }, { enabled: poll, refetchInterval: poll ? FALLBACK_POLL_MS : false });

  usePageTitle(session ? sessionTitle(session, t) : t('host.page.title'));

  const start = trpc.live.start.useMutation();
  const end = trpc.live.end.useMutation();

  const run: RunAction = useCallback(
    async (key, fallback, action) => {
      setBusy(key);
      setError(null);
      try {
        await action();
        return true;
      } catch (e) {
        setError(serverMessage(e, t) ?? (e instanceof ActionFailed ? e.message : null) ?? fallback);
        return false;
      } finally {
        setBusy(null);
      }
    },
    [t],
  );

  if (query.isPending) return <Spinner label={t('host.page.loading')} />;
  if (query.isError || !session) {
    const notFound = errorCode(query.error) === 'NOT_FOUND' || errorCode(query.error) === 'FORBIDDEN';
    return (
      <div className="page page-narrow">
        <Banner>{notFound ? t('host.page.notFound') : t('host.page.loadFailed')}</Banner>
        <div className="form-actions">
          <ButtonLink to="/dashboard">{t('host.page.backToDashboard')}</ButtonLink>
          {!notFound && (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('host.page.retry')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  const title = sessionTitle(session, t);
  const hasRecipe = session.session_recipes.length > 0;
  const clearStartParam = () => {
    if (!wantsStart) return;
    searchParams.delete('start');
    setSearchParams(searchParams, { replace: true });
  };

  const startSession = () =>
    void run('start', t('host.page.startFailed'), async () => {
      await start.mutateAsync({ code });
      clearStartParam();
      await utils.sessions.get.invalidate({ code });
    });

  const endSession = () => {
    setAskingEnd(false);
    void run('end', t('host.page.endFailed'), async () => {
      await end.mutateAsync({ code });
      await Promise.all([utils.sessions.get.invalidate({ code }), utils.sessions.list.invalidate()]);
    });
  };

  const tabs = [
    { key: 'overview' as const, label: t('host.tabs.overview') },
    { key: 'cooks' as const, label: t('host.tabs.cooks', { count: session.participants.length }) },
    { key: 'recipes' as const, label: t('host.tabs.recipes') },
    { key: 'taskflow' as const, label: t('host.tabs.taskflow') },
    { key: 'settings' as const, label: t('host.tabs.settings') },
  ];

  return (
    <div className="page session-manage">
      <nav className="breadcrumbs" aria-label={t('host.page.breadcrumb')}>
        <Link to="/dashboard">{t('host.page.dashboard')}</Link> <span aria-hidden="true">&gt;</span> <span aria-current="page">{title}</span>
      </nav>
      <div className="page-heading">
        <div className="session-title">
          <h1>{title}</h1>
          <StatusPill status={session.status} pausedAt={session.paused_at} />
          {running && (
            <span className={`live-indicator live-${live.status}`} title={live.error ? translateApiText(t, live.error, t('api.ws.connectionFailed')) : undefined}>
              {live.status === 'connected' ? t('host.live.connected') : live.status === 'connecting' ? t('host.live.connecting') : t('host.live.offline')}
            </span>
          )}
        </div>
        <div className="page-heading-actions">
          {(session.status === 'completed' || session.status === 'terminated') && (
            <ButtonLink to={`/sessions/${code}/summary`}>{t('host.page.summary')}</ButtonLink>
          )}
          <ButtonLink variant="secondary" to={`/sessions/${code}/shopping`}>
            {t('host.page.shoppingList')}
          </ButtonLink>
          {session.status === 'waiting' && (
            <Button busy={busy === 'start'} onClick={startSession} disabled={!hasRecipe} aria-describedby={hasRecipe ? undefined : 'start-needs-recipe'}>
              {t('host.page.start')}
            </Button>
          )}
          <PauseButton session={session} run={run} busy={busy} />
          {session.status === 'waiting' && <WaitingSessionActions code={session.code} />}
          {session.status === 'active' && (
            <Button variant="danger" busy={busy === 'end'} onClick={() => setAskingEnd(true)}>
              {t('host.page.end')}
            </Button>
          )}
          <ConfirmDialog open={askingEnd && session.status === 'active'} title={t('host.page.endTitle')} confirmLabel={t('host.page.end')} danger onConfirm={endSession} onCancel={() => setAskingEnd(false)}>
            <p>{t('host.page.endText')}</p>
          </ConfirmDialog>
        </div>
      </div>

      {session.status === 'waiting' && !hasRecipe && (
        <p id="start-needs-recipe" className="start-reason">
          {t('host.page.startNeedsRecipe')}
        </p>
      )}
      {error && <Banner onDismiss={() => setError(null)}>{error}</Banner>}
      <KitchenAlarms session={session} />
      {session.status === 'active' && <FinishMoveNote code={code} enabled={session.session_recipes.length > 0} dismissed={dismissedMove} onDismiss={setDismissedMove} />}
      <StorageBanner />
      <StallBanner session={session} />
      <RejoinRequests session={session} />

      {wantsStart && session.status === 'waiting' && (
        <StartConfirm session={session} busy={busy === 'start'} onStart={startSession} onCancel={clearStartParam} />
      )}

      <Tabs id={TABS_ID} label={t('host.tabs.label')} tabs={tabs} selected={tab} onSelect={setTab} />
      <TabPanel id={TABS_ID} tab={tab}>
        {tab === 'overview' && <OverviewTab session={session} run={run} busy={busy} />}
        {tab === 'overview' && (
          <Suspense fallback={<Spinner label={t('host.page.loadingTimeline')} />}>
            <TimelineSection session={session} />
          </Suspense>
        )}
        {tab === 'cooks' && <CooksTab session={session} run={run} busy={busy} />}
        {tab === 'recipes' && <RecipesTab session={session} run={run} busy={busy} />}
        {tab === 'taskflow' && <TaskFlowTab session={session} />}
        {tab === 'settings' && <SettingsTab session={session} run={run} busy={busy} />}
      </TabPanel>
    </div>
  );
}

function StartConfirm({ session, busy, onStart, onCancel }: { session: SessionView; busy: boolean; onStart: () => void; onCancel: () => void }) {
  const recipes = session.session_recipes.length;
  const cooks = session.participants.length;
  const t = useT();
  return (
    <section className="card confirm start-confirm" aria-labelledby="start-confirm-title">
      <h2 id="start-confirm-title" className="card-title">
        {t('host.startConfirm.title')}
      </h2>
      <p>{t('host.startConfirm.text', { recipes, cooks })}</p>
      <div className="card-actions">
        <Button busy={busy} onClick={onStart} disabled={recipes === 0} aria-describedby={recipes === 0 ? 'start-needs-recipe' : undefined}>
          {t('host.page.start')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('host.startConfirm.notYet')}
        </Button>
      </div>
    </section>
  );
}
