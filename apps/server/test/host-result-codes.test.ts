import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { kitchenWithSession } from './live-kitchen';

/**
 * The host's session page shows refresh's and unassign's results, and the live feed's end, in the
 * host's language: each carries the code the server wrote it from (issue 30), over tRPC only.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const join = async (code: string, name: string) => (await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: name } })).body;

describe("the host's results carry their code", () => {
  it('refresh: the English as before, its code in text; REST answers exactly the spec', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const api = t.trpc(host.token);
    // Waiting, not running: refresh says why, by code.
    const refused = await api.live.refreshAssignments.mutate({ code });
    expect(refused).toEqual({ success: false, message: 'The session is not active.', error: 'The session is not active.', text: { code: 'session.notActive', params: {} } });
    const rest = await t.rest('POST', `sessions/${code}/assignments/refresh/`, { token: host.token });
    expect(rest.body).toEqual({ success: false, message: 'The session is not active.', error: 'The session is not active.' });

    await join(code, 'Ann');
    expect((await t.rest('POST', `sessions/${code}/start/`, { token: host.token })).status).toBe(200);
    expect(await api.live.refreshAssignments.mutate({ code })).toEqual({ success: true, message: 'Task assignments refreshed.', error: null, text: { code: 'participant.refreshed', params: {} } });
    expect((await t.rest('POST', `sessions/${code}/assignments/refresh/`, { token: host.token })).body).toEqual({ success: true, message: 'Task assignments refreshed.', error: null });
  });

  it('unassign: the count and the name in the params; REST answers only the message', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const ann = await join(code, 'Ann');
    const bo = await join(code, 'Bo');
    expect((await t.rest('POST', `sessions/${code}/start/`, { token: host.token })).status).toBe(200);
    const held = (await t.rest('GET', `sessions/${code}/assignments/`, { token: host.token })).body.assignments as Array<{ participant: number | { id: number } | null; status: string }>;
    const holds = (id: number) => held.filter((a) => (typeof a.participant === 'object' ? a.participant?.id : a.participant) === id && a.status !== 'completed').length;
    const count = holds(ann.participant.id);
    const result = await t.trpc(host.token).live.unassignTasks.mutate({ code, participantId: ann.participant.id });
    expect(result.text).toEqual({ code: 'participant.tasksReturned', params: { count, name: 'Ann' } });
    expect(result.message).toBe(`${count} ${count === 1 ? 'task' : 'tasks'} returned to the pool for Ann.`);
    const rest = await t.rest('POST', `sessions/${code}/participants/${bo.participant.id}/unassign-tasks/`, { token: host.token });
    expect(Object.keys(rest.body)).toEqual(['message']);
    expect(rest.body.message).toMatch(/returned to the pool for Bo\.$/);
  });

  it("a live feed the host's Remove ends: the reason with its code", async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const cy = await join(code, 'Cy');
    let live!: () => void;
    const started = new Promise<void>((resolve) => (live = resolve));
    const ended = new Promise<{ message: string; text: unknown }>((resolve) => {
      const sub = t.trpc(cy.token).live.events.subscribe(
        { code },
        { onStarted: () => live(), onError: (e) => (sub.unsubscribe(), resolve({ message: e.message, text: (e.data as { text?: unknown } | undefined)?.text })), onData: () => undefined },
      );
    });
    await started;
    expect((await t.rest('DELETE', `sessions/${code}/participants/${cy.participant.id}/remove/`, { token: host.token })).status).toBe(200);
    expect(await ended).toEqual({ message: 'The host removed you from this session.', text: { code: 'kick.removed', params: {} } });
  });
});
