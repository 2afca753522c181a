import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { ChannelClient, joinWithEverySkill, kitchenWithSession, type Msg } from './live-kitchen';

/** Edges of a session's life (issue 29): help only for work in progress, End, kitchens in use, resume. */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

/** A started Greek Salad with one cook who may do every task; the cook's channel and the host's. */
async function cookingWithOneCook(name: string) {
  const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
  const joined = await joinWithEverySkill(t, code, name);
  const hostWs = await ChannelClient.open(t, code, host.token);
  const cookWs = await ChannelClient.open(t, code, joined.token);
  await t.rest('POST', `sessions/${code}/start/`, { token: host.token });
  const id = joined.participant.id as number;
  const board = await hostWs.next((m) => m.type === 'task_assignments_updated' && m.assignments.some((a: Msg) => a.participant_id === id && a.status === 'pending'));
  const held = (board.assignments as Msg[]).find((a) => a.participant_id === id && a.status === 'in_progress')!;
  const upNext = (board.assignments as Msg[]).find((a) => a.participant_id === id && a.status === 'pending')!;
  return { host, code, joined, hostWs, cookWs, held, upNext };
}

const assignments = async (code: string, token: string) => (await t.rest('GET', `sessions/${code}/assignments/`, { token })).body.assignments as Msg[];

