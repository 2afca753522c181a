import { latestEventId, sessionByCode } from '@brigade/api';
import type { LiveEvent } from '@brigade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { kitchenWithSession } from './live-kitchen';

/**
 * Issue 14: a page's first answers say which live event they reflect (`last_event_id`), and the
 * page subscribes after it instead of reading everything again when its connection opens.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

async function newest(code: string): Promise<string> {
  return String(await latestEventId(t.server.deps, (await sessionByCode(t.server.deps, code)).id));
}

/** Events of `code` after `lastEventId` until one with id `until` has arrived. */
function eventsUntil(client: ReturnType<TestServer['trpc']>, code: string, lastEventId: string, until: string): Promise<LiveEvent[]> {
  return new Promise((resolve, reject) => {
    const seen: LiveEvent[] = [];
    const sub = client.live.events.subscribe(
      { code, lastEventId },
      {
        onData: ({ data }) => {
          seen.push(data);
          if (Number(data.id) >= Number(until)) {
            sub.unsubscribe();
            resolve(seen);
          }
        },
        onError: reject,
      },
    );
  });
}

describe('the newest event a first answer reflects', () => {
  it('comes with the session and the stalls, on tRPC and REST', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const none = await t.trpc(host.token).sessions.get.query({ code });
    // No event yet.
    expect(none.last_event_id).toBe('0');
    const joined = await t.trpc().live.join.mutate({ code, display_name: 'Ada' });
    const id = await newest(code);
    expect(Number(id)).toBeGreaterThan(0);
    const cook = t.trpc(joined.token!);
    expect((await cook.sessions.get.query({ code })).last_event_id).toBe(id);
    expect((await cook.live.stalls.query({ code })).last_event_id).toBe(id);
    // REST keeps its answer and gains the field.
    const rest = await t.rest('GET', `sessions/${code}/`, { token: host.token });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ code, status: 'waiting', last_event_id: id });
  });

  it('lets a page that subscribes after its first answer receive an event committed in between, once', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    await t.trpc().live.join.mutate({ code, display_name: 'First' });
    const page = t.trpc(host.token);
    const answer = await page.sessions.get.query({ code });
    expect(answer.participants.map((p) => p.display_name)).toEqual(['First']);

    // Between the page's first answer and its subscription: another cook joins.
    await t.trpc().live.join.mutate({ code, display_name: 'Between' });
    const until = await newest(code);
    expect(Number(until)).toBeGreaterThan(Number(answer.last_event_id));

    const events = await eventsUntil(page, code, answer.last_event_id!, until);
    expect(events.map((e) => e.type === 'participant_joined' && e.data.participant.display_name)).toEqual(['Between']);
    // Chained on from the answer's event: the page sees no gap, so it reads nothing again.
    expect(events[0]!.previous_id).toBe(answer.last_event_id);
  });

  it('a subscription from the answer of a session without events gets its first event', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const answer = await t.trpc(host.token).sessions.get.query({ code });
    expect(answer.last_event_id).toBe('0');
    await t.trpc().live.join.mutate({ code, display_name: 'Only' });
    const events = await eventsUntil(t.trpc(host.token), code, answer.last_event_id!, await newest(code));
    expect(events.map((e) => e.type)).toEqual(['participant_joined']);
    expect(events[0]!.previous_id).toBeNull();
  });
});
