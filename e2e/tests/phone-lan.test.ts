import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { LAPTOP, PHONE, screenshot, waitForPath } from '../support/browser';
import { joinCook, listAssignments, openCookPage, recipeSession, registerHost } from '../support/kitchen';
import { httpsRestClient, LAN_NAME, launchLanBrowser, startLanKitchen, type LanKitchen } from '../support/kitchen-lan';

/**
 * Phones on the kitchen Wi-Fi (issue 25), reaching the server by a LAN name as phones do:
 * (a) over plain HTTP the page is not a secure context: joining and cooking work, a tap made
 * offline arrives, the screen is kept on by the video fallback (or the page says it cannot be);
 * (b) with BRIGADE_TLS=auto and the kitchen CA trusted: a secure context, an active service
 * worker, the cook page reloads offline, the Wake Lock API is there.
 */

const phone = (browser: Browser, baseURL: string) => browser.newContext({ baseURL, viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

/** Errors the page threw (a feature used without its secure context would show up here). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function answerEverySkill(page: Page): Promise<void> {
  while (new URL(page.url()).pathname.startsWith('/skills/')) {
    const question = (await page.getByText(/^Question \d+ of \d+$/).textContent()) ?? '';
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await page.waitForFunction(
      (q) => !globalThis.location.pathname.startsWith('/skills/') || ![...globalThis.document.querySelectorAll('*')].some((e) => e.children.length === 0 && e.textContent === q),
      question,
    );
  }
}

describe('(a) a phone at http://kitchen.lan:PORT (plain HTTP)', () => {
  let kitchen: LanKitchen;
  let lan: Awaited<ReturnType<typeof launchLanBrowser>>;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    kitchen = await startLanKitchen();
    lan = await launchLanBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await lan?.close();
    await kitchen?.stop();
  });

  it('joins from the link, cooks, a Complete tapped offline arrives, and the screen is kept on or the page says so', async () => {
    const api = restClient(() => `http://127.0.0.1:${kitchen.port}`);
    const host = await registerHost(api);
    const code = await recipeSession(api, host);
    // The join link never points at a loopback address, whatever address the host uses.
    const { join_url } = await api<{ join_url: string }>('GET', `/sessions/${code}/qr/`, host);
    expect(join_url).toMatch(new RegExp(`^http://[^/]+:${kitchen.port}/join\\?code=${code}$`));
    expect(new URL(join_url).hostname).not.toMatch(/^(localhost|127\.)/);

    const context = await phone(lan.browser, kitchen.phoneUrl);
    contexts.push(context);
    // Counts the page's video playback, to see the screen-awake video start on the tap and stop on leaving.
    await context.addInitScript(() => {
      const media = { play: 0, pause: 0 };
      Object.assign(globalThis, { __media: media });
      const { play, pause } = HTMLMediaElement.prototype;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        media.play++;
        return play.call(this);
      };
      HTMLMediaElement.prototype.pause = function (this: HTMLMediaElement) {
        media.pause++;
        return pause.call(this);
      };
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errors = pageErrors(page);
    const link = new URL(join_url);
    await page.goto(`${link.pathname}${link.search}`);
    expect(await page.evaluate(() => [globalThis.location.host, globalThis.isSecureContext, 'serviceWorker' in navigator, 'wakeLock' in navigator])).toEqual([
      `${LAN_NAME}:${kitchen.port}`,
      false,
      false,
      false,
    ]);
    expect(await page.getByLabel('Session Code').inputValue()).toBe(code);
    // The join page leads to the trust page.
    expect(await page.getByRole('link', { name: 'Trust this kitchen' }).getAttribute('href')).toBe('/trust');
    await page.getByLabel('Your Name').fill('Sam');
    await screenshot(page, 'lan-http-join');
    await page.getByRole('button', { name: 'Join Session' }).click();
    await waitForPath(page, `/skills/${code}`);
    await answerEverySkill(page);
    await waitForPath(page, `/cook/${code}`);
    await page.getByRole('heading', { name: 'Waiting to Start' }).waitFor();

    await api('POST', `/sessions/${code}/start/`, host);
    const card = page.locator('.task-card').first();
    await card.waitFor();
    await page.locator('.live-dot-connected').waitFor();
    const dashboard = page.locator('.cook-dashboard');
    // Before the first tap the video waits for it (browsers play only after a tap), or it cannot play at all.
    expect(await dashboard.getAttribute('data-screen-awake')).toMatch(/^(needs-tap|unavailable)$/);

    // The first tap is a Complete made without Wi-Fi: it is kept and sent when the connection returns.
    const assignmentId = Number(/^task-(\d+)-title$/.exec((await card.locator('h3').getAttribute('id'))!)![1]);
    await context.setOffline(true);
    await card.getByRole('button', { name: 'Complete' }).click();
    await page.locator('.pending-taps').getByText('will send').waitFor();
    // That tap started the screen-awake video, or the page says in one line that the screen may lock.
    await page.waitForFunction(() => /^(video|unavailable)$/.test(document.querySelector('.cook-dashboard')?.getAttribute('data-screen-awake') ?? ''));
    const awake = await dashboard.getAttribute('data-screen-awake');
    if (awake === 'unavailable') await page.getByTestId('screen-awake-line').waitFor();
    else expect(await page.getByTestId('screen-awake-line').count()).toBe(0);
    await screenshot(page, `lan-http-cook-offline-${awake}`);

    await context.setOffline(false);
    await page.locator('.pending-taps').waitFor({ state: 'detached' });
    await expect.poll(async () => (await listAssignments(api, code, host)).find((a) => a.id === assignmentId)?.status).toBe('completed');
    const media = () => page.evaluate(() => (globalThis as unknown as { __media: { play: number; pause: number } }).__media);
    if (awake === 'video') expect(await media()).toEqual({ play: 1, pause: 0 });

    // Leaving stops the video.
    await page.getByRole('button', { name: 'Leave session' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
    await waitForPath(page, '/join');
    if (awake === 'video') expect((await media()).pause).toBe(1);
    expect(errors).toEqual([]);

    // The host's cook list: this phone is not on a secure connection.
    const laptop = await lan.browser.newContext({ baseURL: kitchen.phoneUrl, viewport: LAPTOP });
    contexts.push(laptop);
    await laptop.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), host);
    const hostPage = await laptop.newPage();
    await hostPage.goto(`/sessions/${code}`);
    await hostPage.getByRole('tab', { name: /^Cooks/ }).click();
    await hostPage.getByRole('heading', { name: /^Disconnected Cooks/ }).waitFor();
    await hostPage.getByRole('article', { name: 'Sam' }).locator('[data-secure="false"]').waitFor();

    // The host's laptop on its own loopback address: the shopping list's share link is still one a phone can open.
    const own = await lan.browser.newContext({ baseURL: `http://127.0.0.1:${kitchen.port}`, viewport: LAPTOP });
    contexts.push(own);
    await own.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), host);
    const shopping = await own.newPage();
    await shopping.goto(`/sessions/${code}/shopping`);
    const share = await shopping.locator('.share-link a').getAttribute('href');
    expect(share).toMatch(new RegExp(`^${link.origin}/shopping/[a-z0-9]+$`));
  });

  it('says in one line that the screen may lock when neither the Wake Lock nor the video can keep it on', async () => {
    const api = restClient(() => `http://127.0.0.1:${kitchen.port}`);
    const host = await registerHost(api);
    const code = await recipeSession(api, host);
    const ana = await joinCook(api, code, 'Ana');
    await api('POST', `/sessions/${code}/start/`, host);
    const context = await phone(lan.browser, kitchen.phoneUrl);
    contexts.push(context);
    // A phone that refuses to play the video (a power-saving mode does).
    await context.addInitScript(() => {
      HTMLMediaElement.prototype.play = () => Promise.reject(new DOMException('Playback refused', 'NotAllowedError'));
    });
    const page = await openCookPage(context, code, ana, 20_000);
    const errors = pageErrors(page);
    const card = page.locator('.task-card').first();
    await card.waitFor();
    expect(await page.getByTestId('screen-awake-line').count()).toBe(0);
    await card.getByRole('button', { name: 'Request Help' }).click();
    const line = page.getByTestId('screen-awake-line');
    // The kitchen's addresses are asked for when the line shows: its link follows.
    await line.getByRole('link', { name: 'Trust this kitchen' }).waitFor();
    expect(await line.textContent()).toMatch(/^This phone may lock its screen while you cook: keep it on in the phone's display settings, or see Trust this kitchen\.$/);
    expect(await line.getByRole('link', { name: 'Trust this kitchen' }).getAttribute('href')).toMatch(/^http:\/\/[^/]+\/trust$/);
    expect(await page.locator('.cook-dashboard').getAttribute('data-screen-awake')).toBe('unavailable');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'lan-http-cook-screen-may-lock');
    expect(errors).toEqual([]);
  });
});

describe('(b) a phone at https://kitchen.lan:PORT (BRIGADE_TLS=auto, kitchen CA trusted)', () => {
  let kitchen: LanKitchen;
  let lan: Awaited<ReturnType<typeof launchLanBrowser>>;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    kitchen = await startLanKitchen({ BRIGADE_TLS: 'auto', BRIGADE_TLS_NAMES: LAN_NAME, HTTP_PORT: '0' });
    lan = await launchLanBrowser({ trustCa: kitchen.caPem! });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await lan?.close();
    await kitchen?.stop();
  });

  it('is a secure context with an active service worker, reloads offline, has the Wake Lock API, and the host sees a secure phone', async () => {
    const api = httpsRestClient(`https://127.0.0.1:${kitchen.port}`, kitchen.caPem!);
    const host = await registerHost(api);
    const code = await recipeSession(api, host);
    const { join_url } = await api<{ join_url: string }>('GET', `/sessions/${code}/qr/`, host);
    // With HTTP_PORT the QR leads to the plain-HTTP welcome page first (issue 35, e2e/tests/https-join.test.ts).
    expect(join_url).toMatch(new RegExp(`^http://[^/]+:${kitchen.httpPort}/welcome\\?code=${code}$`));
    const ana = await joinCook(api, code, 'Ana');
    await api('POST', `/sessions/${code}/start/`, host);

    const context = await phone(lan.browser, kitchen.phoneUrl);
    contexts.push(context);
    const page = await openCookPage(context, code, ana, 20_000);
    const errors = pageErrors(page);
    const card = page.locator('.task-card').first();
    await card.waitFor();
    await page.locator('.live-dot-connected').waitFor();
    expect(await page.evaluate(() => [globalThis.location.origin, globalThis.isSecureContext, 'wakeLock' in navigator])).toEqual([kitchen.phoneUrl, true, true]);
    // The service worker is active and controls the page.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state))).toBe('activated');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => page.locator('.cook-dashboard').getAttribute('data-screen-awake')).toMatch(/^(wake-lock|needs-tap)$/);
    await screenshot(page, 'lan-https-cook');

    // The Wi-Fi goes: the cook page reloads from the service worker, with its tasks.
    const taskName = (await card.locator('h3').textContent())!;
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText(taskName).first().waitFor();
    await context.setOffline(false);
    expect(errors).toEqual([]);

    // The host's page: the trust page's QR code beside the join QR, and Ana's phone is secure.
    const laptop = await lan.browser.newContext({ baseURL: kitchen.phoneUrl, viewport: LAPTOP });
    contexts.push(laptop);
    await laptop.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), host);
    const hostPage = await laptop.newPage();
    await hostPage.goto(`/sessions/${code}`);
    const trust = hostPage.getByRole('region', { name: 'First time on this phone?' });
    await trust.getByRole('img', { name: 'QR code to the Trust this kitchen page' }).waitFor();
    expect(await trust.getByRole('link').textContent()).toMatch(new RegExp(`^http://[^/]+:${kitchen.httpPort}/trust$`));
    await screenshot(hostPage, 'lan-https-host');
    await hostPage.getByRole('tab', { name: /^Cooks/ }).click();
    await hostPage.getByRole('article', { name: 'Ana' }).locator('[data-secure="true"]').waitFor();
    await screenshot(hostPage, 'lan-https-host-cooks');
  });

  it('the trust page: no login, steps for each phone, the CA and the iOS profile, accessible; HTTP_PORT serves it, and its welcome page sends a trusting phone to HTTPS', async () => {
    const context = await phone(lan.browser, kitchen.phoneUrl);
    contexts.push(context);
    const page = await context.newPage();
    // A phone that typed the plain address: the trust page over HTTP, no certificate needed...
    await page.goto(`http://${LAN_NAME}:${kitchen.httpPort}/trust`);
    await page.getByRole('heading', { level: 1, name: 'Trust this kitchen' }).waitFor();
    for (const name of ['Android', 'iPhone and iPad', 'Laptops and tablets']) await page.getByRole('heading', { level: 2, name }).waitFor();
    const ca = await page.evaluate(() => fetch('/kitchen-ca.crt').then(async (r) => [r.status, r.headers.get('content-type'), await r.text()]));
    expect(ca).toEqual([200, 'application/x-x509-ca-cert', kitchen.caPem]);
    const profile = await page.evaluate(() => fetch('/kitchen-ca.mobileconfig').then((r) => r.headers.get('content-type')));
    expect(profile).toBe('application/x-apple-aspen-config');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'lan-trust-page');
    // ...and the welcome page (where the join QR leads) moves this phone, which trusts the kitchen, to the secure address.
    await page.goto(`http://${LAN_NAME}:${kitchen.httpPort}/welcome?code=ABC123`);
    await expect.poll(() => page.url()).toBe(`${kitchen.phoneUrl}/join?code=ABC123`);
    await page.getByRole('heading', { name: 'Join a Cooking Session' }).waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'lan-https-join');
    // The trust page over HTTPS too (the join page's link).
    await page.getByRole('link', { name: 'Trust this kitchen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Trust this kitchen' }).waitFor();
    expect(page.url()).toBe(`${kitchen.phoneUrl}/trust`);
  });
});

