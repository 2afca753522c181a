import './cook.css';
import { normalizeSessionCode, type AssignmentItem } from '@brigade/contracts';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { setJoinNotice } from '../../app/join-notice';
import { reportError } from '../../app/query-client';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { useApiText, useT } from '../../i18n';
import { Banner, Button, Card, Spinner } from '../../ui';
import { useSessionLive } from '../live';
import { isMine, isRunningPassiveTimer, type CookIdentity } from './cook-tasks';
import { askForNotifications } from './alerts';
import { primeAudio } from './device';
import { FINISHED, timerNoticeKey, useCookEvents } from './cook-events';
import { useScreenAwake } from './screen-awake';
import { ScreenAwakeNotice } from '../trust/ScreenAwakeNotice';
import { COOK_TIMINGS } from './messages';
import { TaskCard } from './TaskCard';
import { useCookLiveStart } from './cook-live-start';
import { DisconnectedScreen } from './DisconnectedScreen';
import { ToastRegion, useToasts } from './Toasts';
import { SkillQuestions, useKitchenWaiting } from './KitchenWaiting';
import { PausedNotice } from './PausedNotice';
import { PendingTaps } from './offline/PendingTaps';
import { useCookTaps } from './offline/use-cook-taps';
import { useReadAgainAfterError } from './offline/read-again';
import { forgetSnapshot, useKeepSnapshot, useSeedFromSnapshot } from './offline/cook-snapshot';
import { BreakNotice, useTaskBreak } from './TaskBreak';
import { CookHeader } from './dashboard/CookHeader';
import { ConnectionBanner } from './dashboard/ConnectionBanner';
import { CookFooter, EmptyState, MySkills, TimersRunning, UpNext } from './dashboard/CookSections';
import { useStartLine } from './use-start-line';

// Shown only at the end of a meal: not loaded with the page.
const Confetti = lazy(() => import('./Confetti').then((m) => ({ default: m.Confetti })));

const NO_SKILLS: number[] = [];

/** /cook/:sessionCode — the cook's live view (spec 01 §2). */
export function CookDashboardPage() {
  const { sessionCode = '' } = useParams();
  const auth = useAuth();
  const code = normalizeSessionCode(sessionCode);
  // Anonymous cooks need their stored participant for this very session.
  if (!auth.user && (!auth.cook || normalizeSessionCode(auth.cookSessionCode ?? '') !== code)) return <Navigate to="/join" replace />;
  if (!code) return <Navigate to="/join" replace />;
  return <CookDashboard code={code} />;
}

