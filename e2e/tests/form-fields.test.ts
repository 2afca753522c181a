import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { screenshot } from '../support/browser';
import { openHostPage, recipeSession } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * Forms say what is wrong next to the field (issue 29): the studio's generation form never sends a
 * cleared number as 0 and shows the server's field errors under their fields; the host's 'Join as
 * Cook' asks for the name, prefilled with the username cut to 50 characters.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);
// 60 characters: a username the server takes, longer than a display name may be.
const LONG_NAME = `chef_${'x'.repeat(55)}`;
let staffToken: string;

beforeAll(async () => {
  // The first account on a fresh server is staff.
  staffToken = (await api<{ token: string }>('POST', '/auth/register/', null, {
    username: LONG_NAME, email: 'long@example.com', password: 'kitchen-pass-1', password_confirm: 'kitchen-pass-1', is_host: true,
  })).token;
});

async function studioText() {
  const context = await suite.context('laptop');
  await context.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), staffToken);
  const page = await context.newPage();
  await page.goto('/recipes/generate');
  await page.getByRole('radio', { name: 'Text' }).click();
  await page.getByLabel('Recipe text').fill('Toast\n\nIngredients:\n- 2 slices bread\n\nSteps:\n1. Toast the bread for 3 minutes.');
  return page;
}

describe('field errors next to their fields', () => {
  it('a cleared Servings box is not sent as 0: the error is under Servings', async () => {
    const page = await studioText();
    const generateCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('studio.generate')) generateCalls.push(r.postData() ?? '');
    });
    await page.getByLabel('Servings').fill('');
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    const servings = page.getByLabel('Servings');
    await expect.poll(() => servings.getAttribute('aria-invalid')).toBe('true');
    const errorsId = (await servings.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${errorsId}"]`).textContent()).toBe('Enter a whole number of at least 1.');
    expect(generateCalls).toEqual([]);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'studio-servings-cleared');
  });

  it("the server's field error for Servings shows under Servings, not as a banner pointing at nothing", async () => {
    const page = await studioText();
    // More than the server takes (200): only the server knows.
    await page.getByLabel('Servings').fill('500');
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    const servings = page.getByLabel('Servings');
    await expect.poll(() => servings.getAttribute('aria-invalid')).toBe('true');
    const errorsId = (await servings.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${errorsId}"]`).textContent()).toBe('Ensure this value is at most 200.');
    await page.locator('.banner', { hasText: 'Please fix the errors below:' }).waitFor();
    await screenshot(page, 'studio-servings-server-error');
  });

  it("'Join as Cook' asks for the name, prefilled with the username cut to 50 characters", async () => {
    const code = await recipeSession(api, staffToken);
    const page = await openHostPage(await suite.context('laptop'), code, staffToken);
    await page.getByRole('button', { name: 'Join as Cook' }).click();
    const name = page.getByLabel('Your name in the kitchen');
    expect(await name.inputValue()).toBe(LONG_NAME.slice(0, 50));
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'host-join-as-cook-name');
    await name.fill('Chef');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await page.getByText('You are cooking in this session as Chef.').waitFor();
  });
});
