import type { AssignmentItem, ParticipantView } from '@brigade/contracts';
import type { Translate } from '../../../i18n';

/**
 * What a cook card on the host board says of one cook (issue 26): the task they attend now, their
 * timers running by themselves apart from it, their connection, and how far a task ran past plan.
 */

/** A hands-off timer under way: the cook is free while it runs. */
export const isRunningByItself = (a: AssignmentItem) => a.task_type === 'timer_passive' && a.status === 'in_progress' && a.timer_ends_at !== null;

/** The task the cook is doing now (never a timer that runs by itself). */
export function attendedTask(assignments: readonly AssignmentItem[]): AssignmentItem | null {
  return assignments.find((a) => a.status === 'in_progress' && !isRunningByItself(a)) ?? null;
}

export function timersByThemselves(assignments: readonly AssignmentItem[]): AssignmentItem[] {
  return assignments.filter(isRunningByItself);
}

/** Kitchen minutes a task is planned to take from its start (hands-on, plus a stay-with-it timer), less what was done before a put-down. */
export function plannedMinutes(a: AssignmentItem): number {
  const timer = a.task_type === 'timer_active' ? a.timer_duration_minutes ?? 0 : 0;
  return Math.max(1, a.estimated_duration_minutes + timer - (a.elapsed_minutes ?? 0));
}

export type Overrun = { level: 'amber' | 'red'; minutes: number } | null;

/**
 * How far the task ran past its planned time at kitchen time `now`: amber from the first minute
 * over, red from 5 minutes or half its planned time over (whichever is longer).
 */
export function overrun(a: AssignmentItem, now: number): Overrun {
  const started = Date.parse(a.started_at ?? a.assigned_at);
  if (!Number.isFinite(started) || a.status !== 'in_progress') return null;
  const planned = plannedMinutes(a);
  // A stay-with-it timer that started late moves the planned end with it.
  const end = a.task_type === 'timer_active' && a.timer_ends_at ? Math.max(Date.parse(a.timer_ends_at), started + planned * 60_000) : started + planned * 60_000;
  const minutes = Math.floor((now - end) / 60_000);
  if (minutes < 1) return null;
  return { level: minutes >= Math.max(5, planned / 2) ? 'red' : 'amber', minutes };
}

export type Connection = { state: 'online' | 'offline' | 'break' | 'left' | 'disconnected'; since: string | null };

export function connectionOf(p: ParticipantView): Connection {
  const state = p.connection ?? (p.is_cooking ? 'online' : 'offline');
  // The server's word on a phone that stopped answering (issue 35), when it sends one: offline since then.
  if (p.offline_since && (state === 'online' || state === 'offline')) return { state: 'offline', since: p.offline_since };
  if (state === 'online') return p.on_break_since ? { state: 'break', since: p.on_break_since } : { state: 'online', since: null };
  return { state, since: p.last_seen };
}

/** 'Offline since 16:12': `clock` formats a kitchen time the page's way. */
export function connectionText(t: Translate, c: Connection, clock: (iso: string) => string): string {
  const time = c.since ? clock(c.since) : null;
  switch (c.state) {
    case 'online':
      return t('host.connection.online');
    case 'break':
      return time ? t('host.connection.breakSince', { time }) : t('host.connection.break');
    case 'offline':
      return time ? t('host.connection.offlineSince', { time }) : t('host.connection.offline');
    case 'left':
      return time ? t('host.connection.leftAt', { time }) : t('host.connection.left');
    case 'disconnected':
      return time ? t('host.connection.disconnectedAt', { time }) : t('host.connection.disconnected');
  }
}
