import { describe, expect, it } from 'vitest';
import { findDurations, isoDurationMinutes } from './durations';

describe('findDurations', () => {
  it.each([
    ['Simmer for 10 minutes.', [10]],
    ['Bake for 1 hour.', [60]],
    ['Roast for 20-25 min until golden.', [25]],
    ['Cook for 1 hour 30 minutes.', [60, 30]],
    ['Rest for 1 1/2 hours.', [90]],
    ['Leave overnight.', [480]],
    ['Chill for half an hour.', [30]],
    ['Chop the onion.', []],
  ])('%j', (text, minutes) => {
    expect(findDurations(text).map((d) => d.minutes)).toEqual(minutes);
  });
});

describe('isoDurationMinutes', () => {
  it.each([
    ['PT1H30M', 90],
    ['P0DT45M', 45],
    ['PT90M', 90],
    ['PT0H20M', 20],
    ['P1DT2H', 1560],
    ['PT30S', 1],
  ])('%s is %i minutes', (iso, minutes) => {
    expect(isoDurationMinutes(iso)).toBe(minutes);
  });
  it.each(['', 'P', 'PT', '45 minutes', 'PT0M', null, 12])('%j is no duration', (value) => {
    expect(isoDurationMinutes(value)).toBeNull();
  });
});
