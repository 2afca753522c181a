import { latestEventId, scaledClock, sessionByCode } from '@brigade/api';
import type { LiveEvent } from '@brigade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { auditEvents, kitchenWithSession } from './live-kitchen';

let t: TestServer;
/** Kitchen time at 3000x, which a test can hold still while it makes calls that must land before a timer rings. */
const fast = scaledClock(3000);
let heldAt: number | null = null;
const clock = { scale: fast.scale, now: () => heldAt ?? fast.now() };
beforeAll(async () => {
  t = await startTestServer({ clock, timerIntervalMs: 20 });
});
afterAll(async () => {
  await t.stop();
});

function until(test: () => boolean, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (test()) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(timer);
        reject(new Error('condition not met in time'));
      }
    }, 10);
  });
}

describe('live cooking through tRPC', () => {
  it('runs a whole session of two recipes with three anonymous cooks and a host', async () => {
    const { host, code, taskIds, preds } = await kitchenWithSession(t, ['Pancakes', 'Greek Salad']);
    const required = (await t.trpc().sessions.requiredSkills.query({ code })).map((s) => s.id);
    const hostClient = t.trpc(host.token);
    const seen: LiveEvent[] = [];
    let hostStarted = false;
    const hostSub = hostClient.live.events.subscribe({ code }, { onData: (d) => seen.push(d.data), onStarted: () => (hostStarted = true) });
    await until(() => hostStarted);

    const subs: Array<{ unsubscribe(): void }> = [hostSub];
    const refusals: string[] = [];
    const handled = new Set<number>();
    const cooks: Array<{ id: number; client: ReturnType<TestServer['trpc']> }> = [];
    for (const name of ['Dee', 'Eli', 'Fay']) {
      const joined = await t.trpc().live.join.mutate({ code, display_name: name });
      expect(joined.token).toEqual(expect.any(String));
      const client = t.trpc(joined.token!);
      await client.live.setSkills.mutate({ code, participantId: joined.participant.id, skills: required });
      cooks.push({ id: joined.participant.id, client });
    }
    let started = 0;
    for (const cook of cooks) {
      subs.push(
        cook.client.live.events.subscribe(
          { code },
          {
            // A fresh subscription starts from now: start cooking only once every cook listens.
            onStarted: () => started++,
            onData: ({ data }) => {
              if (data.type !== 'tasks_assigned') return;
              for (const a of data.data.assignments) {
                if (a.participant_id !== cook.id || handled.has(a.id)) continue;
                handled.add(a.id);
                setTimeout(async () => {
                  const first = await cook.client.live.completeTask.mutate({ code, assignmentId: a.id });
                  const again = await cook.client.live.completeTask.mutate({ code, assignmentId: a.id });
                  if (first.status === 'completed') expect(again.changed).toBe(false);
                  const other = cooks.find((c) => c !== cook)!;
                  await other.client.live.completeTask.mutate({ code, assignmentId: a.id }).catch((e: Error) => refusals.push(e.message));
                }, 5);
              }
            },
          },
        ),
      );
    }
    await until(() => started === cooks.length);
    await hostClient.live.start.mutate({ code });
    await until(() => seen.some((e) => e.type === 'session_completed'), 60_000);
    const done = seen.find((e) => e.type === 'session_completed');
    expect(done?.type === 'session_completed' && done.data.session.status).toBe('completed');
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.every((m) => m === 'This task is assigned to another cook.')).toBe(true);

    const flat = seen.map((e) => ({ type: e.type, event_id: e.id, ...(e.data as object) }));
    expect(auditEvents(flat, taskIds, preds)).toEqual([]);
    // Each event names the one before it in this session, so a client can tell it missed one.
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.previous_id).toBe(seen[i - 1]!.id);
    for (const s of subs) s.unsubscribe();
  });

  it('resumes a subscription from the last event id with exactly the missed events', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const client = t.trpc(host.token);
    const first: LiveEvent[] = [];
    let started = false;
    const sub = client.live.events.subscribe({ code }, { onData: (d) => first.push(d.data), onStarted: () => (started = true) });
    await until(() => started);
    await t.trpc().live.join.mutate({ code, display_name: 'One' });
    await until(() => first.length >= 1);
    sub.unsubscribe();
    const lastId = first.at(-1)!.id;
    // Missed while away:
    await t.trpc().live.join.mutate({ code, display_name: 'Two' });
    await t.trpc().live.join.mutate({ code, display_name: 'Three' });
    const resumed: LiveEvent[] = [];
    const sub2 = client.live.events.subscribe({ code, lastEventId: lastId }, { onData: (d) => resumed.push(d.data) });
    // Everything up to the server's newest event has arrived: nothing more can be on its way.
    const newest = await latestEventId(t.server.deps, (await sessionByCode(t.server.deps, code)).id);
    await until(() => resumed.some((e) => Number(e.id) === newest));
    expect(resumed.map((e) => e.type === 'participant_joined' && e.data.participant.display_name)).toEqual(['Two', 'Three']);
    expect(Number(resumed[0]!.id)).toBeGreaterThan(Number(lastId));
    // The backlog chains on from the last event the client saw.
    expect(resumed.map((e) => e.previous_id)).toEqual([lastId, resumed[0]!.id]);
    sub2.unsubscribe();
  });

  it('starts a fresh subscription from now, and refuses an unknown session with NOT_FOUND', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    await t.trpc().live.join.mutate({ code, display_name: 'Before' });
    const events: LiveEvent[] = [];
    let started = false;
    const sub = t.trpc(host.token).live.events.subscribe({ code }, { onData: (d) => events.push(d.data), onStarted: () => (started = true) });
    await until(() => started);
    await t.trpc().live.join.mutate({ code, display_name: 'After' });
    await until(() => events.length >= 1);
    expect(events.map((e) => e.type === 'participant_joined' && e.data.participant.display_name)).toEqual(['After']);
    sub.unsubscribe();

    const error = await new Promise<unknown>((resolve) => {
      t.trpc(host.token).live.events.subscribe({ code: 'ZZZZZZ' }, { onData: () => undefined, onError: resolve });
    });
    expect(error).toMatchObject({ data: { code: 'NOT_FOUND' } });
  });

  it('keeps cooks and strangers to their own business', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const other = await kitchenWithSession(t, ['Greek Salad']);
    const joined = await t.trpc().live.join.mutate({ code, display_name: 'Gus' });
    const cook = t.trpc(joined.token!);
    await expect(cook.live.start.mutate({ code })).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
    await expect(cook.sessions.get.query({ code: other.code })).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    await expect(t.trpc(other.host.token).live.start.mutate({ code })).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    await expect(t.trpc(other.host.token).live.removeParticipant.mutate({ code, participantId: joined.participant.id })).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    await expect(cook.live.setSkills.mutate({ code, participantId: joined.participant.id + 1000, skills: [] })).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    await t.trpc(host.token).live.removeParticipant.mutate({ code, participantId: joined.participant.id });
    // A removed cook's token stops working: 401 with the host's reason (issue 12), so the phone signs out and says why.
    await expect(cook.live.currentTask.query({ code })).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' }, message: 'The host removed you from this session.' });
    await t.trpc(host.token).live.end.mutate({ code });
    await expect(t.trpc().live.join.mutate({ code, display_name: 'Late' })).rejects.toMatchObject({ data: { code: 'CONFLICT' } });
  });
});

