import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { restClient } from '../support/api';
import { coldCookPhone as coldCookPhoneOf, registerHost, type JoinedCook } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * The cook page's live connection (issue 14), the cook's side of host-live-requests: the page's
 * first answer says which live event it reflects, the page subscribes after that event, and so it
 * reads nothing again when the connection opens; an event committed between the first answer and
 * the connection still reaches the screen, from the server's backlog. Service workers are blocked
 * so that every request is the page's own.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});

/**
 * A cold cook phone (coldCookPhone in support/kitchen) that records every query it reads over HTTP
 * and the type of every live event its connection brings.
 */
async function coldCookPhone(name: string): Promise<{ code: string; cook: JoinedCook; page: Page; reads: string[]; events: string[] }> {
  const { code, cook, page } = await coldCookPhoneOf(suite, api, hostToken, name);
  // Every query the page asks over HTTP, one entry per procedure (a batch names several).
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/trpc/')) reads.push(...url.pathname.slice('/trpc/'.length).split(','));
  });
  const events: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      // tRPC's keep-alive is a bare PING; every other frame is JSON, an event as `result.data.data`.
      if (!String(payload).startsWith('{')) return;
      const type = (JSON.parse(String(payload)) as { result?: { data?: { data?: { type?: string } } } }).result?.data?.data?.type;
      if (type) events.push(type);
    }),
  );
  return { code, cook, page, reads, events };
}

const count = (reads: string[], procedure: string) => reads.filter((r) => r === procedure).length;

/**
 * The plan goes on while the page loads: on a slow machine its next moment (a task handed out at
 * its planned start) can come between the first answer and the test's pause, and then the cook's
 * list is rightly read again. Only live events that move work allow that read.
 */
const WORK_MOVED = new Set(['tasks_assigned', 'task_assignments_updated', 'task_update', 'task_completed', 'participant_left']);
function expectNoReadOfAssignments(reads: string[], events: string[]): void {
  const why = `reads: ${reads.join(', ')}; events: ${events.join(', ')}`;
  expect(count(reads, 'live.assignments'), why).toBeLessThanOrEqual(events.filter((e) => WORK_MOVED.has(e)).length);
}

describe('the cook page and its live connection', () => {
  it('connects without reading the session, the assignments or the stalls again', async () => {
    const { code, page, reads, events } = await coldCookPhone('Steady');
    await page.goto(`/cook/${code}`);
    await page.locator('.task-card').first().waitFor();
    await page.locator('.live-dot-connected').waitFor();

    // An event after the connection proves it is live: the host pauses, the phone shows it from
    // the event itself (the session is not read again for it).
    await api('POST', `/sessions/${code}/pause/`, hostToken);
    await page.locator('.cook-paused').waitFor();
    await screenshot(page, 'cook-live-paused');
    // The page's live events are seen here (so the allowance below can only follow a real event).
    expect(events).toContain('session_paused');

    expect(count(reads, 'sessions.get'), `reads: ${reads.join(', ')}`).toBe(1);
    // The assignments came with the session's answer; the stalls did not change (a pause moves no
    // task) unless the plan moved work meanwhile.
    expectNoReadOfAssignments(reads, events);
    if (!events.some((e) => WORK_MOVED.has(e))) expect(count(reads, 'live.stalls'), `reads: ${reads.join(', ')}`).toBe(1);
  });

  it('shows an event committed after its first answer was read and before its connection opened', async () => {
    const { code, page, reads, events } = await coldCookPhone('Patient');
    // The first answer is read by the server, then held: the host pauses meanwhile, and only then
    // does the phone get that (older) answer and open its live connection.
    let held = false;
    await page.route(/\/trpc\/[^?]*sessions\.get/, async (route) => {
      const response = await route.fetch();
      if (!held) {
        held = true;
        await api('POST', `/sessions/${code}/pause/`, hostToken);
      }
      await route.fulfill({ response });
    });
    await page.goto(`/cook/${code}`);
    await page.locator('.task-card').first().waitFor();
    expect(held).toBe(true);
    // The answer did not know of the pause: the screen learns it from the backlog of events after
    // the answer's `last_event_id`.
    await page.locator('.live-dot-connected').waitFor();
    await page.locator('.cook-paused').waitFor();
    expect(count(reads, 'sessions.get'), `reads: ${reads.join(', ')}`).toBe(1);
    expectNoReadOfAssignments(reads, events);
  });

  it('catches up after its connection drops from the events it missed, without reading the page again', async () => {
    const { code, page, reads, events } = await coldCookPhone('Dropped');
    // The live connection passes through the test, which can cut it (Wi-Fi gone for a moment).
    const sockets: Array<{ cut(): Promise<void> }> = [];
    await page.routeWebSocket(/\/trpc(\?|$)/, (ws) => {
      const server = ws.connectToServer();
      sockets.push({ cut: async () => Promise.all([ws.close({ code: 4000, reason: 'cut by the test' }), server.close()]).then(() => undefined) });
    });
    await page.goto(`/cook/${code}`);
    await page.locator('.task-card').first().waitFor();
    await page.locator('.live-dot-connected').waitFor();
    expect(sockets).toHaveLength(1);

    // Cut; the host pauses while the phone is away (its client waits a second before trying again).
    await sockets[0]!.cut();
    await api('POST', `/sessions/${code}/pause/`, hostToken);
    // Back: a second connection, resumed after the last event seen, brings the pause.
    await expect.poll(() => sockets.length, { timeout: 15_000 }).toBe(2);
    await page.locator('.live-dot-connected').waitFor();
    await page.locator('.cook-paused').waitFor();
    expect(count(reads, 'sessions.get'), `reads: ${reads.join(', ')}`).toBe(1);
    expectNoReadOfAssignments(reads, events);
  });
});
