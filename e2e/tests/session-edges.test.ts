import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { screenshot } from '../support/browser';
import { registerHost, type JoinedCook } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * Issue 29 on the host's screens: work later in the meal that nobody present can do shows in the
 * stall banner from the start (with the skill fix, not "give it anyway" before its turn), and a
 * kitchen a session still uses is not deleted: the kitchens page says which session holds it.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);
let hostToken: string;

beforeAll(async () => {
  hostToken = await registerHost(api);
});

async function hostPage(path: string): Promise<Page> {
  const context = await suite.context('laptop');
  await context.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), hostToken);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(path);
  return page;
}

async function saladSession(kitchenName = 'Home kitchen') {
  const kitchen = await api<{ id: number }>('POST', '/kitchens/', hostToken, { name: kitchenName, use_default: true });
  const created = await api<{ code: string }>('POST', '/sessions/create/', hostToken, { kitchen: kitchen.id });
  const recipes = await api<Array<{ id: number; name: string }>>('GET', '/recipes/', hostToken);
  await api('POST', `/sessions/${created.code}/recipes/`, hostToken, { recipe_id: recipes.find((r) => r.name.startsWith('Greek Salad'))!.id });
  return { code: created.code, kitchen: kitchen.id };
}

describe('session edges on the host screens', () => {
  it('shows a stall later in the meal from the start, with the skill fix only', async () => {
    const { code } = await saladSession();
    const ann = await api<JoinedCook>('POST', `/sessions/${code}/join/`, null, { display_name: 'Ann' });
    const { skills } = await api<{ skills: Array<{ id: number; key: string }> }>('GET', `/sessions/${code}/required-skills/`, ann.token);
    // Ann's questionnaire: Yes to everything but plating (left out, so a No).
    await api('POST', `/sessions/${code}/participants/${ann.participant.id}/skills/`, ann.token, { skills: skills.filter((s) => s.key !== 'plating').map((s) => s.id) });
    await api('POST', `/sessions/${code}/start/`, hostToken);

    const host = await hostPage(`/sessions/${code}`);
    const banner = host.locator('.stall-banner');
    await banner.getByText('Waiting for someone who can do Plating and garnishing (Assemble and serve)').waitFor();
    await banner.getByRole('heading', { name: 'Coming up: work nobody here can do' }).waitFor();
    await banner.getByRole('button', { name: 'Let Ann do plating and garnishing' }).waitFor();
    expect(await banner.getByRole('button', { name: 'Give to this cook anyway' }).count()).toBe(0);
    await screenshot(host, 'edges-early-stall');
    expect(await seriousAccessibilityProblems(host)).toEqual([]);
  });

  it('refuses to delete a kitchen a session uses, naming the session', async () => {
    const { code } = await saladSession('Party kitchen');
    const page = await hostPage('/kitchens');
    const card = page.locator('article', { hasText: 'Party kitchen' });
    await card.getByRole('button', { name: 'Delete' }).click();
    await card.getByRole('button', { name: 'Yes, delete' }).click();
    // The refusal is told on the card the host is looking at, and the question is closed.
    await card.getByRole('alert').getByText(`This kitchen is used by Session ${code} (Waiting). End it before deleting the kitchen.`).waitFor();
    expect(await card.getByRole('button', { name: 'Yes, delete' }).count()).toBe(0);
    await page.waitForFunction(() => document.activeElement?.textContent === 'Delete');
    await screenshot(page, 'edges-kitchen-in-use');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });
});
