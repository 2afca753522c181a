import type { LiveEvent } from '@brigade/contracts';
import { describe, expect, it } from 'vitest';
import { newAssignmentItem, newParticipantView } from '../live/test-factories';
import { COOK_EVENTS_START, cookEventEffects, cookEventsReducer } from './cook-events';
import type { CookIdentity } from './cook-tasks';
import { englishT } from './catalogue.test-support';

const t = englishT();

const me: CookIdentity = { participantId: 1, name: 'Ana', userId: null };
const other = { participant: { id: 2, display_name: 'Ben' }, participant_name: 'Ben', participant_id: 2 };

function event<T extends LiveEvent['type']>(type: T, data: Extract<LiveEvent, { type: T }>['data']): LiveEvent {
  return { id: '7', type, session_code: 'ABC234', created_at: '2026-01-01T10:00:00.000Z', data } as LiveEvent;
}

const sessionEvent = (type: 'session_update' | 'session_completed', status: string) => event(type, { session: { status } } as never);

describe('the cook page after a live event', () => {
  it('knows the session finished, and whether the host ended it early', () => {
    const done = cookEventsReducer(COOK_EVENTS_START, { event: sessionEvent('session_completed', 'completed'), me });
    expect(done).toEqual({ finishedLive: true, endedEarlyLive: false, disconnectedByHost: false });
    const ended = cookEventsReducer(COOK_EVENTS_START, { event: sessionEvent('session_update', 'terminated'), me });
    expect(ended).toEqual({ finishedLive: true, endedEarlyLive: true, disconnectedByHost: false });
    // A session still running changes nothing, and keeps the same state object (no re-render).
    expect(cookEventsReducer(COOK_EVENTS_START, { event: sessionEvent('session_update', 'active'), me })).toBe(COOK_EVENTS_START);
    expect(cookEventsReducer(done, { event: sessionEvent('session_completed', 'completed'), me })).toBe(done);
  });

  it("shows the disconnected screen only when the host took this very cook out", () => {
    const out = event('participant_left', { participant: newParticipantView(1), reason: 'disconnected_by_host' });
    expect(cookEventsReducer(COOK_EVENTS_START, { event: out, me }).disconnectedByHost).toBe(true);
    expect(cookEventEffects(out, me, t)).toEqual([{ type: 'disconnectedNotice' }]);
    const away = event('participant_left', { participant: newParticipantView(1) });
    const someoneElse = event('participant_left', { participant: newParticipantView(2), reason: 'disconnected_by_host' });
    for (const e of [away, someoneElse]) {
      expect(cookEventsReducer(COOK_EVENTS_START, { event: e, me })).toBe(COOK_EVENTS_START);
      expect(cookEventEffects(e, me, t)).toEqual([]);
    }
  });

  it("toasts the cook's own new tasks only", () => {
    const assigned = event('tasks_assigned', {
      assignments: [newAssignmentItem(1, 'in_progress'), newAssignmentItem(2, 'in_progress', 2, other), newAssignmentItem(3, 'pending'), newAssignmentItem(4, 'in_progress', 1, { timer_started_at: '2026-01-01T10:00:00.000Z' })],
    });
    expect(cookEventEffects(assigned, me, t)).toEqual([{ type: 'toast', message: 'New task: Task 1', announces: 1 }]);
    const started = event('task_update', { assignment: newAssignmentItem(5, 'in_progress', 1, { started_at: '2026-01-01T10:00:00.000Z' }) });
    expect(cookEventEffects(started, me, t)).toEqual([]);
    expect(cookEventEffects(event('task_update', { assignment: newAssignmentItem(6, 'in_progress') }), me, t)).toEqual([{ type: 'toast', message: 'New task: Task 6', announces: 6 }]);
  });

  it('announces a task once: later updates that list the tasks the cook holds say nothing of them', () => {
    const held = new Set([1, 6]);
    const update = event('task_assignments_updated', { assignments: [newAssignmentItem(1, 'in_progress'), newAssignmentItem(7, 'in_progress')] });
    expect(cookEventEffects(update, me, t, held)).toEqual([{ type: 'toast', message: 'New task: Task 7', announces: 7 }]);
    expect(cookEventEffects(event('task_update', { assignment: newAssignmentItem(6, 'in_progress') }), me, t, held)).toEqual([]);
  });

  it('leaves a notice that stays for a rung timer, naming its task, one per task', () => {
    const done = event('timer_complete', { assignment: { ...newAssignmentItem(3, 'in_progress'), task_name: 'Mellow the onion' } });
    expect(cookEventEffects(done, me, t)).toEqual([
      { type: 'timerAlert', alert: 'done', taskName: 'Mellow the onion' },
      { type: 'notice', key: 'timer-done-3', message: 'Timer done: Mellow the onion', kind: 'success' },
    ]);
  });

  it('names the task in the page language when the recipe has it, else as written (issue 38.2)', () => {
    const bake = { ...newAssignmentItem(1, 'in_progress'), task_name: 'Bake the crumble', task_translations: { de: { name: 'Crumble backen' } } };
    const warning = event('timer_warning', { assignment: bake, seconds_left: 60 });
    expect(cookEventEffects(warning, me, t, new Set(), 'de')[1]).toEqual({ type: 'toast', message: '1 minute left: Crumble backen', kind: 'warning' });
    expect(cookEventEffects(warning, me, t, new Set(), 'fr')[1]).toEqual({ type: 'toast', message: '1 minute left: Bake the crumble', kind: 'warning' });
  });

  it("rings the cook's own timers with a toast, and the help answer for this cook", () => {
    const warning = event('timer_warning', { assignment: newAssignmentItem(1, 'in_progress'), seconds_left: 60 });
    expect(cookEventEffects(warning, me, t)).toEqual([
      { type: 'timerAlert', alert: 'warning', taskName: 'Task 1' },
      { type: 'toast', message: '1 minute left: Task 1', kind: 'warning' },
    ]);
    expect(cookEventEffects(event('timer_complete', { assignment: newAssignmentItem(2, 'in_progress', 2, other) }), me, t)).toEqual([]);
    const answered = event('notification', { kind: 'help_answered', message: '', participant_id: 1 });
    expect(cookEventEffects(answered, me, t)).toEqual([{ type: 'chime' }, { type: 'toast', message: 'The host is on the way.', kind: 'success' }]);
    expect(cookEventEffects(event('notification', { kind: 'help_answered', message: '', participant_id: 2 }), me, t)).toEqual([]);
    expect(cookEventEffects(event('notification', { kind: 'info', message: 'Dinner at eight' }), me, t)).toEqual([{ type: 'toast', message: 'Dinner at eight' }]);
    expect(cookEventEffects(event('session_started', { session: { status: 'active' } } as never), me, t)).toEqual([{ type: 'toast', message: 'The session has started!', kind: 'success' }]);
  });
});
