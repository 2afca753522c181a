import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { restClient } from '../support/api';
import { joinCook, openCookPage, recipeSession, registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/** What the cook reads on a phone (390x844, touch): toasts that cover nothing, and an early end. */
const suite = browserSuite();
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Box));
}

describe('the cook screens', () => {
  it('shows one toast at a time, newest wins, never over the task card or Up next, moving nothing', async () => {
    const code = await recipeSession(api, hostToken);
    const sam = await joinCook(api, code, 'Sam');
    const cook = await openCookPage(await suite.context('phone'), code, sam);
    await cook.getByRole('heading', { name: 'Waiting to Start' }).waitFor();
    await cook.locator('.live-dot-connected').waitFor();

    // Starting sends 'The session has started!' and 'New task: …' at once.
    await api('POST', `/sessions/${code}/start/`, hostToken);
    await cook.locator('.task-card').first().waitFor();
    await cook.locator('.toast', { hasText: /^New task: / }).waitFor();
    expect(await cook.locator('.toast').count()).toBe(1);
    const toast = (await boxes(cook, '.toast'))[0]!;
    for (const card of await boxes(cook, '.task-card, .cook-up-next')) expect(overlaps(toast, card), 'toast over a card').toBe(false);
    const cardTop = (await boxes(cook, '.task-card'))[0]!.y;
    await screenshot(cook, 'cook-toast');

    // Dismissed: the card stays where it was.
    await cook.getByRole('button', { name: 'Dismiss notification' }).click();
    await cook.locator('.toast').waitFor({ state: 'detached' });
    expect((await boxes(cook, '.task-card'))[0]!.y).toBe(cardTop);
  });

  it('an early end says the host ended the meal, with the notice and without confetti (issue 38.5)', async () => {
    const code = await recipeSession(api, hostToken);
    const ana = await joinCook(api, code, 'Ana');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const cook = await openCookPage(await suite.context('phone'), code, ana);
    await cook.locator('.task-card').first().waitFor();
    await cook.locator('.live-dot-connected').waitFor();

    await api('POST', `/sessions/${code}/end/`, hostToken);
    await cook.getByRole('heading', { name: 'The host ended the meal' }).waitFor();
    await cook.locator('.banner', { hasText: 'Session ended by the host' }).waitFor();
    // The celebration is decided in the render that shows the end: none for a meal ended early.
    expect(await cook.locator('.cook-dashboard').getAttribute('data-celebrate')).toBe('false');
    expect(await cook.getByRole('heading', { name: 'Session Complete!' }).count()).toBe(0);
    await screenshot(cook, 'cook-ended-by-host');

    // Reopened later, it still says so, without a second celebration.
    await cook.reload();
    await cook.getByRole('heading', { name: 'The host ended the meal' }).waitFor();
    await cook.locator('.banner', { hasText: 'Session ended by the host' }).waitFor();
    expect(await cook.locator('.cook-dashboard').getAttribute('data-celebrate')).toBe('false');
  });
});
