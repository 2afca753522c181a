import type { AssignmentItem, ParticipantView, SessionStatus } from './session-api';

/**
 * Live event types: the compatibility channel's incoming message types (spec 01 §7), carried
 * the same way by the tRPC subscription. Every event but `session_state` and `pong` is stored
 * in `session_events` before it is sent.
 */
export const LIVE_EVENT_TYPES = [
  'task_update',
  'session_update',
  'session_started',
  'session_paused',
  'session_completed',
  'participant_joined',
  'participant_left',
  'participant_update',
  'timer_start',
  'timer_warning',
  'timer_complete',
  'notification',
  'session_state',
  'task_completed',
  'tasks_assigned',
  'task_assignments_updated',
  'error',
  'pong',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export interface SessionSummary {
  id: number;
  code: string;
  name: string | null;
  status: SessionStatus;
  started_at: string | null;
  completed_at: string | null;
  predicted_finish_at: string | null;
  /** Predicted finish per recipe copy (session recipe id → ISO time). */
  recipe_finish_at: Record<string, string>;
}

export interface LiveEventPayloads {
  task_update: { assignment: AssignmentItem };
  session_update: { session: SessionSummary };
  session_started: { session: SessionSummary };
  session_paused: { session: SessionSummary };
  session_completed: { session: SessionSummary };
  participant_joined: { participant: ParticipantView };
  participant_left: { participant: ParticipantView };
  participant_update: { participant: ParticipantView };
  timer_start: { assignment: AssignmentItem };
  timer_warning: { assignment: AssignmentItem; seconds_left: number };
  timer_complete: { assignment: AssignmentItem };
  notification: { kind: 'help_requested' | 'info'; message: string; participant_id?: number; assignment_id?: number };
  session_state: { session: SessionSummary; participants: ParticipantView[]; active_assignments: AssignmentItem[] };
  task_completed: { id: number; completed_at: string; task_id: string; participant_id: number | null };
  tasks_assigned: { assignments: AssignmentItem[] };
  task_assignments_updated: { assignments: AssignmentItem[] };
  error: { message: string };
  pong: Record<string, never>;
}

/** One event as clients receive it; `id` is the `session_events` row id (string, for tracked()). */
export type LiveEvent = {
  [K in LiveEventType]: {
    id: string;
    type: K;
    session_code: string;
    created_at: string;
    data: LiveEventPayloads[K];
    /**
     * The id of the session's event before this one (null for its first). Event ids are shared by
     * all sessions, so a client detects a missed event by comparing this with the last id it saw.
     */
    previous_id?: string | null;
  };
}[LiveEventType];