function CookDashboard({ code }: { code: string }) {
  const t = useT();
  const apiText = useApiText();
  usePageTitle(t('cook.page.title'));
  const auth = useAuth();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const toasts = useToasts();
  const { show, dismissKey } = toasts;

  // Start from what the page last showed: a reload without Wi-Fi still shows the cook's tasks.
  useSeedFromSnapshot(code);
  const session = trpc.sessions.get.useQuery({ code });
  // Never stuck on an error: read again when the network returns, and every few seconds meanwhile.
  useReadAgainAfterError(session);
  // The first assignments come with the session's answer, with the event the live view starts after.
  const liveStart = useCookLiveStart(code, session);
  const assignments = trpc.live.assignments.useQuery({ code }, { enabled: liveStart.assignmentsReady });
  // Asked in the same request as the session: answers that arrive a round trip later (the step's
  // ingredients, a skill question) pushed the cards below them down (layout shift on a phone).
  useEffect(() => {
    void utils.plan.taskIngredients.prefetch({ code }, { staleTime: 60_000 });
    void utils.live.stalls.prefetch({ code });
  }, [code, utils]);
  const ingredients = trpc.plan.taskIngredients.useQuery({ code }, { staleTime: 60_000 });
  const waiting = useKitchenWaiting(code, session.data);
  useKeepSnapshot(code, session.data, assignments.data, { ingredients: ingredients.data, stalls: waiting });

  const me = useMemo<CookIdentity>(() => {
    if (auth.cook) return { participantId: auth.cook.id, name: auth.cook.display_name, userId: null };
    const mine = session.data?.participants.find((p) => p.user && p.user.id === auth.user?.id);
    return { participantId: mine?.id ?? null, name: mine?.display_name ?? null, userId: auth.user?.id ?? null };
  }, [auth.cook, auth.user, session.data]);
  const events = useCookEvents(code, me, toasts);
  const { finishedLive, endedEarlyLive, disconnectedByHost } = events;
  // Tasks the cook just completed stay hidden until the server agrees (or refuses).
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [checking, setChecking] = useState(false);

  const live = useSessionLive(code, { onEvent: events.onEvent, since: liveStart.since });
  const taskBreak = useTaskBreak(code, show);
  const connected = live.status === 'connected';

  // Taps are kept before they are sent: made offline they show as 'will send' and go when the connection returns.
  const cookTaps = useCookTaps(code, connected, {
    onSent: (tap, result) => {
      if (tap.kind === 'complete' && (result as { status?: string } | undefined)?.status === 'timer_running') show(t('cook.page.timerStarted', { task: tap.taskName }), 'info');
      if (tap.kind === 'startTimer') show(t('cook.page.timerStarted', { task: tap.taskName }), 'info');
      if (tap.kind === 'requestHelp') show(t('cook.page.helpRequested'), 'success');
      void utils.live.assignments.invalidate({ code });
    },
    onRefused: (tap) => {
      if (tap.kind === 'complete') setHidden((current) => new Set([...current].filter((id) => id !== tap.assignmentId)));
      show(tap.refused ?? t('cook.page.refused'), 'error');
    },
  });
  const completing = cookTaps.waitingFor('complete');
  const helpWaiting = cookTaps.waitingFor('requestHelp');

  // About 100 ms after load an anonymous cook says hello (presence) without waiting 30 s.
  useEffect(() => {
    if (!auth.isAnonymousCook) return;
    const hello = globalThis.setTimeout(() => {
      // Calls made through the client skip react-query's error hook: report a 401 ourselves.
      utils.client.live.heartbeat.mutate({ code }).catch(reportError);
    }, COOK_TIMINGS.anonymousHeartbeatDelayMs);
    return () => globalThis.clearTimeout(hello);
  }, [auth.isAnonymousCook, code, utils]);

  // 'Unable to connect to session' after 5 s without a connection.
  useEffect(() => {
    if (connected) return;
    const late = globalThis.setTimeout(() => show(t('cook.page.unableToConnect'), 'error'), COOK_TIMINGS.connectionToastDelayMs);
    return () => globalThis.clearTimeout(late);
  }, [connected, show, t]);

  const status = session.data?.status;
  const finished = finishedLive || (status !== undefined && FINISHED.has(status));
  const endedEarly = endedEarlyLive || status === 'terminated';
  // Confetti only when the session ends while the cook watches, not on reopening a finished one.
  const [celebrate, setCelebrate] = useState(false);
  const seenOpen = useRef(false);
  useEffect(() => {
    if (status === 'waiting' || status === 'active') seenOpen.current = true;
    // A meal cooked to the end, not one the host ended early (issue 38.5: no confetti for that).
    if (finished && !endedEarly && (seenOpen.current || finishedLive)) setCelebrate(true);
  }, [status, finished, endedEarly, finishedLive]);

  // The screen stays on while the meal runs: Wake Lock, else a video from the first tap (issue 25).
  const screenAwake = useScreenAwake(!finished);

  const listed = liveStart.firstAssignments ?? assignments.data;
  const all = useMemo(() => listed ?? [], [listed]);
  const mine = useMemo(() => all.filter((a) => isMine(a, me)), [all, me]);
  const tasks = finished ? [] : mine.filter((a) => a.status === 'in_progress' && !isRunningPassiveTimer(a) && !hidden.has(a.id) && !completing.has(a.id));
  const timers = useMemo(() => (finished ? [] : mine.filter(isRunningPassiveTimer)), [finished, mine]);
  const upNext = finished ? undefined : mine.find((a) => a.status === 'pending');
  // Nothing under way in the kitchen yet: when does cooking start, and what comes first (issue 34)?
  const underWay = all.some((a) => a.status === 'in_progress' || a.status === 'completed');
  const startLine = useStartLine(code, !finished && (status === 'waiting' || (status === 'active' && !underWay)) && tasks.length === 0 && timers.length === 0);

  // Tasks on the page are held, not new: a later update that lists them again announces nothing.
  const { held } = events;
  useEffect(() => held(mine.filter((a) => a.status === 'in_progress').map((a) => a.id)), [mine, held]);

  // Forget hidden ids once the server no longer lists them as in progress.
  useEffect(() => {
    setHidden((current) => {
      if (current.size === 0) return current;
      const still = new Set([...current].filter((id) => all.some((a) => a.id === id && a.status === 'in_progress' && !isRunningPassiveTimer(a))));
      return still.size === current.size ? current : still;
    });
  }, [all]);

  // Stable handlers: a memoised task card re-renders only when its own assignment changes.
  const { tap: tapNow, forget: forgetTaps } = cookTaps;
  const complete = useCallback(
    (a: AssignmentItem, options: { finishEarly?: boolean } = {}) => {
      primeAudio();
      setHidden((current) => new Set(current).add(a.id));
      // Done with the task its timer rang for: its notice has been acted on.
      dismissKey(timerNoticeKey(a.id));
      setChecking(true);
      globalThis.setTimeout(() => setChecking(false), COOK_TIMINGS.checkingMs);
      tapNow('complete', a, options);
    },
    [tapNow, dismissKey],
  );

  const requestHelp = useCallback((a: AssignmentItem) => tapNow('requestHelp', a), [tapNow]);

  const startTimer = useCallback(
    (a: AssignmentItem) => {
      primeAudio();
      askForNotifications();
      tapNow('startTimer', a);
    },
    [tapNow],
  );

  const leave = useCallback(
    async (notice?: 'left') => {
      if (notice) setJoinNotice(notice, code);
      forgetTaps();
      forgetSnapshot(code);
      if (auth.isAnonymousCook) await auth.logout();
      else auth.clearCook();
      navigate('/join');
    },
    [auth, code, forgetTaps, navigate],
  );
  const onLeft = useCallback(() => void leave('left'), [leave]);

  if (disconnectedByHost && !finished) return <DisconnectedScreen code={code} onLeave={() => void leave()} />;

  if (session.isPending) return <Spinner />;
  // A failed refresh of a page already shown (kept answers after an offline reload) keeps the
  // page: the connection banner says what is wrong, and the session is read again by itself.
  if (session.isError && session.data === undefined) {
    return (
      <div className="page page-narrow cook-page">
        <Card title={t('cook.page.sessionError')}>
          <p>{t('cook.page.sessionErrorText')}</p>
          <div className="card-actions">
            <Button onClick={() => void session.refetch()}>{t('cook.page.tryAgain')}</Button>
            <Button variant="secondary" onClick={() => void leave()}>
              {t('cook.page.leave')}
            </Button>
          </div>
        </Card>
      </div>
    );
  }

  const view = session.data;
  const participant = view.participants.find((p) => p.id === me.participantId);
  // Every countdown stands still while the host has paused the meal (one projection, countdown.ts).
  const pausedAt = view.status === 'active' ? (view.paused_at ?? null) : null;

  return (
    <div className="cook-page cook-dashboard" data-celebrate={celebrate} data-screen-awake={screenAwake}>
      <CookHeader title={view.name || t('cook.page.sessionName', { code: view.code })} code={view.code} cookName={me.name} station={participant?.station} status={live.status} />

      <ToastRegion store={toasts} />

      {!finished && <ConnectionBanner status={live.status} error={live.error} onRetry={live.retry} />}

      {finished && (endedEarly ? <Banner kind="info">{t('cook.page.endedByHost')}</Banner> : <Banner kind="success">{t('cook.page.allDone')}</Banner>)}

      <PendingTaps taps={cookTaps.taps} onDismiss={cookTaps.dismiss} />

      <ScreenAwakeNotice state={screenAwake} code={view.code} />

      <PausedNotice session={view} />

      <section className="cook-tasks" aria-labelledby="my-tasks-title">
        <h2 id="my-tasks-title" className="visually-hidden">
          {t('cook.page.myTasks')}
        </h2>
        {tasks.map((a) => (
          <TaskCard key={a.id} assignment={a} connected={!finished} onComplete={complete} onHelp={requestHelp} onStartTimer={startTimer} helpBusy={helpWaiting.has(a.id)} onStepAway={taskBreak.stepAway} pausedAt={pausedAt} />
        ))}
        <BreakNotice since={participant?.on_break_since} busy={taskBreak.busy} onBack={taskBreak.back} />
        {tasks.length === 0 && !participant?.on_break_since && <EmptyState checking={checking} finished={finished} status={endedEarly ? 'terminated' : status} disconnected={live.status === 'disconnected'} onRetry={live.retry} waitingFor={waiting?.waiting_for ? apiText(waiting.waiting_for_text, waiting.waiting_for) : null} start={startLine} />}
      </section>

      <SkillQuestions code={code} participantId={me.participantId} waiting={waiting} />

      <TimersRunning timers={timers} pausedAt={pausedAt} />

      <UpNext next={upNext} />

      <MySkills code={code} skillIds={participant?.skills ?? NO_SKILLS} signedIn={auth.user !== null} />

      <CookFooter code={code} onLeft={onLeft} />

      {celebrate && (
        <Suspense fallback={null}>
          <Confetti fire={celebrate} />
        </Suspense>
      )}
    </div>
  );
}
