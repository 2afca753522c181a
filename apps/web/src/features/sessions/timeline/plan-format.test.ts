import { describe, expect, it } from 'vitest';
import { estimateSentence, hoursMinutes } from './plan-format';

describe('plan format', () => {
  it('reads like the host would say it', () => {
    expect(hoursMinutes(80)).toBe('1 h 20');
    expect(hoursMinutes(65)).toBe('1 h 05');
    expect(hoursMinutes(45)).toBe('45 min');
    expect(estimateSentence([{ cooks: 3, minutes: 80 }, { cooks: 4, minutes: 65 }])).toBe('With 3 cooks this meal takes 1 h 20, with 4 cooks 1 h 05');
  });
});
