import { scaledClock } from '@brigade/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { setUpMeal } from '../support/meal';
import { browserSuite } from '../support/suite';

/**
 * axe-core on every kind of page (issue 17): the host's pages, the cook's phone pages, the studio
 * and the task map, with no serious or critical findings.
 */
const suite = browserSuite({ clock: scaledClock(600), timerIntervalMs: 50 });
const api = restClient(() => suite.server.url);

async function signedIn(token: string, kind: 'laptop' | 'phone' = 'laptop'): Promise<Page> {
  const context = await suite.context(kind);
  await context.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), token);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** One host for the laptop pages: the server's first account, so also staff (the studio). */
let firstHost: ReturnType<typeof setUpMeal> | undefined;
const hostMeal = () => (firstHost ??= setUpMeal(() => suite.server.url, ['Greek Salad', 'Guacamole'], 'axe_host'));

/** The pages with findings, by name: `{}` when every page is clean. */
const withProblems = (found: Record<string, unknown>) => Object.fromEntries(Object.entries(found).filter(([, problems]) => (problems as unknown[]).length > 0));

describe('accessibility (axe-core)', () => {
  it("the host's dashboard, every tab of the session page and the recipe browser have no serious or critical problems", async () => {
    const meal = await hostMeal();
    const page = await signedIn(meal.token);
    const found: Record<string, unknown> = {};

    await page.goto('/dashboard');
    await page.getByRole('heading').first().waitFor();
    found.dashboard = await seriousAccessibilityProblems(page);

    await page.goto(`/sessions/${meal.code}`);
    await page.getByRole('tab').first().waitFor();
    for (const tab of await page.getByRole('tab').allTextContents()) {
      await page.getByRole('tab', { name: tab }).click();
      found[`session: ${tab}`] = await seriousAccessibilityProblems(page);
    }

    await page.goto(`/sessions/${meal.code}/recipes`);
    await page.getByRole('heading').first().waitFor();
    found.browse = await seriousAccessibilityProblems(page);
    expect(withProblems(found)).toEqual({});
  });

  it('the task map, also in edit mode, has no serious or critical problems', async () => {
    const meal = await hostMeal();
    const page = await signedIn(meal.token);
    const found: Record<string, unknown> = {};
    await page.goto(`/sessions/${meal.code}/dag`);
    await expect.poll(() => page.locator('.react-flow__node-task').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    found.map = await seriousAccessibilityProblems(page);
    await page.getByRole('button', { name: 'Enter Edit Mode' }).click();
    await page.getByRole('region', { name: 'Edit a task' }).waitFor();
    found['map, edit mode'] = await seriousAccessibilityProblems(page);
    expect(withProblems(found)).toEqual({});
  });

  it('the recipe studio, before and after it makes a recipe, has no serious or critical problems', async () => {
    const page = await signedIn((await hostMeal()).token);
    const found: Record<string, unknown> = {};
    await page.goto('/recipes/generate');
    await page.getByRole('heading', { name: 'Recipe Studio' }).waitFor();
    found.studio = await seriousAccessibilityProblems(page);
    await page.getByRole('radio', { name: 'Text' }).click();
    await page.getByLabel('Recipe text').fill('Toast\n\nIngredients\n2 slices bread\n\nMethod\n1. Toast the bread for 3 minutes.\n2. Butter the toast.');
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    await page.getByText(/Recipe saved successfully!/).waitFor();
    found['studio, recipe made'] = await seriousAccessibilityProblems(page);
    expect(withProblems(found)).toEqual({});
  });

  it('the cook pages on a phone have no serious or critical problems', async () => {
    const meal = await setUpMeal(() => suite.server.url, ['Greek Salad'], 'axe_host_cook');
    const page = await suite.page('phone', 20_000);
    const found: Record<string, unknown> = {};
    await page.goto(`/join?code=${meal.code}`);
    await page.getByRole('button', { name: /Join/ }).first().waitFor();
    found.join = await seriousAccessibilityProblems(page);
    await page.getByLabel(/name/i).first().fill('Robin');
    await page.getByRole('button', { name: /Join/ }).first().click();
    await page.waitForURL((url) => !url.pathname.startsWith('/join'));
    if (new URL(page.url()).pathname.startsWith('/skills')) {
      found.skills = await seriousAccessibilityProblems(page);
    }
    await api('POST', `/sessions/${meal.code}/start/`, meal.token);
    await page.goto(`/cook/${meal.code}`);
    await page.getByRole('button', { name: 'Complete', exact: true }).first().waitFor();
    found.cook = await seriousAccessibilityProblems(page);
    expect(withProblems(found)).toEqual({});
  });
});
