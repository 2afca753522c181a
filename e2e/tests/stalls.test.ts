import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { screenshot } from '../support/browser';
import { openCookPage, registerHost, type JoinedCook } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * Issue 12: a meal never stalls silently. The host sees why on the session page with one-tap
 * fixes; the cook is asked the missing skill and told what the kitchen waits for instead of
 * 'Ready to Cook!'.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);
let hostToken: string;

beforeAll(async () => {
  hostToken = await registerHost(api);
});

type Cook = JoinedCook;

async function crumbleSession(equipment?: Record<string, number>) {
  const kitchen = await api<{ id: number }>('POST', '/kitchens/', hostToken, equipment ? { name: 'Tiny', equipment } : { name: 'Std', use_default: true });
  const created = await api<{ code: string }>('POST', '/sessions/create/', hostToken, { kitchen: kitchen.id });
  const recipes = await api<Array<{ id: number; name: string }>>('GET', '/recipes/', hostToken);
  await api('POST', `/sessions/${created.code}/recipes/`, hostToken, { recipe_id: recipes.find((r) => r.name.startsWith('Apple Crumble'))!.id });
  return created.code;
}

async function cookPage(code: string, cook: Cook): Promise<Page> {
  return openCookPage(await suite.context('phone'), code, cook);
}

async function hostPage(code: string): Promise<Page> {
  const context = await suite.context('laptop');
  await context.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), hostToken);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`/sessions/${code}`);
  return page;
}

describe('a stalled kitchen', () => {
  it('asks the cook the missing skill, tells them what the kitchen waits for, and shows the host why with fixes that work', async () => {
    const code = await crumbleSession();
    // Ann skips the questionnaire: nobody can bake.
    const ann = await api<Cook>('POST', `/sessions/${code}/join/`, null, { display_name: 'Ann' });
    await api('POST', `/sessions/${code}/start/`, hostToken);

    const host = await hostPage(code);
    const banner = host.locator('.stall-banner');
    await banner.getByText('Waiting for someone who can do Baking (Preheat the oven)').waitFor();
    await banner.getByText('Asking Ann on their phones.').first().waitFor();

    const cook = await cookPage(code, ann);
    const question = cook.getByRole('heading', { name: /^Can you do / });
    await question.waitFor();
    // Ann keeps cooking what she can; once she has no task, she is told what the kitchen waits for.
    expect(await cook.getByText('Ready to Cook!').count()).toBe(0);
    await screenshot(cook, 'stall-cook-question');
    // Ann answers No to baking (the stalled skill is asked first).
    expect(await question.textContent()).toBe('Can you do baking?');
    await cook.getByRole('button', { name: 'No', exact: true }).click();
    await cook.getByRole('heading', { name: 'Can you do baking?' }).waitFor({ state: 'detached' });

    // The host sees she declined and lets her do it: the oven task leaves the banner.
    const letAnn = host.getByRole('button', { name: 'Let Ann do baking' }).first();
    await letAnn.waitFor();
    await screenshot(host, 'stall-host-banner');
    await letAnn.click();
    await host.getByText('Waiting for someone who can do Baking (Preheat the oven)').waitFor({ state: 'detached' });
    // The re-plan that hands the preheat to Ann runs in the planner's pool: the server's stalls follow it.
    const left = async () => (await api<{ stalls: Array<{ task_name: string }> }>('GET', `/sessions/${code}/stalls/`, hostToken)).stalls.map((s) => s.task_name);
    await expect.poll(left).not.toContain('Preheat the oven');
  });

  it('warns before the start about equipment the kitchen lacks, and Mark oven available unblocks the meal', async () => {
    const code = await crumbleSession({ prep_stations: 2, oven: 0, stove_4_burner: 1, sink: 1 });
    const host = await hostPage(code);
    await host.getByText(/Apple Crumble.* needs Oven, which this kitchen does not have\./).waitFor();
    const cy = await api<Cook>('POST', `/sessions/${code}/join/`, null, { display_name: 'Cy' });
    const { skills } = await api<{ skills: Array<{ id: number }> }>('GET', `/sessions/${code}/required-skills/`, cy.token);
    await api('POST', `/sessions/${code}/participants/${cy.participant.id}/skills/`, cy.token, { skills: skills.map((s) => s.id) });
    await api('POST', `/sessions/${code}/start/`, hostToken);
    await host.getByText('Waiting for an oven (Preheat the oven)').waitFor();
    await host.getByRole('button', { name: 'Mark oven available' }).first().click();
    await host.getByText('Waiting for an oven (Preheat the oven)').waitFor({ state: 'detached' });
    // The planner pool re-plans after the kitchen change commits: ask until nothing is stalled.
    await expect.poll(async () => (await api<{ stalls: unknown[] }>('GET', `/sessions/${code}/stalls/`, hostToken)).stalls, { timeout: 10_000 }).toEqual([]);
  });

  it('pauses from the session page: the cook sees the paused screen, and Resume brings the kitchen back', async () => {
    const code = await crumbleSession();
    const cook = await api<Cook>('POST', `/sessions/${code}/join/`, null, { display_name: 'Pia' });
    const { skills } = await api<{ skills: Array<{ id: number }> }>('GET', `/sessions/${code}/required-skills/`, cook.token);
    await api('POST', `/sessions/${code}/participants/${cook.participant.id}/skills/`, cook.token, { skills: skills.map((s) => s.id) });
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const host = await hostPage(code);
    const phone = await cookPage(code, cook);
    await phone.locator('.live-dot-connected').waitFor();
    await host.getByRole('button', { name: 'Pause Session' }).click();
    await phone.getByRole('heading', { name: 'Paused' }).waitFor();
    await screenshot(phone, 'cook-paused');
    const view = await api<{ paused_at: string | null }>('GET', `/sessions/${code}/`, hostToken);
    expect(view.paused_at).toEqual(expect.any(String));
    await host.getByRole('button', { name: 'Resume Session' }).click();
    await phone.getByRole('heading', { name: 'Paused' }).waitFor({ state: 'detached' });
    expect((await api<{ paused_at: string | null }>('GET', `/sessions/${code}/`, hostToken)).paused_at).toBeNull();
  });

  it('deletes a waiting session from the dashboard', async () => {
    const code = await crumbleSession();
    const context = await suite.context('laptop');
    await context.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), hostToken);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto('/dashboard');
    const card = page.locator('.session-card', { hasText: code });
    await card.getByRole('button', { name: 'Delete Session' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this session?' }).getByRole('button', { name: 'Delete Session' }).click();
    await card.waitFor({ state: 'detached' });
    const list = await api<Array<{ code: string }>>('GET', '/sessions/', hostToken);
    expect(list.map((s) => s.code)).not.toContain(code);
  });
});
