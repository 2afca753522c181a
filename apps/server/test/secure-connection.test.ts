import type { AppRouter } from '@brigade/api';
import type { LiveEvent } from '@brigade/contracts';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from './harness';
import { kitchenWithSession } from './live-kitchen';

/**
 * Issue 25: the host's cook list shows which phones are on a secure connection. A phone's live
 * connection says whether its page is a secure context (`secure` in its connection parameters);
 * the cook's entry keeps it, and a change reaches the host as a participant_update.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

/** A phone's live connection, as the web app opens it (token and `secure` in the connection parameters). */
function phone(token: string, secure: 'true' | 'false') {
  const ws = createWSClient({
    url: `${t.url.replace('http', 'ws')}/trpc`,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    connectionParams: () => ({ token, secure }),
  });
  return { ws, client: createTRPCClient<AppRouter>({ links: [wsLink({ client: ws })] }) };
}

async function secureOf(code: string, token: string, name: string): Promise<boolean | null | undefined> {
  const view = (await t.rest('GET', `sessions/${code}/`, { token })).body as { participants: Array<{ display_name: string; secure_connection: boolean | null }> };
  return view.participants.find((p) => p.display_name === name)?.secure_connection;
}

describe('a phone on a secure connection', () => {
  it('is marked secure or not as its live connection says, and the host hears when it changes', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const ana = (await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: 'Ana' } })).body as { token: string };
    // Joined, not connected yet: nothing to say.
    expect(await secureOf(code, host.token, 'Ana')).toBeNull();

    const hostEvents: LiveEvent[] = [];
    const watcher = phone(host.token, 'true');
    const hostSub = watcher.client.live.events.subscribe({ code }, { onData: (e) => hostEvents.push(e.data as LiveEvent) });

    const plain = phone(ana.token, 'false');
    const sub = plain.client.live.events.subscribe({ code }, {});
    await expect.poll(() => secureOf(code, host.token, 'Ana')).toBe(false);
    sub.unsubscribe();
    plain.ws.close();

    // The same cook again from the kitchen's HTTPS address (the phone trusted the kitchen).
    const secure = phone(ana.token, 'true');
    const sub2 = secure.client.live.events.subscribe({ code }, {});
    await expect.poll(() => secureOf(code, host.token, 'Ana')).toBe(true);
    await expect
      .poll(() => hostEvents.some((e) => e.type === 'participant_update' && (e.data as { participant?: { display_name: string; secure_connection: boolean | null } }).participant?.display_name === 'Ana' && (e.data as { participant: { secure_connection: boolean | null } }).participant.secure_connection === true))
      .toBe(true);
    sub2.unsubscribe();
    secure.ws.close();
    hostSub.unsubscribe();
    watcher.ws.close();
  });
});
