import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { ChannelClient, cookingSession } from './live-kitchen';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

/** A started Greek Salad with one cook who may do every task, and the task the cook is on. */
async function cookingWithOneCook(name: string) {
  const { host, code, cook, first } = await cookingSession(t, ['Greek Salad'], name);
  return { host, code, joined: cook, mine: first };
}

describe('help requests', () => {
  it('one open request per task, listed for the host until answered, with events that carry the assignment', async () => {
    const { host, code, joined, mine } = await cookingWithOneCook('Ana');
    const watcher = await ChannelClient.open(t, code, host.token);
    await watcher.next((m) => m.type === 'session_state');

    const cook = t.trpc(joined.token);
    const hostApi = t.trpc(host.token);
    await cook.live.requestHelp.mutate({ code, assignmentId: mine.id });
    const update = await watcher.next((m) => m.type === 'task_update' && m.assignment.id === mine.id);
    expect(update.assignment.help_requested_at).toEqual(expect.any(String));
    await expect(cook.live.requestHelp.mutate({ code, assignmentId: mine.id })).rejects.toThrow('Help is already requested');

    const open = await hostApi.live.openHelpRequests.query();
    expect(open.map((r) => [r.session_code, r.assignment.id])).toEqual([[code, mine.id]]);
    // Only the host answers.
    await expect(cook.live.answerHelp.mutate({ code, assignmentId: mine.id })).rejects.toThrow();
    expect(await hostApi.live.answerHelp.mutate({ code, assignmentId: mine.id })).toMatchObject({ changed: true });
    expect(await hostApi.live.answerHelp.mutate({ code, assignmentId: mine.id })).toMatchObject({ changed: false });
    const answered = await watcher.next((m) => m.type === 'notification' && m.kind === 'help_answered');
    expect(answered).toMatchObject({ participant_id: joined.participant.id, assignment_id: mine.id });
    expect(await hostApi.live.openHelpRequests.query()).toEqual([]);
    // Answered: the cook may ask again.
    await cook.live.requestHelp.mutate({ code, assignmentId: mine.id });
    watcher.close();
  });

  it('pushes the open help requests of a host whenever they change, with no polling', async () => {
    const { host, code, joined, mine } = await cookingWithOneCook('Bo');

    // Every list the feed pushes, in order; `until` waits for the next one that matches.
    const lists: Array<Array<[string, number]>> = [];
    const waiters: Array<() => void> = [];
    const feed = t.trpc(host.token).live.helpRequests.subscribe(undefined, {
      onData: (list) => {
        lists.push(list.map((r) => [r.session_code, r.assignment.id]));
        for (const wake of waiters.splice(0)) wake();
      },
    });
    const until = async (want: Array<[string, number]>) => {
      while (JSON.stringify(lists.at(-1)) !== JSON.stringify(want)) await new Promise<void>((resolve) => waiters.push(resolve));
    };
    try {
      await until([]);
      const cook = t.trpc(joined.token);
      await cook.live.requestHelp.mutate({ code, assignmentId: mine.id });
      await until([[code, mine.id]]);
      await t.trpc(host.token).live.answerHelp.mutate({ code, assignmentId: mine.id });
      await until([]);
      // Asked again, then the task is completed: the request closes with it.
      await cook.live.requestHelp.mutate({ code, assignmentId: mine.id });
      await until([[code, mine.id]]);
      await cook.live.completeTask.mutate({ code, assignmentId: mine.id });
      await until([]);
      // Only changes are pushed: the empty list, then one list per change, never the same list twice in a row.
      expect(lists).toEqual([[], [[code, mine.id]], [], [[code, mine.id]], []]);
    } finally {
      feed.unsubscribe();
    }
  });

  it('refuses the feed to a caller without an account', async () => {
    const failed = new Promise<Error>((resolve) => {
      t.trpc().live.helpRequests.subscribe(undefined, { onError: (e) => resolve(e) });
    });
    expect((await failed).message).toMatch(/Authentication credentials were not provided|credentials|Unauthorized/i);
  });
});
