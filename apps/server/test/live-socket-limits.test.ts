import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_MESSAGE_MAX_BYTES } from '../src/ws/socket-options';
import { hostWithSession, joinAsCook } from './compat/client';
import { startTestServer, type TestServer } from './harness';
import { ChannelClient } from './live-kitchen';

/**
 * Issue 11, memory: what one live socket may cost the server. No per-socket zlib state
 * (permessage-deflate is refused even when the phone offers it) and no message buffered beyond
 * LIVE_MESSAGE_MAX_BYTES.
 */
let t: TestServer;
let code: string;
let cook: { token: string; id: number };

beforeAll(async () => {
  t = await startTestServer();
  code = (await hostWithSession(t, ['Greek Salad'])).code;
  cook = await joinAsCook(t, code, 'Socket Cook');
});
afterAll(async () => {
  await t.stop();
});

/** A cook's channel from a client that offers permessage-deflate (ws's client default, as browsers do). */
async function openOfferingDeflate(): Promise<ChannelClient> {
  const ws = new WebSocket(`${t.url.replace('http', 'ws')}/ws/sessions/${code}/?token=${cook.token}`, { perMessageDeflate: true });
  const client = new ChannelClient(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  await client.next((m) => m.type === 'session_state');
  return client;
}

describe('the live channel keeps each socket small', () => {
  it('refuses permessage-deflate when the client offers it', async () => {
    const client = await openOfferingDeflate();
    // The negotiated extensions: empty when the server answered the upgrade without one.
    expect(client.ws.extensions).toBe('');
    client.send({ type: 'ping' });
    await client.next((m) => m.type === 'pong');
    client.ws.close();
  });

  it('closes a socket whose message is larger than the limit with 1009, and the next connection works', async () => {
    const client = await openOfferingDeflate();
    const closed = new Promise<number>((resolve) => client.ws.once('close', (closeCode) => resolve(closeCode)));
    client.ws.send(JSON.stringify({ type: 'ping', padding: 'x'.repeat(LIVE_MESSAGE_MAX_BYTES) }));
    expect(await closed).toBe(1009);

    const again = await openOfferingDeflate();
    // A message just under the limit still gets its answer.
    again.send({ type: 'ping', padding: 'x'.repeat(LIVE_MESSAGE_MAX_BYTES - 100) });
    expect(await again.next((m) => m.type === 'pong')).toEqual({ type: 'pong' });
    again.ws.close();
  });
});
