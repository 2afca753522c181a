import type { AppRouter } from '@brigade/api';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from './harness';
import { ChannelClient, kitchenWithSession } from './live-kitchen';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const closed = (ws: WebSocket) => new Promise<{ code: number; reason: string }>((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })));

async function join(code: string, name: string, extra: Record<string, unknown> = {}, token?: string) {
  return t.rest('POST', `sessions/${code}/join/`, { body: { display_name: name, ...extra }, ...(token ? { token } : {}) });
}

describe('Force Disconnect and Remove hold', () => {
  it('Force Disconnect closes the cook’s socket with the reason, refuses the token, ignores pings, and a deliberate rejoin from the same phone brings them back', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const ann = (await join(code, 'Ann')).body;
    expect(ann.reclaim_secret).toEqual(expect.any(String));
    const annWs = await ChannelClient.open(t, code, ann.token);
    await annWs.next((m) => m.type === 'session_state');
    const watcher = await ChannelClient.open(t, code, host.token);
    const closing = closed(annWs.ws);
    const res = await t.rest('POST', `sessions/${code}/participants/${ann.participant.id}/force-disconnect/`, { token: host.token });
    expect(res.status).toBe(200);
    expect(await closing).toEqual({ code: 4003, reason: 'The host disconnected you. Rejoin the session to carry on.' });
    const left = await watcher.next((m) => m.type === 'participant_left' && m.participant.id === ann.participant.id);
    expect(left.reason).toBe('disconnected_by_host');
    // The token is refused from then on: heartbeat and /ws.
    expect([401, 403]).toContain((await t.rest('POST', `sessions/${code}/heartbeat/`, { token: ann.token })).status);
    const again = await ChannelClient.open(t, code, ann.token);
    await again.next((m) => m.type === 'error');
    // Someone else cannot take Ann's name while she is away…
    const thief = await join(code, 'ann');
    expect(thief.status).toBe(400);
    expect(thief.body.display_name[0]).toContain('belongs to a cook who is away');
    // …but Ann's own phone (its secret) can, and she is a cook again.
    const back = await join(code, 'Ann', { reclaim_secret: ann.reclaim_secret });
    expect(back.status).toBe(200);
    expect(back.body.participant.id).toBe(ann.participant.id);
    const view = (await t.rest('GET', `sessions/${code}/`, { token: host.token })).body;
    expect(view.participants.find((p: { id: number }) => p.id === ann.participant.id).is_cooking).toBe(true);
    watcher.close();
  });

  it('a registered user who was force-disconnected is told so on a new connection and stays out, until they rejoin', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const bo = await registerUser(t, { username: `Bo_${Date.now() % 100000}` });
    const joined = await join(code, 'Bo', {}, bo.token);
    const ws = await ChannelClient.open(t, code, bo.token);
    await ws.next((m) => m.type === 'session_state');
    const closing = closed(ws.ws);
    await t.rest('POST', `sessions/${code}/participants/${joined.body.participant.id}/force-disconnect/`, { token: host.token });
    expect((await closing).code).toBe(4003);
    // A new connection is told at once that the host disconnected Bo (Bo's account token still
    // works elsewhere), and a heartbeat does not bring Bo back.
    const again = await ChannelClient.open(t, code, bo.token);
    const told = await again.next((m) => m.type === 'error');
    expect(told.message).toBe('The host disconnected you. Rejoin the session to carry on.');
    again.close();
    await t.rest('POST', `sessions/${code}/heartbeat/`, { token: bo.token });
    const view = (await t.rest('GET', `sessions/${code}/`, { token: host.token })).body;
    expect(view.participants.find((p: { id: number }) => p.id === joined.body.participant.id).is_cooking).toBe(false);
    // A registered user keeps their name: an anonymous 'bo' cannot take it while Bo is away.
    const anon = await join(code, 'bo');
    expect(anon.status).toBe(400);
    expect((await join(code, 'Bo', {}, bo.token)).status).toBe(200);
  });

  it('Remove closes the socket (also a tRPC subscription), and only a host-approved rejoin lets the cook back', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const cy = (await join(code, 'Cy')).body;
    const ws = await ChannelClient.open(t, code, cy.token);
    await ws.next((m) => m.type === 'session_state');
    const closing = closed(ws.ws);
    const client = t.trpc(cy.token);
    let live!: () => void;
    const started = new Promise<void>((resolve) => (live = resolve));
    const ended = new Promise<string>((resolve) => {
      const sub = client.live.events.subscribe({ code }, { onStarted: () => live(), onError: (e) => (sub.unsubscribe(), resolve(e.message)), onData: () => undefined });
    });
    // The server says when the subscription runs (it marks the cook present and emits nothing else).
    await started;
    expect((await t.rest('DELETE', `sessions/${code}/participants/${cy.participant.id}/remove/`, { token: host.token })).status).toBe(200);
    expect(await closing).toEqual({ code: 4003, reason: 'The host removed you from this session.' });
    expect(await ended).toBe('The host removed you from this session.');

    const refused = await join(code, 'Cy', { reclaim_secret: cy.reclaim_secret });
    expect(refused.status).toBe(403);
    expect(refused.body.detail ?? refused.body.error ?? JSON.stringify(refused.body)).toContain('The host removed you from this session.');
    expect((await t.rest('POST', `sessions/${code}/participants/${cy.participant.id}/allow-rejoin/`, { token: cy.token })).status).toBe(401);
    const ok = await t.rest('POST', `sessions/${code}/participants/${cy.participant.id}/allow-rejoin/`, { token: host.token });
    expect(ok.status).toBe(200);
    const back = await join(code, 'Cy');
    expect(back.status).toBe(200);
    expect(back.body.participant.id).toBe(cy.participant.id);
    expect((await t.rest('POST', `sessions/${code}/participants/99999/allow-rejoin/`, { token: host.token })).status).toBe(404);
  });
  it('a live feed that opens on a connection made before the Remove ends at once with the reason (the kick is older than its resume point)', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const cy = (await join(code, 'Cy')).body;
    // The connection (and with it who is calling) is set up while Cy is still a cook…
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const ws = createWSClient({ url: `${t.url.replace('http', 'ws')}/trpc`, WebSocket: WebSocket as unknown as typeof globalThis.WebSocket, connectionParams: () => ({ token: cy.token }), onOpen: () => opened() });
    const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: ws })] });
    await open;
    // …the host removes Cy, and only then does the phone ask for the feed on it.
    expect((await t.rest('DELETE', `sessions/${code}/participants/${cy.participant.id}/remove/`, { token: host.token })).status).toBe(200);
    const ended = new Promise<string>((resolve) => {
      const sub = client.live.events.subscribe({ code }, { onError: (e) => (sub.unsubscribe(), resolve(e.message)), onData: () => undefined });
    });
    expect(await ended).toBe('The host removed you from this session.');
    await ws.close();
  });
});

