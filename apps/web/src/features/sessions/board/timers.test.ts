import type { AssignmentItem } from '@brigade/contracts';
import { describe, expect, it } from 'vitest';
import { boardNow, boardTimers, countdownText, helpWaiting, timerTone } from './timers';

const base: AssignmentItem = {
  id: 1, task_id: 't1', task_name: 'Roast the turkey', task_type: 'timer_passive', description: '', skill_level: 1,
  estimated_duration_minutes: 5, timer_duration_minutes: 90, safety_level: 'low', equipment: [],
  participant: { id: 7, display_name: 'Ana' }, participant_name: 'Ana', participant_id: 7, participant_user_id: null,
  status: 'in_progress', assigned_at: '2026-11-26T15:00:00.000Z', started_at: '2026-11-26T15:00:00.000Z', completed_at: null,
  timer_started_at: '2026-11-26T15:05:00.000Z', timer_ends_at: '2026-11-26T16:35:00.000Z', recipe_name: 'Roast Turkey',
};

describe('the host board timers', () => {
  it('lists only timers under way, the one ending first on top', () => {
    const now = Date.parse('2026-11-26T15:20:00.000Z');
    const list = boardTimers({
      active_assignments: [
        base,
        { ...base, id: 2, task_name: 'Boil potatoes', task_type: 'timer_active', timer_ends_at: '2026-11-26T15:30:00.000Z' },
        { ...base, id: 3, timer_ends_at: null, timer_started_at: null },
        { ...base, id: 4, status: 'completed', completed_at: '2026-11-26T15:10:00.000Z' },
      ],
    }, now);
    expect(list.map((t) => [t.id, t.task, t.passive])).toEqual([
      [2, 'Boil potatoes', false],
      [1, 'Roast the turkey', true],
    ]);
    expect(list[1]).toMatchObject({ cook: 'Ana', dish: 'Roast Turkey', cookId: 7 });
    // A timer started again is a new run: it rings again.
    expect(list[0]!.key).not.toBe(boardTimers({ active_assignments: [{ ...base, id: 2, timer_ends_at: '2026-11-26T15:40:00.000Z' }] }, now)[0]!.key);
  });

  it('keeps a hands-off timer its ring finished for a while, then lets it go', () => {
    const rung = { ...base, status: 'completed' as const, timer_ends_at: '2026-11-26T15:30:00.000Z', completed_at: '2026-11-26T15:30:00.250Z' };
    expect(boardTimers({ active_assignments: [rung] }, Date.parse('2026-11-26T15:31:00.000Z'))).toMatchObject([{ id: 1, finished: true }]);
    expect(boardTimers({ active_assignments: [rung] }, Date.parse('2026-11-26T15:45:00.000Z'))).toEqual([]);
    // A stay-with-it timer's task is finished by its cook: nothing left to ring for.
    expect(boardTimers({ active_assignments: [{ ...rung, task_type: 'timer_active' }] }, Date.parse('2026-11-26T15:31:00.000Z'))).toEqual([]);
  });

  it('colours by time left and counts down in minutes and seconds', () => {
    expect(timerTone(10 * 60_000)).toBe('running');
    expect(timerTone(90_000)).toBe('soon');
    expect(timerTone(20_000)).toBe('ending');
    expect(timerTone(0)).toBe('done');
    expect(countdownText(65_000)).toBe('1:05');
    expect(countdownText(64_001)).toBe('1:05');
    expect(countdownText(3_725_000)).toBe('1:02:05');
    expect(countdownText(-42_000)).toBe('+0:42');
  });

  it('stands still while the session is paused', () => {
    const paused = '2026-11-26T15:10:00.000Z';
    expect(boardNow(Date.parse('2026-11-26T15:20:00.000Z'), paused)).toBe(Date.parse(paused));
    expect(boardNow(1000, null)).toBe(1000);
  });

  it('rings for help asked and not answered since', () => {
    const asked = { ...base, help_requested_at: '2026-11-26T15:10:00.000Z', help_answered_at: null };
    expect(helpWaiting({ active_assignments: [asked] })).toBe(true);
    expect(helpWaiting({ active_assignments: [{ ...asked, help_answered_at: '2026-11-26T15:11:00.000Z' }] })).toBe(false);
    // Asked again after an answer: rings again.
    expect(helpWaiting({ active_assignments: [{ ...asked, help_answered_at: '2026-11-26T15:05:00.000Z' }] })).toBe(true);
    expect(helpWaiting({ active_assignments: [{ ...asked, status: 'completed' }] })).toBe(false);
    expect(helpWaiting({ active_assignments: [base] })).toBe(false);
  });
});
