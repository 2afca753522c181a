import type { AssignmentItem } from '@brigade/contracts';

/** Who "I" am in a session: any of these identifies the cook's assignments (spec 01 §4, cook matching). */
export interface CookIdentity {
  participantId: number | null;
  name: string | null;
  userId: number | null;
}

/** A cook matches an assignment by participant id, by participant name (case-insensitive), or by user id. */
export function isMine(a: AssignmentItem, me: CookIdentity): boolean {
  if (me.participantId !== null && (a.participant_id ?? a.participant?.id) === me.participantId) return true;
  const name = a.participant_name ?? a.participant?.display_name ?? null;
  if (me.name && name && name.toLowerCase() === me.name.toLowerCase()) return true;
  return me.userId !== null && a.participant_user_id === me.userId;
}

/** A passive timer that is running: the task continues without the cook (the oven keeps working). */
export const isRunningPassiveTimer = (a: AssignmentItem) => a.status === 'in_progress' && a.task_type === 'timer_passive' && a.timer_started_at !== null;

/** Estimated duration: 'N min', or 'H h M min' at 60 minutes or more. */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total < 60) return `${total} min`;
  return `${Math.floor(total / 60)} h ${total % 60} min`;
}

/** A countdown as m:ss (minutes keep counting past 59). */
export function formatTimer(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export const safetyLabel = (level: string) => level.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

