import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from './harness';
import { ChannelClient, type Msg } from './live-kitchen';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ timerIntervalMs: 50 });
});
afterAll(async () => {
  await t.stop();
});

/** A host, a kitchen (standard, or the given counts) and an empty waiting session. */
async function emptySession(equipment?: Record<string, number>) {
  const host = await registerUser(t, { host: true });
  const body = equipment ? { name: 'Small kitchen', equipment } : { name: 'Test kitchen', use_default: true };
  const kitchen = (await t.rest('POST', 'kitchens/', { token: host.token, body })).body;
  const session = (await t.rest('POST', 'sessions/create/', { token: host.token, body: { kitchen: kitchen.id } })).body;
  return { host, kitchen, code: session.code as string };
}

async function addRecipe(token: string, code: string, name: string) {
  const all = (await t.rest('GET', 'recipes/', { token })).body as Array<{ id: number; name: string }>;
  const r = all.find((x) => x.name.includes(name))!;
  expect((await t.rest('POST', `sessions/${code}/recipes/`, { token, body: { recipe_id: r.id } })).status).toBeLessThan(300);
}

async function join(code: string, name: string) {
  const res = await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: name } });
  expect(res.status).toBe(200);
  return { id: res.body.participant.id as number, token: res.body.token as string };
}

const skillId = async (key: string) => ((await t.rest('GET', 'skills/')).body as Array<{ id: number; key: string }>).find((s) => s.key === key)!.id;
/** A cook who said Yes to every skill the session needs but `declined`, and No to that one. */
async function cookWhoDeclined(code: string, name: string, declined: string) {
  const cook = await join(code, name);
  const required = (await t.rest('GET', `sessions/${code}/required-skills/`)).body.skills.map((s: { id: number }) => s.id);
  const no = await skillId(declined);
  await t.rest('POST', `sessions/${code}/participants/${cook.id}/skills/`, { token: cook.token, body: { skills: required.filter((id: number) => id !== no) } });
  await t.rest('POST', `sessions/${code}/participants/${cook.id}/skills/decline/`, { token: cook.token, body: { skills: [no] } });
  return cook;
}
const stalls = async (code: string, token: string) => (await t.rest('GET', `sessions/${code}/stalls/`, { token })).body;

