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
