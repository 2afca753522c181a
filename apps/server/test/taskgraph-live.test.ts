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

describe('task-graph edits during a session', () => {
  it('send task_update to everyone, re-plan, and never change finished work', async () => {
    const { host, code, taskIds } = await kitchenWithSession(t, ['Greek Salad']);
    const res = await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: 'Gus' } });
    const cook = { id: res.body.participant.id as number, token: res.body.token as string };
    const required = (await t.rest('GET', `sessions/${code}/required-skills/`)).body.skills.map((s: { id: number }) => s.id);
    await t.rest('POST', `sessions/${code}/participants/${cook.id}/skills/`, { token: cook.token, body: { skills: required } });
    const cookWs = await ChannelClient.open(t, code, cook.token);
    await t.rest('POST', `sessions/${code}/start/`, { token: host.token });
    const first = await cookWs.next((m) => m.type === 'tasks_assigned');
    const held = (first.assignments as Msg[]).find((a) => a.participant_id === cook.id)!;
    await t.rest('POST', `sessions/${code}/assignments/${held.id}/complete/`, { token: cook.token });
    await cookWs.next((m) => m.type === 'task_completed' && m.task_id === held.task_id);

    // Editing an open task: the cook hears of it (with the task) and the session is re-planned.
    const open = taskIds.find((id) => id !== held.task_id)!;
    const mark = Number(cookWs.messages.at(-1)!.event_id);
    const patched = await t.rest('PATCH', `recipes/sessions/${code}/tasks/${open}/`, { token: host.token, body: { estimated_duration_minutes: 7 } });
    expect(patched.status).toBe(200);
    const update = await cookWs.next((m) => m.type === 'task_update' && Number(m.event_id) > mark);
    expect(update.task).toMatchObject({ id: open, estimated_duration_minutes: 7 });

    // Finished work is never changed: not the task, and it gets no new predecessor.
    const doneEdit = await t.rest('PATCH', `recipes/sessions/${code}/tasks/${held.task_id}/`, { token: host.token, body: { estimated_duration_minutes: 9 } });
    expect(doneEdit.status).toBe(409);
    const trpc = t.trpc(host.token);
    await expect(trpc.sessions.editDependencies.mutate({ code, add: [{ task_id: held.task_id, depends_on_id: open }] })).rejects.toThrow('already done');

    // A dependency edit goes out as task_update with the new edges.
    const mark2 = Number(cookWs.messages.at(-1)!.event_id);
    const other = taskIds.filter((id) => id !== held.task_id && id !== open);
    await trpc.sessions.editDependencies.mutate({ code, add: [{ task_id: other[1]!, depends_on_id: other[0]! }] });
    const deps = await cookWs.next((m) => m.type === 'task_update' && Number(m.event_id) > mark2);
    expect(deps.dependencies).toContainEqual(expect.objectContaining({ task_id: other[1], depends_on_id: other[0] }));
    cookWs.close();
  });
});
