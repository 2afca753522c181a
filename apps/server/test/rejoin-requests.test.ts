import { JOIN_MESSAGES, KICK_MESSAGES } from '@brigade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { ChannelClient, kitchenWithSession, type Msg } from './live-kitchen';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const join = (code: string, name: string, extra: Record<string, unknown> = {}) => t.rest('POST', `sessions/${code}/join/`, { body: { display_name: name, ...extra } });

describe('the host approves a rejoin (issue 12 point 3)', () => {
  it('a removed cook’s refused join reaches the host at once; after Allow they rejoin', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const ann = (await join(code, 'Ann')).body;
    await t.rest('DELETE', `sessions/${code}/participants/${ann.participant.id}/remove/`, { token: host.token });
    const watcher = await ChannelClient.open(t, code, host.token);
    await watcher.next((m) => m.type === 'session_state');

    const refused = await join(code, 'Ann');
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain(JOIN_MESSAGES.removed);
    const asked = await watcher.next((m) => m.type === 'notification' && m.kind === 'rejoin_requested');
    expect(asked).toMatchObject({ participant_id: ann.participant.id, message: 'Ann was removed and asks to rejoin.' });

    const list = await t.rest('GET', `sessions/${code}/rejoin-requests/`, { token: host.token });
    expect(list.status).toBe(200);
    expect(list.body.requests).toEqual([{ participant_id: ann.participant.id, display_name: 'Ann', kind: 'removed', requested_at: expect.any(String), allowed: false }]);
    // Host only.
    const cook = (await join(code, 'Cy')).body;
    expect([401, 403]).toContain((await t.rest('GET', `sessions/${code}/rejoin-requests/`, { token: cook.token })).status);

    expect((await t.trpc(host.token).live.allowRejoin.mutate({ code, participantId: ann.participant.id })).success).toBe(true);
    expect((await t.trpc(host.token).live.rejoinRequests.query({ code })).requests[0]).toMatchObject({ allowed: true });
    const back = await join(code, 'Ann');
    expect(back.status).toBe(200);
    expect(back.body.participant.id).toBe(ann.participant.id);
    expect((await t.rest('GET', `sessions/${code}/rejoin-requests/`, { token: host.token })).body.requests).toEqual([]);
    watcher.close();
  });

  it('another phone asking for an away cook’s name is listed; after Allow it takes the name (and the tasks) once', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const bo = (await join(code, 'Bo')).body;
    await t.rest('POST', `sessions/${code}/participants/${bo.participant.id}/force-disconnect/`, { token: host.token });
    const other = await join(code, 'bo');
    expect(other.status).toBe(400);
    expect(other.body.display_name[0]).toBe(JOIN_MESSAGES.awayName('bo'));
    const list = (await t.rest('GET', `sessions/${code}/rejoin-requests/`, { token: host.token })).body.requests as Msg[];
    expect(list).toEqual([expect.objectContaining({ participant_id: bo.participant.id, kind: 'away', allowed: false, requested_at: expect.any(String) })]);
    expect((await t.rest('POST', `sessions/${code}/participants/${bo.participant.id}/allow-rejoin/`, { token: host.token })).status).toBe(200);
    const taken = await join(code, 'Bo');
    expect(taken.status).toBe(200);
    expect(taken.body.participant.id).toBe(bo.participant.id);
    // The approval is used up: a third phone is refused again.
    await t.rest('POST', `sessions/${code}/participants/${bo.participant.id}/force-disconnect/`, { token: host.token });
    expect((await join(code, 'Bo')).status).toBe(400);
  });

  it('a token the host took away is refused with the reason on REST, tRPC and /ws; joining again still works', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const eve = (await join(code, 'Eve')).body;
    const fay = (await join(code, 'Fay')).body;
    await t.rest('POST', `sessions/${code}/participants/${eve.participant.id}/force-disconnect/`, { token: host.token });
    await t.rest('DELETE', `sessions/${code}/participants/${fay.participant.id}/remove/`, { token: host.token });

    const rest = await t.rest('POST', `sessions/${code}/heartbeat/`, { token: eve.token });
    expect(rest.status).toBe(401);
    expect(JSON.stringify(rest.body)).toContain(KICK_MESSAGES.disconnected_by_host);
    const removedRest = await t.rest('GET', `sessions/${code}/`, { token: fay.token });
    expect(removedRest.status).toBe(401);
    expect(JSON.stringify(removedRest.body)).toContain(KICK_MESSAGES.removed);
    await expect(t.trpc(eve.token).live.assignments.query({ code })).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' }, message: KICK_MESSAGES.disconnected_by_host });
    await expect(t.trpc(fay.token).sessions.get.query({ code })).rejects.toMatchObject({ message: KICK_MESSAGES.removed });
    const ws = await ChannelClient.open(t, code, eve.token);
    const closing = new Promise<{ code: number; reason: string }>((resolve) => ws.ws.once('close', (c, r) => resolve({ code: c, reason: String(r) })));
    expect((await ws.next((m) => m.type === 'error')).message).toBe(KICK_MESSAGES.disconnected_by_host);
    expect(await closing).toEqual({ code: 4003, reason: KICK_MESSAGES.disconnected_by_host });

    // A phone that still sends the old token can rejoin on purpose (REST and tRPC).
    const again = await t.rest('POST', `sessions/${code}/join/`, { token: eve.token, body: { display_name: 'Eve', reclaim_secret: eve.reclaim_secret } });
    expect(again.status).toBe(200);
    expect(again.body.participant.id).toBe(eve.participant.id);
    await t.rest('POST', `sessions/${code}/participants/${eve.participant.id}/force-disconnect/`, { token: host.token });
    const viaTrpc = await t.trpc(again.body.token).live.join.mutate({ code, display_name: 'Eve', reclaim_secret: again.body.reclaim_secret });
    expect(viaTrpc.participant.id).toBe(eve.participant.id);
  });
});
