import { describe, expect, it } from 'vitest';
import { newAssignmentItem, newParticipantView, newSessionView } from '../live/test-factories';
import { stallRelevant } from './stall-relevant';

describe('what in the session makes the stalls stale', () => {
  const base = newSessionView({ participants: [newParticipantView(1, { skills: [3] }), newParticipantView(2)], active_assignments: [newAssignmentItem(1, 'in_progress'), newAssignmentItem(2, 'pending', 2)] });

  it('ignores clocks, timers, help and names', () => {
    const later = newSessionView({
      ...base,
      predicted_finish_at: '2026-01-01T11:00:00.000Z',
      participants: base.participants.map((p) => ({ ...p, last_seen: '2026-01-01T10:30:00.000Z', tasks_completed: 4, display_name: 'Bea' })),
      active_assignments: base.active_assignments.map((a) => ({ ...a, started_at: '2026-01-01T10:01:00.000Z', timer_started_at: '2026-01-01T10:02:00.000Z', timer_ends_at: '2026-01-01T10:17:00.000Z', help_requested_at: '2026-01-01T10:03:00.000Z' })),
    });
    expect(stallRelevant(later)).toBe(stallRelevant(base));
  });

  it.each([
    ['a task completed', { active_assignments: [newAssignmentItem(1, 'completed'), newAssignmentItem(2, 'pending', 2)] }],
    ['a task handed to another cook', { active_assignments: [newAssignmentItem(1, 'in_progress'), newAssignmentItem(2, 'pending', 1)] }],
    ['a cook away', { participants: [newParticipantView(1, { skills: [3] }), newParticipantView(2, { is_active: false })] }],
    ['a skill said Yes to', { participants: [newParticipantView(1, { skills: [3, 4] }), newParticipantView(2)] }],
    ['a cook on a break', { participants: [newParticipantView(1, { skills: [3] }), newParticipantView(2, { on_break_since: '2026-01-01T10:20:00.000Z' })] }],
    ['a cook joining', { participants: [...base.participants, newParticipantView(3)] }],
    ['the session paused or ended', { status: 'completed' as const }],
  ])('changes with %s', (_, change) => {
    expect(stallRelevant(newSessionView({ ...base, ...change }))).not.toBe(stallRelevant(base));
  });
});
