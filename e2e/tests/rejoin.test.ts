import { describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { screenshot, waitForPath } from '../support/browser';
import { joinCook, openCookPage, openHostPage, recipeSession, registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * Issue 12 point 3: the host approves a removed cook's rejoin (and another phone's claim to an
 * away cook's name) on the session page; a cook taken out is told what the host did, whichever
 * answer reaches the phone first.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);

async function joinThroughPage(code: string, name: string) {
  const page = await suite.page('phone', 15_000);
  await page.goto(`/join?code=${code}`);
  await page.getByLabel('Your Name').fill(name);
  await page.getByRole('button', { name: 'Join Session' }).click();
  return page;
}

describe('rejoining', () => {
  it('a removed cook asks, the host taps Let … rejoin on the session page, and the cook is back', async () => {
    const hostToken = await registerHost(api);
    const code = await recipeSession(api, hostToken);
    const ann = await joinCook(api, code, 'Ann');
    await api('DELETE', `/sessions/${code}/participants/${ann.participant.id}/remove/`, hostToken);
    const host = await openHostPage(await suite.context('laptop'), code, hostToken);
    await host.getByRole('heading', { name: 'Removed cooks' }).waitFor();

    // Ann tries: refused, and the host's page shows the request at once (no reload).
    const phone = await joinThroughPage(code, 'Ann');
    await phone.getByText('The host removed you from this session. Ask the host to let you back in.').waitFor();
    await host.getByRole('heading', { name: 'Asking to rejoin' }).waitFor();
    await host.getByText('Ann was removed and asks to rejoin.').waitFor();
    await screenshot(host, 'rejoin-host-request');
    await host.getByRole('button', { name: 'Let Ann rejoin' }).click();
    await host.getByText('Allowed: Ann can join again with the code.').waitFor();

    await phone.getByRole('button', { name: 'Join Session' }).click();
    await phone.waitForURL((url) => url.pathname === `/skills/${code}` || url.pathname === `/cook/${code}`);
    const view = await api<{ participants: Array<{ id: number; is_active: boolean }> }>('GET', `/sessions/${code}/`, hostToken);
    expect(view.participants.find((p) => p.id === ann.participant.id)?.is_active).toBe(true);
  });

  it('another phone asking for an away cook’s name waits for the host’s approval', async () => {
    const hostToken = await registerHost(api);
    const code = await recipeSession(api, hostToken);
    const bo = await joinCook(api, code, 'Bo');
    await api('POST', `/sessions/${code}/participants/${bo.participant.id}/force-disconnect/`, hostToken);
    const host = await openHostPage(await suite.context('laptop'), code, hostToken);
    await host.getByRole('heading', { name: 'Cook Progress' }).or(host.getByText('Session Ready to Start')).first().waitFor();
    const phone = await joinThroughPage(code, 'Bo');
    await phone.getByText(/belongs to a cook who is away/).waitFor();
    await host.getByText('Someone on another phone asks to cook as Bo, who is away.').waitFor();
    await host.getByRole('button', { name: 'Let them cook as Bo' }).click();
    await host.getByText('Allowed: the next phone that joins as Bo takes the place.').waitFor();
    await phone.getByRole('button', { name: 'Join Session' }).click();
    await phone.waitForURL((url) => url.pathname === `/skills/${code}` || url.pathname === `/cook/${code}`);
  });

  it('a cook whose first answer is the 401 is told what the host did: disconnected, or removed', async () => {
    const hostToken = await registerHost(api);
    const code = await recipeSession(api, hostToken);
    const cy = await joinCook(api, code, 'Cy');
    const dee = await joinCook(api, code, 'Dee');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    // Taken out while the phone is away: the page's first calls meet the refused token before any
    // participant_left event can arrive.
    await api('POST', `/sessions/${code}/participants/${cy.participant.id}/force-disconnect/`, hostToken);
    await api('DELETE', `/sessions/${code}/participants/${dee.participant.id}/remove/`, hostToken);

    const cyPhone = await openCookPage(await suite.context('phone'), code, cy);
    await waitForPath(cyPhone, '/join');
    await cyPhone.getByText('The host disconnected you.').waitFor();
    expect(await cyPhone.getByText('The host took you out of the session.').count()).toBe(0);
    await screenshot(cyPhone, 'rejoin-disconnected-notice');

    const deePhone = await openCookPage(await suite.context('phone'), code, dee);
    await waitForPath(deePhone, '/join');
    await deePhone.getByText('The host took you out of the session.').waitFor();
    expect(await deePhone.getByText('The host disconnected you.').count()).toBe(0);
  });
});
