import type { Clock } from '@brigade/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/axe';
import { restClient } from '../support/api';
import { screenshot } from '../support/browser';
import { browserSuite } from '../support/suite';

// The kitchen learns how its household cooks (issue 37), in Chromium: after one meal cooked at
// 1.5 × the recipes, the host's page says so and its switch turns learned times off for the next
// meal; the cook sees their own pace on their phone and forgets it; another cook sees none of it.
const clock: Clock & { at: number } = { at: Date.parse('2026-11-28T17:00:00.000Z'), now: () => clock.at, scale: 1 };
const suite = browserSuite({ clock, timerIntervalMs: 20 });
const api = restClient(() => suite.server.url);

interface Row { id: number; status: string; participant_id: number | null; timer_ends_at: string | null; estimated_duration_minutes: number }

async function register(username: string, host = false): Promise<string> {
  const reg = await api<{ token: string }>('POST', '/auth/register/', null, { username, email: `${username}@example.com`, password: 'kitchen-pass-1', password_confirm: 'kitchen-pass-1', is_host: host });
  return reg.token;
}

async function newMeal(hostToken: string, kitchenId: number): Promise<string> {
  const session = await api<{ code: string }>('POST', '/sessions/create/', hostToken, { kitchen: kitchenId });
  const recipes = await api<Array<{ id: number; name: string }>>('GET', '/recipes/', hostToken);
  await api('POST', `/sessions/${session.code}/recipes/`, hostToken, { recipe_id: recipes.find((r) => r.name.includes('Greek Salad'))!.id });
  return session.code;
}

/** The cook (signed in as themselves) cooks the whole meal through REST taps, each task taking 1.5 × its minutes of kitchen time. */
async function cookMeal(code: string, hostToken: string, cookToken: string) {
  const joined = await api<{ participant: { id: number } }>('POST', `/sessions/${code}/join/`, cookToken, { display_name: 'Ana' });
  const required = (await api<{ skills: Array<{ id: number }> }>('GET', `/sessions/${code}/required-skills/`, null)).skills.map((s) => s.id);
  await api('POST', `/sessions/${code}/participants/${joined.participant.id}/skills/`, cookToken, { skills: required });
  await api('POST', `/sessions/${code}/start/`, hostToken);
  const rows = async () => (await api<{ assignments: Row[] }>('GET', `/sessions/${code}/assignments/`, hostToken)).assignments;
  const tick = async () => {
    clock.at += 60_000;
    await api('POST', `/sessions/${code}/heartbeat/`, cookToken);
  };
  for (let round = 0; round < 200; round++) {
    await suite.server.server.deps.planner.idle();
    if ((await api<{ status: string }>('GET', `/sessions/${code}/`, hostToken)).status === 'completed') return;
    const list = await rows();
    const mine = list.find((a) => a.participant_id === joined.participant.id && a.status === 'in_progress' && a.timer_ends_at === null);
    if (mine) {
      for (let i = 0; i < Math.round(mine.estimated_duration_minutes * 1.5); i++) await tick();
      await api('POST', `/sessions/${code}/assignments/${mine.id}/complete/`, cookToken);
      continue;
    }
    const timer = list.find((a) => a.status === 'in_progress' && a.timer_ends_at !== null);
    if (!timer) throw new Error('nothing under way');
    while (clock.at <= Date.parse(timer.timer_ends_at!)) await tick();
    await expect.poll(async () => (await rows()).find((a) => a.id === timer.id)?.status, { timeout: 10_000 }).toBe('completed');
  }
  throw new Error('the meal never completed');
}

async function signedIn(kind: 'laptop' | 'phone', token: string): Promise<Page> {
  const page = await suite.page(kind, 20_000);
  await page.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), token);
  return page;
}

describe('the household pace in the browser', () => {
  it("shows the host's line and switch, and the cook's own pace with Forget my times", { timeout: 180_000 }, async () => {
    const hostToken = await register('pace_host', true);
    const anaToken = await register('pace_ana');
    const benToken = await register('pace_ben');
    const kitchen = await api<{ id: number }>('POST', '/kitchens/', hostToken, { name: 'Home', use_default: true });
    const first = await newMeal(hostToken, kitchen.id);
    await cookMeal(first, hostToken, anaToken);
    const next = await newMeal(hostToken, kitchen.id);

    // The host's page: the line, the switch on; switched off, the line says so and it stays off.
    const host = await signedIn('laptop', hostToken);
    await host.goto(`/sessions/${next}`);
    const line = host.getByTestId('learned-times');
    await line.getByText(/Times from 1 meal in this kitchen: about 1\.\d × the recipes/).waitFor();
    const toggle = host.getByRole('switch', { name: 'Use the times learned in this kitchen' });
    expect(await toggle.isChecked()).toBe(true);
    expect(await seriousAccessibilityProblems(host)).toEqual([]);
    await screenshot(host, 'pace-host-line');
    await toggle.click();
    await line.getByText(/Learned times are off for this session/).waitFor();
    await host.reload();
    await host.getByTestId('learned-times').getByText(/Learned times are off for this session/).waitFor();
    expect(await host.getByRole('switch', { name: 'Use the times learned in this kitchen' }).isChecked()).toBe(false);

    // The first meal's summary: what Brigade learned, per dish and per cook.
    await host.goto(`/sessions/${first}/summary`);
    const learned = host.getByTestId('meal-learning');
    await learned.getByRole('heading', { name: 'What Brigade learned' }).waitFor();
    await learned.getByRole('table', { name: 'Per dish' }).getByRole('row', { name: /Greek Salad/ }).getByText(/about 1\.\d+ ×/).waitFor();
    await learned.getByRole('table', { name: 'Per cook' }).getByRole('row', { name: /Ana/ }).getByText(/about \d\.\d+ ×/).waitFor();
    expect(await seriousAccessibilityProblems(host)).toEqual([]);
    await learned.scrollIntoViewIfNeeded();
    await screenshot(host, 'pace-meal-summary');

    // Ana's phone: her own pace, then forgotten.
    const ana = await signedIn('phone', anaToken);
    await ana.goto('/account/pace');
    await ana.getByTestId('my-pace').getByText(/Home: about \d[.,]\d+ × the kitchen's pace \(\d+ tasks\)/).waitFor();
    expect(await seriousAccessibilityProblems(ana)).toEqual([]);
    await screenshot(ana, 'pace-cook-own');
    await ana.getByRole('button', { name: 'Forget my times' }).click();
    await ana.getByText('Your times are forgotten.').waitFor();
    await ana.reload();
    await ana.getByText('No times of yours are kept.').waitFor();

    // Ben, another cook, sees nothing of Ana's.
    const ben = await signedIn('phone', benToken);
    await ben.goto('/account/pace');
    await ben.getByText('No times of yours are kept.').waitFor();
    expect(await ben.content()).not.toContain('Home:');
  });
});
