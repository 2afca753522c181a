import { describe, expect, it } from 'vitest';
import { changeLine, fieldValue, progressText } from './ai-words';

describe('changeLine', () => {
  it('reads a field change in kitchen words', () => {
    expect(changeLine({ field: 'estimated_duration_minutes', before: 5, after: 8 })).toBe('Minutes: 5 → 8');
    expect(changeLine({ field: 'equipment', before: ['prep_station'], after: ['oven', 'prep_station'] })).toBe('Equipment: Prep station → Oven, Prep station');
    expect(changeLine({ field: 'task_type', before: 'prep', after: 'timer_passive' })).toBe('Type: Prep → Timed, hands-off');
    expect(changeLine({ field: 'skill_requirements', before: [], after: ['knife_work'] })).toBe('Skills: none → Knife work');
    expect(changeLine({ field: 'quantity_dependent', before: false, after: true })).toBe('Grows with servings: no → yes');
    expect(changeLine({ field: 'timer_duration_minutes', before: null, after: 30 })).toBe('Timer minutes: none → 30');
  });

  it('cuts long text short', () => {
    const long = 'x'.repeat(200);
    expect(fieldValue('description', long)).toHaveLength(80);
    expect(fieldValue('description', long).endsWith('…')).toBe(true);
  });
});

describe('progressText', () => {
  it('says what the model has sent so far', () => {
    expect(progressText({ attempt: 1, characters: 0, tasks: 0, phase: 'waiting' })).toBe('Waiting for the AI to start answering…');
    expect(progressText({ attempt: 1, characters: 1234, tasks: 1, phase: 'receiving' })).toBe('Receiving the recipe: 1 task so far (1,234 characters)');
    expect(progressText({ attempt: 1, characters: 2000, tasks: 6, phase: 'checking' })).toBe('Checking the answer: 6 tasks…');
    expect(progressText({ attempt: 2, characters: 10, tasks: 0, phase: 'receiving' })).toBe(
      'The AI is fixing its answer (attempt 2 of 3). Receiving the recipe: 0 tasks so far (10 characters)',
    );
  });
});
