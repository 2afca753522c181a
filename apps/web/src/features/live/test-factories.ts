import type { AssignmentItem, ParticipantView, SessionView } from '@brigade/contracts';

/**
 * Session answers for the web app's unit tests (no server): one cook's assignment, a cook, and a
 * running session holding them. Each takes the fields a test cares about as overrides.
 */
export const newAssignmentItem = (id: number, status: AssignmentItem['status'], participantId = 1, overrides: Partial<AssignmentItem> = {}): AssignmentItem => ({
  id,
  task_id: `1-${id}`,
  task_name: `Task ${id}`,
  task_type: 'prep',
  description: '',
  skill_level: 1,
  estimated_duration_minutes: 5,
  timer_duration_minutes: null,
  safety_level: 'low',
  equipment: [],
  participant: { id: participantId, display_name: 'Ana' },
  participant_name: 'Ana',
  participant_id: participantId,
  participant_user_id: null,
  status,
  assigned_at: '2026-01-01T10:00:00.000Z',
  started_at: null,
  completed_at: null,
  timer_started_at: null,
  timer_ends_at: null,
  recipe_name: 'Greek Salad',
  ...overrides,
});

export const newParticipantView = (id: number, overrides: Partial<ParticipantView> = {}): ParticipantView => ({
  id,
  display_name: 'Ana',
  user: null,
  skills: [],
  tasks_completed: 0,
  is_cooking: true,
  is_active: true,
  is_host: false,
  joined_at: '2026-01-01T09:55:00.000Z',
  last_seen: '2026-01-01T10:00:00.000Z',
  station: null,
  on_break_since: null,
  secure_connection: null,
  ...overrides,
});

export const newSessionView = (overrides: Partial<SessionView> = {}): SessionView => ({
  id: 1,
  code: 'ABC234',
  name: null,
  status: 'active',
  kitchen: 1,
  kitchen_name: 'Home',
  station_preference: 'rotation',
  created_at: '2026-01-01T09:50:00.000Z',
  paused_at: null,
  started_at: '2026-01-01T10:00:00.000Z',
  completed_at: null,
  predicted_finish_at: null,
  diners: null,
  serve_at: null,
  participant_count: 1,
  host: { id: 1, username: 'host' },
  session_recipes: [],
  active_assignments: [newAssignmentItem(1, 'in_progress')],
  participants: [newParticipantView(1)],
  task_count: 3,
  completed_task_count: 0,
  ...overrides,
});