describe('stalls: ready work nobody present can take', () => {
  it('tells the host why at once, asks the cooks who could answer (also about recipes added after they joined), and a host Yes unblocks it', async () => {
    const { host, code } = await emptySession();
    await addRecipe(host.token, code, 'Greek Salad');
    const ann = await join(code, 'Ann');
    // Ann joined before the crumble was added: she was never asked about baking.
    await addRecipe(host.token, code, 'Apple Crumble');
    const baking = await skillId('baking');
    const before = await stalls(code, ann.token);
    expect(before.questions.map((s: { key: string }) => s.key)).toContain('baking');

    const watcher = await ChannelClient.open(t, code, host.token);
    expect((await t.rest('POST', `sessions/${code}/start/`, { token: host.token })).status).toBe(200);
    await watcher.next((m) => m.type === 'task_assignments_updated' && m.assignments.some((a: Msg) => a.status === 'unassignable'));

    const seen = await stalls(code, host.token);
    const preheat = seen.stalls.find((s: Msg) => s.task_name === 'Preheat the oven');
    expect(preheat).toMatchObject({ reason: 'skill', recipe_name: expect.stringContaining('Apple Crumble'), cooks_to_ask: [{ id: ann.id, display_name: 'Ann' }], cooks_declined: [] });
    expect(preheat.missing_skills.map((s: { key: string }) => s.key)).toEqual(['baking']);
    expect(preheat.message).toBe('Waiting for someone who can do Baking (Preheat the oven)');
    // The same line by code, for each phone to show in its language (issue 30).
    expect(preheat.text).toEqual({ code: 'stall.skill', params: { skills: 'Baking', task: 'Preheat the oven', task_names: expect.stringContaining('"de":'), skill_keys: '["baking"]' } });
    // The cook sees what the kitchen waits for, and the stalled skill is asked first.
    const mine = await stalls(code, ann.token);
    expect(mine.waiting_for).toMatch(/^Waiting for someone who can do /);
    expect(mine.waiting_for_text).toMatchObject({ code: 'stall.skill', params: { skill_keys: expect.stringMatching(/^\["[a-z_]+"/) } });
    expect(mine.questions[0].key).toBe(mine.stalls[0].missing_skills[0].key);

    // Ann says No (tRPC): she is no longer asked, and the host sees she declined.
    const annTrpc = t.trpc(ann.token);
    expect(await annTrpc.live.declineSkills.mutate({ code, participantId: ann.id, skills: [baking] })).toEqual({ skills: [], declined: [baking] });
    const after = (await stalls(code, host.token)).stalls.find((s: Msg) => s.task_name === 'Preheat the oven');
    expect(after.cooks_to_ask).toEqual([]);
    expect(after.cooks_declined).toEqual([{ id: ann.id, display_name: 'Ann' }]);
    expect((await stalls(code, ann.token)).questions.map((s: { key: string }) => s.key)).not.toContain('baking');

    // The host overrides for Ann: the oven task is no longer stuck (it is planned for her).
    const mark = Number(watcher.messages.at(-1)!.event_id);
    const yes = await t.rest('POST', `sessions/${code}/participants/${ann.id}/skills/`, { token: host.token, body: { skills: [baking] } });
    expect(yes.body).toEqual({ skills: [baking], declined: [] });
    const replanned = await watcher.next((m) => m.type === 'task_assignments_updated' && Number(m.event_id) > mark);
    expect(replanned.assignments.filter((a: Msg) => a.task_name === 'Preheat the oven' && a.status === 'unassignable')).toEqual([]);
    expect((await stalls(code, host.token)).stalls.map((s: Msg) => s.task_name)).not.toContain('Preheat the oven');
    watcher.close();
  });

  it('adds skills instead of replacing them, removes one on its own, and refuses bad input in the spec shape', async () => {
    const { host, code } = await emptySession();
    await addRecipe(host.token, code, 'Greek Salad');
    const eve = await join(code, 'Eve');
    const [a, b, c] = (await Promise.all(['knife_work', 'baking', 'plating'].map(skillId))) as [number, number, number];
    await t.rest('POST', `sessions/${code}/participants/${eve.id}/skills/`, { token: eve.token, body: { skills: [a, b] } });
    const added = await t.rest('POST', `sessions/${code}/participants/${eve.id}/skills/`, { token: eve.token, body: { skills: [c] } });
    expect(added.body.skills).toEqual([a, b, c].sort((x, y) => x - y));
    // The host clears one of Eve's skills.
    const removed = await t.rest('DELETE', `sessions/${code}/participants/${eve.id}/skills/${b}/`, { token: host.token });
    expect(removed.status).toBe(200);
    expect(removed.body.skills).toEqual([a, c].sort((x, y) => x - y));
    const view = (await t.rest('GET', `sessions/${code}/`, { token: host.token })).body;
    expect(view.participants.find((p: Msg) => p.id === eve.id).skills.sort()).toEqual([a, c].sort());

    const bad = await t.rest('POST', `sessions/${code}/participants/${eve.id}/skills/decline/`, { token: eve.token, body: { skills: ['x'] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).some((k) => k.startsWith('skills'))).toBe(true);
    expect((await t.rest('POST', `sessions/${code}/participants/${eve.id}/skills/decline/`, { token: eve.token, body: { skills: [99999] } })).body).toEqual({ skills: ['Unknown skill ids: 99999'] });
    expect((await t.rest('DELETE', `sessions/${code}/participants/${eve.id}/skills/abc/`, { token: host.token })).status).toBe(404);
    const other = await join(code, 'Mallory');
    expect((await t.rest('POST', `sessions/${code}/participants/${eve.id}/skills/decline/`, { token: other.token, body: { skills: [a] } })).status).toBe(403);
    expect((await t.rest('GET', `sessions/${code}/stalls/`)).status).toBe(401);
  });

  it('keeps a beginner task from a cook who said No to its skill, until the host lets them take it anyway', async () => {
    const { host, code } = await emptySession();
    await addRecipe(host.token, code, 'Apple Crumble');
    const bob = await cookWhoDeclined(code, 'Bob', 'knife_work');

    const watcher = await ChannelClient.open(t, code, host.token);
    await t.rest('POST', `sessions/${code}/start/`, { token: host.token });
    const update = await watcher.next((m) => m.type === 'task_assignments_updated' && m.assignments.some((a: Msg) => a.task_name === 'Peel and chop the apples'));
    expect(update.assignments.find((a: Msg) => a.task_name === 'Peel and chop the apples').status).toBe('unassignable');
    const stall = (await stalls(code, host.token)).stalls.find((s: Msg) => s.task_name === 'Peel and chop the apples');
    expect(stall).toMatchObject({ reason: 'skill', cooks_declined: [{ id: bob.id }], cooks_to_ask: [] });
    expect(stall.missing_skills.map((s: { key: string }) => s.key)).toEqual(['knife_work']);

    // "Let a chosen cook take it": tRPC, host only.
    const bobTrpc = t.trpc(bob.token);
    await expect(bobTrpc.live.assignAnyway.mutate({ code, assignmentId: stall.assignment.id, participant_id: bob.id })).rejects.toThrow();
    const res = await t.rest('POST', `sessions/${code}/assignments/${stall.assignment.id}/assign/`, { token: host.token, body: { participant_id: bob.id } });
    expect(res.status).toBe(200);
    const handed = await watcher.next((m) => m.type === 'tasks_assigned' && m.assignments.some((a: Msg) => a.id === stall.assignment.id));
    expect(handed.assignments[0]).toMatchObject({ participant_id: bob.id, status: 'in_progress', task_name: 'Peel and chop the apples' });
    expect((await t.rest('POST', `sessions/${code}/assignments/${stall.assignment.id}/assign/`, { token: host.token, body: {} })).status).toBe(400);
    watcher.close();
  });

  it('does not give stalled work to a cook on a break, and says why', async () => {
    const { host, code } = await emptySession();
    await addRecipe(host.token, code, 'Apple Crumble');
    const cat = await cookWhoDeclined(code, 'Cat', 'knife_work');
    const watcher = await ChannelClient.open(t, code, host.token);
    await t.rest('POST', `sessions/${code}/start/`, { token: host.token });
    const given = await watcher.next((m) => m.type === 'tasks_assigned' && m.assignments.some((a: Msg) => a.participant_id === cat.id && a.status === 'in_progress' && !a.timer_duration_minutes));
    const held = (given.assignments as Msg[]).find((a) => a.participant_id === cat.id && a.status === 'in_progress')!;
    await watcher.next((m) => m.type === 'task_assignments_updated' && m.assignments.some((a: Msg) => a.task_name === 'Peel and chop the apples' && a.status === 'unassignable'));
    expect((await t.rest('POST', `sessions/${code}/assignments/${held.id}/pause/`, { token: cat.token })).status).toBe(200);
    await watcher.next((m) => m.type === 'participant_update' && m.participant.id === cat.id && m.participant.on_break_since !== null);

    const stall = (await stalls(code, host.token)).stalls.find((s: Msg) => s.task_name === 'Peel and chop the apples');
    const refused = await t.rest('POST', `sessions/${code}/assignments/${stall.assignment.id}/assign/`, { token: host.token, body: { participant_id: cat.id } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ participant_id: ['This cook is on a break.'] });
    watcher.close();
  });

  it('plans a kitchen with 0 ovens as having none, tells the host before the start, and marking the oven available unblocks it', async () => {
    const { host, kitchen, code } = await emptySession({ prep_stations: 2, oven: 0, stove_4_burner: 1, sink: 1 });
    await addRecipe(host.token, code, 'Apple Crumble');
    const gaps = (await stalls(code, host.token)).equipment_gaps;
    expect(gaps).toEqual([{ recipe_name: expect.stringContaining('Apple Crumble'), equipment: ['oven'] }]);
    const cook = await join(code, 'Cy');
    const required = (await t.rest('GET', `sessions/${code}/required-skills/`)).body.skills.map((s: { id: number }) => s.id);
    await t.rest('POST', `sessions/${code}/participants/${cook.id}/skills/`, { token: cook.token, body: { skills: required } });
    const watcher = await ChannelClient.open(t, code, host.token);
    // Listening before the start (its snapshot first), so the start's hand-out arrives as an event.
    await watcher.next((m) => m.type === 'session_state');
    await t.rest('POST', `sessions/${code}/start/`, { token: host.token });
    await watcher.next((m) => m.type === 'task_assignments_updated' && m.assignments.some((a: Msg) => a.task_name === 'Preheat the oven' && a.status === 'unassignable'));
    const stall = (await stalls(code, host.token)).stalls.find((s: Msg) => s.task_name === 'Preheat the oven');
    expect(stall).toMatchObject({ reason: 'equipment', missing_equipment: ['oven'], message: 'Waiting for an oven (Preheat the oven)' });
    expect(stall.text).toEqual({ code: 'stall.equipment', params: { equipment: 'an oven', task: 'Preheat the oven', task_names: expect.stringContaining('"de":'), equipment_keys: '["oven"]' } });

    const mark = Number(watcher.messages.at(-1)!.event_id);
    const patched = await t.rest('PATCH', `kitchens/${kitchen.id}/`, { token: host.token, body: { equipment: { oven: 1 } } });
    expect(patched.body.equipment.map((e: Msg) => e.equipment_type).sort()).toEqual(['oven', 'prep_stations', 'sink', 'stove_4_burner']);
    // The kitchen answers after each meal cooking in it committed the change (issue 38.10): no
    // stall is left already, before the re-plan, and the board went out with it.
    expect((await stalls(code, host.token)).stalls.map((s: Msg) => s.task_name)).toEqual([]);
    const replanned = await watcher.next((m) => m.type === 'task_assignments_updated' && Number(m.event_id) > mark);
    expect(replanned.assignments.filter((a: Msg) => a.task_name === 'Preheat the oven' && a.status === 'unassignable')).toEqual([]);
    expect((await stalls(code, host.token)).stalls.filter((s: Msg) => s.reason === 'equipment')).toEqual([]);
    watcher.close();
  });
});
