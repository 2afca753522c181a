import { scaledClock } from '@brigade/api';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { lanUrl, phoneContext, screenshot } from '../support/browser';
import { joinCook, listAssignments, openCookPage, recipeSession, registerHost, type JoinedCook } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * Notices that stay (issue 35), on a phone at http://kitchen.lan: a task is announced as new once,
 * however many task updates list it again; 'Timer done: Mellow the onion' names its task and stays
 * (the next passing toast does not replace it, time does not take it away) until the cook
 * dismisses it. The kitchen clock runs 60 times faster, so the onion's timer rings in seconds.
 */
const suite = browserSuite({ clock: scaledClock(60), timerIntervalMs: 50 });
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});

/** Every toast and notice the page shows from now on, in order (a MutationObserver in the page). */
async function recordToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(globalThis, { __toasts: seen });
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          for (const toast of [node, ...node.querySelectorAll('.toast')]) if (toast.classList.contains('toast')) seen.push(toast.querySelector('span')?.textContent ?? '');
        }
    }).observe(globalThis.document.body, { childList: true, subtree: true });
  });
}
const toastsSeen = (page: Page) => page.evaluate(() => (globalThis as unknown as { __toasts: string[] }).__toasts);

/** Completes the cook's tasks (REST) until the onion's timer runs. */
async function cookUntilOnionTimer(code: string, cook: JoinedCook): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    expect(Date.now(), 'the onion never reached the cook').toBeLessThan(deadline);
    const mine = (await listAssignments(api, code, hostToken)).filter((a) => a.participant_id === cook.participant.id && a.status === 'in_progress');
    const onion = mine.find((a) => a.task_name === 'Mellow the onion');
    if (onion) {
      await api('POST', `/sessions/${code}/assignments/${onion.id}/complete/`, cook.token);
      return;
    }
    const step = mine.find((a) => a.task_type !== 'timer_passive');
    if (step) await api('POST', `/sessions/${code}/assignments/${step.id}/complete/`, cook.token).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('notices on the cook phone', () => {
  it('announces each task once, and a timer-done notice stays until the cook dismisses it', async () => {
    const code = await recipeSession(api, hostToken, 'Greek Salad');
    const sam = await joinCook(api, code, 'Sam');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const phone = await openCookPage(suite.track(await phoneContext(suite.browser, lanUrl(suite.server.url))), code, sam);
    await phone.locator('.task-card').first().waitFor();
    await phone.locator('.live-dot-connected').waitFor();
    await recordToasts(phone);

    await cookUntilOnionTimer(code, sam);
    const notice = phone.locator('.toast-stack .toast', { hasText: 'Timer done: Mellow the onion' });
    await notice.waitFor({ timeout: 30_000 });

    // The cook goes on with the task they hold: its completion brings a passing toast, which goes
    // by itself; the notice stays beside it.
    const held = phone.locator('.task-card').first();
    await held.waitFor();
    await held.getByRole('button', { name: 'Complete', exact: true }).click();
    const passing = phone.locator('.toast-slot .toast').first();
    await passing.waitFor({ timeout: 15_000 });
    await passing.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await notice.isVisible()).toBe(true);
    expect(await seriousAccessibilityProblems(phone)).toEqual([]);
    await screenshot(phone, 'cook-timer-notice-stays');

    // Each task was said to be new once, however many updates listed it.
    const seen = await toastsSeen(phone);
    const newTasks = seen.filter((text) => text.startsWith('New task: '));
    expect(newTasks.length, seen.join(' | ')).toBeGreaterThan(0);
    expect(newTasks, seen.join(' | ')).toEqual([...new Set(newTasks)]);

    // Dismissed: it goes.
    await notice.getByRole('button', { name: 'Dismiss notification' }).click();
    await notice.waitFor({ state: 'detached' });
  });
});
