import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { kitchenWithSession } from './live-kitchen';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const chartMinutes = (tl: { bars: Array<{ start_at: string; end_at: string }> }) =>
  (Math.max(...tl.bars.map((b) => Date.parse(b.end_at))) - Math.min(...tl.bars.map((b) => Date.parse(b.start_at)))) / 60_000;

describe('the timeline tells one story (issue 26)', () => {
  it('what-ifs come from the same planning as the chart, and it says who it plans for', async () => {
    const { host, code } = await kitchenWithSession(t, ['Roast Chicken', 'Greek Salad']);
    const api = t.trpc(host.token);
    // Nobody joined: planned for a default number of cooks, and it says so.
    const none = await api.plan.timeline.query({ code });
    expect(none.cooks_basis).toBe('nobody_joined');
    expect(none.cooks).toBe(2);
    const at2 = none.estimates.find((e) => e.cooks === 2)!.minutes;
    expect(at2).toBe(chartMinutes(none));
    // The what-if for 3 cooks is the chart the host gets when choosing 3.
    const three = await api.plan.timeline.query({ code, options: { cooks: 3 } });
    expect(three.cooks_basis).toBe('chosen');
    expect(none.estimates.find((e) => e.cooks === 3)!.minutes).toBe(chartMinutes(three));
    // Lanes are named for what they are.
    expect(three.lanes.map((l) => l.label)).not.toContain('No cook');

    await t.trpc().live.join.mutate({ code, display_name: 'Ann' });
    const joined = await api.plan.timeline.query({ code });
    expect(joined.cooks_basis).toBe('joined');
    expect(joined.lanes.filter((l) => l.kind === 'cook').map((l) => l.label)).toEqual(['Ann']);
  });

  it('is running late only when the predicted finish is after the serve time', async () => {
    const { host, code } = await kitchenWithSession(t, ['Greek Salad']);
    const api = t.trpc(host.token);
    await t.trpc().live.join.mutate({ code, display_name: 'Bo' });
    await api.live.start.mutate({ code });
    await t.server.deps.planner?.idle();
    const free = await api.plan.timeline.query({ code });
    expect(free.health).toBe('on_time');
    // Served in ten minutes: the meal cannot be ready, and the host is told it runs late.
    await api.plan.updateSettings.mutate({ code, changes: { serve_at: new Date(Date.parse(free.now) + 10 * 60_000).toISOString() } });
    const tight = await api.plan.timeline.query({ code });
    expect(Date.parse(tight.finish_at)).toBeGreaterThan(Date.parse(tight.serve_at!));
    expect(tight.health).toBe('running_late');
    // Served in three hours: on time.
    await api.plan.updateSettings.mutate({ code, changes: { serve_at: new Date(Date.parse(free.now) + 3 * 3600_000).toISOString() } });
    const loose = await api.plan.timeline.query({ code });
    expect(Date.parse(loose.finish_at)).toBeLessThanOrEqual(Date.parse(loose.serve_at!));
    expect(loose.health).toBe('on_time');
  });
});
