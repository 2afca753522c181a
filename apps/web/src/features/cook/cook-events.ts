import { assignmentText, type AssignmentItem, type LiveEvent } from '@brigade/contracts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { trpc } from '../../app/trpc';
import { setJoinNotice } from '../../app/join-notice';
import { translateApiText, useLanguage, useT, type Translate } from '../../i18n';
import { alertTimer, type TimerAlert } from './alerts';
import { isMine, type CookIdentity } from './cook-tasks';
import { ringTimer } from './device';
import type { Toast } from './Toasts';

export const FINISHED = new Set(['completed', 'terminated']);

/** What the cook page learns from its live events (beyond the queries the live view keeps). */
export interface CookEventsState {
  /** The session finished while the page was open. */
  finishedLive: boolean;
  /** ... and the host ended it early. */
  endedEarlyLive: boolean;
  /** The host took this cook out (force disconnect): say so instead of a green dot and an empty page. */
  disconnectedByHost: boolean;
}

export const COOK_EVENTS_START: CookEventsState = { finishedLive: false, endedEarlyLive: false, disconnectedByHost: false };

/** What an event asks the page to do besides changing its state: a toast, a timer alert, a chime, a join notice. */
export type CookEffect =
  | { type: 'toast'; message: string; kind?: Toast['kind']; /** 'New task' for this assignment: said once per assignment. */ announces?: number }
  /** A notice that stays until the cook dismisses it or acts on it (a rung timer, issue 35). */
  | { type: 'notice'; key: string; message: string; kind?: Toast['kind'] }
  | { type: 'timerAlert'; alert: TimerAlert; taskName: string }
  | { type: 'chime' }
  | { type: 'disconnectedNotice' };

/** The page's state after one live event (pure; the same object when nothing changed). */
export function cookEventsReducer(state: CookEventsState, { event, me }: { event: LiveEvent; me: CookIdentity }): CookEventsState {
  switch (event.type) {
    case 'session_completed':
      return changed(state, { finishedLive: true, ...(event.data.session.status === 'terminated' ? { endedEarlyLive: true } : {}) });
    case 'session_update':
      return changed(state, {
        ...(event.data.session.status === 'terminated' ? { endedEarlyLive: true } : {}),
        ...(FINISHED.has(event.data.session.status) ? { finishedLive: true } : {}),
      });
    case 'participant_left':
      // Only the host's Force Disconnect shows the disconnected screen (a cook whose phone went
      // quiet is marked away too, and a removed cook is sent to /join by the 401 that follows).
      return takenOutByHost(event, me) ? changed(state, { disconnectedByHost: true }) : state;
    default:
      return state;
  }
}

function changed(state: CookEventsState, changes: Partial<CookEventsState>): CookEventsState {
  const differs = (Object.keys(changes) as Array<keyof CookEventsState>).some((key) => state[key] !== changes[key]);
  return differs ? { ...state, ...changes } : state;
}

function takenOutByHost(event: Extract<LiveEvent, { type: 'participant_left' }>, me: CookIdentity): boolean {
  return event.data.participant.id === me.participantId && event.data.reason === 'disconnected_by_host';
}

/** The key of the notice a rung timer leaves on the cook's page (gone when the cook completes that task). */
export const timerNoticeKey = (assignmentId: number) => `timer-done-${assignmentId}`;

/**
 * What one live event asks the cook page to do for the cook `me` besides changing its state (pure;
 * `t` words the toasts). `announced`: the assignments already said as new (or already held when
 * the page opened): every task update lists the tasks a cook holds, and each is said once.
 * `lang`: the page's language, for the task's name (issue 38.2: "Noch 1 Minute: Crumble backen").
 */
