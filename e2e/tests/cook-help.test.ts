import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { restClient } from '../support/api';
import { joinCook, openCookPage, recipeSession, registerHost } from '../support/kitchen';
import { phoneRecord, spyOnPhone } from '../support/phone-spy';
import { browserSuite } from '../support/suite';

/** Help requests end to end: a cook on a phone asks, the host hears it on another page and answers. */
const suite = browserSuite();
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});

describe('help requests', () => {
  it('the card shows help requested until the host answers on my way from any page, with a banner, a sound and the tab title', async () => {
    const code = await recipeSession(api, hostToken);
    const sam = await joinCook(api, code, 'Sam');
    await api('POST', `/sessions/${code}/start/`, hostToken);

    // The host is on the recipe library, not on the session page.
    const host = await (await suite.context('laptop')).newPage();
    host.setDefaultTimeout(15_000);
    await spyOnPhone(host);
    await host.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), hostToken);
    await host.goto('/recipes');
    await host.getByRole('heading', { name: /Recipe/ }).first().waitFor();
    expect(await host.title()).not.toContain('Help requested');

    const cook = await openCookPage(await suite.context('phone'), code, sam);
    const card = cook.locator('.task-card').first();
    await card.waitFor();
    await cook.locator('.live-dot-connected').waitFor();
    const taskName = (await card.locator('h3').textContent())!;
    await card.getByRole('button', { name: 'Request Help' }).click();
    await card.getByText('Help requested: the host has been told.').waitFor();
    // One request per task at a time.
    expect(await card.getByRole('button', { name: 'Help requested' }).isDisabled()).toBe(true);
    await screenshot(cook, 'cook-help-requested');

    // The host hears it wherever they are.
    const banner = host.locator('.help-banner');
    await banner.getByText(`needs help with “${taskName}”`).waitFor();
    await expect.poll(() => host.title()).toMatch(/^\(1\) Help requested · /);
    await expect.poll(async () => (await phoneRecord(host)).vibrations.length).toBeGreaterThan(0);
    await screenshot(host, 'host-help-banner');

    // A second request for the same task is refused by the server too.
    const assignmentId = Number(/^task-(\d+)-title$/.exec((await card.locator('h3').getAttribute('id'))!)![1]);
    await expect(api('POST', `/sessions/${code}/assignments/${assignmentId}/request-help/`, sam.token)).rejects.toThrow('409');

    await banner.getByRole('button', { name: 'On my way' }).click();
    await banner.waitFor({ state: 'detached' });
    await expect.poll(() => host.title()).not.toContain('Help requested');
    await card.getByText('The host is on the way.').waitFor();
    expect(await card.getByRole('button', { name: 'Request Help' }).isEnabled()).toBe(true);
  });
});
