import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { PHONE, screenshot } from '../support/browser';
import { joinCook, listAssignments, openCookPage, recipeSession, registerHost } from '../support/kitchen';
import { httpsRestClient, LAN_NAME, launchLanBrowser, startLanKitchen, type LanKitchen } from '../support/kitchen-lan';

/**
 * Recovers by itself (issue 35): after an offline spell (Chromium's own offline emulation) the
 * cook's phone at kitchen.lan is live again within 5 s of the network returning, with no Try
 * again: over HTTPS after a reload made offline with a Complete tapped meanwhile, and over plain
 * HTTP after a spell long enough for the live connection to be retrying.
 */
const RECOVERY_MS = 5_000;
type Api = ReturnType<typeof restClient>;

const phone = (lan: Awaited<ReturnType<typeof launchLanBrowser>>, baseURL: string) =>
  lan.browser.newContext({ baseURL, viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

/** Offline long enough that the phone says so (the 'Unable to connect' toast comes after 5 s without a connection). */
async function offlineSpell(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.getByText('Unable to connect to session').waitFor({ timeout: 20_000 });
}

/** Back online: live (green dot), no error card, and nothing left to send, within RECOVERY_MS. */
async function expectLiveAgain(context: BrowserContext, page: Page): Promise<number> {
  const back = Date.now();
  await context.setOffline(false);
  await page.locator('.live-dot-connected').waitFor({ timeout: RECOVERY_MS });
  await page.locator('.pending-taps').waitFor({ state: 'detached', timeout: Math.max(1, RECOVERY_MS - (Date.now() - back)) });
  expect(await page.getByText('Session Error').count()).toBe(0);
  return Date.now() - back;
}

async function cookWithTask(api: Api) {
  const host = await registerHost(api);
  const code = await recipeSession(api, host);
  const ana = await joinCook(api, code, 'Ana');
  await api('POST', `/sessions/${code}/start/`, host);
  return { host, code, ana };
}

const assignmentIdOf = async (page: Page) => Number(/^task-(\d+)-title$/.exec((await page.locator('.task-card h3').first().getAttribute('id'))!)![1]);

describe('the cook phone recovers by itself', () => {
  describe('over HTTPS (kitchen CA trusted), reloaded offline', () => {
    let kitchen: LanKitchen;
    let lan: Awaited<ReturnType<typeof launchLanBrowser>>;
    beforeAll(async () => {
      kitchen = await startLanKitchen({ BRIGADE_TLS: 'auto', BRIGADE_TLS_NAMES: LAN_NAME });
      lan = await launchLanBrowser({ trustCa: kitchen.caPem! });
    });
    afterAll(async () => {
      await lan?.close();
      await kitchen?.stop();
    });

    it('a Complete tapped after an offline reload arrives, and the page is live within 5 s of the Wi-Fi returning', async () => {
      const api = httpsRestClient(`https://127.0.0.1:${kitchen.port}`, kitchen.caPem!);
      const { host, code, ana } = await cookWithTask(api);
      const context = await phone(lan, kitchen.phoneUrl);
      const page = await openCookPage(context, code, ana, 20_000);
      const card = page.locator('.task-card').first();
      await card.waitFor();
      await page.locator('.live-dot-connected').waitFor();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const assignmentId = await assignmentIdOf(page);

      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await card.getByRole('button', { name: 'Complete', exact: true }).click();
      await page.locator('.pending-taps').getByText('will send').waitFor();
      // Offline long enough to say so (after 5 s), or to give up on the session (the bug: an error card).
      await page.getByText('Unable to connect to session').or(page.getByText('Session Error')).first().waitFor({ timeout: 20_000 });
      await screenshot(page, 'cook-recovery-https-offline');
      expect(await page.getByText('Session Error').count()).toBe(0);

      const took = await expectLiveAgain(context, page);
      console.log(`HTTPS, reloaded offline: live again ${took} ms after the network returned`);
      expect((await listAssignments(api, code, host)).find((a) => a.id === assignmentId)?.status).toBe('completed');
      await screenshot(page, 'cook-recovery-https-back');
      await context.close();
    });
  });

  describe('over plain HTTP, not reloaded', () => {
    let kitchen: LanKitchen;
    let lan: Awaited<ReturnType<typeof launchLanBrowser>>;
    beforeAll(async () => {
      kitchen = await startLanKitchen();
      lan = await launchLanBrowser();
    });
    afterAll(async () => {
      await lan?.close();
      await kitchen?.stop();
    });

    it('after a spell long enough for the live connection to be retrying, it is live within 5 s of the network returning', async () => {
      const api = restClient(() => `http://127.0.0.1:${kitchen.port}`);
      const { host, code, ana } = await cookWithTask(api);
      const context = await phone(lan, kitchen.phoneUrl);
      const page = await openCookPage(context, code, ana, 20_000);
      const card = page.locator('.task-card').first();
      await card.waitFor();
      await page.locator('.live-dot-connected').waitFor();
      const assignmentId = await assignmentIdOf(page);

      await offlineSpell(context, page);
      await card.getByRole('button', { name: 'Complete', exact: true }).click();
      await page.locator('.pending-taps').getByText('will send').waitFor();
      const took = await expectLiveAgain(context, page);
      console.log(`HTTP: live again ${took} ms after the network returned`);
      expect((await listAssignments(api, code, host)).find((a) => a.id === assignmentId)?.status).toBe('completed');
      await context.close();
    });
  });
});
