import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { ARTIFACTS_DIR, LAN_NAME, PHONE } from '../support/browser';
import { joinCook, listAssignments, recipeSession, registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * The cook's page in Firefox (issue 35): Debian's firefox-esr driven over WebDriver BiDi by
 * puppeteer-core, phone-sized, at http://kitchen.lan (Firefox's `network.dns.localDomains` maps
 * the name to this machine, as Chromium's host-resolver-rules do). The page joins the live feed,
 * a Complete tap reaches the server, and the next task is announced once.
 */
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const suite = browserSuite();
const api = restClient(() => suite.server.url);
let hostToken: string;
let firefox: Browser | undefined;
beforeAll(async () => {
  hostToken = await registerHost(api);
  firefox = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: { 'network.dns.localDomains': LAN_NAME, 'network.proxy.type': 0 },
  });
}, 60_000);
afterAll(async () => {
  await firefox?.close();
});

describe.runIf(existsSync(FIREFOX))('the cook page in Firefox', () => {
  it('goes live, sends a Complete and announces the next task once', async () => {
    const code = await recipeSession(api, hostToken);
    const ana = await joinCook(api, code, 'Ana');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const origin = `http://${LAN_NAME}:${new URL(suite.server.url).port}`;
    const page = await firefox!.newPage();
    await page.setViewport({ ...PHONE, isMobile: true, hasTouch: true });
    page.setDefaultTimeout(20_000);
    await page.goto(`${origin}/join`);
    await page.evaluate(
      (token, participant, c) => {
        localStorage.setItem('authToken', token);
        localStorage.setItem('currentParticipant', JSON.stringify(participant));
        localStorage.setItem('currentSessionCode', c);
      },
      ana.token,
      ana.participant,
      code,
    );
    await page.goto(`${origin}/cook/${code}`);
    await page.waitForSelector('.task-card h3');
    await page.waitForSelector('.live-dot-connected');
    const first = await page.$eval('.task-card h3', (h) => h.textContent);
    // Records every toast the page shows from now on.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(globalThis, { __toasts: seen });
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof HTMLElement) for (const toast of [node, ...node.querySelectorAll('.toast')]) if (toast.classList.contains('toast')) seen.push(toast.textContent ?? '');
      }).observe(document.body, { childList: true, subtree: true });
    });

    await page.locator('.task-card button::-p-text(Complete)').click();
    await page.waitForFunction((name) => [...document.querySelectorAll('.task-card h3')].every((h) => h.textContent !== name), {}, first);
    await expect.poll(async () => (await listAssignments(api, code, hostToken)).find((a) => a.task_name === first)?.status, { timeout: 10_000 }).toBe('completed');
    await page.waitForSelector('.task-card h3');
    await page.screenshot({ path: `${ARTIFACTS_DIR}cook-firefox.png`, fullPage: true });
    const toasts = await page.evaluate(() => (globalThis as unknown as { __toasts: string[] }).__toasts);
    const newTasks = toasts.filter((t) => t.startsWith('New task: '));
    expect(newTasks, toasts.join(' | ')).toEqual([...new Set(newTasks)]);
    await page.close();
  });
});
