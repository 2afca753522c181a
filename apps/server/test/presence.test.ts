import type { AppRouter } from '@brigade/api';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from './harness';
import { ChannelClient, kitchenWithSession, type Msg } from './live-kitchen';

/**
 * Presence the host can trust (issue 35): a phone that leaves the Wi-Fi keeps a half-open socket
 * that never closes by itself. The server pings its live sockets (tRPC's keep-alive, and ping
 * frames on /ws), ends the ones that stop answering, and after a short reconnect grace shows the
 * cook offline with `offline_since`; a cook who reconnects is online again at once. Real time
 * (clock rate 1): the pings and the grace are real seconds.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ timerIntervalMs: 50 });
});
afterAll(async () => {
  await t.stop();
});

/** A raw socket that stops reading: what the server sees of a phone that left the Wi-Fi. */
const freeze = (ws: WebSocket) => (ws as unknown as { _socket: { pause(): void } })._socket.pause();

/** A tRPC client over one WebSocket of its own, and that socket once it opens. */
function trpcSocket(token: string) {
  const sockets: WebSocket[] = [];
  class Recorded extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols);
      sockets.push(this);
    }
  }
  const ws = createWSClient({
    url: `${t.url.replace('http', 'ws')}/trpc`,
    WebSocket: Recorded as unknown as typeof globalThis.WebSocket,
    connectionParams: () => ({ token }),
    // No reconnect during the test: a new client stands for the phone coming back.
    retryDelayMs: () => 600_000,
  });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: ws })] });
  return { client, ws, sockets };
}

async function hostAndCook(name: string) {
  const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
  const cook = (await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: name } })).body as { token: string; participant: { id: number } };
  const watcher = await ChannelClient.open(t, code, host.token);
  return { code, cook: { id: cook.participant.id, token: cook.token }, watcher };
}

const about = (m: Msg, id: number) => m.participant?.id === id;

describe('presence (issue 35)', () => {
  it('a tRPC socket that stops answering shows the cook offline, with offline_since, and a new socket brings them back', async () => {
    const { code, cook, watcher } = await hostAndCook('Pia');
    const phone = trpcSocket(cook.token);
    let started = false;
    const sub = phone.client.live.events.subscribe({ code }, { onStarted: () => (started = true), onData: () => undefined });
    await expect.poll(() => started).toBe(true);
    const mark = watcher.messages.length;
    const frozeAt = t.server.deps.clock.now();
    freeze(phone.sockets[0]!);

    // Offline: pinged, no answer, socket ended, grace over. Without pings it stayed online for minutes.
    const gone = await watcher.next((m) => watcher.messages.indexOf(m) >= mark && about(m, cook.id) && m.participant.is_active === false);
    expect(gone.participant.connection).toBe('offline');
    expect(Date.parse(gone.participant.offline_since)).toBeGreaterThanOrEqual(frozeAt);
    expect(Date.parse(gone.participant.offline_since)).toBeLessThanOrEqual(Date.parse(gone.created_at));
    const listed = (await t.rest('GET', `sessions/${code}/participants/`, { token: cook.token })).body;
    const row = (Array.isArray(listed) ? listed : listed.participants).find((p: Msg) => p.id === cook.id);
    expect(row.offline_since).toBe(gone.participant.offline_since);

    // Back: a new live connection marks the cook online at once, offline_since cleared.
    const back = trpcSocket(cook.token);
    const again = back.client.live.events.subscribe({ code }, { onData: () => undefined });
    const online = await watcher.next((m) => watcher.messages.indexOf(m) > watcher.messages.indexOf(gone) && about(m, cook.id) && m.participant.is_active === true);
    expect(online.participant.connection).toBe('online');
    expect(online.participant.offline_since).toBeNull();
    sub.unsubscribe();
    again.unsubscribe();
    phone.ws.close();
    back.ws.close();
    watcher.close();
  });

  it('a /ws socket that stops answering ping frames shows the cook offline; reconnecting shows them back', async () => {
    const { code, cook, watcher } = await hostAndCook('Quin');
    const phone = await ChannelClient.open(t, code, cook.token);
    await phone.next((m) => m.type === 'session_state');
    const mark = watcher.messages.length;
    freeze(phone.ws);
    const gone = await watcher.next((m) => watcher.messages.indexOf(m) >= mark && about(m, cook.id) && m.participant.is_active === false);
    expect(gone.participant.offline_since).toEqual(expect.any(String));
    const back = await ChannelClient.open(t, code, cook.token);
    const online = await watcher.next((m) => watcher.messages.indexOf(m) > watcher.messages.indexOf(gone) && about(m, cook.id) && m.participant.is_active === true);
    expect(online.participant.offline_since).toBeNull();
    phone.ws.terminate();
    back.close();
    watcher.close();
  });

  it('a reload (socket closed, a new one within the grace) never shows the cook offline', async () => {
    const { code, cook, watcher } = await hostAndCook('Rae');
    const first = await ChannelClient.open(t, code, cook.token);
    await first.next((m) => m.type === 'session_state');
    const mark = watcher.messages.length;
    first.close();
    const second = await ChannelClient.open(t, code, cook.token);
    await second.next((m) => m.type === 'session_state');
    // Past the grace and several ticks: the cook must still be online, and no event said otherwise.
    const until = t.server.deps.clock.now() + 7_000;
    await expect.poll(() => t.server.deps.clock.now() > until, { timeout: 12_000 }).toBe(true);
    expect(watcher.messages.slice(mark).filter((m) => about(m, cook.id) && m.participant.is_active === false)).toEqual([]);
    second.close();
    watcher.close();
  });
});
