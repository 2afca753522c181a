import { describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { screenshot } from '../support/browser';
import { joinCook, openCookPage, openHostPage, recipeSession, registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/** Issue 12 point 7: in fixed-station mode the cook's phone and the host's board show each cook's station. */
const suite = browserSuite();
const api = restClient(() => suite.server.url);

describe('fixed stations', () => {
  it('the cook sees their station on the phone and the host sees every cook’s station on the board and the Cooks tab', async () => {
    const hostToken = await registerHost(api);
    const code = await recipeSession(api, hostToken, 'Apple Crumble', { station_preference: 'fixed' });
    const ann = await joinCook(api, code, 'Ann');
    const ben = await joinCook(api, code, 'Ben');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const view = await api<{ participants: Array<{ id: number; station: string | null }> }>('GET', `/sessions/${code}/`, hostToken);
    const annStation = view.participants.find((p) => p.id === ann.participant.id)!.station;
    const benStation = view.participants.find((p) => p.id === ben.participant.id)!.station;
    expect(annStation).toEqual(expect.any(String));
    expect(benStation).toEqual(expect.any(String));

    const phone = await openCookPage(await suite.context('phone'), code, ann);
    const mine = phone.locator('.cook-station');
    await mine.waitFor();
    // Kitchen words, never the server's key.
    expect(await mine.getAttribute('data-station')).toBe(annStation);
    expect(await mine.textContent()).toMatch(/^Your station: [A-Z][a-z]/);
    expect(await mine.textContent()).not.toContain('_');
    expect(await mine.isVisible()).toBe(true);
    await screenshot(phone, 'station-cook');

    const host = await openHostPage(await suite.context('laptop'), code, hostToken);
    const annColumn = host.locator('.cook-column', { hasText: 'Ann' });
    const note = annColumn.locator('.cook-station-note');
    await note.waitFor();
    expect(await note.getAttribute('data-station')).toBe(annStation);
    expect(await note.textContent()).toBe(`Station: ${await mine.locator('strong').textContent()}`);
    expect(await host.locator('.cook-column', { hasText: 'Ben' }).locator('.cook-station-note').getAttribute('data-station')).toBe(benStation);
    await screenshot(host, 'station-host-board');
    await host.getByRole('tab', { name: /Cooks/ }).click();
    const card = host.locator('.cook-card', { hasText: 'Ben' });
    expect(await card.locator('.cook-station-note').getAttribute('data-station')).toBe(benStation);
  });

  it('a rotation session shows no station', async () => {
    const hostToken = await registerHost(api);
    const code = await recipeSession(api, hostToken, 'Greek Salad');
    const cy = await joinCook(api, code, 'Cy');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const phone = await openCookPage(await suite.context('phone'), code, cy);
    await phone.getByText('Cooking as Cy').waitFor();
    await phone.locator('.live-dot-connected').waitFor();
    expect(await phone.locator('.cook-station').count()).toBe(0);
  });
});
