import { describe, expect, it } from 'vitest';
import { newOperationId, TapQueue, type FailureVerdict, type QueuedTap } from './tap-queue';

/** A Storage stand-in: what a reload would find is what was written. */
function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

function ids() {
  let n = 0;
  return () => `op-${String(++n).padStart(4, '0')}`;
}

const complete = (assignmentId: number, code = 'ABC123') => ({ code, kind: 'complete' as const, assignmentId, taskName: `Task ${assignmentId}` });
const offline = new TypeError('Failed to fetch');
const judge = (error: unknown): FailureVerdict => (error === offline ? 'retry' : { refused: String((error as Error).message) });

describe('TapQueue', () => {
  it('keeps taps across a reload (a new queue on the same storage) with their operation ids', () => {
    const storage = memoryStorage();
    const first = new TapQueue(storage, 'taps', ids());
    first.add(complete(1), 1000);
    first.add({ ...complete(2), kind: 'requestHelp' }, 2000);
    const reloaded = new TapQueue(storage, 'taps', ids());
    expect(reloaded.waiting('ABC123').map((t) => [t.opId, t.kind, t.assignmentId])).toEqual([
      ['op-0001', 'complete', 1],
      ['op-0002', 'requestHelp', 2],
    ]);
  });

  it("keeps the moment of the tap on the kitchen clock, across a reload, and a repeated tap keeps the first one's", () => {
    const storage = memoryStorage();
    const kitchenAtTap = Date.parse('2026-11-27T19:42:05.000Z');
    new TapQueue(storage, 'taps', ids()).add(complete(1), 1000, kitchenAtTap);
    const reloaded = new TapQueue(storage, 'taps', ids());
    expect(reloaded.add(complete(1), 90_000, kitchenAtTap + 89_000).tappedAt).toBe('2026-11-27T19:42:05.000Z');
    expect(reloaded.waiting()[0]!.tappedAt).toBe('2026-11-27T19:42:05.000Z');
  });

  it('a second identical tap while the first waits is the same tap', () => {
    const queue = new TapQueue(memoryStorage(), 'taps', ids());
    const a = queue.add(complete(1), 1);
    const b = queue.add(complete(1), 2);
    expect(b.opId).toBe(a.opId);
    expect(queue.waiting()).toHaveLength(1);
  });

  it('sends oldest first and stops at a network failure, keeping that tap and those after it', async () => {
    const queue = new TapQueue(memoryStorage(), 'taps', ids());
    queue.add(complete(1), 1);
    queue.add(complete(2), 2);
    queue.add(complete(3), 3);
    const sent: string[] = [];
    await queue.flush({
      send: async (tap) => {
        if (tap.assignmentId === 2) throw offline;
        sent.push(tap.opId);
      },
      judge,
    });
    expect(sent).toEqual(['op-0001']);
    expect(queue.waiting().map((t) => t.assignmentId)).toEqual([2, 3]);

    // The connection returns: the same ids are sent, in order.
    await queue.flush({ send: async (tap) => void sent.push(tap.opId), judge });
    expect(sent).toEqual(['op-0001', 'op-0002', 'op-0003']);
    expect(queue.all()).toEqual([]);
  });

  it('a refused tap is kept with its reason, never sent again, and the rest go on', async () => {
    const queue = new TapQueue(memoryStorage(), 'taps', ids());
    queue.add(complete(1), 1);
    queue.add(complete(2), 2);
    const refusedSeen: QueuedTap[] = [];
    const sends: number[] = [];
    const handlers = {
      send: async (tap: QueuedTap) => {
        sends.push(tap.assignmentId);
        if (tap.assignmentId === 1) throw new Error('The session is not active.');
      },
      judge,
      onRefused: (tap: QueuedTap) => refusedSeen.push(tap),
    };
    await queue.flush(handlers);
    expect(refusedSeen.map((t) => [t.assignmentId, t.refused])).toEqual([[1, 'The session is not active.']]);
    expect(queue.of('ABC123').map((t) => [t.assignmentId, t.refused])).toEqual([[1, 'The session is not active.']]);
    await queue.flush(handlers);
    expect(sends).toEqual([1, 2]);
    queue.dismiss(queue.of('ABC123')[0]!.opId);
    expect(queue.all()).toEqual([]);
  });

  it('one flush at a time: a flush asked for during a send runs after it, and each tap is sent once', async () => {
    const queue = new TapQueue(memoryStorage(), 'taps', ids());
    queue.add(complete(1), 1);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: number[] = [];
    const handlers = {
      send: async (tap: QueuedTap) => {
        if (tap.assignmentId === 1) await gate;
        sent.push(tap.assignmentId);
      },
      judge,
    };
    const first = queue.flush(handlers);
    queue.add(complete(2), 2);
    const second = queue.flush(handlers);
    release();
    await Promise.all([first, second]);
    expect(sent).toEqual([1, 2]);
  });

  it('tells listeners about changes and survives storage that refuses writes or holds junk', () => {
    const storage = { getItem: () => '{"not":"a list"}', setItem: () => { throw new Error('QuotaExceededError'); } };
    const queue = new TapQueue(storage, 'taps', ids());
    let calls = 0;
    queue.subscribe(() => calls++);
    expect(queue.all()).toEqual([]);
    queue.add(complete(1), 1);
    expect(calls).toBe(1);
    expect(queue.waiting()).toHaveLength(1);
    queue.clear('ABC123');
    expect(queue.all()).toEqual([]);
  });

  it('operation ids are 32 hex digits, different each time, and pass the server\'s pattern', () => {
    const a = newOperationId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newOperationId()).not.toBe(a);
  });
});
