import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/axe';
import { PHONE } from '../support/browser';
import { recipeSession, registerHost } from '../support/kitchen';
import { httpsRestClient, LAN_NAME, launchLanBrowser, startLanKitchen, type LanKitchen } from '../support/kitchen-lan';

/**
 * Joining over HTTPS without a scare (issue 35): with BRIGADE_TLS=auto and HTTP_PORT, the join link
 * and QR lead to the plain-HTTP welcome page at kitchen.lan. A phone that does not trust the kitchen
 * sees no certificate warning, can join right there over plain HTTP, or go to the trust page, whose
 * secure link keeps kitchen.lan and the session code. A phone that trusts the kitchen goes straight
 * to the secure join page.
 */
const phone = (browser: Browser, baseURL: string) => browser.newContext({ baseURL, viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

let kitchen: LanKitchen;
let code: string;
let welcome: string;
const opened: Array<{ close(): Promise<void> }> = [];
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  kitchen = await startLanKitchen({ BRIGADE_TLS: 'auto', BRIGADE_TLS_NAMES: LAN_NAME, HTTP_PORT: '0' });
  const api = httpsRestClient(`https://127.0.0.1:${kitchen.port}`, kitchen.caPem!);
  const host = await registerHost(api);
  code = await recipeSession(api, host);
  const { join_url } = await api<{ join_url: string }>('GET', `/sessions/${code}/qr/`, host);
  // The QR leads to the welcome page over plain HTTP, at the kitchen's LAN name or address.
  expect(join_url).toMatch(new RegExp(`^http://[^/]+:${kitchen.httpPort}/welcome\\?code=${code}$`));
  expect(new URL(join_url).hostname).not.toMatch(/^(localhost|127\.)/);
  // The phone scans it at the kitchen's name (the test's LAN name stands for the LAN address).
  welcome = `http://${LAN_NAME}:${kitchen.httpPort}${new URL(join_url).pathname}${new URL(join_url).search}`;
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  for (const b of opened) await b.close().catch(() => undefined);
  await kitchen?.stop();
});

describe('the join QR with HTTPS and HTTP_PORT', () => {
  it('a phone that does not trust the kitchen joins over plain HTTP, or finds the trust page with the secure link at its name and code', async () => {
    const lan = await launchLanBrowser();
    opened.push(lan);
    const context = await phone(lan.browser, `http://${LAN_NAME}:${kitchen.httpPort}`);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(welcome);
    // The secure address does not answer this phone (its certificate is not trusted): the choice shows.
    await page.getByRole('link', { name: 'Join now' }).waitFor();
    expect(page.url()).toBe(welcome);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.getByRole('link', { name: 'Trust this kitchen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Trust this kitchen' }).waitFor();
    const secure = `https://${LAN_NAME}:${kitchen.port}/join?code=${code}`;
    expect(await page.getByRole('link', { name: secure }).count()).toBeGreaterThan(0);
    await page.goBack();
    await page.getByRole('link', { name: 'Join now' }).click();
    await page.getByRole('heading', { name: 'Join a Cooking Session' }).waitFor();
    expect(page.url()).toBe(`http://${LAN_NAME}:${kitchen.httpPort}/join?code=${code}`);
    // The app works here: the join form names the session code it came with.
    await expect.poll(() => page.locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toContain(code);
  });

  it('a phone that trusts the kitchen goes straight to the secure join page at the name it used', async () => {
    const lan = await launchLanBrowser({ trustCa: kitchen.caPem! });
    opened.push(lan);
    const context = await phone(lan.browser, kitchen.phoneUrl);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(welcome);
    await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(`${kitchen.phoneUrl}/join?code=${code}`);
    await page.getByRole('heading', { name: 'Join a Cooking Session' }).waitFor();
    expect(await page.evaluate(() => globalThis.isSecureContext)).toBe(true);
  });
});
