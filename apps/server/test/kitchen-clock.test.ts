import type { Clock } from '@brigade/api';
import type { LiveEvent } from '@brigade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { ChannelClient, kitchenWithSession } from './live-kitchen';

/**
 * The phone's countdowns need the kitchen clock: its time and its rate, in the handshake of both
 * live channels and with every event as it leaves. A hand-set clock makes every reading exact.
 */
const KITCHEN = Date.parse('2026-11-23T18:00:00.000Z');
const clock: Clock & { at: number } = { at: KITCHEN, now: () => clock.at, scale: 60 };

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ clock });
});
afterAll(async () => {
  await t.stop();
});

describe('the kitchen clock reaches the phone', () => {
  it('live.clock answers the kitchen time and rate', async () => {
    clock.at = KITCHEN + 5_000;
    expect(await t.trpc().live.clock.query()).toEqual({ now: KITCHEN + 5_000, rate: 60 });
  });

  it('the /ws handshake and every event carry server_now and clock_rate at sending time', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    clock.at = KITCHEN + 10_000;
    const channel = await ChannelClient.open(t, code, host.token);
    const state = await channel.next((m) => m.type === 'session_state');
    expect(state).toMatchObject({ server_now: KITCHEN + 10_000, clock_rate: 60 });

    // The tRPC subscription sends the same with each event.
    const seen: LiveEvent[] = [];
    let started!: () => void;
    const ready = new Promise<void>((resolve) => (started = resolve));
    const got = new Promise<LiveEvent>((resolve) => {
      const sub = t.trpc(host.token).live.events.subscribe(
        { code },
        {
          onStarted: () => started(),
          onData: (d) => {
            seen.push(d.data);
            if (d.data.type === 'participant_joined') {
              sub.unsubscribe();
              resolve(d.data);
            }
          },
        },
      );
    });
    await ready;
    clock.at = KITCHEN + 20_000;
    expect((await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: 'Ana' } })).status).toBe(200);
    const joined = await channel.next((m) => m.type === 'participant_joined');
    expect(joined).toMatchObject({ server_now: KITCHEN + 20_000, clock_rate: 60, created_at: new Date(KITCHEN + 20_000).toISOString() });
    expect(await got).toMatchObject({ server_now: KITCHEN + 20_000, clock_rate: 60 });

    // A resumed channel replays an old event with the time it is sent, not the time it was made.
    clock.at = KITCHEN + 90_000;
    const later = await ChannelClient.open(t, code, host.token, '0');
    const replayed = await later.next((m) => m.type === 'participant_joined');
    expect(replayed).toMatchObject({ server_now: KITCHEN + 90_000, created_at: new Date(KITCHEN + 20_000).toISOString() });
    channel.close();
    later.close();
  });
});
