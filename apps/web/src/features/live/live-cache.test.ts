import type { AssignmentItem, LiveEvent } from '@brigade/contracts';
import { describe, expect, it } from 'vitest';
import { applyLiveEvent, EVERY_QUERY, type CachedQuery, type LiveCacheTarget, type TaskGraphCache } from './live-cache';
import { newAssignmentItem, newParticipantView, newSessionView } from './test-factories';

const assignment = (id: number, status: AssignmentItem['status'], participantId = 1) => newAssignmentItem(id, status, participantId);
const view = () => newSessionView();

/** A cache of one session view and one task graph, recording what is refetched. */
function cache() {
  const state = { view: view(), graph: { session: { code: 'ABC234', status: 'active', name: null }, assignments: [], predicted_finish_at: null } as TaskGraphCache };
  const refetched: CachedQuery[] = [];
  const target: LiveCacheTarget = {
    updateSession: (update) => (state.view = update(state.view)),
    updateTaskGraph: (update) => (state.graph = update(state.graph)),
    refetch: (queries) => refetched.push(...queries),
  };
  return { state, refetched, target };
}

const event = <E extends LiveEvent>(e: Omit<E, 'id' | 'session_code' | 'created_at'>): LiveEvent =>
  ({ id: '9', session_code: 'ABC234', created_at: '2026-01-01T10:00:00.000Z', ...e }) as unknown as LiveEvent;

describe('live events applied to the cache', () => {
  it('completes an assignment in place: counts, the cook and the map change, the session is not refetched', () => {
    const { state, refetched, target } = cache();
    applyLiveEvent(event({ type: 'task_completed', data: { id: 1, completed_at: '2026-01-01T10:05:00.000Z', task_id: '1-1', participant_id: 1 } }), target);
    expect(state.view.completed_task_count).toBe(1);
    expect(state.view.active_assignments[0]!.status).toBe('completed');
    expect(state.view.participants[0]!.tasks_completed).toBe(1);
    expect(refetched).not.toContain('get');
    expect(refetched).not.toContain('taskGraph');
    // The same completion again (a repeat) changes nothing.
    applyLiveEvent(event({ type: 'task_completed', data: { id: 1, completed_at: '2026-01-01T10:05:00.000Z', task_id: '1-1', participant_id: 1 } }), target);
    expect(state.view.participants[0]!.tasks_completed).toBe(1);
  });

  it('adds newly assigned tasks and replaces open ones from a full list', () => {
    const { state, target } = cache();
    applyLiveEvent(event({ type: 'tasks_assigned', data: { assignments: [assignment(2, 'in_progress'), assignment(3, 'pending')] } }), target);
    expect(state.view.active_assignments.map((a) => a.id)).toEqual([1, 2, 3]);
    expect(state.graph.assignments.map((a) => a.id)).toEqual([2, 3]);
    applyLiveEvent(event({ type: 'task_assignments_updated', data: { assignments: [assignment(3, 'in_progress')] } }), target);
    expect(state.view.active_assignments.map((a) => [a.id, a.status])).toEqual([[3, 'in_progress']]);
  });

  it("updates a cook's connection without reading any work again; a cook away or back reads it again", () => {
    const { state, refetched, target } = cache();
    const secure = newParticipantView(1, { secure_connection: true });
    applyLiveEvent(event({ type: 'participant_update', data: { participant: secure, change: 'connection' } }), target);
    expect(state.view.participants[0]!.secure_connection).toBe(true);
    expect(refetched).toEqual([]);
    applyLiveEvent(event({ type: 'participant_update', data: { participant: newParticipantView(1, { is_active: false }) } }), target);
    expect(refetched).toEqual(['assignments', 'currentTask']);
  });

  it("puts a resume's moved timers in place at once, on the host's view and the cook's list (no jump before the refetch)", () => {
    const { state, refetched, target } = cache();
    const before = newAssignmentItem(1, 'in_progress', 1, { timer_ends_at: '2026-11-27T19:40:00.000Z' });
    state.view = { ...state.view, paused_at: '2026-11-27T19:05:00.000Z', active_assignments: [before] };
    let list: AssignmentItem[] = [before, newAssignmentItem(2, 'pending')];
    target.updateAssignments = (update) => (list = update(list));
    const moved = { ...before, timer_ends_at: '2026-11-27T19:45:00.000Z' };
    const summary = { id: 1, code: 'ABC234', name: null, status: 'active' as const, started_at: null, completed_at: null, predicted_finish_at: null, paused_at: null, recipe_finish_at: {} };
    applyLiveEvent(event({ type: 'session_resumed', data: { session: summary, assignments: [moved] } }), target);
    expect(state.view.paused_at).toBeNull();
    expect(state.view.active_assignments[0]!.timer_ends_at).toBe('2026-11-27T19:45:00.000Z');
    expect(list.map((a) => [a.id, a.timer_ends_at])).toEqual([
      [1, '2026-11-27T19:45:00.000Z'],
      [2, null],
    ]);
    expect(refetched).toContain('assignments');
  });

  it('refetches everything once for an event type it does not know', () => {
    const { refetched, target } = cache();
    applyLiveEvent(event({ type: 'recipe_swapped' as never, data: {} as never }), target);
    expect(refetched).toEqual([...EVERY_QUERY]);
  });
});
