import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { ChannelClient, kitchenWithSession, type Msg } from './live-kitchen';

/**
 * The questionnaire saves only Yes answers (spec 01 §5), so the Yes list a cook saves after it is
 * the answer to every question asked: asked and not chosen is a No, whichever client saved it (issue 29).
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const skillIds = (list: Array<{ id: number; key: string }>, but: string) => list.filter((s) => s.key !== but).map((s) => s.id);

describe('a Yes list saved after the questionnaire', () => {
  it('answers No to the skills asked and left out (REST and tRPC), and such a cook is not handed them', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const join = async (name: string) => (await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: name } })).body;
    const catalogue = (await t.rest('GET', 'skills/')).body as Array<{ id: number; key: string }>;
    const knife = catalogue.find((s) => s.key === 'knife_work')!.id;

    // REST, as the spec's client: the questions with the cook's token, then the Yes answers.
    const ann = await join('Ann');
    const asked = (await t.rest('GET', `sessions/${code}/required-skills/`, { token: ann.token })).body.skills;
    expect(asked.map((s: { key: string }) => s.key)).toContain('knife_work');
    const saved = await t.rest('POST', `sessions/${code}/participants/${ann.participant.id}/skills/`, { token: ann.token, body: { skills: skillIds(asked, 'knife_work') } });
    expect(saved.status).toBe(200);
    expect(saved.body.declined).toEqual([knife]);

    // tRPC, as the web client.
    const bob = await join('Bob');
    const bobApi = t.trpc(bob.token);
    const bobAsked = await bobApi.sessions.requiredSkills.query({ code });
    expect(await bobApi.live.setSkills.mutate({ code, participantId: bob.participant.id, skills: skillIds(bobAsked, 'knife_work') })).toMatchObject({ declined: [knife] });

    // Questions read without the cook's token: a first Yes list still answers them all.
    const cy = await join('Cy');
    const anonymous = (await t.rest('GET', `sessions/${code}/required-skills/`)).body.skills;
    expect((await t.rest('POST', `sessions/${code}/participants/${cy.participant.id}/skills/`, { token: cy.token, body: { skills: skillIds(anonymous, 'knife_work') } })).body.declined).toEqual([knife]);

    // One question's Yes (`partial`) says nothing about the others; nor does the host's Yes for a cook.
    const di = await join('Di');
    await t.rest('GET', `sessions/${code}/required-skills/`, { token: di.token });
    const plating = catalogue.find((s) => s.key === 'plating')!.id;
    expect((await t.rest('POST', `sessions/${code}/participants/${di.participant.id}/skills/`, { token: di.token, body: { skills: [plating], partial: true } })).body).toEqual({ skills: [plating], declined: [] });
    expect((await t.rest('POST', `sessions/${code}/participants/${di.participant.id}/skills/`, { token: host.token, body: { skills: [plating] } })).body.declined).toEqual([]);
    await t.rest('DELETE', `sessions/${code}/participants/${di.participant.id}/remove/`, { token: host.token });
    await t.rest('DELETE', `sessions/${code}/participants/${cy.participant.id}/remove/`, { token: host.token });

    // Started with Ann and Bob, who both left Knife work out: nobody is handed 'Slice the onion'.
    const hostWs = await ChannelClient.open(t, code, host.token);
    const annWs = await ChannelClient.open(t, code, ann.token);
    const bobWs = await ChannelClient.open(t, code, bob.token);
    await t.rest('POST', `sessions/${code}/start/`, { token: host.token });
    const board = await hostWs.next((m) => m.type === 'task_assignments_updated' && m.assignments.some((a: Msg) => a.task_name === 'Slice the onion'));
    expect(board.assignments.find((a: Msg) => a.task_name === 'Slice the onion')).toMatchObject({ status: 'unassignable', participant_id: null });
    await t.server.deps.planner?.idle();
    const handed = hostWs.messages.filter((m) => m.type === 'tasks_assigned').flatMap((m) => m.assignments as Msg[]);
    expect(handed.length).toBeGreaterThan(0);
    expect(handed.filter((a) => (a.task_name as string).match(/Slice|Cut/))).toEqual([]);
    const stall = (await t.rest('GET', `sessions/${code}/stalls/`, { token: host.token })).body.stalls.find((s: Msg) => s.task_name === 'Slice the onion');
    expect(stall.cooks_declined.map((c: Msg) => c.display_name).sort()).toEqual(['Ann', 'Bob']);
    for (const ws of [hostWs, annWs, bobWs]) ws.close();
  });
});
