import { normalizeSessionCode, type AssignmentItem, type LiveEvent } from '@brigade/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { setJoinNotice } from '../../app/join-notice';
import { reportError } from '../../app/query-client';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { Banner, Button, ButtonLink, Card, Spinner } from '../../ui';
import { useSessionLive } from '../live';
import { Confetti } from './Confetti';
import { isMine, isRunningPassiveTimer, type CookIdentity } from './cook-tasks';
import { alertTimer, askForNotifications } from './alerts';
import { primeAudio, ringTimer, useWakeLock } from './device';
import { COOK_MESSAGES, COOK_TIMINGS } from './messages';
import { TaskCard, TimerDisplay } from './TaskCard';
import { DisconnectedScreen } from './DisconnectedScreen';
import { LeaveSession } from './LeaveSession';
import { ToastRegion, useToasts } from './Toasts';
import { SkillQuestions, useKitchenWaiting } from './KitchenWaiting';
import { PausedNotice } from './PausedNotice';
import { PendingTaps } from './offline/PendingTaps';
import { useCookTaps } from './offline/use-cook-taps';
import { forgetSnapshot, useKeepSnapshot, useSeedFromSnapshot } from './offline/cook-snapshot';
import { MyStation } from './MyStation';
import { BreakNotice, useTaskBreak } from './TaskBreak';