describe('waiting sessions do not pile up', () => {
  it('the host deletes (REST) or ends (tRPC) a waiting session; a started one cannot be deleted; others are refused', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    await join(code, 'Dee');
    const other = await registerUser(t, { host: true });
    expect((await t.rest('DELETE', `sessions/${code}/`, { token: other.token })).status).toBe(403);
    expect((await t.rest('DELETE', `sessions/${code}/`)).status).toBe(401);
    expect((await t.rest('DELETE', `sessions/${code}/`, { token: host.token })).body).toEqual({ success: true, message: 'Session deleted.' });
    expect((await t.rest('GET', `sessions/${code}/`, { token: host.token })).status).toBe(404);
    expect((await t.rest('GET', 'sessions/', { token: host.token })).body.map((s: { code: string }) => s.code)).not.toContain(code);

    const second = await kitchenWithSession(t, ['Greek Salad']);
    await t.trpc(second.host.token).live.end.mutate({ code: second.code });
    expect((await t.rest('GET', `sessions/${second.code}/`, { token: second.host.token })).body.status).toBe('terminated');
    const third = await kitchenWithSession(t, ['Greek Salad']);
    await t.rest('POST', `sessions/${third.code}/start/`, { token: third.host.token });
    const refused = await t.rest('DELETE', `sessions/${third.code}/`, { token: third.host.token });
    expect(refused.status).toBe(409);
    await expect(t.trpc(third.host.token).sessions.delete.mutate({ code: third.code })).rejects.toThrow('Only a session that has not started can be deleted');
  });
});
