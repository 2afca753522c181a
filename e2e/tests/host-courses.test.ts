import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { restClient, trpcClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { lanUrl, laptopContext, screenshot } from '../support/browser';
import { registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * Courses on the host's session page (issue 34), opened at the kitchen's LAN name: each recipe's
 * course on the Recipes tab, when each course is served under Settings (a time each, or the main's
 * time and the gaps), kept over a reload, and dessert before the main refused until the host insists.
 */
const suite = browserSuite();
const SALAD = /^Course of Greek Salad.*, copy 1$/;
const api = restClient(() => suite.server.url);

async function sundayDinner(token: string): Promise<string> {
  const kitchen = await api<{ id: number }>('POST', '/kitchens/', token, { name: 'Sunday kitchen', use_default: true });
  const session = await api<{ code: string }>('POST', '/sessions/create/', token, { kitchen: kitchen.id, name: 'Sunday dinner' });
  const recipes = await api<Array<{ id: number; name: string }>>('GET', '/recipes/', token);
  for (const name of ['Roast Chicken', 'Apple Crumble', 'Greek Salad']) {
    await api('POST', `/sessions/${session.code}/recipes/`, token, { recipe_id: recipes.find((r) => r.name.includes(name))!.id });
  }
  return session.code;
}

/** 'HH:MM' in the page's own clock, `minutes` from now, as the time fields take it. */
const clockIn = (page: Page, minutes: number) =>
  page.evaluate((m) => {
    const d = new Date(Date.now() + m * 60_000);
    return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
  }, minutes);

/** 'HH:MM' moved by `minutes`, round the clock. */
function shiftClock(hhmm: string, minutes: number): string {
  const [h, m] = hhmm.split(':').map(Number);
  const total = (((h! * 60 + m! + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

async function noSeriousProblems(page: Page) {
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
}

describe('courses on the session page', () => {
  it('picks a course per recipe, sets the course times, keeps them over a reload, and refuses dessert before the main', async () => {
    const token = await registerHost(api);
    const code = await sundayDinner(token);
    const context = suite.track(await laptopContext(suite.browser, lanUrl(suite.server.url)));
    await context.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), token);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`/sessions/${code}`);
    expect(new URL(page.url()).hostname).toBe('kitchen.lan');

    // Recipes tab: every copy starts at its recipe's course; the host moves the salad to a side.
    await page.getByRole('tab', { name: 'Recipes' }).click();
    const salad = page.getByLabel(SALAD);
    await expect.poll(() => salad.inputValue()).toBe('starter');
    await expect.poll(() => page.getByLabel(/^Course of Roast Chicken/).inputValue()).toBe('main');
    await expect.poll(() => page.getByLabel(/^Course of Apple Crumble/).inputValue()).toBe('dessert');
    await salad.selectOption('side');
    await expect.poll(async () => (await api<{ session_recipes: Array<{ recipe: { name: string }; course: string }> }>('GET', `/sessions/${code}/`, token)).session_recipes.find((e) => e.recipe.name.includes('Greek Salad'))?.course).toBe('side');
    await page.reload();
    await page.getByRole('tab', { name: 'Recipes' }).click();
    await expect.poll(() => page.getByLabel(SALAD).inputValue()).toBe('side');
    await noSeriousProblems(page);
    await screenshot(page, 'courses-recipes-tab');
    // Back to a starter, so the meal has three courses.
    await page.getByLabel(SALAD).selectOption('starter');
    await expect.poll(async () => (await api<{ session_recipes: Array<{ recipe: { name: string }; course: string }> }>('GET', `/sessions/${code}/`, token)).session_recipes.find((e) => e.recipe.name.includes('Greek Salad'))?.course).toBe('starter');

    // Settings: a time for each course; dessert before the main is refused, naming why.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'When each course is served' }).waitFor();
    const main = await clockIn(page, 240);
    const [starter, early, dessert] = [shiftClock(main, -60), shiftClock(main, -30), shiftClock(main, 60)];
    await page.getByLabel('Starter at').fill(starter);
    await page.getByLabel('Main course at').fill(main);
    await page.getByLabel('Dessert at').fill(early);
    await page.getByRole('button', { name: 'Save Course Times' }).click();
    const refusal = page.locator('#course-times-errors');
    await refusal.getByText('The dessert would be served before the main. Change the times, or keep this order on purpose.').waitFor();
    await page.getByRole('button', { name: 'Keep This Order' }).waitFor();
    await noSeriousProblems(page);
    await page.getByRole('heading', { name: 'When each course is served' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'courses-order-refused');

    await page.getByLabel('Dessert at').fill(dessert);
    await page.getByRole('button', { name: 'Save Course Times' }).click();
    await page.locator('.course-times').getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect(await refusal.count()).toBe(0);

    await page.reload();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect.poll(() => page.getByLabel('Starter at').inputValue()).toBe(starter);
    await expect.poll(() => page.getByLabel('Main course at').inputValue()).toBe(main);
    await expect.poll(() => page.getByLabel('Dessert at').inputValue()).toBe(dessert);
    // The main's time is the session's serve time.
    await expect.poll(() => page.getByLabel('Serve at').inputValue()).toBe(main);

    // The main's time and the gaps: 45 minutes before for the starter, an hour after for dessert.
    await page.getByLabel("The main's time and the gaps around it").check();
    await page.getByLabel('Starter: minutes before the main').fill('45');
    await page.getByLabel('Dessert: minutes after the main').fill('60');
    await page.getByRole('button', { name: 'Save Course Times' }).click();
    await page.locator('.course-times').getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await noSeriousProblems(page);
    await screenshot(page, 'courses-gaps');
    await page.reload();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect.poll(() => page.getByLabel('Starter at').inputValue()).toBe(shiftClock(main, -45));
    await expect.poll(() => page.getByLabel('Main course at').inputValue()).toBe(main);
    await expect.poll(() => page.getByLabel('Dessert at').inputValue()).toBe(shiftClock(main, 60));
  }, 180_000);

  it('keeps what the host typed when the settings answer comes after (a busy laptop)', async () => {
    const token = await registerHost(api);
    const code = await sundayDinner(token);
    // A serve time, so the answer fills the main's field (the sign it has come).
    await trpcClient(() => suite.server.url)('plan.updateSettings', token, { code, changes: { serve_at: new Date(Date.now() + 5 * 3600_000).toISOString() } });
    const context = suite.track(await laptopContext(suite.browser, lanUrl(suite.server.url)));
    await context.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), token);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    // The settings are read only once the host has typed a time.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route(/\/trpc\/[^?]*plan\.settings/, async (route) => {
      held++;
      await typed;
      await route.continue();
    });
    await page.goto(`/sessions/${code}`);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'When each course is served' }).waitFor();
    await expect.poll(() => held).toBeGreaterThan(0);
    const starter = await clockIn(page, 180);
    await page.getByLabel('Starter at').fill(starter);
    release();
    // The answer came (the main's serve time is in it) and the starter is still what was typed.
    await expect.poll(() => page.getByLabel('Main course at').inputValue()).not.toBe('');
    expect(await page.getByLabel('Starter at').inputValue()).toBe(starter);
  });
});
