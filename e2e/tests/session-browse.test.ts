import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { screenshot } from '../support/browser';
import { setUpMeal } from '../support/meal';
import { browserSuite } from '../support/suite';

/**
 * Browsing recipes for a session (issue 17): no blocking alert, the copies of a recipe in the
 * session with + and −, and a recipe's details opened in place before adding it.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);

describe('session browse', () => {
  it('adds, counts and removes copies without an alert, and shows a recipe’s details in place', async () => {
    const meal = await setUpMeal(() => suite.server.url, [], 'browse_host');
    const context = await suite.context('laptop');
    await context.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), meal.token);
    const page: Page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const copies = async () => (await api<{ session_recipes: Array<{ recipe: { name: string } }> }>('GET', `/sessions/${meal.code}/`, meal.token)).session_recipes.filter((e) => e.recipe.name.startsWith('Greek Salad')).length;

    await page.goto(`/sessions/${meal.code}/recipes`);
    await page.getByLabel('Search recipes').fill('Greek Salad');
    const card = page.locator('article.recipe-card', { hasText: 'Greek Salad' });

    // Details first: tasks, time, skills and equipment, in place.
    await card.getByRole('button', { name: 'Show details' }).click();
    const details = card.getByRole('region', { name: /Greek Salad.* details/ });
    await details.getByText('Hands-on time').waitFor();
    await details.getByText('Equipment').waitFor();
    await details.getByText('Skills').waitFor();

    await card.getByRole('button', { name: 'Add to Session' }).click();
    await page.getByText(/Greek Salad.* was added to the session/).waitFor();
    await card.getByText('In session').waitFor();
    expect(await card.getByRole('button', { name: 'Add to Session' }).count()).toBe(0);
    expect(await copies()).toBe(1);

    await card.getByRole('button', { name: /Add another copy of Greek Salad/ }).click();
    await card.getByText('2 copies in session').waitFor();
    expect(await copies()).toBe(2);
    await screenshot(page, 'session-browse-copies');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    await card.getByRole('button', { name: /Remove a copy of Greek Salad/ }).click();
    await card.getByText('In session').waitFor();
    expect(await copies()).toBe(1);
    await card.getByRole('button', { name: /Remove a copy of Greek Salad/ }).click();
    await card.getByRole('button', { name: 'Add to Session' }).waitFor();
    expect(await copies()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});
