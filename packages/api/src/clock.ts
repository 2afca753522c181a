/**
 * All session time comes from one clock so that a rehearsal can run faster than real time
 * (BRIGADE_CLOCK_SCALE) and tests can control it.
 */
export interface Clock {
  /** Milliseconds since the epoch, in kitchen time. */
  now(): number;
  /** Kitchen milliseconds per real millisecond (BRIGADE_CLOCK_SCALE). */
  readonly scale: number;
}

/** Kitchen time that runs `scale` times faster than the wall clock from the moment it is made. */
export function scaledClock(scale = 1, wall: () => number = Date.now): Clock {
  if (scale === 1) return { now: wall, scale };
  const origin = wall();
  return { now: () => origin + (wall() - origin) * scale, scale };
}

export const iso = (ms: number) => new Date(ms).toISOString();
