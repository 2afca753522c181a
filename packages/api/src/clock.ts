import { kitchenClock, type DB } from '@brigade/db';

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

/**
 * The server's kitchen clock, continued from the origin kept in the database: kitchen time goes on
 * across a restart (and a change of scale) instead of starting again from the process start, so
 * a timer running at a crash rings on time and every new timestamp is later than the stored ones.
 * It never goes backwards, not even below the latest time already written, or if the wall clock
 * is set back.
 */
export async function persistedClock(db: DB, scale = 1, wall: () => number = Date.now): Promise<Clock> {
  const startWall = wall();
  const saved = await kitchenClock.findClock(db);
  let startKitchen = saved ? saved.kitchen_origin + (startWall - saved.wall_origin) * saved.scale : startWall;
  const floor = await kitchenClock.latestKitchenTime(db);
  if (floor !== null && startKitchen <= floor) startKitchen = floor + 1;
  startKitchen = Math.round(startKitchen);
  await kitchenClock.saveClock(db, { scale, wall_origin: startWall, kitchen_origin: startKitchen });
  let last = startKitchen;
  return {
    scale,
    now: () => {
      const t = Math.round(startKitchen + (wall() - startWall) * scale);
      if (t > last) last = t;
      return last;
    },
  };
}
