import type { Clock } from '@brigade/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { ChannelClient, cookingSession, type Msg } from './live-kitchen';

/**
 * When it happened (issue 35): a tap carries `tapped_at`, the moment the cook made it on the
 * kitchen clock. The server records it within bounds: not before the task was handed out, not
 * after the tap arrived. A hand-set kitchen clock makes "arrival" an exact instant.
 */
const clock: Clock & { at: number } = { at: Date.parse('2026-11-27T18:00:00.000Z'), now: () => clock.at, scale: 1 };

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ clock, timerIntervalMs: 50 });
});
afterAll(async () => {
  await t.stop();
});

const iso = (ms: number) => new Date(ms).toISOString();

async function kitchen() {
  const s = await cookingSession(t, ['Greek Salad']);
  const watcher = await ChannelClient.open(t, s.code, s.host.token);
  await watcher.next((m) => m.type === 'session_state');
  const assignments = async () => (await t.rest('GET', `sessions/${s.code}/assignments/`, { token: s.host.token })).body.assignments as Msg[];
  const held = async () => (await assignments()).find((a) => a.participant_id === s.cook.participant.id && a.status === 'in_progress' && a.task_type !== 'timer_passive')!;
  return { ...s, watcher, assignments, held };
}

describe('the tap moment (tapped_at)', () => {
  it('a Complete sent late with an earlier tapped_at is recorded at that moment (REST)', async () => {
    const k = await kitchen();
    const first = await k.held();
    const handedOut = Date.parse(first.started_at);
    clock.at += 60_000; // the tap reaches the server a minute after the hand-out
    const res = await t.rest('POST', `sessions/${k.code}/assignments/${first.id}/complete/`, { token: k.cook.token, body: { tapped_at: iso(handedOut + 20_000) } });
    expect(res.status).toBe(200);
    const done = await k.watcher.next((m) => m.type === 'task_completed' && m.id === first.id);
    expect(done.completed_at).toBe(iso(handedOut + 20_000));
    expect((await k.assignments()).find((a) => a.id === first.id)!.completed_at).toBe(iso(handedOut + 20_000));
    k.watcher.close();
  });

  it('a moment before the hand-out is clamped to the hand-out (tRPC), one in the future to the arrival (/ws)', async () => {
    const k = await kitchen();
    const first = await k.held();
    clock.at += 30_000;
    await t.trpc(k.cook.token).live.completeTask.mutate({ code: k.code, assignmentId: first.id, tapped_at: iso(Date.parse(first.started_at) - 600_000) });
    const done = await k.watcher.next((m) => m.type === 'task_completed' && m.id === first.id);
    expect(done.completed_at).toBe(first.started_at);

    await t.server.deps.planner.idle();
    const second = await k.held();
    clock.at += 30_000;
    const arrival = clock.at;
    const phone = await ChannelClient.open(t, k.code, k.cook.token);
    await phone.next((m) => m.type === 'session_state');
    phone.send({ type: 'complete_task', assignment_id: second.id, tapped_at: iso(arrival + 3_600_000) });
    const later = await k.watcher.next((m) => m.type === 'task_completed' && m.id === second.id);
    expect(later.completed_at).toBe(iso(arrival));
    phone.close();
    k.watcher.close();
  });

  it('a tapped_at that is not a time is bad input naming it, on REST, tRPC and /ws; nothing is completed', async () => {
    const k = await kitchen();
    const first = await k.held();
    const res = await t.rest('POST', `sessions/${k.code}/assignments/${first.id}/complete/`, { token: k.cook.token, body: { tapped_at: 'yesterday' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['tapped_at']);
    const refused = await t.trpc(k.cook.token).live.completeTask.mutate({ code: k.code, assignmentId: first.id, tapped_at: 'soon' }).catch((e: unknown) => e as { data: { httpStatus: number; fieldErrors: Record<string, string[]> } });
    expect(refused).toMatchObject({ data: { httpStatus: 400, fieldErrors: { tapped_at: [expect.any(String)] } } });
    const phone = await ChannelClient.open(t, k.code, k.cook.token);
    await phone.next((m) => m.type === 'session_state');
    phone.send({ type: 'complete_task', assignment_id: first.id, tapped_at: 42 });
    await phone.next((m) => m.type === 'error');
    expect((await k.assignments()).find((a) => a.id === first.id)!.status).toBe('in_progress');
    phone.close();
    k.watcher.close();
  });
});
