import type { LiveEvent } from '@brigade/contracts';
import { describe, expect, it } from 'vitest';
import { ClusterEventBus } from './cluster-event-bus';

/**
 * The cluster bus's ordering (issue 16), against a stand-in for the session_events table: every
 * listener hears each committed event once, in id order, whether it was committed here (published)
 * or elsewhere (a notification, then a read of the table).
 */
const SESSION = 7;
function table() {
  const rows: LiveEvent[] = [];
  const reads: number[] = [];
  let gate: Promise<void> | null = null;
  const commit = (id: number): LiveEvent => {
    const previous = rows.at(-1)?.id ?? null;
    const event = { id: String(id), type: 'participant_joined', session_code: 'ABC123', created_at: '', data: {}, previous_id: previous } as unknown as LiveEvent;
    rows.push(event);
    return event;
  };
  const read = async (_session: number, after: number) => {
    reads.push(after);
    if (gate) await gate;
    return rows.filter((e) => Number(e.id) > after).map((e, i, all) => ({ ...e, previous_id: i === 0 ? (after ? String(after) : null) : all[i - 1]!.id }) as LiveEvent);
  };
  return { rows, reads, commit, read, hold: (p: Promise<void> | null) => (gate = p) };
}

function listen(bus: ClusterEventBus) {
  const heard: string[] = [];
  bus.subscribe(SESSION, (e) => heard.push(e.id));
  return heard;
}

describe('ClusterEventBus', () => {
  it('delivers this instance’s own events at once when they follow the last one, without reading the table', async () => {
    const t = table();
    const bus = new ClusterEventBus(t.read);
    const heard = listen(bus);
    bus.anchor(SESSION, 0);
    bus.publish(SESSION, t.commit(1));
    bus.publish(SESSION, t.commit(2));
    // Its own notifications come back: nothing more to read.
    bus.noticed(SESSION, 0, 2);
    await bus.settled();
    expect(heard).toEqual(['1', '2']);
    expect(t.reads).toEqual([]);
  });

  it('reads other instances’ events from the table, and a local event after an unread one waits for it', async () => {
    const t = table();
    const bus = new ClusterEventBus(t.read);
    const heard = listen(bus);
    bus.anchor(SESSION, 0);
    bus.publish(SESSION, t.commit(1));
    t.commit(2); // committed on another instance; its notification is late
    bus.publish(SESSION, t.commit(5)); // previous_id 2: not delivered yet, so the table is read
    await bus.settled();
    bus.noticed(SESSION, 1, 2);
    await bus.settled();
    expect(heard).toEqual(['1', '2', '5']);
    expect(t.reads).toEqual([1]);
  });

  it('never skips ahead of a read under way: a local event published meanwhile comes after the rows before it', async () => {
    const t = table();
    const bus = new ClusterEventBus(t.read);
    const heard = listen(bus);
    bus.anchor(SESSION, 0);
    t.commit(3); // elsewhere
    let open!: () => void;
    t.hold(new Promise<void>((resolve) => (open = resolve)));
    bus.noticed(SESSION, 0, 3);
    bus.publish(SESSION, t.commit(4)); // here, while the read of 3 is under way
    t.hold(null);
    open();
    await bus.settled();
    expect(heard).toEqual(['3', '4']);
  });

  it('a session nobody listens to here costs no read; the first notification after a listener came starts from its predecessor', async () => {
    const t = table();
    const bus = new ClusterEventBus(t.read);
    t.commit(1);
    bus.noticed(SESSION, 0, 1);
    await bus.settled();
    expect(t.reads).toEqual([]);
    const heard = listen(bus);
    t.commit(2);
    t.commit(3);
    bus.noticed(SESSION, 1, 3);
    await bus.settled();
    expect(heard).toEqual(['2', '3']);
  });

  it('a stream that just subscribed hears another instance’s event even when its notification comes after a later own event', async () => {
    const t = table();
    for (let id = 1; id <= 5; id++) t.commit(id);
    const bus = new ClusterEventBus(t.read);
    const heard = listen(bus);
    bus.anchor(SESSION, 5); // the stream reads its backlog up to 5 itself
    t.commit(6); // elsewhere; its notification is slow
    bus.publish(SESSION, t.commit(7));
    await bus.settled();
    bus.noticed(SESSION, 5, 6);
    await bus.settled();
    expect(heard).toEqual(['6', '7']);
  });

  it('after a lost connection, resync reads what the notifications would have said', async () => {
    const t = table();
    const bus = new ClusterEventBus(t.read);
    const heard = listen(bus);
    bus.anchor(SESSION, 0);
    t.commit(1);
    t.commit(2);
    bus.resync();
    await bus.settled();
    expect(heard).toEqual(['1', '2']);
  });
});
