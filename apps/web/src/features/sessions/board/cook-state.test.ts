import type { AssignmentItem, ParticipantView } from '@brigade/contracts';
import { describe, expect, it } from 'vitest';
import { attendedTask, connectionOf, connectionText, overrun, timersByThemselves } from './cook-state';
import { messagesFor } from './messages-for-tests';

const en = messagesFor('en');
const de = messagesFor('de');

const task = (over: Partial<AssignmentItem>): AssignmentItem => ({
  id: 1, task_id: 't1', task_name: 'Peel potatoes', task_type: 'prep', description: '', skill_level: 1,
  estimated_duration_minutes: 10, timer_duration_minutes: null, safety_level: 'low', equipment: [],
  participant: { id: 7, display_name: 'Ana' }, participant_name: 'Ana', participant_id: 7, participant_user_id: null,
  status: 'in_progress', assigned_at: '2026-11-26T16:00:00.000Z', started_at: '2026-11-26T16:00:00.000Z', completed_at: null,
  timer_started_at: null, timer_ends_at: null, recipe_name: 'Mash', ...over,
});
const min = (m: number) => Date.parse('2026-11-26T16:00:00.000Z') + m * 60_000;

describe('a cook card', () => {
  it('keeps the attended task apart from the oven timer the cook started', () => {
    const oven = task({ id: 2, task_name: 'Preheat the oven', task_type: 'timer_passive', timer_ends_at: '2026-11-26T16:20:00.000Z' });
    const peel = task({ id: 3 });
    expect(attendedTask([oven, peel])?.task_name).toBe('Peel potatoes');
    expect(timersByThemselves([oven, peel]).map((a) => a.task_name)).toEqual(['Preheat the oven']);
    // A passive task whose timer is not started yet is attended (its start step).
    expect(attendedTask([{ ...oven, timer_ends_at: null }])?.task_name).toBe('Preheat the oven');
  });

  it('turns amber past the planned time, then red, with the minutes over', () => {
    const peel = task({});
    expect(overrun(peel, min(10.5))).toBeNull();
    expect(overrun(peel, min(12))).toEqual({ level: 'amber', minutes: 2 });
    expect(overrun(peel, min(15))).toEqual({ level: 'red', minutes: 5 });
    // Work done before a put-down counts.
    expect(overrun({ ...peel, elapsed_minutes: 4 }, min(8))).toEqual({ level: 'amber', minutes: 2 });
    // A stay-with-it timer counts in the plan, and one started late moves the end.
    const oil = task({ task_type: 'timer_active', estimated_duration_minutes: 2, timer_duration_minutes: 8, timer_ends_at: '2026-11-26T16:15:00.000Z' });
    expect(overrun(oil, min(14))).toBeNull();
    expect(overrun(oil, min(17))).toEqual({ level: 'amber', minutes: 2 });
  });

  it('says the connection: online, offline since, on a break, left', () => {
    const cook = { id: 7, display_name: 'Ana', is_cooking: true, last_seen: '2026-11-26T16:12:00.000Z', on_break_since: null } as ParticipantView;
    const clock = (iso: string) => iso.slice(11, 16);
    expect(connectionText(en, connectionOf({ ...cook, connection: 'online' }), clock)).toBe('Online');
    expect(connectionText(en, connectionOf({ ...cook, connection: 'online', on_break_since: '2026-11-26T16:05:00.000Z' }), clock)).toBe('On a break since 16:05');
    expect(connectionText(en, connectionOf({ ...cook, is_cooking: false, connection: 'offline' }), clock)).toBe('Offline since 16:12');
    expect(connectionText(en, connectionOf({ ...cook, is_cooking: false, connection: 'left' }), clock)).toBe('Left at 16:12');
    expect(connectionText(en, connectionOf({ ...cook, is_cooking: false }), clock)).toBe('Offline since 16:12');
    // The server's offline_since (issue 35) wins over a connection it has not closed yet; missing, today's display.
    expect(connectionText(en, connectionOf({ ...cook, connection: 'online', offline_since: '2026-11-26T15:42:00.000Z' }), clock)).toBe('Offline since 15:42');
    expect(connectionText(en, connectionOf({ ...cook, connection: 'offline', offline_since: '2026-11-26T15:42:00.000Z' }), clock)).toBe('Offline since 15:42');
    expect(connectionText(en, connectionOf({ ...cook, connection: 'left', offline_since: '2026-11-26T15:42:00.000Z' }), clock)).toBe('Left at 16:12');
    expect(connectionText(en, connectionOf({ ...cook, connection: 'online', offline_since: null }), clock)).toBe('Online');
    // In the page's language.
    expect(connectionText(de, connectionOf({ ...cook, is_cooking: false, connection: 'offline' }), clock)).toBe('Offline seit 16:12');
  });
});
