import { describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n';
import en from '../../i18n/locales/en/recipes.json';
import { readyTaskIds, statusTone, type CardAssignment } from './task-display';
import { statusDisplay as display } from './task-words';

/** The English words (these messages have no placeholders). */
const t: Translate = (id) => (en as Record<string, string>)[id] ?? id;
const statusDisplay = (assignment: CardAssignment | null, ready?: boolean) => display(t, assignment, ready);

describe('the assignment status display (spec 02 §4)', () => {
  // Chop (1) -> Fry (2) -> Serve (3); Chop is done, nobody is planned for Fry or Serve.
  const dependencies = [
    { task_id: 2, depends_on_id: 1 },
    { task_id: 3, depends_on_id: 2 },
  ];
  const assignments = [{ task_id: 1, status: 'completed' }];

  it('a task nobody is planned for whose dependencies are met is Waiting..., not Not ready', () => {
    const ready = readyTaskIds(['1', '2', '3'], dependencies, assignments);
    expect(ready.has('2')).toBe(true);
    expect(ready.has('3')).toBe(false);
    expect(statusDisplay(null, ready.has('2'))).toMatchObject({ status: 'unassigned', detail: 'Waiting...', tone: 'unassigned' });
    expect(statusDisplay(null, ready.has('3'))).toMatchObject({ status: 'unassigned', detail: 'Not ready', tone: 'unassigned' });
  });

  it('a task without dependencies is ready; one whose dependency is only in progress is not', () => {
    const ready = readyTaskIds(['1', '2'], [{ task_id: 2, depends_on_id: 1 }], [{ task_id: 1, status: 'in_progress' }]);
    expect([...ready]).toEqual(['1']);
  });

  it('an assignment without a cook is Waiting...; with one, the cook', () => {
    expect(statusDisplay({ status: 'pending' })).toMatchObject({ status: 'waiting', detail: 'Waiting...' });
    expect(statusDisplay({ status: 'pending', participant: { display_name: 'Ann' } })).toMatchObject({ status: 'waiting', detail: 'Ann' });
  });

  it('the map colour needs no words: grey until someone is planned', () => {
    expect(statusTone(null)).toBe('unassigned');
    expect(statusTone({ status: 'in_progress' })).toBe('in_progress');
    expect(statusTone({ status: 'something_new' })).toBe('unassigned');
  });
});