describe('passive timers', () => {
  it('start on Complete, free the cook, ignore a second Complete, and finish when they ring', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const joined = await t.trpc().live.join.mutate({ code, display_name: 'Timer' });
    const cook = t.trpc(joined.token!);
    await t.trpc(host.token).live.start.mutate({ code });
    const seen: LiveEvent[] = [];
    let listening = false;
    const sub = cook.live.events.subscribe({ code }, { onData: (d) => seen.push(d.data), onStarted: () => (listening = true) });
    await until(() => listening);
    // Work through tasks until a passive timer task comes up.
    for (let i = 0; i < 30; i++) {
      const { current_task } = await cook.live.currentTask.query({ code });
      if (!current_task) {
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      if (current_task.task.task_type !== 'timer_passive') {
        await cook.live.completeTask.mutate({ code, assignmentId: current_task.assignment_id });
        continue;
      }
      // Kitchen time stands still for the two taps: at 3000x a loaded machine could otherwise let the
      // timer ring between them, and the second tap would meet a finished task.
      heldAt = clock.now();
      let first, again;
      try {
        first = await cook.live.completeTask.mutate({ code, assignmentId: current_task.assignment_id });
        again = await cook.live.completeTask.mutate({ code, assignmentId: current_task.assignment_id });
      } finally {
        heldAt = null;
      }
      expect(first).toMatchObject({ status: 'timer_running', changed: true });
      expect(again).toMatchObject({ status: 'timer_running', changed: false });
      await until(() => seen.some((e) => e.type === 'task_completed' && e.data.id === current_task.assignment_id));
      const rang = seen.findIndex((e) => e.type === 'timer_complete' && e.data.assignment.id === current_task.assignment_id);
      const done = seen.findIndex((e) => e.type === 'task_completed' && e.data.id === current_task.assignment_id);
      expect(rang).toBeGreaterThanOrEqual(0);
      expect(done).toBeGreaterThan(rang);
      sub.unsubscribe();
      return;
    }
    throw new Error('no passive timer task came up');
  });
});
