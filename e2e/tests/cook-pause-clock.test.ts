import type { Clock } from '@brigade/api';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { lanUrl, phoneContext, screenshot } from '../support/browser';
import { cookUntilTimer, joinCook, openCookPage, openHostPage, recipeSession, registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * Paused everywhere (issue 35): while the host has paused the meal, a running timer stands still
 * on the cook's phone (at http://kitchen.lan, phone-sized) and on the host's board, at the same
 * value, and on resume it carries on from that value (no jump to 0:00, no jump back). The kitchen
 * clock runs five times faster than real time, so a pause of a few real seconds is half a minute.
 */
const RATE = 5;
const origin = Date.now();
const clock: Clock = { now: () => origin + (Date.now() - origin) * RATE, scale: RATE };
const suite = browserSuite({ clock, timerIntervalMs: 50 });
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});


const seconds = (text: string) => {
  const m = /(\d+):(\d\d)$/.exec(text.trim());
  if (!m) throw new Error(`not a countdown: ${text}`);
  return Number(m[1]) * 60 + Number(m[2]);
};

/** Records every text the element shows from now on (a MutationObserver in the page). */
async function recordTexts(page: Page, timer: Locator, name: string): Promise<void> {
  await timer.evaluate((el, key) => {
    const seen: string[] = [el.textContent ?? ''];
    Object.assign(globalThis, { [key]: seen });
    new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, { characterData: true, childList: true, subtree: true });
  }, name);
}
const recorded = (page: Page, name: string) => page.evaluate((key) => (globalThis as unknown as Record<string, string[]>)[key]!, name);

describe('a tap made offline carries its own moment', () => {
  it('sends tapped_at: the kitchen time of the tap (from the phone\'s anchor), not of the send', async () => {
    const code = await recipeSession(api, hostToken);
    const ana = await joinCook(api, code, 'Ana');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const context = suite.track(await phoneContext(suite.browser, lanUrl(suite.server.url)));
    const phone = await openCookPage(context, code, ana);
    const card = phone.locator('.task-card').first();
    await card.waitFor();
    await phone.locator('.live-dot-connected').waitFor();
    const sent: Array<{ at: number; body: string }> = [];
    phone.on('request', (request) => {
      if (request.url().includes('live.completeTask')) sent.push({ at: clock.now(), body: request.postData() ?? '' });
    });

    await context.setOffline(true);
    const complete = card.getByRole('button', { name: 'Complete', exact: true });
    await complete.waitFor();
    const before = clock.now();
    await complete.click();
    const after = clock.now();
    await phone.locator('.pending-taps').getByText('will send').waitFor();
    // Half a kitchen minute offline, then the Wi-Fi returns and the tap goes.
    await expect.poll(() => clock.now() - after, { timeout: 20_000 }).toBeGreaterThan(30_000);
    await context.setOffline(false);
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const moment = /"tapped_at":"([^"]+)"/.exec(sent[0]!.body)?.[1];
    expect(moment, sent[0]!.body).toBeDefined();
    const at = Date.parse(moment!);
    // During the click (give or take a kitchen second or two: the anchor is read half-way through
    // a round trip), and long before the send.
    expect(at, `tapped_at ${at - before} kitchen ms after the click began, which took ${after - before}`).toBeGreaterThanOrEqual(before - 2_000);
    expect(at, `tapped_at ${at - before} kitchen ms after the click began, which took ${after - before}`).toBeLessThanOrEqual(after + 2_000);
    expect(sent[0]!.at - at).toBeGreaterThan(25_000);
  });
});

describe('a pause stands every countdown still', () => {
  it('the phone and the host show the same still countdown while paused, and carry on from it on resume', async () => {
    const code = await recipeSession(api, hostToken);
    const sam = await joinCook(api, code, 'Sam');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const running = await cookUntilTimer(api, hostToken, code, sam);
    expect(Date.parse(running.timer_ends_at!) - clock.now()).toBeGreaterThan(60_000);

    const phone = await openCookPage(suite.track(await phoneContext(suite.browser, lanUrl(suite.server.url))), code, sam);
    const phoneTimer = phone.locator('.cook-timers [role=timer]').first();
    await phoneTimer.waitFor();
    await phone.locator('.live-dot-connected').waitFor();
    const host = await openHostPage(await suite.context('laptop'), code, hostToken);
    const hostTimer = host.locator(`.board-timer[data-timer="${running.id}"] .board-timer-clock`);
    await hostTimer.waitFor();

    const { paused_at } = await api<{ paused_at: string }>('POST', `/sessions/${code}/pause/`, hostToken);
    const pausedAt = Date.parse(paused_at);
    const atPause = Math.ceil((Date.parse(running.timer_ends_at!) - pausedAt) / 1000);
    await phone.locator('.cook-paused').waitFor();
    // Both stand at the pause's value (the phone may have been a tick behind when the event came).
    await expect.poll(async () => seconds((await phoneTimer.textContent()) ?? '')).toBe(atPause);
    await expect.poll(async () => seconds((await hostTimer.textContent()) ?? '')).toBe(atPause);
    await recordTexts(phone, phoneTimer, '__phoneTimer');
    await recordTexts(host, hostTimer, '__hostTimer');

    // Half a kitchen minute of pause: nothing moves on either screen.
    await expect.poll(() => clock.now() - pausedAt, { timeout: 20_000 }).toBeGreaterThan(30_000);
    expect(new Set((await recorded(phone, '__phoneTimer')).map(seconds))).toEqual(new Set([atPause]));
    expect(new Set((await recorded(host, '__hostTimer')).map(seconds))).toEqual(new Set([atPause]));
    expect(await seriousAccessibilityProblems(phone)).toEqual([]);
    await screenshot(phone, 'cook-paused-timer');
    await screenshot(host, 'host-paused-timer');

    // Resume: the countdown goes on from the paused value, never back up, never jumping ahead.
    await api('POST', `/sessions/${code}/resume/`, hostToken);
    await phone.locator('.cook-paused').waitFor({ state: 'detached' });
    await phone.waitForFunction(([el, at]) => el !== null && el.textContent !== at, [await phoneTimer.elementHandle(), await phoneTimer.textContent()] as const);
    await phone.waitForFunction(([el, at]) => el !== null && el.textContent !== at, [await phoneTimer.elementHandle(), await phoneTimer.textContent()] as const);
    const phoneAfter = (await recorded(phone, '__phoneTimer')).map(seconds);
    for (const value of phoneAfter) {
      expect(value, `phone read ${phoneAfter.join(', ')}`).toBeLessThanOrEqual(atPause);
      expect(value, `phone read ${phoneAfter.join(', ')}`).toBeGreaterThanOrEqual(atPause - 5);
    }
    await expect.poll(async () => seconds((await hostTimer.textContent()) ?? '')).toBeLessThan(atPause);
    const hostAfter = (await recorded(host, '__hostTimer')).map(seconds);
    for (const value of hostAfter) {
      expect(value, `host read ${hostAfter.join(', ')}`).toBeLessThanOrEqual(atPause);
      expect(value, `host read ${hostAfter.join(', ')}`).toBeGreaterThanOrEqual(atPause - 8);
    }
  });
});
