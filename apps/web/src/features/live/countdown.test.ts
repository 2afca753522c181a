import { describe, expect, it } from 'vitest';
import { countdownLeft, countdownMoment } from './countdown';

const at = (iso: string) => Date.parse(iso);

describe('one projection for every countdown', () => {
  it('counts down with the kitchen clock while the session runs', () => {
    const ends = at('2026-11-27T19:40:00.000Z');
    expect(countdownLeft(ends, at('2026-11-27T19:05:00.000Z'), null)).toBe(35 * 60_000);
    expect(countdownLeft(ends, at('2026-11-27T19:41:00.000Z'), undefined)).toBe(-60_000);
  });

  it('stands still at the pause: the value shown when the host paused, however long it lasts', () => {
    const ends = at('2026-11-27T19:40:00.000Z');
    const paused = '2026-11-27T19:05:04.000Z';
    const atPause = countdownLeft(ends, at(paused), paused);
    expect(atPause).toBe(34 * 60_000 + 56_000);
    // 8 s and 40 min into the pause: still 34:56, never 0:00.
    expect(countdownLeft(ends, at('2026-11-27T19:05:12.000Z'), paused)).toBe(atPause);
    expect(countdownLeft(ends, at('2026-11-27T19:45:04.000Z'), paused)).toBe(atPause);
    expect(countdownMoment(at('2026-11-27T19:45:04.000Z'), paused)).toBe(at(paused));
  });

  it('resumes from the paused value once the server moved the end on by the pause', () => {
    const paused = '2026-11-27T19:05:04.000Z';
    const ends = at('2026-11-27T19:40:00.000Z');
    const atPause = countdownLeft(ends, at(paused), paused);
    const resumedAt = at('2026-11-27T19:10:04.000Z');
    const movedEnds = ends + (resumedAt - at(paused));
    expect(countdownLeft(movedEnds, resumedAt, null)).toBe(atPause);
  });
});
