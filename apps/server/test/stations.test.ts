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

/** The meal's stations worked out from the task graph as a reader would: first equipment per task, busiest first. */
async function expectedStations(code: string, token: string): Promise<string[]> {
  const dag = (await t.rest('GET', `sessions/${code}/dag/`, { token })).body as { tasks: Array<{ equipment: Array<{ name: string } | string> }> };
  const uses = new Map<string, number>();
  for (const task of dag.tasks) {
    const first = task.equipment[0];
    const name = typeof first === 'string' ? first : first?.name;
    if (name) uses.set(name, (uses.get(name) ?? 0) + 1);
  }
  return [...uses].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([s]) => s);
}

const stationsOf = (view: { participants: Array<{ id: number; station: string | null }> }) => Object.fromEntries(view.participants.map((p) => [p.id, p.station]));

describe('fixed stations are shown (issue 12 point 7)', () => {
  it('REST, tRPC and /ws give each cook the station the planner keeps them at; it stays put when another cook leaves', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad', 'Apple Crumble'], undefined, { station_preference: 'fixed' });
    const stations = await expectedStations(code, host.token);
    expect(stations.length).toBeGreaterThanOrEqual(2);
    const watcher = await ChannelClient.open(t, code, host.token);
    const cooks: Array<{ id: number; token: string }> = [];
    for (const name of ['Ann', 'Ben', 'Cat']) {
      const res = await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: name } });
      cooks.push({ id: res.body.participant.id, token: res.body.token });
    }
    // /ws: the join event already says where the cook stands.
    const joined = await watcher.next((m) => m.type === 'participant_joined' && m.participant.id === cooks[1]!.id);
    expect(joined.participant.station).toBe(stations[1]);

    const rest = (await t.rest('GET', `sessions/${code}/`, { token: host.token })).body;
    expect(stationsOf(rest)).toEqual({ [cooks[0]!.id]: stations[0], [cooks[1]!.id]: stations[1], [cooks[2]!.id]: stations[2 % stations.length] });
    const participants = (await t.rest('GET', `sessions/${code}/participants/`, { token: host.token })).body.participants;
    expect(participants.find((p: Msg) => p.id === cooks[0]!.id).station).toBe(stations[0]);
    // tRPC, as the cook's own phone reads it.
    const mine = await t.trpc(cooks[2]!.token).sessions.get.query({ code });
    expect(mine.participants.find((p) => p.id === cooks[2]!.id)?.station).toBe(stations[2 % stations.length]);

    // Ann leaves: Ben and Cat keep their stations (fixed means fixed).
    expect((await t.rest('POST', `sessions/${code}/leave/`, { token: cooks[0]!.token })).status).toBe(200);
    const after = (await t.rest('GET', `sessions/${code}/`, { token: host.token })).body;
    expect(after.participants.find((p: Msg) => p.id === cooks[0]!.id)?.is_cooking ?? false).toBe(false);
    expect(stationsOf(after)[cooks[1]!.id]).toBe(stations[1]);
    expect(stationsOf(after)[cooks[2]!.id]).toBe(stations[2 % stations.length]);
    watcher.close();
  });

  it('a rotation session has no stations', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: 'Dee' } });
    const view = (await t.rest('GET', `sessions/${code}/`, { token: host.token })).body;
    expect(view.station_preference).toBe('rotation');
    expect(view.participants.map((p: Msg) => p.station)).toEqual([null]);
  });
});
