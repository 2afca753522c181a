import { scaledClock } from '@brigade/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { screenshot } from '../support/browser';
import { setUpMeal } from '../support/meal';
import { browserSuite } from '../support/suite';

/**
 * A host page under a busy kitchen (issue 17): eight cooks complete twenty tasks while the host
 * watches the session page. Live events are applied to the page's cached session in place, so the
 * page asks the server for nothing per event: at most one refetch per (re)connection of its live
 * channel. The kitchen clock runs 600 times faster so that oven timers ring at once.
 */
const suite = browserSuite({ clock: scaledClock(600), timerIntervalMs: 50 });
const api = restClient(() => suite.server.url);

interface CurrentTask {
  current_task: { assignment_id: number; status: string } | null;
}

/** A meal cooked by eight cooks (twenty tasks completed) while the host's page is open on `tab`. */
async function busyKitchen(tab: 'Overview' | 'Task Flow', host: string) {
  const meal = await setUpMeal(() => suite.server.url, ['Greek Salad', 'Guacamole', 'Lasagne'], host);
  const page: Page = await (await suite.context('laptop')).newPage();
  page.setDefaultTimeout(20_000);
  await page.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), meal.token);

  // Eight anonymous cooks join before the host opens the page.
  // Each answers Yes to every skill the meal needs, so nothing stalls: this test is about events,
  // and a stall (work nobody may take) rightly makes the host's stall banner ask the server.
  const required = (await api<{ skills: Array<{ id: number }> }>('GET', `/sessions/${meal.code}/required-skills/`, null)).skills.map((k) => k.id);
  const cooks: string[] = [];
  for (let i = 1; i <= 8; i++) {
    const joined = await api<{ token: string; participant: { id: number } }>('POST', `/sessions/${meal.code}/join/`, null, { display_name: `Cook ${i}` });
    await api('POST', `/sessions/${meal.code}/participants/${joined.participant.id}/skills/`, joined.token, { skills: required });
    cooks.push(joined.token);
  }

  await page.goto(`/sessions/${meal.code}`);
  await page.getByRole('tab', { name: tab }).click();
  await page.waitForLoadState('networkidle');

  // From here on: every HTTP call the page makes, and every live connection it opens.
  const requests: string[] = [];
  let sockets = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/trpc/') && request.resourceType() !== 'websocket') requests.push(url.pathname);
  });
  page.on('websocket', () => sockets++);
  const startedAt = Date.now();

  await api('POST', `/sessions/${meal.code}/start/`, meal.token);
  const serverCount = async () => (await api<{ completed_task_count: number }>('GET', `/sessions/${meal.code}/`, meal.token)).completed_task_count;
  let completed = 0;
  const deadline = Date.now() + 45_000;
  // Twenty completed tasks (an oven task is done when its timer rings, which the server does).
  while (completed < 20 || (await serverCount()) < 20) {
    expect(Date.now(), `only ${completed} tasks completed`).toBeLessThan(deadline);
    let progressed = false;
    for (const token of cooks) {
      const now = await api<CurrentTask>('GET', `/recipes/sessions/${meal.code}/current-task/`, token);
      const task = now.current_task;
      if (!task || task.status !== 'in_progress') continue;
      await api('POST', `/sessions/${meal.code}/assignments/${task.assignment_id}/complete/`, token, {});
      completed++;
      progressed = true;
    }
    // Nothing to do for anyone yet (an oven timer): wait for the server to move on.
    if (!progressed) await expect.poll(async () => (await api<{ active_assignments: Array<{ status: string }> }>('GET', `/sessions/${meal.code}/`, meal.token)).active_assignments.some((a) => a.status === 'in_progress')).toBe(true);
  }
  return { page, requests, sockets: () => sockets, serverCount, elapsedMs: () => Date.now() - startedAt };
}

describe('host page under live events', () => {
  it('makes no request per event while eight cooks complete twenty tasks', async () => {
    const { page, requests, sockets, serverCount, elapsedMs } = await busyKitchen('Task Flow', 'busy_host');

    // The page shows what the events said, without asking: the completed count reaches the server's.
    const shown = page.locator('.stat', { has: page.locator('dt', { hasText: /^Completed$/ }) }).locator('dd');
    await expect.poll(async () => (await serverCount()) - Number(await shown.textContent()), { timeout: 10_000 }).toBe(0);
    expect(Number(await shown.textContent())).toBeGreaterThanOrEqual(20);
    await screenshot(page, 'host-after-twenty-completions');

    // At most one refetch per reconnection of the live channel, none per event; the finish story
    // (the banner of a moved finish, on every tab: issue 34) at most once per refresh interval.
    const story = requests.filter((r) => r.includes('plan.timeline')).length;
    expect(story, `story requests in ${elapsedMs()} ms`).toBeLessThanOrEqual(Math.ceil(elapsedMs() / 5_000) + 1);
    const other = requests.filter((r) => !r.includes('plan.timeline'));
    expect(other.length, `requests: ${other.join(', ')}`).toBeLessThanOrEqual(sockets());
  });

  it('on the Overview, asks for the timeline at most once per refresh interval, not per event', async () => {
    const { page, requests, sockets, elapsedMs } = await busyKitchen('Overview', 'busy_host_overview');
    await page.getByRole('heading', { name: 'Timeline' }).waitFor();
    const timeline = requests.filter((r) => r.includes('plan.timeline')).length;
    // The board's idle reasons (issue 26) follow the kitchen too, at most once per BOARD_REFRESH_MS
    // (3 s): alone, or batched with a timeline request, depending on how the two windows fall.
    const board = requests.filter((r) => r.includes('plan.board') && !r.includes('plan.timeline')).length;
    const other = requests.filter((r) => !r.includes('plan.timeline') && !r.includes('plan.board'));
    // Twenty completions and their hand-outs are well over forty events; the timeline follows them
    // at most once per TIMELINE_REFRESH_MS (5 s), plus one when the window closes.
    expect(timeline, `timeline requests in ${elapsedMs()} ms`).toBeLessThanOrEqual(Math.ceil(elapsedMs() / 5_000) + 1);
    expect(timeline, 'the timeline followed the kitchen').toBeGreaterThanOrEqual(1);
    expect(board, `board requests in ${elapsedMs()} ms`).toBeLessThanOrEqual(Math.ceil(elapsedMs() / 3_000) + 1);
    expect(other.length, `other requests: ${other.join(', ')}`).toBeLessThanOrEqual(sockets());
  });
});
