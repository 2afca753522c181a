import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { restClient } from '../support/api';
import { joinCook, listAssignments, openCookPage, recipeSession, registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * The cook's phone without Wi-Fi (issue 14 point 3), with Chromium's own offline emulation on a
 * 390x844 page: taps are kept and shown as 'will send', a reload still shows the page (service
 * worker) and the tasks (kept answers), and once online the server gets each tap exactly once.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});

/** How many events of `type` the server stored about this assignment. */
async function storedEvents(code: string, type: string, assignmentId: number): Promise<number> {
  const { db } = suite.server.server.deps;
  const session = await db.selectFrom('cooking_sessions').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('session_events').select('payload').where('session_id', '=', session.id).where('type', '=', type).execute();
  return rows.filter((r) => {
    const p = JSON.parse(r.payload) as { id?: number; assignment_id?: number };
    return p.id === assignmentId || p.assignment_id === assignmentId;
  }).length;
}

/** The page is controlled by the service worker, whose precache (the app shell) is complete. */
async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const assignmentIdOf = async (page: Page) => Number(/^task-(\d+)-title$/.exec((await page.locator('.task-card h3').first().getAttribute('id'))!)![1]);

describe('the cook page offline', () => {
  it('is installable: a manifest with icons and a service worker', async () => {
    const page = await suite.page('phone');
    await page.goto('/join');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await page.evaluate(async (url) => (await fetch(url!)).json(), href);
    expect(manifest).toMatchObject({ name: 'Brigade', display: 'standalone', start_url: '/' });
    const sizes = (manifest.icons as Array<{ sizes: string; purpose?: string }>).map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
    for (const icon of manifest.icons as Array<{ src: string }>) {
      expect(await page.evaluate(async (src) => (await fetch(src)).headers.get('content-type'), icon.src)).toBe('image/png');
    }
    await serviceWorkerReady(page);
  });

  it('taps made offline are kept across a reload, shown as will send, and reach the server once when the connection returns', async () => {
    const code = await recipeSession(api, hostToken);
    const ana = await joinCook(api, code, 'Ana');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const context = await suite.context('phone');
    const page = await openCookPage(context, code, ana);
    const card = page.locator('.task-card').first();
    await card.waitFor();
    await page.locator('.live-dot-connected').waitFor();
    await serviceWorkerReady(page);
    const assignmentId = await assignmentIdOf(page);
    const taskName = (await card.locator('h3').textContent())!;

    await context.setOffline(true);
    await card.getByRole('button', { name: 'Request Help' }).click();
    await card.getByRole('button', { name: 'Complete' }).click();
    const pending = page.locator('.pending-taps');
    await pending.getByText('will send').nth(1).waitFor();
    expect(await pending.locator('.pending-tap').allInnerTexts()).toEqual([expect.stringMatching(/^Request Help · .+will send$/s), expect.stringMatching(/^Complete · .+will send$/s)]);
    // Read aloud or copied, the task's name and its state are two words, not 'Trim the beanswill send' (issue 38.3).
    expect(await pending.locator('.pending-tap').allTextContents()).toEqual([expect.stringMatching(/^Request Help · \S.*\S will send$/), expect.stringMatching(/^Complete · \S.*\S will send$/)]);
    await page.locator('.task-card').waitFor({ state: 'detached' });
    await screenshot(page, 'cook-offline-will-send');

    // A reload without a connection: the service worker brings the page, the kept answers its contents.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await pending.getByText('will send').nth(1).waitFor();
    expect(await pending.getByText(taskName).count()).toBe(2);
    // Skill names the page cannot look up offline are counted, never shown as 'Skill 15'.
    expect(await page.locator('.skill-chips').innerText()).not.toMatch(/Skill \d/);
    // The completed task stays off the card list while its Complete waits.
    expect(await page.locator('.task-card').filter({ hasText: taskName }).count()).toBe(0);
    await screenshot(page, 'cook-offline-reloaded');
    // Nothing reached the server yet.
    expect((await listAssignments(api, code, hostToken)).find((a) => a.id === assignmentId)?.status).toBe('in_progress');

    await context.setOffline(false);
    await pending.waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(async () => (await listAssignments(api, code, hostToken)).find((a) => a.id === assignmentId)?.status, { timeout: 15_000 }).toBe('completed');
    expect(await storedEvents(code, 'task_completed', assignmentId)).toBe(1);
    expect(await storedEvents(code, 'notification', assignmentId)).toBe(1);
    await page.locator('.live-dot-connected').waitFor({ timeout: 30_000 });
  });

  it('a signed-in user who reloads without a connection stays signed in', async () => {
    const userToken = await registerHost(api);
    const context = await suite.context('phone');
    const page = await context.newPage();
    await page.goto('/join');
    await page.evaluate((t) => localStorage.setItem('authToken', t), userToken);
    await serviceWorkerReady(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The profile could not be fetched, but the server never said no: the login stays.
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(userToken);
    await context.setOffline(false);
    await page.reload();
    await page.getByText('Host', { exact: true }).first().waitFor();
  });

    it('a tap the server refuses when it finally arrives is shown with the reason', async () => {
    const code = await recipeSession(api, hostToken);
    const bo = await joinCook(api, code, 'Bo');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const context = await suite.context('phone');
    const page = await openCookPage(context, code, bo);
    const card = page.locator('.task-card').first();
    await card.waitFor();
    await page.locator('.live-dot-connected').waitFor();

    await context.setOffline(true);
    await card.getByRole('button', { name: 'Complete' }).click();
    await page.locator('.pending-taps').getByText('will send').waitFor();
    // Meanwhile the host ends the meal.
    await api('POST', `/sessions/${code}/end/`, hostToken);
    await context.setOffline(false);
    const refused = page.locator('.pending-tap-refused');
    await refused.getByText('Not sent: The session is not active.').waitFor({ timeout: 30_000 });
    await screenshot(page, 'cook-offline-refused');
    await refused.getByRole('button', { name: 'Dismiss' }).click();
    await page.locator('.pending-taps').waitFor({ state: 'detached' });
  });
});