export function cookEventEffects(event: LiveEvent, me: CookIdentity, t: Translate, announced: ReadonlySet<number> = new Set(), lang = 'en'): CookEffect[] {
  const mine = (a: AssignmentItem) => isMine(a, me);
  const taskName = (a: AssignmentItem) => assignmentText(a, lang).task;
  const newTask = (a: AssignmentItem): CookEffect => ({ type: 'toast', message: t('cook.toast.newTask', { task: taskName(a) }), announces: a.id });
  switch (event.type) {
    case 'tasks_assigned':
    case 'task_assignments_updated':
      return event.data.assignments.filter((a) => mine(a) && a.status === 'in_progress' && !a.timer_started_at && !announced.has(a.id)).map(newTask);
    case 'task_update': {
      const a = event.data.assignment;
      return a && mine(a) && a.status === 'in_progress' && !a.started_at && !a.timer_started_at && !announced.has(a.id) ? [newTask(a)] : [];
    }
    case 'timer_warning': {
      const name = taskName(event.data.assignment);
      return mine(event.data.assignment) ? [{ type: 'timerAlert', alert: 'warning', taskName: name }, { type: 'toast', message: t('cook.toast.timerWarning', { task: name }), kind: 'warning' }] : [];
    }
    case 'timer_complete': {
      const name = taskName(event.data.assignment);
      return mine(event.data.assignment)
        ? [
            { type: 'timerAlert', alert: 'done', taskName: name },
            { type: 'notice', key: timerNoticeKey(event.data.assignment.id), message: t('cook.toast.timerDone', { task: name }), kind: 'success' },
          ]
        : [];
    }
    case 'session_started':
      return [{ type: 'toast', message: t('cook.toast.sessionStarted'), kind: 'success' }];
    case 'participant_left':
      // The server refuses this cook's token from now on: the join page says why.
      return takenOutByHost(event, me) ? [{ type: 'disconnectedNotice' }] : [];
    case 'notification': {
      const effects: CookEffect[] = [];
      if (event.data.kind === 'help_answered' && event.data.participant_id === me.participantId) effects.push({ type: 'chime' }, { type: 'toast', message: t('cook.task.helpComing'), kind: 'success' });
      // The server's words, in the cook's language from the notification's code (else as sent).
      if (event.data.kind === 'info') effects.push({ type: 'toast', message: translateApiText(t, event.data, event.data.message) });
      return effects;
    }
    default:
      return [];
  }
}

/**
 * The cook page's live events: its state (finished, ended early, taken out by the host) and
 * `onEvent` for useSessionLive, which also shows the toasts and rings the alerts the event asks for.
 */
export interface CookNotices {
  show: (message: string, kind?: Toast['kind']) => void;
  notice: (key: string, message: string, kind?: Toast['kind']) => void;
}

export function useCookEvents(code: string, me: CookIdentity, { show, notice }: CookNotices) {
  const t = useT();
  const lang = useLanguage();
  const [state, dispatch] = useReducer(cookEventsReducer, COOK_EVENTS_START);
  // Assignments said as new (or held when the page opened): never said again on this page.
  const announced = useRef(new Set<number>());
  const meRef = useRef(me);
  const stateRef = useRef(state);
  const tRef = useRef(t);
  const langRef = useRef(lang);
  useEffect(() => {
    meRef.current = me;
    stateRef.current = state;
    tRef.current = t;
    langRef.current = lang;
  }, [me, state, t, lang]);

  const utils = trpc.useUtils();
  const onEvent = useCallback(
    (event: LiveEvent) => {
      // The session changed (started, a new serve time, a re-plan): the start line asks again (issue 34).
      if (event.type === 'session_update' || event.type === 'session_started') void utils.plan.story.invalidate({ code });
      const action = { event, me: meRef.current };
      // Most events change nothing here: they must not render the page (the cook page renders only
      // for what the cook sees).
      if (cookEventsReducer(stateRef.current, action) !== stateRef.current) dispatch(action);
      for (const effect of cookEventEffects(event, meRef.current, tRef.current, announced.current, langRef.current)) {
        if (effect.type === 'toast') {
          if (effect.announces !== undefined) announced.current.add(effect.announces);
          show(effect.message, effect.kind);
        } else if (effect.type === 'notice') notice(effect.key, effect.message, effect.kind);
        else if (effect.type === 'timerAlert') alertTimer(tRef.current, effect.alert, effect.taskName);
        else if (effect.type === 'chime') ringTimer(1);
        else setJoinNotice('disconnected', code);
      }
    },
    [code, show, notice, utils],
  );

  /** Tasks the cook already holds (the page's list): not announced as new. */
  const held = useCallback((ids: Iterable<number>) => {
    for (const id of ids) announced.current.add(id);
  }, []);

  return { ...state, onEvent, held };
}
