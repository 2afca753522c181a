import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { ChannelClient, cookingSession, type Msg } from './live-kitchen';

/**
 * A phone that was offline sends its queued taps when the connection returns, and may send one
 * twice (the answer was lost, the page reloaded mid-send). Each tap carries the phone's operation
 * id: the second sending answers as the first and changes nothing, on every channel.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const eventsAbout = (watcher: ChannelClient, id: number, types: string[]) =>
  watcher.messages.filter((m: Msg) => types.includes(m.type) && (m.id === id || m.assignment?.id === id || m.assignment_id === id));

describe('cook taps sent twice', () => {
  it('Complete over tRPC with one operation id completes once and answers the same twice', async () => {
    const { code, cook, first, host } = await cookingSession(t, ['Greek Salad']);
    const watcher = await ChannelClient.open(t, code, host.token);
    await watcher.next((m) => m.type === 'session_state');
    const api = t.trpc(cook.token);

    const tap = { code, assignmentId: first.id, clientOpId: 'op-complete-0001' };
    const once = await api.live.completeTask.mutate(tap);
    await watcher.next((m) => m.type === 'task_completed' && m.id === first.id);
    const twice = await api.live.completeTask.mutate(tap);
    expect(twice).toEqual(once);
    // A ping's pong comes after every event the replay could have sent: there is none.
    watcher.send({ type: 'ping' });
    await watcher.next((m) => m.type === 'pong');
    expect(eventsAbout(watcher, first.id, ['task_completed'])).toHaveLength(1);

    // The same id for another task is refused with the reason; a malformed id is bad input.
    await expect(api.live.completeTask.mutate({ ...tap, assignmentId: first.id + 1000 })).rejects.toThrow('already used for another tap');
    await expect(api.live.completeTask.mutate({ ...tap, clientOpId: 'bad id!' })).rejects.toThrow();
    watcher.close();
  });

  it('Request Help over REST with one operation id asks once, even after the host answered', async () => {
    const { code, cook, first, host } = await cookingSession(t, ['Greek Salad']);
    const watcher = await ChannelClient.open(t, code, host.token);
    await watcher.next((m) => m.type === 'session_state');
    const path = `sessions/${code}/assignments/${first.id}/request-help/`;
    const body = { client_op_id: 'op-help-000001' };

    const once = await t.rest('POST', path, { token: cook.token, body });
    expect(once.status).toBe(200);
    await watcher.next((m) => m.type === 'notification' && m.kind === 'help_requested');
    // Without the id, asking again is refused (one open request per task); with it, the replay is the first answer.
    expect((await t.rest('POST', path, { token: cook.token })).status).toBe(409);
    const replay = await t.rest('POST', path, { token: cook.token, body });
    expect(replay).toEqual(once);

    // The host answers; a late replay of the old tap must not open a new request.
    await t.rest('POST', `sessions/${code}/assignments/${first.id}/answer-help/`, { token: host.token });
    await watcher.next((m) => m.type === 'notification' && m.kind === 'help_answered');
    expect((await t.rest('POST', path, { token: cook.token, body })).status).toBe(200);
    expect(await t.trpc(host.token).live.openHelpRequests.query()).toEqual([]);
    watcher.send({ type: 'ping' });
    await watcher.next((m) => m.type === 'pong');
    expect(watcher.messages.filter((m) => m.type === 'notification' && m.kind === 'help_requested')).toHaveLength(1);

    // A malformed id is bad input in the spec's shape, never a 500.
    const bad = await t.rest('POST', path, { token: cook.token, body: { client_op_id: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ client_op_id: [expect.any(String)] });
    watcher.close();
  });

  it('Complete over /ws with one operation id, sent twice in a row, completes once', async () => {
    const { code, cook, first } = await cookingSession(t, ['Greek Salad']);
    const channel = await ChannelClient.open(t, code, cook.token);
    await channel.next((m) => m.type === 'session_state');
    const message = { type: 'complete_task', assignment_id: first.id, client_op_id: 'op-ws-complete-1' };
    channel.send(message);
    channel.send(message);
    await channel.next((m) => m.type === 'task_completed' && m.id === first.id);
    channel.send({ type: 'ping' });
    await channel.next((m) => m.type === 'pong');
    expect(eventsAbout(channel, first.id, ['task_completed'])).toHaveLength(1);
    expect(channel.messages.filter((m) => m.type === 'error')).toEqual([]);
    channel.close();
  });
});
