import { beforeAll, describe, expect, it } from 'vitest';
import { phoneContext } from '../support/browser';
import { restClient } from '../support/api';
import { joinCook, recipeSession, registerHost, storeCookSignIn, type JoinedCook } from '../support/kitchen';
import { countReactRenders, reactRenders, waitForReactQuiet } from '../support/react-renders';
import { browserSuite } from '../support/suite';

/**
 * The cook page's start on a phone (issue 14 point 8): its answers are asked for while its chunk
 * still loads, once; and a live event that changes nothing this cook sees re-renders (almost)
 * nothing. Service workers are blocked so that every request is the page's own.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});

async function coldPhone(code: string, cook: JoinedCook) {
  const context = suite.track(await phoneContext(suite.browser, suite.server.url, { serviceWorkers: 'block' }));
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  // Storage only, from a file that is not the app: the cook page then opens cold.
  await page.goto('/robots.txt');
  await storeCookSignIn(page, code, cook);
  return page;
}

describe('the cook page starting on a phone', () => {
  it('asks for its answers while its own chunk is still loading, and only once', async () => {
    const code = await recipeSession(api, hostToken);
    const cook = await joinCook(api, code, 'Quick');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const page = await coldPhone(code, cook);

    // Every request for the page's answers. None is read again once the live connection is up
    // (it starts after the event the session's answer reflects): a second request for one would be
    // the page asking again on mount (a query key that differs).
    const dataCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/trpc\/[^?]*(sessions\.get|plan\.taskIngredients)/.test(request.url())) dataCalls.push(request.url());
    });
    // Hold the cook page's chunk until its answers have been asked for: with the app asking at
    // start-up they are; if only the page asked, the page could never load and this would time out.
    let asked!: () => void;
    const answersAsked = new Promise<void>((resolve) => (asked = resolve));
    page.on('request', (request) => {
      if (/\/trpc\/[^?]*sessions\.get/.test(request.url())) asked();
    });
    await page.route(/\/assets\/CookDashboardPage-[^/]+\.js$/, async (route) => {
      await answersAsked;
      await route.continue();
    });

    await page.goto(`/cook/${code}`);
    await page.locator('.task-card').first().waitFor();
    await page.locator('.live-dot-connected').waitFor();
    // The first request carried all the answers at once (the session with its assignments, the
    // ingredients and the stalls), and the page did not ask for them again when it mounted.
    expect(dataCalls[0]).toMatch(/sessions\.get,plan\.taskIngredients,live\.stalls/);
    expect(dataCalls.filter((url) => url.includes('plan.taskIngredients'))).toHaveLength(1);
    expect(dataCalls.filter((url) => url.includes('sessions.get'))).toHaveLength(1);
  });

  it('re-renders only the page itself, and Up next when its task changed, when another cook joins', async () => {
    const code = await recipeSession(api, hostToken);
    const first = await joinCook(api, code, 'First');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const page = await coldPhone(code, first);
    await countReactRenders(page);
    await page.goto(`/cook/${code}`);
    await page.locator('.task-card').first().waitFor();
    await page.locator('.live-dot-connected').waitFor();
    await waitForReactQuiet(page);
    const upNext = page.locator('.up-next-name');
    const nextBefore = (await upNext.count()) > 0 ? await upNext.textContent() : null;
    const before = await reactRenders(page);

    // The join is a live event for this page (the session's cooks change): wait until it rendered.
    await joinCook(api, code, 'Second');
    await expect.poll(async () => (await reactRenders(page)).commits, { timeout: 15_000 }).toBeGreaterThan(before.commits);
    await waitForReactQuiet(page);
    const after = await reactRenders(page);
    const commits = after.commits - before.commits;
    // The new cook takes part of the work, so this cook's next task may change: Up next then shows
    // another task and renders once for it. Nothing else this cook sees changes.
    const nextAfter = (await upNext.count()) > 0 ? await upNext.textContent() : null;
    const upNextChanged = nextAfter !== nextBefore ? 1 : 0;
    // The page component once per commit (the session and then the re-fetched assignments); the
    // task card, its ingredients, the skill question, My Skills, the timers and Leave keep their
    // props and stay as they were (before the split every one of them rendered again on each commit).
    const rendered = after.last.slice(-(after.renders - before.renders));
    expect(after.renders - before.renders, `rendered: ${rendered.join(', ')}`).toBeLessThanOrEqual(commits + upNextChanged);
  });
});