const FINISHED = new Set(['completed', 'terminated']);

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
  usePageTitle('Cook Dashboard');
  const auth = useAuth();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const { toasts, show, dismiss } = useToasts();

  // Start from what the page last showed: a reload without Wi-Fi still shows the cook's tasks.
  useSeedFromSnapshot(code);
  const session = trpc.sessions.get.useQuery({ code });
  const assignments = trpc.live.assignments.useQuery({ code });
  // Asked in the same request as the two above: answers that arrive a round trip later (the step's
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
  const meRef = useRef(me);
  useEffect(() => {
    meRef.current = me;
  }, [me]);

  // Tasks the cook just completed stay hidden until the server agrees (or refuses).
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [checking, setChecking] = useState(false);
  const [finishedLive, setFinishedLive] = useState(false);
  const [endedEarlyLive, setEndedEarlyLive] = useState(false);
  // The host took this cook out (force disconnect): say so instead of a green dot and an empty page.
  const [disconnectedByHost, setDisconnectedByHost] = useState(false);

  const onEvent = useCallback(
    (event: LiveEvent) => {
      const mine = (a: AssignmentItem) => isMine(a, meRef.current);
      switch (event.type) {
        case 'tasks_assigned':
        case 'task_assignments_updated':
          for (const a of event.data.assignments) if (mine(a) && a.status === 'in_progress' && !a.timer_started_at) show(`New task: ${a.task_name}`);
          break;
        case 'task_update': {
          const a = event.data.assignment;
          if (a && mine(a) && a.status === 'in_progress' && !a.started_at && !a.timer_started_at) show(`New task: ${a.task_name}`);
          break;
        }
        case 'timer_warning':
          if (mine(event.data.assignment)) {
            alertTimer('warning', event.data.assignment.task_name);
            show(`1 minute left: ${event.data.assignment.task_name}`, 'warning');
          }
          break;
        case 'timer_complete':
          if (mine(event.data.assignment)) {
            alertTimer('done', event.data.assignment.task_name);
            show(`Timer done: ${event.data.assignment.task_name}`, 'success');
          }
          break;
        case 'session_started':
          show('The session has started!', 'success');
          break;
        case 'session_completed':
          if (event.data.session.status === 'terminated') setEndedEarlyLive(true);
          setFinishedLive(true);
          break;
        case 'session_update':
          if (event.data.session.status === 'terminated') setEndedEarlyLive(true);
          if (FINISHED.has(event.data.session.status)) setFinishedLive(true);
          break;
        case 'participant_left':
          // Only the host's Force Disconnect shows the disconnected screen (a cook whose phone went
          // quiet is marked away too, and a removed cook is sent to /join by the 401 that follows).
          if (event.data.participant.id === meRef.current.participantId && event.data.reason === 'disconnected_by_host') {
            setDisconnectedByHost(true);
            // The server refuses this cook's token from now on: the join page says why.
            setJoinNotice('disconnected', code);
          }
          break;
        case 'notification':
          if (event.data.kind === 'help_answered' && event.data.participant_id === meRef.current.participantId) {
            ringTimer(1);
            show('The host is on the way.', 'success');
          }
          if (event.data.kind === 'info') show(event.data.message);
          break;
        default:
          break;
      }
    },
    [show],
  );

  const live = useSessionLive(code, { onEvent });
  const taskBreak = useTaskBreak(code, show);
  const connected = live.status === 'connected';

  // Taps are kept before they are sent: made offline they show as 'will send' and go when the connection returns.
  const cookTaps = useCookTaps(code, connected, {
    onSent: (tap, result) => {
      if (tap.kind === 'complete' && (result as { status?: string } | undefined)?.status === 'timer_running') show(`Timer started: ${tap.taskName}`, 'info');
      if (tap.kind === 'startTimer') show(`Timer started: ${tap.taskName}`, 'info');
      if (tap.kind === 'requestHelp') show('Help requested. The host has been notified.', 'success');
      void utils.live.assignments.invalidate({ code });
    },
    onRefused: (tap) => {
      if (tap.kind === 'complete') setHidden((current) => new Set([...current].filter((id) => id !== tap.assignmentId)));
      show(tap.refused ?? 'The server refused it.', 'error');
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
    const late = globalThis.setTimeout(() => show(COOK_MESSAGES.unableToConnect, 'error'), COOK_TIMINGS.connectionToastDelayMs);
    return () => globalThis.clearTimeout(late);
  }, [connected, show]);

  const status = session.data?.status;
  const finished = finishedLive || (status !== undefined && FINISHED.has(status));
  const endedEarly = endedEarlyLive || status === 'terminated';
  // Confetti only when the session ends while the cook watches, not on reopening a finished one.
  const [celebrate, setCelebrate] = useState(false);
  const seenOpen = useRef(false);
  useEffect(() => {
    if (status === 'waiting' || status === 'active') seenOpen.current = true;
    // An early end by the host is no celebration.
    if (finished && status !== 'terminated' && !endedEarlyLive && (seenOpen.current || finishedLive)) setCelebrate(true);
  }, [status, finished, finishedLive, endedEarlyLive]);

  useWakeLock(!finished);

  const all = useMemo(() => assignments.data ?? [], [assignments.data]);
  const mine = useMemo(() => all.filter((a) => isMine(a, me)), [all, me]);
  const tasks = finished ? [] : mine.filter((a) => a.status === 'in_progress' && !isRunningPassiveTimer(a) && !hidden.has(a.id) && !completing.has(a.id));
  const timers = finished ? [] : mine.filter(isRunningPassiveTimer);
  const upNext = finished ? undefined : mine.find((a) => a.status === 'pending');

  // Forget hidden ids once the server no longer lists them as in progress.
  useEffect(() => {
    setHidden((current) => {
      if (current.size === 0) return current;
      const still = new Set([...current].filter((id) => all.some((a) => a.id === id && a.status === 'in_progress' && !isRunningPassiveTimer(a))));
      return still.size === current.size ? current : still;
    });
  }, [all]);

  const complete = (a: AssignmentItem, options: { finishEarly?: boolean } = {}) => {
    primeAudio();
    setHidden((current) => new Set(current).add(a.id));
    setChecking(true);
    globalThis.setTimeout(() => setChecking(false), COOK_TIMINGS.checkingMs);
    cookTaps.tap('complete', a, options);
  };

  const requestHelp = (a: AssignmentItem) => cookTaps.tap('requestHelp', a);

  const startTimer = (a: AssignmentItem) => {
    primeAudio();
    askForNotifications();
    cookTaps.tap('startTimer', a);
  };

  const leave = async (notice?: 'left') => {
    if (notice) setJoinNotice(notice, code);
    cookTaps.forget();
    forgetSnapshot(code);
    if (auth.isAnonymousCook) await auth.logout();
    else auth.clearCook();
    navigate('/join');
  };

  if (disconnectedByHost && !finished) return <DisconnectedScreen code={code} onLeave={() => void leave()} />;

  if (session.isPending) return <Spinner />;
  if (session.isError) {
    return (
      <div className="page page-narrow cook-page">
        <Card title={COOK_MESSAGES.sessionError}>
          <p>{COOK_MESSAGES.sessionErrorText}</p>
          <div className="card-actions">
            <Button onClick={() => void session.refetch()}>Try again</Button>
            <Button variant="secondary" onClick={() => void leave()}>
              Leave Session
            </Button>
          </div>
        </Card>
      </div>
    );
  }

  const view = session.data;
  const participant = view.participants.find((p) => p.id === me.participantId);

  return (
    <div className="cook-page cook-dashboard" data-celebrate={celebrate}>
      <header className="cook-header">
        <div className="cook-header-main">
          <h1 className="cook-header-title">{view.name || `Session ${view.code}`}</h1>
          <p className="cook-header-meta">
            <span className="cook-code">Code {view.code}</span>
            {me.name && <span>Cooking as {me.name}</span>}
            <span className={`live-dot live-dot-${live.status}`} role="img" aria-label={`Live: ${live.status}`} />
            <MyStation station={participant?.station} />
          </p>
        </div>
      </header>

      <ToastRegion toasts={toasts} onDismiss={dismiss} />

      {live.status !== 'connected' && !finished && (
        <div className={`connection-banner connection-${live.status}`} role="status" aria-live="polite">
          <strong>{live.status === 'connecting' ? 'Connecting...' : 'Connection Lost'}</strong>
          {live.error && <span> {live.error}</span>}
          {live.status === 'disconnected' && (
            <Button variant="secondary" onClick={live.retry} className="connection-retry">
              Reconnect
            </Button>
          )}
        </div>
      )}

      {finished && (endedEarly ? <Banner kind="info">{COOK_MESSAGES.endedByHost}</Banner> : <Banner kind="success">Every dish is done. Great work, everyone!</Banner>)}

      <PendingTaps taps={cookTaps.taps} onDismiss={cookTaps.dismiss} />

      <PausedNotice session={view} />

      <section className="cook-tasks" aria-labelledby="my-tasks-title">
        <h2 id="my-tasks-title" className="visually-hidden">
          My Tasks
        </h2>
        {tasks.map((a) => (
          <TaskCard key={a.id} assignment={a} connected={!finished} onComplete={complete} onHelp={requestHelp} onStartTimer={startTimer} helpBusy={helpWaiting.has(a.id)} onStepAway={taskBreak.stepAway} />
        ))}
        <BreakNotice since={participant?.on_break_since} busy={taskBreak.busy} onBack={taskBreak.back} />
        {tasks.length === 0 && !participant?.on_break_since && <EmptyState checking={checking} finished={finished} status={endedEarly ? 'terminated' : status} disconnected={live.status === 'disconnected'} onRetry={live.retry} waitingFor={waiting?.waiting_for ?? null} />}
      </section>

      <SkillQuestions code={code} participantId={me.participantId} waiting={waiting} />

      {timers.length > 0 && (
        <section className="cook-timers card" aria-labelledby="timers-title">
          <h2 id="timers-title" className="card-title">
            Timers running
          </h2>
          <p className="muted">These carry on without you; you will hear a beep when one is done.</p>
          <ul className="timer-list">
            {timers.map((a) => (
              <li key={a.id}>
                <span>{a.task_name}</span>
                <TimerDisplay assignment={a} label={a.task_name} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {upNext && (
        <section className="cook-up-next card" aria-labelledby="up-next-title">
          <h2 id="up-next-title" className="card-title">
            Up next
          </h2>
          <p className="up-next-name">{upNext.task_name}</p>
          {upNext.recipe_name && <p className="muted">{upNext.recipe_name}</p>}
        </section>
      )}

      <MySkills code={code} skillIds={participant?.skills ?? []} signedIn={auth.user !== null} />

      <div className="cook-footer">
        <ButtonLink to="/" variant="secondary">
          Join New Session
        </ButtonLink>
        <LeaveSession code={code} onLeft={() => void leave('left')} />
      </div>

      <Confetti fire={celebrate} />
    </div>
  );
}

interface EmptyStateProps {
  checking: boolean;
  finished: boolean;
  status: string | undefined;
  disconnected: boolean;
  onRetry: () => void;
  /** What the kitchen waits for (a stall): shown instead of 'Ready to Cook!'. */
  waitingFor: string | null;
}

function EmptyState({ checking, finished, status, disconnected, onRetry, waitingFor }: EmptyStateProps) {
  let title: string;
  let text: string;
  if (finished && status === 'terminated') {
    title = COOK_MESSAGES.endedByHost;
    text = 'The host stopped cooking before every task was done. Thanks for your help!';
  } else if (finished) {
    title = 'Session Complete!';
    text = 'All dishes are done. Enjoy the meal!';
  } else if (checking) {
    title = 'Checking for new tasks';
    text = 'One moment...';
  } else if (disconnected) {
    title = 'Connection Lost';
    text = 'Your tasks are safe on the server. Taps you make now are kept and sent when the connection returns.';
  } else if (waitingFor) {
    title = 'The kitchen is waiting';
    text = waitingFor;
  } else if (status === 'waiting') {
    title = 'Waiting to Start';
    text = 'The host has not started cooking yet. Your first task will appear here.';
  } else {
    title = 'Ready to Cook!';
    text = 'No task for you right now. A new one will appear here as soon as it is ready.';
  }
  return (
    <div className={`cook-empty${checking && !finished ? ' cook-empty-checking' : ''}`} role="status" aria-live="polite">
      <h2>{title}</h2>
      <p className="muted">{text}</p>
      {disconnected && !finished && !checking && <Button onClick={onRetry}>Reconnect</Button>}
    </div>
  );
}

function MySkills({ code, skillIds, signedIn }: { code: string; skillIds: number[]; signedIn: boolean }) {
  // Authenticated cooks can load the full skill list; anonymous cooks only the session's required skills.
  const required = trpc.sessions.requiredSkills.useQuery({ code }, { enabled: !signedIn && skillIds.length > 0, staleTime: 60_000 });
  const all = trpc.skills.list.useQuery(undefined, { enabled: signedIn && skillIds.length > 0, staleTime: 60_000 });
  const known = (signedIn ? all.data : required.data) ?? [];
  // Only real skill names: offline (or before the list loads) the others are counted, never 'Skill 15'.
  const names = skillIds.flatMap((id) => known.find((s) => s.id === id)?.display_name ?? []);
  const unnamed = skillIds.length - names.length;
  if (unnamed > 0) names.push(names.length > 0 ? `${unnamed} more` : `${unnamed} ${unnamed === 1 ? 'skill' : 'skills'}`);
  return (
    <section className="card cook-skills" aria-labelledby="my-skills-title">
      <h2 id="my-skills-title" className="card-title">
        My Skills
      </h2>
      {names.length > 0 ? (
        <ul className="skill-chips">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">No skills added yet.</p>
      )}
      <ButtonLink to={`/skills/${code}`} variant="secondary">
        Add Skills
      </ButtonLink>
    </section>
  );
}
