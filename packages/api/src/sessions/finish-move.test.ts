import type { AssignmentItem } from '@brigade/contracts';
import { finishMoveReasonText } from '@brigade/contracts';
import { describe, expect, it } from 'vitest';
import { finishMoveReasons, type StoredEvent } from './finish-move';

const task = (over: Partial<AssignmentItem>): AssignmentItem => ({
  id: 1, task_id: 't1', task_name: 'Slice the onion', task_type: 'prep', description: '', skill_level: 1,
  estimated_duration_minutes: 3, timer_duration_minutes: null, safety_level: 'low', equipment: [],
  participant: { id: 7, display_name: 'Ana' }, participant_name: 'Ana', participant_id: 7, participant_user_id: null,
  status: 'in_progress', assigned_at: '2026-11-26T16:00:00.000Z', started_at: '2026-11-26T16:00:00.000Z', completed_at: null,
  timer_started_at: null, timer_ends_at: null, recipe_name: 'Salad', ...over,
});
const ev = (type: string, data: unknown): StoredEvent => ({ type, payload: JSON.stringify(data) });
const NOW = '2026-11-26T16:20:00.000Z';

describe('why the predicted finish moved', () => {
  it('a cook left, went offline or took a break; a stall; the session was paused', () => {
    const reasons = finishMoveReasons(
      [
        ev('participant_left', { participant: { display_name: 'Ben', is_cooking: false, on_break_since: null } }),
        ev('participant_update', { participant: { display_name: 'Cy', is_cooking: false, on_break_since: null } }),
        ev('participant_update', { participant: { display_name: 'Di', is_cooking: true, on_break_since: NOW } }),
        ev('task_assignments_updated', { assignments: [task({ status: 'unassignable', participant: null })] }),
        ev('session_resumed', { session: {}, assignments: [] }),
      ],
      [],
      NOW,
    );
    expect(reasons.map(finishMoveReasonText)).toEqual(['Ben left', 'Cy went offline', 'Di is on a break', 'work is waiting that nobody present can do', 'the session was paused']);
  });

  it('a task ran long (done or still going), a timer started late', () => {
    const reasons = finishMoveReasons(
      [
        ev('task_update', { assignment: task({ status: 'completed', completed_at: '2026-11-26T16:15:00.000Z' }) }),
        ev('timer_start', { assignment: task({ task_name: 'Roast', task_type: 'timer_passive', timer_started_at: '2026-11-26T16:09:00.000Z' }) }),
      ],
      [task({ task_name: 'Peel', estimated_duration_minutes: 10 })],
      NOW,
    );
    expect(reasons.map(finishMoveReasonText)).toEqual(['Slice the onion ran 12 min long', 'the timer of Roast started 8 min late', 'Peel ran 10 min long']);
  });

  it("carries a task's names in other languages for the host's page (issue 38.2), none for a cook", () => {
    const onion = { de: { name: 'Zwiebel schneiden' } };
    const reasons = finishMoveReasons(
      [
        ev('participant_left', { participant: { display_name: 'Ben', is_cooking: false, on_break_since: null } }),
        ev('task_update', { assignment: task({ status: 'completed', completed_at: '2026-11-26T16:15:00.000Z', task_translations: onion }) }),
      ],
      [],
      NOW,
    );
    expect(reasons).toEqual([
      { kind: 'cook_left', name: 'Ben', minutes: null },
      { kind: 'ran_long', name: 'Slice the onion', translations: onion, minutes: 12 },
    ]);
  });

  it('says the plan was made again when nothing explains it', () => {
    expect(finishMoveReasons([ev('task_completed', { id: 1 })], [task({})], '2026-11-26T16:02:00.000Z')).toEqual([{ kind: 'replanned', name: null, minutes: null }]);
  });
});
