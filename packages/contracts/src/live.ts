import type { AssignmentItem, ParticipantView, SessionStatus } from './session-api';
import type { TaskView } from './recipe-api';
import type { FinishMove } from './board';
import type { ApiTextCode, ApiTextParams } from './api-texts';

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
  'session_resumed',
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
  /** Set while the host has paused the session. */
  paused_at?: string | null;
  /** Predicted finish per recipe copy (session recipe id → ISO time). */
  recipe_finish_at: Record<string, string>;
  /** Settings that re-plan the meal, so a client can update its copy from the event alone. */
  diners?: number | null;
  serve_at?: string | null;
}

export interface LiveEventPayloads {
  /**
   * An assignment changed, or (issue 12) the host edited the running session's task graph: then
   * `task` is the edited task (its assignment, if any, in `assignment`) or `dependencies` the new edges.
   */
  task_update: {
    assignment: AssignmentItem | null;
    task?: TaskView;
    dependencies?: Array<{ id: string; task_id: string; depends_on_id: string; type: string }>;
  };
  /** `finish_moved` when the predicted finish moved by more than FINISH_MOVE_MINUTES, with why (issue 26). */
  session_update: { session: SessionSummary; finish_moved?: FinishMove };
  session_started: { session: SessionSummary };
  session_paused: { session: SessionSummary };
  /** Sent on resume; running timers were moved on by the pause (their new ends in `assignments`). */
  session_resumed: { session: SessionSummary; assignments: AssignmentItem[] };
  session_completed: { session: SessionSummary };
  participant_joined: { participant: ParticipantView };
  /** `reason` when the host took the cook out: their sockets are closed with the matching message. */
  participant_left: { participant: ParticipantView; reason?: 'removed' | 'disconnected_by_host' };
  /** `change: 'connection'` when only the phone's connection (secure or not) changed: no work moved. */
  participant_update: { participant: ParticipantView; change?: 'connection' };
  timer_start: { assignment: AssignmentItem };
  timer_warning: { assignment: AssignmentItem; seconds_left: number };
  timer_complete: { assignment: AssignmentItem };
  /**
   * `stall`: the plan holds work nobody present can do (its message names the task and what is missing).
   * `message` is the spec's English; `code` and `params` are the same text by code (api-texts.ts), for
   * each phone to show in its own language (issue 30; absent on events stored before).
   */
  notification: {
    kind: 'help_requested' | 'help_answered' | 'info' | 'rejoin_requested' | 'stall';
    message: string;
    code?: ApiTextCode;
    params?: ApiTextParams;
    participant_id?: number;
    assignment_id?: number;
    assignment?: AssignmentItem;
  };
  session_state: { session: SessionSummary; participants: ParticipantView[]; active_assignments: AssignmentItem[] };
  task_completed: { id: number; completed_at: string; task_id: string; participant_id: number | null };
  tasks_assigned: { assignments: AssignmentItem[] };
  task_assignments_updated: { assignments: AssignmentItem[] };
  error: { message: string };
  pong: Record<string, never>;
}

/**
 * The server's kitchen clock at the moment it answered: `now` in kitchen milliseconds since the
 * epoch and `rate` kitchen milliseconds per real millisecond (BRIGADE_CLOCK_SCALE). A phone keeps
 * an offset from it so that every countdown runs at kitchen speed.
 */
export interface KitchenClockReading {
  now: number;
  rate: number;
}

/**
 * One event as clients receive it; `id` is the `session_events` row id (string, for tracked()).
 * `server_now` and `clock_rate` are the kitchen clock when the event was sent (not stored).
 */
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
    /** The kitchen clock as the event left the server (ms) and its rate (the phone's countdowns). */
    server_now?: number;
    clock_rate?: number;
  };
}[LiveEventType];
