import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { ARTIFACTS_DIR, lanUrl, PHONE, phoneContext, screenshot, waitForPath } from '../support/browser';
import { joinCook, openCookPage, openHostPage, recipeSession, registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * Confirmations in view (issue 26): one dialog for End, Leave, Remove and Delete, with focus moved
 * into it, Escape to cancel, in the middle of the screen where the person is looking (on the phone
 * too), and never the browser's own confirm() or alert().
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});

/** Every native dialog a page opens (there must be none). */
function nativeDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.message());
    void d.dismiss();
  });
  return seen;
}

const focusInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el);

/** The dialog's box lies inside the viewport (the person sees it without scrolling). */
async function inView(page: Page, dialog: Locator): Promise<boolean> {
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;
}

describe('confirmations', () => {
  it('a session without a recipe cannot start, and says why; Delete asks in a dialog that Escape cancels', async () => {
    const created = await api<{ code?: string; session?: { code: string } }>('POST', '/sessions/create/', hostToken, {
      name: 'Empty meal',
      kitchen: (await api<{ id: number }>('POST', '/kitchens/', hostToken, { name: 'Dialog kitchen', use_default: true })).id,
    });
    const code = created.session?.code ?? created.code!;
    const host = await openHostPage(await suite.context('laptop'), code, hostToken);
    const natives = nativeDialogs(host);
    const start = host.getByRole('button', { name: 'Start Session' });
    await start.waitFor();
    expect(await start.isDisabled()).toBe(true);
    const reason = host.locator(`#${await start.getAttribute('aria-describedby')}`);
    expect(await reason.textContent()).toBe('Start is off until the session has a recipe: add one in the Recipes tab.');
    await screenshot(host, 'host-start-needs-recipe');
    // The dashboard too: Start is off, and says why.
    await host.goto('/dashboard');
    const card = host.locator('.session-card', { hasText: code });
    const dashStart = card.getByRole('button', { name: 'Start Session' });
    expect(await dashStart.isDisabled()).toBe(true);
    expect(await host.locator(`#${await dashStart.getAttribute('aria-describedby')}`).textContent()).toBe('Add a recipe to start.');
    await host.goto(`/sessions/${code}`);

    await host.getByRole('button', { name: 'Delete Session' }).click();
    const dialog = host.getByRole('alertdialog', { name: 'Delete this session?' });
    await dialog.waitFor();
    expect(await focusInside(dialog)).toBe(true);
    expect(await inView(host, dialog)).toBe(true);
    expect(await seriousAccessibilityProblems(host)).toEqual([]);
    await screenshot(host, 'host-delete-dialog');
    await host.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect((await api<{ status: string }>('GET', `/sessions/${code}/`, hostToken)).status).toBe('waiting');

    await host.getByRole('button', { name: 'Delete Session' }).click();
    await dialog.getByRole('button', { name: 'Delete Session' }).click();
    await waitForPath(host, '/dashboard');
    expect(natives).toEqual([]);
  });

  it('End and Remove ask in the dialog on the laptop; Leave asks in view on a phone scrolled down', async () => {
    const code = await recipeSession(api, hostToken, 'Greek Salad');
    const ana = await joinCook(api, code, 'Ana');
    await joinCook(api, code, 'Ben');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const host = await openHostPage(await suite.context('laptop'), code, hostToken);
    const natives = nativeDialogs(host);

    // End: Escape cancels, nothing changes.
    await host.getByRole('button', { name: 'End Session' }).click();
    const end = host.getByRole('alertdialog', { name: 'End this session?' });
    await end.getByText('Are you sure you want to end this session? This action cannot be undone.').waitFor();
    expect(await focusInside(end)).toBe(true);
    expect(await seriousAccessibilityProblems(host)).toEqual([]);
    await screenshot(host, 'host-end-dialog');
    await host.keyboard.press('Escape');
    await end.waitFor({ state: 'hidden' });
    expect((await api<{ status: string }>('GET', `/sessions/${code}/`, hostToken)).status).toBe('active');

    // Remove (Cooks tab): Cancel keeps the cook, Remove takes them out.
    await host.getByRole('tab', { name: /Cooks/ }).click();
    const benCard = host.getByRole('article', { name: 'Ben' });
    await benCard.getByRole('button', { name: 'Remove' }).click();
    const remove = host.getByRole('alertdialog', { name: 'Remove Ben?' });
    await remove.waitFor();
    expect(await focusInside(remove)).toBe(true);
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await remove.waitFor({ state: 'hidden' });
    await benCard.getByRole('button', { name: 'Remove' }).click();
    await remove.getByRole('button', { name: 'Remove' }).click();
    await benCard.waitFor({ state: 'detached' });

    // Leave on a phone at the LAN name, scrolled to the bottom of a long page: the dialog is in view.
    const phone = await openCookPage(suite.track(await phoneContext(suite.browser, lanUrl(suite.server.url))), code, ana);
    const phoneNatives = nativeDialogs(phone);
    await phone.locator('.task-card').first().waitFor();
    await phone.getByRole('button', { name: 'Leave session' }).scrollIntoViewIfNeeded();
    await phone.getByRole('button', { name: 'Leave session' }).click();
    const leave = phone.getByRole('alertdialog', { name: 'Leave this session?' });
    await leave.waitFor();
    expect(await inView(phone, leave)).toBe(true);
    expect(phone.viewportSize()).toEqual(PHONE);
    expect(await focusInside(leave)).toBe(true);
    expect(await seriousAccessibilityProblems(phone)).toEqual([]);
    await phone.screenshot({ path: `${ARTIFACTS_DIR}cook-leave-dialog-viewport.png` });
    await phone.keyboard.press('Escape');
    await leave.waitFor({ state: 'hidden' });
    await phone.getByRole('button', { name: 'Leave session' }).click();
    await leave.getByRole('button', { name: 'Leave', exact: true }).click();
    await waitForPath(phone, '/join');

    // Back on the laptop, End for real.
    await host.getByRole('tab', { name: 'Overview' }).click();
    await host.getByRole('button', { name: 'End Session' }).click();
    await end.getByRole('button', { name: 'End Session' }).click();
    await host.locator('.session-title .status-pill', { hasText: 'Ended Early' }).waitFor();
    expect(natives).toEqual([]);
    expect(phoneNatives).toEqual([]);
  });
});
