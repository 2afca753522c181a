import type { AssignmentRow, CookingSessionRow, ParticipantRow, SessionTaskRow } from '@brigade/db';
import type { KitchenState } from '../src/live/engine/kitchen-state';

/** Shared factories for unit tests of the live kitchen: a session started at `FIXTURE_START`. */
export const FIXTURE_START = Date.parse('2026-11-22T10:00:00Z');

/** A session task at the prep station, 5 minutes, no skill; `over` changes any field. */
export const newTaskRow = (id: string, over: Partial<SessionTaskRow> = {}): SessionTaskRow => ({
  id, session_id: 1, session_recipe_id: 1, original_task_id: 1, position: 0, name: id, description: '', task_type: 'prep',
  skill_level: 1, estimated_duration_minutes: 5, timer_duration_minutes: null, safety_level: 'minimal', equipment: '["prep_station"]',
  skill_requirements: '[]', quantity_dependent: 0, elapsed_ms: 0, oven_temperature_c: null, oven_fan: null, learned_pace: null, translations: null, planned_oven_c: null, planned_oven_minutes: null, planned_oven_with: null, ...over,
});

/** A present cook of session 1. */
export const newCookRow = (id: number, over: Partial<ParticipantRow> = {}): ParticipantRow => ({
  id, session_id: 1, user_id: null, display_name: `c${id}`, display_name_key: `c${id}`, is_active: 1, removed: 0, joined_at: '', last_seen: '', on_break_since: null, secure_connection: null, ...over,
});

/** An assignment row: `taskId` under way for `cookId` since kitchen minute `startedAtMinute`. */
export const newRunningRow = (id: number, taskId: string, cookId: number, startedAtMinute: number): AssignmentRow => {
  const at = new Date(FIXTURE_START + startedAtMinute * 60_000).toISOString();
  return {
    id, session_id: 1, task_id: taskId, participant_id: cookId, status: 'in_progress', assigned_at: at, started_at: at, completed_at: null, completed_by: null,
    timer_started_at: null, timer_ends_at: null, timer_warned: 0, timer_rang: 0, help_requested_at: null, help_answered_at: null,
  };
};

/** An active session's kitchen with the standard equipment (3 prep stations), no skills answered. */
export function newKitchenState(tasks: SessionTaskRow[], people: ParticipantRow[], over: Partial<KitchenState> = {}, preference = 'rotation'): KitchenState {
  const session = { id: 1, code: 'ABCDEF', status: 'active', started_at: new Date(FIXTURE_START).toISOString(), station_preference: preference } as CookingSessionRow;
  return {
    session, tasks, taskById: new Map(tasks.map((t) => [t.id, t])), dependencies: [], assignments: [], people,
    skillKeys: new Map(people.map((p) => [p.id, []])), declinedKeys: new Map(people.map((p) => [p.id, []])), capacity: { prep_station: 3, burner: 4, oven: 2, sink: 1, dishwasher: 1, stand_mixer: 0, food_processor: 1, blender: 1 },
    copies: [], recipeNameOfCopy: new Map(), recipeOfCopy: new Map(), courseOfCopy: new Map(), courseServeAt: new Map(), ...over,
  };
}
