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

  it('a help notification carries a code and params beside the English, on /ws and on tRPC (issue 30)', async () => {
    const { host, code, joined, mine } = await cookingWithOneCook('Ann');
    const watcher = await ChannelClient.open(t, code, host.token);
    await watcher.next((m) => m.type === 'session_state');
    const notifications: Array<Record<string, unknown>> = [];
    let heard: (() => void) | undefined;
    let started!: () => void;
    const opened = new Promise<void>((resolve) => (started = resolve));
    const sub = t.trpc(host.token).live.events.subscribe({ code }, {
      onStarted: () => started(),
      onData: (d) => {
        if (d.data.type !== 'notification') return;
        notifications.push(d.data.data);
        heard?.();
      },
    });
    try {
      await opened;
      const result = await t.trpc(joined.token).live.requestHelp.mutate({ code, assignmentId: mine.id });
      expect(result).toMatchObject({ success: true, message: 'Help is on the way', text: { code: 'help.onTheWay', params: {} } });
      const task = (mine as typeof mine & { task_name: string }).task_name;
      expect(task).toEqual(expect.any(String));
      // The task's names in the library's other languages ride along, for each page to name it in its own (issue 38.2).
      const german = (mine as typeof mine & { task_translations: Record<string, { name: string }> | null }).task_translations?.de?.name;
      expect(german).toEqual(expect.any(String));
      const expected = { kind: 'help_requested', message: `Ann needs help with "${task}"`, code: 'help.requested', params: { name: 'Ann', task, task_names: expect.any(String) } };
      const heardOnWs = await watcher.next((m) => m.type === 'notification' && m.kind === 'help_requested');
      expect(heardOnWs).toMatchObject(expected);
      expect(JSON.parse((heardOnWs as unknown as { params: { task_names: string } }).params.task_names)).toMatchObject({ de: german });
      while (notifications.length === 0) await new Promise<void>((resolve) => (heard = resolve));
      expect(notifications[0]).toMatchObject(expected);

      // A refusal on /ws: the spec's error message, its code beside it.
      const cookChannel = await ChannelClient.open(t, code, joined.token);
      await cookChannel.next((m) => m.type === 'session_state');
      cookChannel.send({ type: 'request_help', assignment_id: mine.id });
      expect(await cookChannel.next((m) => m.type === 'error')).toEqual({
        type: 'error',
        message: 'Help is already requested for this task. The host has been told.',
        code: 'help.alreadyRequested',
        params: {},
      });
      cookChannel.close();
    } finally {
      sub.unsubscribe();
      watcher.close();
    }
  });

  it('refuses the feed to a caller without an account', async () => {
    const failed = new Promise<Error>((resolve) => {
      t.trpc().live.helpRequests.subscribe(undefined, { onError: (e) => resolve(e) });
    });
    expect((await failed).message).toMatch(/Authentication credentials were not provided|credentials|Unauthorized/i);
  });
});
