import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { lanUrl, phoneContext, screenshot } from '../support/browser';
import { joinCook, openCookPage, recipeSession, registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * WebKit's wake lock (issue 35): after a reload, Safari refuses `navigator.wakeLock.request` with
 * NotAllowedError until the next tap. Chromium is given that behaviour (an init script standing in
 * for WebKit's Wake Lock: refused until a tap, granted inside one), on a phone at
 * kitchen.lan: the page says "Tap once to keep the screen on" and takes the lock on that tap.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});

describe('the wake lock that waits for a tap', () => {
  it('says "Tap once to keep the screen on" and takes the lock on that tap', async () => {
    const code = await recipeSession(api, hostToken);
    const ana = await joinCook(api, code, 'Ana');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const context = suite.track(await phoneContext(suite.browser, lanUrl(suite.server.url)));
    await context.addInitScript(() => {
      const requests: string[] = [];
      Object.assign(globalThis, { __wakeRequests: requests });
      // A tap on this page, not the browser's user activation: playwright's page.evaluate (the
      // stored sign-in) counts as a gesture, and a page loaded within its few seconds would be granted.
      let tapped = false;
      globalThis.addEventListener(
        'pointerdown',
        (event) => {
          if (!event.isTrusted) return;
          tapped = true;
          setTimeout(() => (tapped = false), 1_000);
        },
        true,
      );
      const wakeLock = {
        request(type: string) {
          const allowed = tapped;
          requests.push(allowed ? 'granted' : 'refused');
          if (!allowed) return Promise.reject(new DOMException('The document is not focused or no user gesture.', 'NotAllowedError'));
          return Promise.resolve({ type, released: false, release: () => Promise.resolve(), addEventListener() {} });
        },
      };
      Object.defineProperty(Navigator.prototype, 'wakeLock', { configurable: true, get: () => wakeLock });
    });
    const page = await openCookPage(context, code, ana);
    const dashboard = page.locator('.cook-dashboard');
    await page.locator('.task-card').first().waitFor();
    await expect.poll(() => dashboard.getAttribute('data-screen-awake')).toBe('lock-needs-tap');
    const line = page.getByTestId('screen-awake-tap');
    expect(await line.textContent()).toBe('Tap once to keep the screen on');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'cook-wake-lock-needs-tap');

    // One tap anywhere (here the page's title): the lock is asked for inside it, and granted.
    await page.getByRole('heading', { level: 1 }).tap();
    await expect.poll(() => dashboard.getAttribute('data-screen-awake')).toBe('wake-lock');
    await line.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (globalThis as unknown as { __wakeRequests: string[] }).__wakeRequests)).toEqual(['refused', 'granted']);
  });
});
