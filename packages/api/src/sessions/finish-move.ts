/**
 * Why the predicted finish moved (issue 26): when the plan moves the meal's end by more than
 * FINISH_MOVE_MINUTES, the host is told what happened since it last moved: a cook left, went
 * offline or took a break, work waits that nobody present can do (a stall), a task ran long, a
 * timer was started late, or the session was paused.
 */
import { FINISH_MOVE_MINUTES, type AssignmentItem, type FinishMove, type FinishMoveReason, type ParticipantView } from '@brigade/contracts';
import { sessionEvents, type Queryable } from '@brigade/db';

export interface StoredEvent {
  type: string;
  /** The event's data, as stored (JSON). */
  payload: string;
}

/** Kitchen minutes a task is planned to take from its start: hands-on, plus a stay-with-it timer, less work done before a put-down. */
function plannedMinutes(a: AssignmentItem): number {
  const timer = a.task_type === 'timer_active' ? a.timer_duration_minutes ?? 0 : 0;
  return Math.max(1, a.estimated_duration_minutes + timer - (a.elapsed_minutes ?? 0));
}

const minutesBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

/** A task (still running or just done) past its planned time at `now` (ISO), in whole minutes over; 0 when not. */
export function minutesOver(a: AssignmentItem, now: string): number {
  if (!a.started_at) return 0;
  const end = a.status === 'completed' && a.completed_at ? a.completed_at : now;
  // A hands-off timer runs by itself: its own length is the timer's.
  if (a.task_type === 'timer_passive') return 0;
  return Math.max(0, minutesBetween(a.started_at, end) - plannedMinutes(a));
}

/** How late a timer was started: after the task began, beyond its hands-on minutes. */
function timerLateBy(a: AssignmentItem): number {
  if (!a.started_at || !a.timer_started_at) return 0;
  const handsOn = a.task_type === 'timer_passive' ? 1 : a.estimated_duration_minutes;
  return Math.max(0, minutesBetween(a.started_at, a.timer_started_at) - handsOn);
}

/**
 * The reasons in `events` (oldest first: what happened since the finish last moved) and in the
 * tasks still under way past their plan (`running`, at kitchen time `now`). Pure.
 */
export function finishMoveReasons(events: readonly StoredEvent[], running: readonly AssignmentItem[], now: string): FinishMoveReason[] {
  const out: FinishMoveReason[] = [];
  const add = (r: FinishMoveReason) => {
    if (!out.some((o) => o.kind === r.kind && o.name === r.name)) out.push(r);
  };
  for (const e of events) {
    const data = JSON.parse(e.payload) as Record<string, unknown>;
    const participant = data.participant as ParticipantView | undefined;
    const assignment = data.assignment as AssignmentItem | null | undefined;
    if (e.type === 'participant_left' && participant) add({ kind: 'cook_left', name: participant.display_name, minutes: null });
    else if (e.type === 'participant_joined' && participant) add({ kind: 'cook_joined', name: participant.display_name, minutes: null });
    else if (e.type === 'participant_update' && participant?.on_break_since) add({ kind: 'cook_break', name: participant.display_name, minutes: null });
    else if (e.type === 'participant_update' && participant && !participant.is_cooking) add({ kind: 'cook_offline', name: participant.display_name, minutes: null });
    else if (e.type === 'session_resumed') add({ kind: 'paused', name: null, minutes: null });
    else if ((e.type === 'task_assignments_updated' || e.type === 'tasks_assigned') && ((data.assignments as AssignmentItem[] | undefined) ?? []).some((a) => a.status === 'unassignable')) add({ kind: 'stall', name: null, minutes: null });
    else if (e.type === 'timer_start' && assignment && timerLateBy(assignment) >= 1) add({ kind: 'timer_late', name: assignment.task_name, translations: assignment.task_translations ?? null, minutes: timerLateBy(assignment) });
    else if (e.type === 'task_update' && assignment?.status === 'completed' && minutesOver(assignment, now) >= 1) add({ kind: 'ran_long', name: assignment.task_name, translations: assignment.task_translations ?? null, minutes: minutesOver(assignment, now) });
  }
  for (const a of running) if (a.status === 'in_progress' && minutesOver(a, now) >= 1) add({ kind: 'ran_long', name: a.task_name, translations: a.task_translations ?? null, minutes: minutesOver(a, now) });
  return out.length > 0 ? out : [{ kind: 'replanned', name: null, minutes: null }];
}

/**
 * The move of the predicted finish from `from` to `to`, with its reasons, or null when it moved
 * by FINISH_MOVE_MINUTES or less. Reads the session's events since its last session_update.
 */
export async function finishMove(db: Queryable, sessionId: number, from: string | null, to: string | null, running: readonly AssignmentItem[], now: string): Promise<FinishMove | null> {
  if (!from || !to) return null;
  const minutes = minutesBetween(from, to);
  if (Math.abs(minutes) <= FINISH_MOVE_MINUTES) return null;
  const recent = await sessionEvents.listRecentEvents(db, sessionId);
  const since: StoredEvent[] = [];
  for (const e of recent) {
    if (e.type === 'session_update' || e.type === 'session_started') break;
    since.unshift(e);
  }
  return { from, to, minutes, reasons: finishMoveReasons(since, running, now) };
}
