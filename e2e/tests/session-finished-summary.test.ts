import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { screenshot, waitForPath } from '../support/browser';
import { joinCook, openHostPage, recipeSession, registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/** A finished session's page links to its summary (issue 35); a running one does not. */
const suite = browserSuite();
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});

describe("the finished session's page", () => {
  it('links to the meal summary once the meal is over', async () => {
    const code = await recipeSession(api, hostToken);
    await joinCook(api, code, 'Ana');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const host = await openHostPage(await suite.context('laptop'), code, hostToken);
    await host.getByRole('button', { name: 'End Session' }).waitFor();
    expect(await host.getByRole('link', { name: 'Meal summary' }).count()).toBe(0);

    await api('POST', `/sessions/${code}/end/`, hostToken);
    const link = host.getByRole('link', { name: 'Meal summary' });
    await link.waitFor();
    expect(await seriousAccessibilityProblems(host)).toEqual([]);
    await screenshot(host, 'host-finished-summary-link');
    await link.click();
    await waitForPath(host, `/sessions/${code}/summary`);
    await host.getByRole('heading', { level: 1 }).waitFor();
    // Ended early: the salad is not finished, so it has no difference against its plan.
    const salad = host.getByRole('region', { name: 'Dishes: actual against planned' }).getByRole('row', { name: /Greek Salad/ });
    await salad.getByText('Not finished', { exact: true }).waitFor();
    expect(await salad.getByRole('cell').nth(2).textContent()).toBe('—');
  });
});
