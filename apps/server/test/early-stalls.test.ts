import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { ChannelClient, kitchenWithSession, type Msg } from './live-kitchen';

/**
 * A stall is announced as soon as the plan holds work nobody present can do, not only once the
 * kitchen runs out of other work (issue 29): within seconds of the start, naming task and skill.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ timerIntervalMs: 50 });
});
afterAll(async () => {
  await t.stop();
});

describe('a task nobody present can do, later in the meal', () => {
  it('is announced to the host at the start with the task and the skill, offers the skill fix, and is not given anyway before its turn', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const ann = (await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: 'Ann' } })).body;
    const catalogue = (await t.rest('GET', 'skills/')).body as Array<{ id: number; key: string }>;
    const plating = catalogue.find((s) => s.key === 'plating')!.id;
    // Ann can do everything but plating, which only the last task needs ('Assemble and serve').
    const required = (await t.rest('GET', `sessions/${code}/required-skills/`, { token: ann.token })).body.skills.map((s: { id: number }) => s.id);
    await t.rest('POST', `sessions/${code}/participants/${ann.participant.id}/skills/`, { token: ann.token, body: { skills: required.filter((id: number) => id !== plating) } });
    const hostWs = await ChannelClient.open(t, code, host.token);
    const annWs = await ChannelClient.open(t, code, ann.token);

    const startedAt = Date.now();
    await t.rest('POST', `sessions/${code}/start/`, { token: host.token });
    const notice = await hostWs.next((m) => m.type === 'notification' && m.kind === 'stall', 5_000);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(notice.message).toBe('Waiting for someone who can do Plating and garnishing (Assemble and serve)');
    expect(notice).toMatchObject({ code: 'stall.skill', params: { skills: 'Plating and garnishing', task: 'Assemble and serve' } });
    expect(notice.assignment).toMatchObject({ task_name: 'Assemble and serve', status: 'unassignable' });
    // Ann still has plenty to do: the meal is far from running out of work.
    expect(hostWs.messages.some((m) => m.type === 'tasks_assigned' && m.assignments.some((a: Msg) => a.participant_id === ann.participant.id))).toBe(true);

    const stall = (await t.rest('GET', `sessions/${code}/stalls/`, { token: host.token })).body.stalls.find((s: Msg) => s.task_name === 'Assemble and serve');
    expect(stall).toMatchObject({ reason: 'skill', ready: false, cooks_declined: [{ id: ann.participant.id, display_name: 'Ann' }] });
    expect(stall.missing_skills.map((s: { key: string }) => s.key)).toEqual(['plating']);
    // Not ready: giving it anyway waits for its turn.
    const anyway = await t.rest('POST', `sessions/${code}/assignments/${stall.assignment.id}/assign/`, { token: host.token, body: { participant_id: ann.participant.id } });
    expect(anyway.status).toBe(409);
    expect(anyway.body.error).toBe('This task waits for other tasks first: give it to a cook once it is ready.');

    // The banner's skill fix: the host lets Ann plate; the stall is gone.
    const mark = Number(hostWs.messages.at(-1)!.event_id);
    await t.rest('POST', `sessions/${code}/participants/${ann.participant.id}/skills/`, { token: host.token, body: { skills: [plating], partial: true } });
    const board = await hostWs.next((m) => m.type === 'task_assignments_updated' && Number(m.event_id) > mark && !m.assignments.some((a: Msg) => a.status === 'unassignable'));
    expect(board.assignments.find((a: Msg) => a.task_name === 'Assemble and serve')?.status ?? 'unplanned').not.toBe('unassignable');
    expect((await t.rest('GET', `sessions/${code}/stalls/`, { token: host.token })).body.stalls).toEqual([]);
    hostWs.close();
    annWs.close();
  });
});

describe('giving a planned task anyway', () => {
  it('is refused while its predecessors are not done, with the same text as a stall before its turn', async () => {
    // Tiramisu: whoever brews the coffee has the step that needs it up next.
    const { host, code, preds } = await kitchenWithSession(t, ['Tiramisu']);
    const ann = (await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: 'Ann' } })).body;
    const required = (await t.rest('GET', `sessions/${code}/required-skills/`, { token: ann.token })).body.skills.map((s: { id: number }) => s.id);
    await t.rest('POST', `sessions/${code}/participants/${ann.participant.id}/skills/`, { token: ann.token, body: { skills: required } });
    const hostWs = await ChannelClient.open(t, code, host.token);
    await hostWs.next((m) => m.type === 'session_state');
    await t.rest('POST', `sessions/${code}/start/`, { token: host.token });
    // Ann can do everything: her next task is planned (pending) behind the one she is cooking.
    const board = await hostWs.next((m) => m.type === 'task_assignments_updated' && m.assignments.some((a: Msg) => a.status === 'pending' && (preds.get(a.task_id)?.length ?? 0) > 0));
    const planned = (board.assignments as Msg[]).find((a) => a.status === 'pending' && (preds.get(a.task_id)?.length ?? 0) > 0)!;
    const anyway = await t.rest('POST', `sessions/${code}/assignments/${planned.id}/assign/`, { token: host.token, body: { participant_id: ann.participant.id } });
    expect(anyway.status).toBe(409);
    expect(anyway.body.error).toBe('This task waits for other tasks first: give it to a cook once it is ready.');
    // The host's page asks over tRPC: the same refusal, with its code for the host's language.
    const viaTrpc = await t.trpc(host.token).live.assignAnyway.mutate({ code, assignmentId: planned.id, participant_id: ann.participant.id }).then(
      () => null,
      (e: { data: { httpStatus: number; text: unknown } }) => e.data,
    );
    expect(viaTrpc).toMatchObject({ httpStatus: 409, text: { code: 'task.notReady', params: {} } });
    // Nothing was handed out: the task is still only planned.
    const after = (await t.rest('GET', `sessions/${code}/`, { token: host.token })).body;
    expect(after.active_assignments.find((a: Msg) => a.id === planned.id)).toMatchObject({ status: 'pending', started_at: null });
    hostWs.close();
  });
});
