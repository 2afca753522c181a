import { hostBoardSchema } from '@brigade/contracts';
import { TRPCClientError } from '@trpc/client';
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

async function session(recipe: string) {
  const host = await registerUser(t, { host: true });
  const kitchen = (await t.rest('POST', 'kitchens/', { token: host.token, body: { name: 'Test kitchen', use_default: true } })).body;
  const code = (await t.rest('POST', 'sessions/create/', { token: host.token, body: { kitchen: kitchen.id } })).body.code as string;
  const all = (await t.rest('GET', 'recipes/', { token: host.token })).body as Array<{ id: number; name: string }>;
  await t.rest('POST', `sessions/${code}/recipes/`, { token: host.token, body: { recipe_id: all.find((x) => x.name.startsWith(recipe))!.id } });
  return { host, code };
}

/** A cook who said Yes to every skill the session asks about, or (`yes: false`) No to all of them. */
async function join(code: string, name: string, yes = true) {
  const res = (await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: name } })).body;
  const cook = { id: res.participant.id as number, token: res.token as string };
  const required = (await t.rest('GET', `sessions/${code}/required-skills/`)).body.skills.map((s: { id: number }) => s.id);
  const path = yes ? `sessions/${code}/participants/${cook.id}/skills/` : `sessions/${code}/participants/${cook.id}/skills/decline/`;
  await t.rest('POST', path, { token: cook.token, body: { skills: required } });
  return cook;
}

describe('the host board: why an idle cook is idle', () => {
  it('says what each cook attends, and why the one without the skills has nothing', async () => {
    const { host, code } = await session('Greek Salad');
    const ana = await join(code, 'Ana');
    const kid = await join(code, 'Kid', false);
    await t.rest('POST', `sessions/${code}/start/`, { token: host.token });
    await t.server.deps.planner.idle();
    const board = hostBoardSchema.parse(await t.trpc(host.token).plan.board.query({ code }));
    const of = (id: number) => board.cooks.find((c) => c.participant_id === id)!.idle;
    expect(of(ana.id)).toMatchObject({ kind: 'busy', task_name: expect.any(String) });
    // Kid may only mellow the onion, which waits for Ana's slicing: the board says so, and until when.
    expect(of(kid.id)).toMatchObject({ kind: 'waiting', task_name: 'Mellow the onion', waiting_for: { kind: 'task', name: 'Slice the onion' } });
    // Both tasks' names in the library's other languages, for the host's page in its own (issue 38.2).
    expect(of(kid.id)).toMatchObject({ task_translations: { de: { name: expect.any(String) } }, waiting_for: { translations: { fr: { name: expect.any(String) } } } });
    expect(of(kid.id)!.task_translations!.de!.name).not.toBe('Mellow the onion');
    const api = t.trpc(host.token);
    const slicing = (await api.sessions.get.query({ code })).active_assignments.find((a) => a.task_name === 'Slice the onion')!;
    expect(Date.parse(of(kid.id).until!)).toBeGreaterThan(Date.parse(board.now));

    // Ana slices; Kid starts the onion's timer; what is left needs skills Kid said No to.
    await t.trpc(ana.token).live.completeTask.mutate({ code, assignmentId: slicing.id });
    await t.server.deps.planner.idle();
    const mellow = (await api.sessions.get.query({ code })).active_assignments.find((a) => a.task_name === 'Mellow the onion')!;
    expect(mellow.participant_id).toBe(kid.id);
    // Kid does what Kid may (the onion's timer, warming the pitta), then what is left needs skills Kid said No to.
    let kidNow = (await api.plan.board.query({ code })).cooks.find((c) => c.participant_id === kid.id)!.idle;
    for (let i = 0; i < 6 && kidNow.kind !== 'no_skills'; i++) {
      const held = (await api.sessions.get.query({ code })).active_assignments.find((a) => a.participant_id === kid.id && a.status === 'in_progress' && !(a.task_type === 'timer_passive' && a.timer_ends_at));
      if (held) await t.trpc(kid.token).live.completeTask.mutate({ code, assignmentId: held.id });
      await t.server.deps.planner.idle();
      kidNow = (await api.plan.board.query({ code })).cooks.find((c) => c.participant_id === kid.id)!.idle;
    }
    expect(kidNow.kind).toBe('no_skills');
    expect(kidNow.beyond_skills).toContain('Assemble and serve');
  });

  it('stands still while paused, and is the host’s alone', async () => {
    const { host, code } = await session('Greek Salad');
    await join(code, 'Ana');
    await t.rest('POST', `sessions/${code}/start/`, { token: host.token });
    await t.rest('POST', `sessions/${code}/pause/`, { token: host.token });
    const pausedAt = (await t.rest('GET', `sessions/${code}/`, { token: host.token })).body.paused_at as string;
    const board = await t.trpc(host.token).plan.board.query({ code });
    expect(Date.parse(board.now)).toBe(Date.parse(pausedAt));
    const other = await registerUser(t, { host: true });
    const refused = await t.trpc(other.token).plan.board.query({ code }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TRPCClientError);
    expect((refused as { data?: { code?: string } }).data?.code).toBe('FORBIDDEN');
  });

  it('a predicted finish that moves by more than five minutes says why: a cook left', async () => {
    // Greek salad is mostly knife work: two cooks finish it much sooner than one.
    const { host, code } = await session('Greek Salad');
    await join(code, 'Ana');
    const ben = await join(code, 'Ben');
    await t.rest('POST', `sessions/${code}/start/`, { token: host.token });
    await t.server.deps.planner.idle();
    const watcher = await ChannelClient.open(t, code, host.token);
    const before = (await t.rest('GET', `sessions/${code}/`, { token: host.token })).body.predicted_finish_at as string;
    await t.rest('POST', `sessions/${code}/leave/`, { token: ben.token });
    const moved = await watcher.next((m: Msg) => m.type === 'session_update' && m.finish_moved);
    expect(moved.finish_moved.from).toBe(before);
    expect(Math.abs(moved.finish_moved.minutes)).toBeGreaterThan(5);
    expect(moved.finish_moved.reasons).toContainEqual({ kind: 'cook_left', name: 'Ben', minutes: null });
    watcher.ws.close();
  });
});
