import { assignmentText, type AssignmentItem, type SessionView } from '@brigade/contracts';
import { countdownMoment } from '../../live/countdown';

/** One running (or rung, not yet acknowledged) timer on the host's Timers panel. */
export interface BoardTimer {
  /** The assignment id. */
  id: number;
  /** Identifies this run of the timer: a timer started again rings again. */
  key: string;
  task: string;
  dish: string;
  /** The cook who started it; null when the task has none (the page says 'No cook'). */
  cook: string | null;
  cookId: number | null;
  /** Kitchen ms since the epoch. */
  startsAt: number;
  endsAt: number;
  /** A hands-off timer (oven, proving): the cook is free while it runs. */
  passive: boolean;
  /** A hands-off timer that rang: the server finished its task, the board still rings for it. */
  finished: boolean;
}

/** How a timer looks: plenty of time, nearly done (amber), about to ring (red), rung (flashing). */
export type TimerTone = 'running' | 'soon' | 'ending' | 'done';

export const SOON_MS = 2 * 60_000;
export const ENDING_MS = 30_000;
/** Kitchen ms a hands-off timer that rang stays on the board (until acknowledged, at most this long). */
export const RUNG_KEEP_MS = 10 * 60_000;

/** The assignment's timer as the board shows it at kitchen time `now` (task and dish in `lang`), or null when it has none to show. */
export function timerOf(a: AssignmentItem, now: number, lang = 'en'): BoardTimer | null {
  if (!a.timer_ends_at) return null;
  const endsAt = Date.parse(a.timer_ends_at);
  if (!Number.isFinite(endsAt)) return null;
  // A hands-off timer's task is finished by its ring: it stays a while, ringing, for whoever must act on it.
  const finished = a.status === 'completed' && a.task_type === 'timer_passive' && a.completed_at !== null && Date.parse(a.completed_at) >= endsAt && now - endsAt <= RUNG_KEEP_MS;
  if (a.status !== 'in_progress' && !finished) return null;
  const startsAt = a.timer_started_at ? Date.parse(a.timer_started_at) : endsAt - (a.timer_duration_minutes ?? 0) * 60_000;
  return {
    id: a.id,
    key: `${a.id}@${a.timer_ends_at}`,
    task: assignmentText(a, lang).task,
    dish: assignmentText(a, lang).recipe,
    cook: a.participant?.display_name ?? a.participant_name ?? null,
    cookId: a.participant_id ?? a.participant?.id ?? null,
    startsAt,
    endsAt,
    passive: a.task_type === 'timer_passive',
    finished,
  };
}

/** Every timer under way in the session, the one ending first on top. */
export function boardTimers(session: Pick<SessionView, 'active_assignments'>, now: number, lang = 'en'): BoardTimer[] {
  return session.active_assignments
    .map((a) => timerOf(a, now, lang))
    .filter((t): t is BoardTimer => t !== null)
    .sort((a, b) => a.endsAt - b.endsAt || a.id - b.id);
}

/** The kitchen's time as the board shows it: while paused, the moment of the pause (the phones' projection too). */
export const boardNow = countdownMoment;

export function timerTone(leftMs: number): TimerTone {
  if (leftMs <= 0) return 'done';
  if (leftMs <= ENDING_MS) return 'ending';
  if (leftMs <= SOON_MS) return 'soon';
  return 'running';
}

/** '12:05' (minutes:seconds), '1:02:05' past an hour; rung timers show how long ago: '+0:42'. */
export function countdownText(leftMs: number): string {
  const over = leftMs <= 0;
  const total = over ? Math.floor(-leftMs / 1000) : Math.ceil(leftMs / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  const body = h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
  return over ? `+${body}` : body;
}

/**
 * Whether help is asked for a task under way and not answered since ('On my way'): the board's
 * alarm rings until it is answered. The request itself is shown in one place, the help banner.
 */
export function helpWaiting(session: Pick<SessionView, 'active_assignments'>): boolean {
  return session.active_assignments.some((a) => a.status === 'in_progress' && a.help_requested_at && !(a.help_answered_at && a.help_answered_at >= a.help_requested_at));
}
