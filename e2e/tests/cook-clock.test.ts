import type { Clock } from '@brigade/api';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { restClient } from '../support/api';
import { cookUntilTimer, joinCook, openCookPage, recipeSession, registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * One clock: the kitchen clock runs five times faster than real time and three hours ahead of the
 * phone's own clock, as a rehearsal with BRIGADE_CLOCK_SCALE on a server whose clock differs from
 * the phone's. The cook's countdown must match the server's to within a second, ticking at
 * kitchen speed between events, and again right after a reload (before any event arrives).
 */
const AHEAD_MS = 3 * 60 * 60 * 1000;
const RATE = 5;
const origin = Date.now();
const clock: Clock = { now: () => origin + AHEAD_MS + (Date.now() - origin) * RATE, scale: RATE };

const suite = browserSuite({ clock, timerIntervalMs: 50 });
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});


const seconds = (text: string) => {
  const m = /^(\d+):(\d\d)$/.exec(text.trim());
  if (!m) throw new Error(`not a countdown: ${text}`);
  return Number(m[1]) * 60 + Number(m[2]);
};

/** Reads the countdown between two readings of the server's clock: it must be within 1 s of both. */
async function expectMatchesServer(timer: Locator, endsAt: number): Promise<number> {
  const before = endsAt - clock.now();
  const shown = seconds((await timer.textContent()) ?? '') * 1000;
  const after = endsAt - clock.now();
  expect(shown, `shown ${shown} ms, server ${after}..${before} ms`).toBeGreaterThanOrEqual(after - 1000);
  // The countdown shows whole seconds rounded up, so it may read up to a second above the clock on
  // top of the 1 s allowed; a reading half a second later than the window (a loaded machine) too.
  expect(shown, `shown ${shown} ms, server ${after}..${before} ms`).toBeLessThanOrEqual(before + 1500);
  return shown;
}

describe('the cook phone keeps the kitchen clock', () => {
  it('shows an oven timer within a second of the server, at kitchen speed, and after a reload', async () => {
    const code = await recipeSession(api, hostToken);
    const sam = await joinCook(api, code, 'Sam');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const running = await cookUntilTimer(api, hostToken, code, sam);
    const endsAt = Date.parse(running.timer_ends_at!);

    const page = await openCookPage(await suite.context('phone'), code, sam);
    const timer = page.locator('.cook-timers [role=timer]').first();
    await timer.waitFor();
    await page.locator('.live-dot-connected').waitFor();
    await expect.poll(() => timer.textContent().then((t) => seconds(t ?? '') * 1000 <= endsAt - clock.now() + 1000)).toBe(true);
    let last = await expectMatchesServer(timer, endsAt);
    await screenshot(page, 'cook-clock-timer');

    // Between events the countdown runs at the kitchen's rate: each change matches the server.
    for (let i = 0; i < 3; i++) {
      await page.waitForFunction(([el, prev]) => el && el.textContent !== prev, [await timer.elementHandle(), await timer.textContent()] as const);
      const now = await expectMatchesServer(timer, endsAt);
      expect(now).toBeLessThan(last);
      last = now;
    }

    // A reload: the first countdown shown already uses the server's clock (not the phone's, 3 h behind).
    await page.reload();
    await timer.waitFor();
    await page.locator('.live-dot-connected').waitFor();
    await expectMatchesServer(timer, endsAt);
    await page.waitForFunction(([el, prev]) => el && el.textContent !== prev, [await timer.elementHandle(), await timer.textContent()] as const);
    await expectMatchesServer(timer, endsAt);
  });
});
