import { kitchenClock, migrateToLatest, openDatabase, type DB } from '@brigade/db';
import { afterEach, describe, expect, it } from 'vitest';
import { persistedClock } from './clock';

let db: DB | null = null;
async function freshDb() {
  db = openDatabase(':memory:');
  await migrateToLatest(db);
  return db;
}
afterEach(async () => {
  await db?.destroy();
  db = null;
});

describe('persistedClock', () => {
  it('starts at wall time on a new database and runs `scale` times faster', async () => {
    let wall = 1_000_000;
    const clock = await persistedClock(await freshDb(), 60, () => wall);
    expect(clock.now()).toBe(1_000_000);
    wall += 1_000;
    expect(clock.now()).toBe(1_060_000);
  });

  it('continues across a restart, counting the time the server was down at the same scale', async () => {
    const d = await freshDb();
    let wall = 1_000_000;
    const first = await persistedClock(d, 60, () => wall);
    wall += 10_000;
    const atCrash = first.now();
    wall += 2_000; // down for 2 s
    const second = await persistedClock(d, 60, () => wall);
    expect(atCrash).toBe(1_600_000);
    expect(second.now()).toBe(1_720_000);
  });

  it('keeps going forward when the scale changes', async () => {
    const d = await freshDb();
    let wall = 1_000_000;
    const fast = await persistedClock(d, 60, () => wall);
    wall += 10_000;
    const last = fast.now();
    const real = await persistedClock(d, 1, () => wall);
    expect(real.now()).toBe(last);
    wall += 1_000;
    expect(real.now()).toBe(last + 1_000);
  });

  it('never goes backwards when the wall clock is set back', async () => {
    let wall = 1_000_000;
    const clock = await persistedClock(await freshDb(), 2, () => wall);
    wall += 1_000;
    expect(clock.now()).toBe(1_002_000);
    wall -= 5_000;
    expect(clock.now()).toBe(1_002_000);
    expect(await kitchenClock.findClock(db!)).toMatchObject({ scale: 2, wall_origin: 1_000_000, kitchen_origin: 1_000_000 });
  });
});
