import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { restClient } from '../support/api';
import { browserSuite } from '../support/suite';

// The host's plan in Chromium: Settings (Diners, Serve at), the Timeline before and after Start,
// and the Shopping list (grouped by aisle, metric/US, ticks kept on the device, shared link, offline ticks).
const suite = browserSuite();
const api = restClient(() => suite.server.url);

async function hostWithSession(): Promise<{ token: string; code: string }> {
  const reg = await api<{ token: string }>('POST', '/auth/register/', null, {
    username: 'plan_host', email: 'plan@example.com', password: 'kitchen-pass-1', password_confirm: 'kitchen-pass-1', is_host: true,
  });
  const kitchen = await api<{ id: number }>('POST', '/kitchens/', reg.token, { name: 'Home', use_default: true });
  const session = await api<{ code: string }>('POST', '/sessions/create/', reg.token, { kitchen: kitchen.id, name: 'Sunday lunch' });
  const recipes = await api<Array<{ id: number; name: string }>>('GET', '/recipes/', reg.token);
  for (const name of ['Pancakes', 'Greek Salad', 'Shakshuka']) {
    const r = recipes.find((x) => x.name.includes(name))!;
    await api('POST', `/sessions/${session.code}/recipes/`, reg.token, { recipe_id: r.id });
  }
  return { token: reg.token, code: session.code };
}

async function signedIn(kind: 'laptop' | 'phone', token: string): Promise<Page> {
  const page = await suite.page(kind, 20_000);
  await page.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), token);
  return page;
}

describe('the host plan in the browser', () => {
  it('sets diners and a serve time, shows the timeline, and a shopping list that works in the shop', async () => {
    const { token, code } = await hostWithSession();
    const page = await signedIn('laptop', token);
    await page.goto(`/sessions/${code}`);

    // Settings: Diners and Serve at.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('Diners').fill('9');
    await page.getByLabel('Serve at').fill('23:59');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    // Timeline before Start: estimates for several numbers of cooks, a start-by, bars and a critical path.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('heading', { name: 'Timeline' }).waitFor();
    await page.getByLabel('Number of cooks').selectOption('3');
    const estimates = page.getByTestId('timeline-estimates');
    await estimates.filter({ hasText: /With 2 cooks this meal takes .*with 3 cooks .*with 4 cooks/ }).waitFor();
    await page.getByTestId('timeline-start-by').waitFor();
    await page.locator('[data-lane^="cook:"]').nth(2).waitFor();
    expect(await page.locator('[data-lane^="cook:"]').count()).toBe(3);
    expect(await page.locator('.timeline-bar').count()).toBeGreaterThan(10);
    expect(await page.locator('.timeline-bar[data-critical]').count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Timeline' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'plan-timeline-before-start');

    // Shopping list: merged by aisle, amounts for 9, ticks survive a reload, US units on request.
    await page.getByRole('link', { name: 'Shopping list' }).click();
    await page.getByRole('heading', { name: 'Shopping list', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Dairy & eggs' }).waitFor();
    await page.getByText('for 9 people').waitFor();
    const first = page.locator('.shopping-items input[type=checkbox]').first();
    await first.check();
    await page.reload();
    await page.getByRole('heading', { name: 'Dairy & eggs' }).waitFor();
    expect(await page.locator('.shopping-items input[type=checkbox]').first().isChecked()).toBe(true);
    await page.getByRole('button', { name: 'US', exact: true }).click();
    await page.locator('.shopping-amount').filter({ hasText: /oz|cup|lb/ }).first().waitFor();
    await screenshot(page, 'plan-shopping-list');
    const shareUrl = await page.locator('.share-link a').getAttribute('href');
    expect(shareUrl).toMatch(/\/shopping\/[a-z0-9]+$/);

    // On a phone, without an account, through the shared link; ticking still works once offline.
    const phone = await suite.page('phone', 20_000);
    await phone.goto(new URL(shareUrl!).pathname);
    await phone.getByRole('heading', { name: 'Shopping list', level: 1 }).waitFor();
    await phone.context().setOffline(true);
    const boxes = phone.locator('.shopping-items input[type=checkbox]');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const stored = await phone.evaluate(() => Object.entries(globalThis.localStorage).filter(([k]) => k.startsWith('brigade.shopping.ticks.')).map(([, v]) => JSON.parse(v) as string[]));
    expect(stored.flat()).toHaveLength(2);
    await phone.context().setOffline(false);
    await phone.reload();
    await phone.getByRole('heading', { name: 'Shopping list', level: 1 }).waitFor();
    expect(await phone.locator('.shopping-items li.ticked').count()).toBe(2);
    await screenshot(phone, 'plan-shopping-list-phone');

    // After Start: the live timeline with its now line, on a laptop and on a phone.
    await api('POST', `/sessions/${code}/join/`, null, { display_name: 'Ana' });
    await api('POST', `/sessions/${code}/start/`, token);
    await page.goto(`/sessions/${code}`);
    await page.getByTestId('timeline-now').waitFor();
    await page.getByTestId('plan-health').waitFor();
    await page.getByRole('heading', { name: 'Timeline' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'plan-timeline-active');
    const hostPhone = await signedIn('phone', token);
    await hostPhone.goto(`/sessions/${code}`);
    await hostPhone.getByTestId('timeline-now').waitFor();
    await screenshot(hostPhone, 'plan-timeline-phone');

    // After the meal: the summary, opened from History.
    await api('POST', `/sessions/${code}/end/`, token);
    await page.goto('/sessions/history');
    await page.getByRole('link', { name: 'Summary' }).first().click();
    await page.getByRole('heading', { name: 'Meal summary: Sunday lunch' }).waitFor();
    await page.getByRole('heading', { name: 'Timeline as it happened' }).waitFor();
    expect(await page.locator('.summary-table').nth(1).locator('tbody tr').count()).toBe(3);
    await screenshot(page, 'plan-meal-summary');
  });
});
