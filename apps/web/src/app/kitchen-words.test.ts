import { describe, expect, it } from 'vitest';
import { kitchenWord } from './kitchen-words';

describe('kitchenWord', () => {
  it('gives kitchen words for task types, difficulties and statuses', () => {
    expect(kitchenWord('timer_active')).toBe('Timed, stay with it');
    expect(kitchenWord('equipment_claim')).toBe('Needs equipment');
    expect(kitchenWord('intermediate')).toBe('Intermediate');
    expect(kitchenWord('in_progress')).toBe('In progress');
  });

  it('turns an unknown key into words, never the raw key', () => {
    expect(kitchenWord('deep_frying')).toBe('Deep frying');
    expect(kitchenWord('')).toBe('');
    expect(kitchenWord(null)).toBe('');
  });
});
