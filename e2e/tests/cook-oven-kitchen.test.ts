import { scaledClock } from '@brigade/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { lanUrl, phoneContext, screenshot } from '../support/browser';
import { joinCook, listAssignments, openCookPage, registerHost, type AssignmentRow, type JoinedCook } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * The cook's phone follows the kitchen's oven (issues 34 and 38.10), opened at the kitchen's LAN
 * name as a phone on the Wi-Fi does: a dish baked at another dish's temperature says so on its
 * card, and a "waiting for an oven" line goes as soon as the host marks an oven available.
 * Kitchen time runs 600 × (a 40-minute bake takes 4 seconds).
 */
const suite = browserSuite({ clock: scaledClock(600), timerIntervalMs: 50 });
const api = restClient(() => suite.server.url);
let hostToken: string;

beforeAll(async () => {
  hostToken = await registerHost(api);
});

async function session(recipes: string[], equipment?: Record<string, number>) {
  const kitchen = await api<{ id: number }>('POST', '/kitchens/', hostToken, equipment ? { name: 'Small', equipment } : { name: 'Std', use_default: true });
  const created = await api<{ code: string }>('POST', '/sessions/create/', hostToken, { kitchen: kitchen.id });
  const all = await api<Array<{ id: number; name: string }>>('GET', '/recipes/', hostToken);
  for (const name of recipes) await api('POST', `/sessions/${created.code}/recipes/`, hostToken, { recipe_id: all.find((r) => r.name.startsWith(name))!.id });
  return { code: created.code, kitchenId: kitchen.id };
}

async function phone(code: string, cook: JoinedCook) {
  return openCookPage(suite.track(await phoneContext(suite.browser, lanUrl(suite.server.url))), code, cook);
}

/** Completes the cook's tasks through the API (never a running timer) until `until` holds for the board; returns the board then. */
async function cookUntil(code: string, cook: JoinedCook, until: (rows: AssignmentRow[]) => boolean): Promise<AssignmentRow[]> {
  for (let round = 0; round < 600; round++) {
    const rows = await listAssignments(api, code, hostToken);
    if (until(rows)) return rows;
    const mine = rows.filter((a) => a.participant_id === cook.participant.id && a.status === 'in_progress' && a.timer_started_at === null);
    for (const a of mine) await api('POST', `/sessions/${code}/assignments/${a.id}/complete/`, cook.token);
    // Nothing to tap: the kitchen's timers (or the planner) move the meal on; ask again.
    if (mine.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the meal never got there');
}

describe("the cook's phone and the kitchen's oven", () => {
  it('says why the crumble bakes at the roast chicken\'s 200 °C, and for how much less time', async () => {
    const { code } = await session(['Roast Chicken', 'Apple Crumble']);
    const ana = await joinCook(api, code, 'Ana');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const isBake = (a: AssignmentRow) => a.task_name === 'Bake the crumble' && a.status === 'in_progress';
    const rows = await cookUntil(code, ana, (r) => r.some(isBake));
    expect((rows.find(isBake) as AssignmentRow & { oven?: unknown }).oven).toMatchObject({ temperature_c: 200, recipe_temperature_c: 190, minutes_changed: -2 });

    const page = await phone(code, ana);
    const card = page.locator('.task-card', { has: page.getByRole('heading', { name: 'Bake the crumble' }) });
    await card.getByText('Oven at 200 °C (recipe says 190 °C): it shares the oven with Roast Chicken with Vegetables and Gravy, so bake 2 min less.').waitFor();
    await card.getByText('200 °C').first().waitFor();
    // The timer the card announces is the one that will run: the recipe's 40 minutes less 2.
    await card.locator('dt', { hasText: 'Then the timer' }).locator('xpath=following-sibling::dd[1]').getByText('38 min').waitFor();
    await screenshot(page, 'cook-oven-shared');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    // The host's task map says the same of the crumble's oven tasks (zoomed in to full cards, on the crumble's band).
    const host = await suite.context('laptop');
    await host.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), hostToken);
    const map = await host.newPage();
    map.setDefaultTimeout(15_000);
    await map.goto(`/sessions/${code}/dag`);
    await map.getByRole('navigation', { name: 'Dishes' }).getByRole('button', { name: /^Apple Crumble/ }).click();
    const zoomIn = map.getByRole('button', { name: 'Zoom in' });
    await expect
      .poll(
        async () => {
          const texts = await map.locator('.task-card-oven').allTextContents();
          if (texts.length === 0) await zoomIn.click();
          return texts;
        },
        { timeout: 20_000 },
      )
      .toContain('Oven 200 °C (recipe 190 °C, beside Roast Chicken with Vegetables and Gravy)');
  });

  it('drops the "waiting for an oven" line as soon as the host marks an oven available', async () => {
    const { code, kitchenId } = await session(['Apple Crumble'], { prep_stations: 2, oven: 0, stove_4_burner: 1, sink: 1 });
    const cy = await joinCook(api, code, 'Cy');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    // Cy does everything the kitchen allows without an oven: then only the oven's work is left.
    await cookUntil(code, cy, (r) => !r.some((a) => a.participant_id === cy.participant.id && (a.status === 'in_progress' || a.status === 'pending')) && r.some((a) => a.status === 'unassignable'));
    const page = await phone(code, cy);
    const line = page.getByText('Waiting for an oven (Preheat the oven)');
    await line.waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    await api('PATCH', `/kitchens/${kitchenId}/`, hostToken, { equipment: { oven: 1 } });
    // The kitchen's answer comes after the session's change committed: no stall is left already,
    // whether or not the re-plan (after that commit, in the planner pool) has run yet.
    const after = await api<{ stalls: Array<{ task_name: string }>; waiting_for: string | null }>('GET', `/sessions/${code}/stalls/`, cy.token);
    expect(after.stalls.map((s) => s.task_name)).not.toContain('Preheat the oven');
    await line.waitFor({ state: 'detached' });
    // The oven's first task reaches Cy's phone.
    await page.getByRole('heading', { name: 'Preheat the oven' }).waitFor();
  });
});
