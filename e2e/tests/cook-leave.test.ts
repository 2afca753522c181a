import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, waitForPath } from '../support/browser';
import { restClient } from '../support/api';
import { joinCook, listAssignments, openCookPage, recipeSession, registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/** Leaving on purpose, and being taken out by the host, on a phone page (390x844, touch). */
const suite = browserSuite();
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});

describe('leaving and being taken out', () => {
  it('Leave asks once, returns the task to the plan, and the name is free again', async () => {
    const code = await recipeSession(api, hostToken);
    const sam = await joinCook(api, code, 'Sam');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const cook = await openCookPage(await suite.context('phone'), code, sam);
    await cook.locator('.task-card').first().waitFor();
    await cook.locator('.live-dot-connected').waitFor();
    const held = (await listAssignments(api, code, hostToken)).filter((a) => a.participant_id === sam.participant.id && a.status === 'in_progress');
    expect(held.length).toBeGreaterThan(0);

    // Asks once; Stay keeps everything.
    await cook.getByRole('button', { name: 'Leave session' }).click();
    const ask = cook.getByRole('alertdialog');
    await ask.getByText('Leave this session?').waitFor();
    await screenshot(cook, 'cook-leave-confirm');
    await ask.getByRole('button', { name: 'Stay' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await cook.locator('.task-card').count()).toBeGreaterThan(0);

    await cook.getByRole('button', { name: 'Leave session' }).click();
    await cook.getByRole('alertdialog').getByRole('button', { name: 'Leave', exact: true }).click();
    await waitForPath(cook, '/join');
    await cook.getByText('You left the session.').waitFor();
    // Sam's tasks are no longer Sam's; Sam is no longer an active cook.
    const after = await listAssignments(api, code, hostToken);
    expect(after.filter((a) => a.participant_id === sam.participant.id && a.status !== 'completed')).toEqual([]);
    const session = await api<{ participants: Array<{ display_name: string; is_active: boolean }> }>('GET', `/sessions/${code}/`, hostToken);
    expect(session.participants.find((p) => p.display_name === 'Sam')?.is_active).toBe(false);

    // The same name joins again at once, from the prefilled code.
    expect(await cook.getByLabel('Session Code').inputValue()).toBe(code);
    await cook.getByLabel('Your Name').fill('Sam');
    await cook.getByRole('button', { name: 'Join Session' }).click();
    await cook.waitForURL((url) => url.pathname === `/skills/${code}` || url.pathname === `/cook/${code}`);
  });

  it('a cook the host removes is told so on the join page', async () => {
    const code = await recipeSession(api, hostToken);
    const ben = await joinCook(api, code, 'Ben');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const cook = await openCookPage(await suite.context('phone'), code, ben);
    await cook.locator('.task-card').first().waitFor();
    await cook.locator('.live-dot-connected').waitFor();
    await api('DELETE', `/sessions/${code}/participants/${ben.participant.id}/remove/`, hostToken);
    await cook.getByText('The host took you out of the session.').waitFor({ timeout: 40_000 });
    expect(new URL(cook.url()).pathname).toBe('/join');
    await screenshot(cook, 'cook-removed');
  });

  it('a cook the host disconnects sees a screen that says so and what to do', async () => {
    const code = await recipeSession(api, hostToken);
    const cy = await joinCook(api, code, 'Cy');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const cook = await openCookPage(await suite.context('phone'), code, cy);
    await cook.locator('.task-card').first().waitFor();
    await cook.locator('.live-dot-connected').waitFor();
    await api('POST', `/sessions/${code}/participants/${cy.participant.id}/force-disconnect/`, hostToken);
    // The server refuses the token at once (issue 12): the cook lands on the join page, told why.
    await waitForPath(cook, '/join');
    // 'disconnected you' when the page saw its own participant_left first; when a refused call
    // (heartbeat, query) comes first, the page only knows the host took the cook out.
    await cook.getByText(/^The host (disconnected you|took you out of the session)\./).waitFor();
    await screenshot(cook, 'cook-disconnected');
    expect(await cook.getByLabel('Session Code').inputValue()).toBe(code);
  });
});
