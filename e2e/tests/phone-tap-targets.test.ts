import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { lanUrl, phoneContext, screenshot } from '../support/browser';
import { joinCook, openCookPage, recipeSession, registerHost, storeCookSignIn } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * Tap targets on every phone page are at least 44 px each way (issue 26; WCAG 2.5.5's size), on a
 * phone that reaches the server by a LAN name: links in a sentence ('Login', 'Skip') too.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});

const MIN = 44;

/** Visible buttons, links, fields and toggles smaller than MIN, by their text. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const out: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>('button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], summary');
    for (const el of targets) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      // Off screen until focused (the skip link): measured when it shows.
      if (box.right <= 0 || box.bottom <= 0) continue;
      // A checkbox or radio inside its label: the label is the target.
      const label = el.closest('label');
      const r = (el.matches('input[type=checkbox], input[type=radio]') && label ? label : el).getBoundingClientRect();
      if (r.width < min - 0.5 || r.height < min - 0.5) out.push(`${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`);
    }
    return out;
  }, MIN);
}

describe('tap targets on the phone', () => {
  it('join, login, register, skills, the cook page (waiting and cooking) and the shared shopping list give every control 44 px', async () => {
    const code = await recipeSession(api, hostToken, 'Greek Salad');
    const context = suite.track(await phoneContext(suite.browser, lanUrl(suite.server.url)));
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const problems: Record<string, string[]> = {};

    await page.goto(`/join?code=${code}`);
    await page.getByRole('button', { name: 'Join Session' }).waitFor();
    problems.join = await smallTargets(page);
    await screenshot(page, 'tap-join');

    await page.goto('/login');
    await page.getByRole('button', { name: /log ?in/i }).first().waitFor();
    problems.login = await smallTargets(page);

    await page.goto('/register');
    await page.locator('form').first().waitFor();
    problems.register = await smallTargets(page);

    // Skills: a cook who joined but answered nothing yet.
    const joined = await api<{ token: string; participant: { id: number; display_name: string } }>('POST', `/sessions/${code}/join/`, null, { display_name: 'Tap' });
    await storeCookSignIn(page, code, joined);
    await page.goto(`/skills/${code}`);
    await page.getByRole('link', { name: 'Skip', exact: true }).waitFor();
    problems.skills = await smallTargets(page);
    await screenshot(page, 'tap-skills');

    // The cook's page, waiting for the start, then cooking.
    const cook = await joinCook(api, code, 'Tip');
    const dash = await openCookPage(context, code, cook);
    await dash.locator('.cook-header').waitFor();
    await dash.waitForLoadState('networkidle');
    problems.waiting = await smallTargets(dash);
    await screenshot(dash, 'tap-waiting');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    await dash.locator('.task-card').first().waitFor();
    problems.cook = await smallTargets(dash);
    await screenshot(dash, 'tap-cook');

    // The shopping list a shopper opens from the shared link.
    const token = await dash.evaluate(async ([c, t]) => {
      const input = encodeURIComponent(JSON.stringify({ code: c }));
      const res = await fetch(`/trpc/plan.shoppingList?input=${input}`, { headers: { authorization: `Token ${t}` } });
      return ((await res.json()) as { result: { data: { share_path: string } } }).result.data.share_path;
    }, [code, hostToken] as const);
    await dash.goto(token);
    await dash.locator('.shopping-items li').first().waitFor();
    problems.shopping = await smallTargets(dash);
    await screenshot(dash, 'tap-shopping');

    expect(problems).toEqual({ join: [], login: [], register: [], skills: [], waiting: [], cook: [], shopping: [] });
  });
});
