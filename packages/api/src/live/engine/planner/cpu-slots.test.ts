import { describe, expect, it } from 'vitest';
import { CpuSlots } from './cpu-slots';

/** Resolves after the promises already settled have run their callbacks. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('CpuSlots', () => {
  it('gives threads in ticket order: a job still reading its snapshot keeps its turn', async () => {
    const slots = new CpuSlots(1);
    const granted: string[] = [];
    const a = slots.ticket('plan');
    const b = slots.ticket('plan');
    const c = slots.ticket('plan');
    const releaseA = await slots.acquire(a);
    // c finishes its reads before b: it still waits for b.
    const cDone = slots.acquire(c).then((r) => (granted.push('c'), r));
    releaseA();
    await settle();
    expect(granted).toEqual([]);
    const bDone = slots.acquire(b).then((r) => (granted.push('b'), r));
    await settle();
    expect(granted).toEqual(['b']);
    (await bDone)();
    await settle();
    expect(granted).toEqual(['b', 'c']);
    (await cDone)();
  });

  it('a cancelled ticket gives its turn up; a release given twice frees one thread', async () => {
    const slots = new CpuSlots(1);
    const a = slots.ticket('plan');
    const b = slots.ticket('plan');
    const got: string[] = [];
    void slots.acquire(b).then(() => got.push('b'));
    await settle();
    expect(got).toEqual([]);
    slots.cancel(a);
    await settle();
    expect(got).toEqual(['b']);
    const slots2 = new CpuSlots(1);
    const release = await slots2.acquire(slots2.ticket('plan'));
    release();
    release();
    const x = slots2.acquire(slots2.ticket('plan'));
    const order: string[] = [];
    void x.then(() => order.push('x'));
    void slots2.acquire(slots2.ticket('plan')).then(() => order.push('y'));
    await settle();
    expect(order).toEqual(['x']);
  });

  it('further searches wait while a re-plan waits or is on its way', async () => {
    const slots = new CpuSlots(1);
    const busy = await slots.acquire(slots.ticket('plan'));
    const improve = slots.ticket('improve');
    const plan = slots.ticket('plan');
    const order: string[] = [];
    void slots.acquire(improve).then((r) => (order.push('improve'), r()));
    busy();
    await settle();
    // The re-plan has not asked yet (reading): the search waits for it.
    expect(order).toEqual([]);
    void slots.acquire(plan).then((r) => (order.push('plan'), r()));
    await settle();
    expect(order).toEqual(['plan', 'improve']);
  });
});
