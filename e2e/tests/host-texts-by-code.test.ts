import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { screenshot } from '../support/browser';
import { contextIn, messagesIn, watchMissingMessages } from '../support/i18n';
import { joinCook, recipeSession, registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * Issue 30: what the server says on the host's session page reads in the laptop's language from
 * its code, never from its English. Each answer below is the real server's, with its English
 * rewritten on the way to the page: a page that found the code by matching the English would show
 * the rewritten English instead of the German.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);
const t = messagesIn('de');
const CHANGED = '(English changed on its way)';
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});

/** A tRPC call over the WebSocket. */
type Call = { method?: string; params?: { path?: string; input?: { code?: string } } };

/** A running Greek Salad with one cook. */
async function runningSession(): Promise<string> {
  const code = await recipeSession(api, hostToken, 'Greek Salad');
  await joinCook(api, code, 'Ana');
  await api('POST', `/sessions/${code}/start/`, hostToken);
  return code;
}

async function germanHost(): Promise<{ context: BrowserContext; page: Page; missing: () => string[] }> {
  const context = suite.track(await contextIn(suite.browser, suite.server.url, 'de', 'laptop'));
  await context.addInitScript((token) => globalThis.localStorage.setItem('authToken', token), hostToken);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page, missing: watchMissingMessages(page) };
}

describe("a German host reads the server's words by their code", () => {
  it("Refresh refused (the session ended meanwhile): the server's reason in German; the live indicator's lost connection in German", async () => {
    const code = await runningSession();
    const { context, page, missing } = await germanHost();
    await page.goto(`/sessions/${code}`);
    const indicator = page.locator('.live-indicator');
    await page.locator('.live-connected', { hasText: t('host.live.connected') }).waitFor();

    // The laptop loses the network: the indicator says so, and why, in German.
    await context.setOffline(true);
    await page.locator('.live-disconnected', { hasText: t('host.live.offline') }).waitFor();
    expect(await indicator.getAttribute('title')).toBe(t('api.ws.connectionFailed'));
    await context.setOffline(false);
    await page.locator('.live-connected').waitFor();
    expect(await indicator.getAttribute('title')).toBeNull();

    // The host taps Refresh; another tab ends the session before the server reads the tap.
    await page.route('**/trpc/live.refreshAssignments**', async (route) => {
      await api('POST', `/sessions/${code}/end/`, hostToken);
      const response = await route.fetch();
      const body = await response.text();
      expect(body).toContain('The session is not active.');
      await route.fulfill({ response, body: body.replaceAll('The session is not active.', `The session is not active. ${CHANGED}`) });
    });
    await page.getByRole('button', { name: t('host.board.refresh') }).click();
    await page.getByRole('alert').filter({ hasText: t('api.session.notActive') }).waitFor();
    await screenshot(page, 'host-texts-de-refresh-refused');
    expect(await page.locator('#main').textContent()).not.toContain(CHANGED);
    expect(missing()).toEqual([]);
  });

  it("a live feed the server refuses: the indicator's title is the server's reason in German", async () => {
    const code = await runningSession();
    const { page, missing } = await germanHost();
    // The page asks for this session's feed; on its way the request names a session that does not
    // exist, and the server's refusal comes back with its English rewritten.
    let refused = false;
    await page.routeWebSocket(/\/trpc(\?|$)/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => {
        // tRPC sends one call or several at once (an array).
        const sent = JSON.parse(String(message)) as Call | Call[];
        for (const call of Array.isArray(sent) ? sent : [sent]) {
          if (call.method === 'subscription' && call.params?.path === 'live.events' && call.params.input) call.params.input.code = 'ZZZZZZ';
        }
        server.send(JSON.stringify(sent));
      });
      server.onMessage((message) => {
        if (String(message).includes('Session not found')) refused = true;
        ws.send(String(message).replaceAll('Session not found', `Session not found ${CHANGED}`));
      });
    });
    await page.goto(`/sessions/${code}`);
    await page.locator('.live-disconnected', { hasText: t('host.live.offline') }).waitFor();
    await expect.poll(() => page.locator('.live-indicator').getAttribute('title')).toBe(t('api.notFound.session'));
    expect(refused).toBe(true);
    await screenshot(page, 'host-texts-de-feed-refused');
    expect(missing()).toEqual([]);
  });
});
