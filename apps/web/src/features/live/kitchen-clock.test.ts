import { describe, expect, it } from 'vitest';
import { KitchenClock } from './kitchen-clock';

/** A clock whose device time is set by hand: `local` is the monotonic ms, `wall` the device's own date. */
function fakeDevice(wall = 1_000_000) {
  const device = { local: 0, wall };
  const clock = new KitchenClock(
    () => device.local,
    () => device.wall,
  );
  return { device, clock };
}

const KITCHEN = Date.parse('2026-11-23T18:00:00.000Z');

describe('KitchenClock', () => {
  it('uses the device clock until the server is heard', () => {
    const { clock } = fakeDevice(42);
    expect(clock.synced).toBe(false);
    expect(clock.now()).toBe(42);
    expect(clock.rate).toBe(1);
  });

  it('places a handshake half-way through the round trip and runs at the server rate', () => {
    const { device, clock } = fakeDevice();
    clock.handshake({ now: KITCHEN, rate: 60 }, 100, 300);
    device.local = 200;
    expect(clock.now()).toBe(KITCHEN);
    device.local = 1_200; // one real second later: a kitchen minute
    expect(clock.now()).toBe(KITCHEN + 60_000);
    expect(clock.rate).toBe(60);
  });

  it('ignores a late event reading and moves forward on an earlier-than-projected one', () => {
    const { device, clock } = fakeDevice();
    clock.handshake({ now: KITCHEN, rate: 1 }, 0, 0);
    device.local = 1_000;
    // Delivered 300 ms late: says the kitchen is at +700 while the projection is +1000.
    clock.observe(KITCHEN + 700, 1);
    expect(clock.now()).toBe(KITCHEN + 1_000);
    // The handshake's round trip under-estimated: an event proves the kitchen is further along.
    clock.observe(KITCHEN + 1_250, 1);
    expect(clock.now()).toBe(KITCHEN + 1_250);
    device.local = 2_000;
    expect(clock.now()).toBe(KITCHEN + 2_250);
  });

  it('takes a new rate at once (a server restarted with another BRIGADE_CLOCK_SCALE)', () => {
    const { device, clock } = fakeDevice();
    clock.handshake({ now: KITCHEN, rate: 1 }, 0, 0);
    device.local = 500;
    clock.observe(KITCHEN - 10_000, 10);
    device.local = 1_500;
    expect(clock.now()).toBe(KITCHEN - 10_000 + 10_000);
    expect(clock.rate).toBe(10);
  });

  it('a handshake replaces the anchor even backwards (a restarted server), events without a time are ignored', () => {
    const { device, clock } = fakeDevice();
    clock.handshake({ now: KITCHEN, rate: 600 }, 0, 0);
    clock.observe(undefined, undefined);
    device.local = 10;
    expect(clock.now()).toBe(KITCHEN + 6_000);
    clock.handshake({ now: KITCHEN - 5_000, rate: 600 }, 10, 10);
    expect(clock.now()).toBe(KITCHEN - 5_000);
  });

  it('tells its listeners when the anchor changes', () => {
    const { clock } = fakeDevice();
    let calls = 0;
    const stop = clock.subscribe(() => calls++);
    clock.handshake({ now: KITCHEN, rate: 1 }, 0, 0);
    clock.observe(KITCHEN - 1, 1);
    expect(calls).toBe(1);
    stop();
    clock.handshake({ now: KITCHEN, rate: 1 }, 0, 0);
    expect(calls).toBe(1);
  });

  it('a reload starts from the stored anchor, projected with the device date', () => {
    const saved = new Map<string, string>();
    const store = { getItem: (k: string) => saved.get(k) ?? null, setItem: (k: string, v: string) => void saved.set(k, v) };
    const device = { local: 500, wall: 1_000_000 };
    const first = new KitchenClock(() => device.local, () => device.wall, store);
    first.handshake({ now: KITCHEN, rate: 60 }, 500, 500);
    // Reloaded two real seconds later: the monotonic clock starts again at 0.
    device.wall += 2_000;
    device.local = 0;
    const second = new KitchenClock(() => device.local, () => device.wall, store);
    expect(second.synced).toBe(true);
    expect(second.now()).toBe(KITCHEN + 120_000);
    expect(second.rate).toBe(60);
    // Nothing stored, or damaged: the device clock.
    saved.set('brigadeKitchenClock', '{oops');
    expect(new KitchenClock(() => 0, () => 7, store).now()).toBe(7);
  });
});