describe('request_help (spec 01 §2: help is for the task in progress)', () => {
  it('refuses Up next, completed and ended-session tasks with the spec error, and never alerts the host for them', async () => {
    const { host, code, joined, hostWs, cookWs, held, upNext } = await cookingWithOneCook('Hana');
    const errors = () => cookWs.messages.filter((m) => m.type === 'error');

    // Up next ('pending'): /ws answers `error`, REST 409, tRPC CONFLICT.
    cookWs.send({ type: 'request_help', assignment_id: upNext.id });
    expect((await cookWs.next((m) => m.type === 'error')).message).toBe('Help can be requested only for a task in progress.');
    const rest = await t.rest('POST', `sessions/${code}/assignments/${upNext.id}/request-help/`, { token: joined.token, body: {} });
    expect(rest).toEqual({ status: 409, body: { error: 'Help can be requested only for a task in progress.', detail: 'Help can be requested only for a task in progress.' } });
    await expect(t.trpc(joined.token).live.requestHelp.mutate({ code, assignmentId: upNext.id })).rejects.toThrow('only for a task in progress');

    // Completed.
    cookWs.send({ type: 'complete_task', assignment_id: held.id });
    const done = await hostWs.next((m) => m.type === 'task_completed' && m.id === held.id);
    cookWs.send({ type: 'request_help', assignment_id: held.id });
    await cookWs.next(() => errors().length === 2);
    expect(errors()[1]!.message).toBe('Help can be requested only for a task in progress.');

    // The task in progress may ask: the only alert the host hears is that one (events arrive in order).
    const now = await hostWs.next((m) => m.type === 'tasks_assigned' && Number(m.event_id) > Number(done.event_id) && m.assignments.some((a: Msg) => a.participant_id === joined.participant.id));
    const current = (now.assignments as Msg[]).find((a) => a.participant_id === joined.participant.id)!;
    cookWs.send({ type: 'request_help', assignment_id: current.id });
    await hostWs.next((m) => m.type === 'notification' && m.kind === 'help_requested');
    expect(hostWs.messages.filter((m) => m.type === 'notification' && m.kind === 'help_requested').map((m) => m.assignment_id)).toEqual([current.id]);
    await t.rest('POST', `sessions/${code}/assignments/${current.id}/answer-help/`, { token: host.token });

    // Ended: refused too, and the host's answer is not reopened.
    await t.rest('POST', `sessions/${code}/end/`, { token: host.token });
    const again = await t.rest('POST', `sessions/${code}/assignments/${current.id}/request-help/`, { token: joined.token, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('The session is not active.');
    const after = (await assignments(code, host.token)).find((a) => a.id === current.id)!;
    expect(after.help_answered_at).toEqual(expect.any(String));
    hostWs.close();
    cookWs.close();
  });
});

describe('End', () => {
  it('ends the tasks in progress with the session: none left in_progress in assignments/ or dag/', async () => {
    const { host, code, hostWs, cookWs, held } = await cookingWithOneCook('Ines');
    const mark = Number(hostWs.messages.at(-1)!.event_id);
    expect((await t.rest('POST', `sessions/${code}/end/`, { token: host.token })).body).toMatchObject({ status: 'terminated' });
    // Clients keeping the board hear it (before session_completed).
    const board = await hostWs.next((m) => m.type === 'task_assignments_updated' && Number(m.event_id) > mark);
    expect(board.assignments.map((a: Msg) => [a.id, a.status])).toEqual([[held.id, 'terminated']]);
    await hostWs.next((m) => m.type === 'session_completed');

    const listed = await assignments(code, host.token);
    expect(listed.filter((a) => a.status === 'in_progress')).toEqual([]);
    expect(listed.find((a) => a.id === held.id)).toMatchObject({ status: 'terminated' });
    const dag = (await t.rest('GET', `sessions/${code}/dag/`, { token: host.token })).body;
    expect(dag.assignments.filter((a: Msg) => a.status === 'in_progress')).toEqual([]);
    expect(dag.assignments.find((a: Msg) => a.id === held.id)).toMatchObject({ status: 'terminated' });
    hostWs.close();
    cookWs.close();
  });
});

describe('deleting a kitchen', () => {
  it('refuses with 409 naming the waiting and active sessions that use it (REST and tRPC), and deletes it once they ended', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const kitchen = (await t.rest('GET', 'kitchens/', { token: host.token })).body[0];
    const named = (await t.rest('POST', 'sessions/create/', { token: host.token, body: { kitchen: kitchen.id, name: 'Friday dinner' } })).body;
    await t.rest('POST', `sessions/${named.code}/recipes/`, { token: host.token, body: { recipe_id: (await t.rest('GET', 'recipes/', { token: host.token })).body[0].id } });
    await t.rest('POST', `sessions/${named.code}/join/`, { body: { display_name: 'Jo' } });
    expect((await t.rest('POST', `sessions/${named.code}/start/`, { token: host.token })).status).toBe(200);

    const message = `This kitchen is used by Session ${code} (Waiting) and Friday dinner (${named.code}, Active). End them before deleting the kitchen.`;
    const refused = await t.rest('DELETE', `kitchens/${kitchen.id}/`, { token: host.token });
    expect(refused).toEqual({ status: 409, body: { error: message, detail: message } });
    await expect(t.trpc(host.token).kitchens.delete.mutate({ id: kitchen.id })).rejects.toMatchObject({ message, data: { code: 'CONFLICT' } });
    // Nothing changed: the sessions keep their kitchen.
    expect((await t.rest('GET', `sessions/${named.code}/`, { token: host.token })).body.kitchen).toBe(kitchen.id);

    await t.rest('POST', `sessions/${code}/end/`, { token: host.token });
    const one = await t.rest('DELETE', `kitchens/${kitchen.id}/`, { token: host.token });
    expect(one.body.error).toBe(`This kitchen is used by Friday dinner (${named.code}, Active). End it before deleting the kitchen.`);
    await t.rest('POST', `sessions/${named.code}/end/`, { token: host.token });
    expect((await t.rest('DELETE', `kitchens/${kitchen.id}/`, { token: host.token })).status).toBeLessThan(300);
    expect((await t.rest('GET', 'kitchens/', { token: host.token })).body).toEqual([]);
  });
});

describe('resume', () => {
  it("always sends the spec's session_update (and still session_resumed), even when no timer moved", async () => {
    const { host, code, hostWs, cookWs } = await cookingWithOneCook('Kim');
    hostWs.send({ type: 'pause_session' });
    await cookWs.next((m) => m.type === 'session_paused');
    const mark = Number(cookWs.messages.at(-1)!.event_id);
    hostWs.send({ type: 'resume_session' });
    const resumed = await cookWs.next((m) => m.type === 'session_resumed' && Number(m.event_id) > mark);
    const update = await cookWs.next((m) => m.type === 'session_update' && Number(m.event_id) > mark);
    expect(resumed.assignments).toEqual([]);
    expect(update.session).toMatchObject({ code, status: 'active', paused_at: null });
    // Right after session_resumed, not waiting for a re-plan that moved the finish.
    expect(Number(update.event_id)).toBe(Number(resumed.event_id) + 1);
    expect((await t.rest('GET', `sessions/${code}/`, { token: host.token })).body.status).toBe('active');
    hostWs.close();
    cookWs.close();
  });
});
