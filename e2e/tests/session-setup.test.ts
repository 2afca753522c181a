import { createServer } from '@brigade/server';
import jsQR from 'jsqr';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { trpcClient } from '../support/api';
import { LAPTOP, PHONE, screenshot, waitForPath } from '../support/browser';
import { WEB_DIST } from '../support/server';
import { browserSuite } from '../support/suite';

const suite = browserSuite();

const newPage = (): Promise<Page> => suite.page();

async function api(path: string, init: { method?: string; token?: string; body?: unknown; base?: string } = {}): Promise<any> {
  const response = await fetch(`${init.base ?? suite.server.url}/api/${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Token ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Decodes the QR code of an `<img src="data:image/png;base64,...">`. */
function decodeQr(dataUrl: string): string {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const result = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!result) throw new Error('No QR code found in the image');
  return result.data;
}

const difficultyBucket = (level: string) => (level === 'beginner' ? 'easy' : level === 'intermediate' ? 'medium' : 'hard');

describe('session setup: a host creates, fills, starts, watches and ends a session', () => {
  it('runs the whole host flow in the browser', async () => {
    // The first account on a fresh server becomes staff: register a throwaway one first.
    await api('auth/register/', {
      body: { username: 'site_owner', email: 'owner@example.com', password: 'kitchen-pass-1', password_confirm: 'kitchen-pass-1', is_host: true },
    });

    const page = await newPage();
    await page.goto('/register?type=host');
    await page.getByLabel('Username').fill('host_hana');
    await page.getByLabel('Email').fill('hana@example.com');
    await page.getByLabel('Password', { exact: true }).fill('kitchen-pass-1');
    await page.getByLabel('Confirm password').fill('kitchen-pass-1');
    await page.getByRole('button', { name: 'Register as Host' }).click();
    await waitForPath(page, '/');
    const hostToken = (await page.evaluate(() => globalThis.localStorage.getItem('authToken'))) as string;
    expect(hostToken).toBeTruthy();

    // No kitchen yet: the create form offers to make one.
    await page.goto('/sessions/create');
    await page.getByText('You need a kitchen first').waitFor();
    expect(await page.getByRole('link', { name: 'Create Kitchen' }).getAttribute('href')).toBe('/kitchens/create');
    await screenshot(page, 'session-create-no-kitchen');

    await api('kitchens/', { token: hostToken, body: { name: 'Hana Kitchen', description: '', use_default: true } });

    // Dashboard: a plain host, no sessions yet.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'No active sessions' }).waitFor();
    expect(await page.getByTestId('waiting-count').textContent()).toBe('0');
    expect(await page.getByRole('link', { name: 'Generate Recipe' }).count()).toBe(0);
    for (const href of ['/sessions/history', '/recipes', '/kitchens']) {
      expect(await page.locator(`nav[aria-label="Host tools"] a[href="${href}"]`).count()).toBe(1);
    }
    await screenshot(page, 'dashboard-empty');

    // Create the session; the only kitchen is preselected.
    await page.getByRole('link', { name: 'Create Session' }).first().click();
    await waitForPath(page, '/sessions/create');
    const kitchenSelect = page.getByLabel('Kitchen');
    await kitchenSelect.waitFor();
    expect(await kitchenSelect.locator('option:checked').textContent()).toBe('Hana Kitchen');
    await page.getByText('unique 6-character code').waitFor();
    await page.getByLabel('Session Name (optional)').fill('Friday Feast');
    await page.getByLabel('Station Assignment').selectOption('fixed');
    await screenshot(page, 'session-create');
    await page.getByRole('button', { name: 'Create Session' }).click();
    await page.waitForURL(/\/sessions\/[A-Z0-9]{6}$/);
    const code = new URL(page.url()).pathname.split('/').pop()!;
    expect(code).toMatch(/^[A-Z0-9]{6}$/);

    await page.getByRole('heading', { name: 'Friday Feast', level: 1 }).waitFor();
    expect(await page.locator('nav.breadcrumbs').textContent()).toContain('Dashboard');
    expect(await page.locator('.session-title .status-pill').textContent()).toBe('Waiting');
    await page.getByRole('heading', { name: 'Session Ready to Start' }).waitFor();
    // Issue 12: a waiting session can be ended or deleted from its page.
    expect(await page.getByRole('button', { name: 'End Session' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Delete Session' }).count()).toBe(1);
    // The tab strip fits its height: nothing sticks out below it for a scrollbar (issue 38.6).
    const strip = await page.locator('.tabs[role="tablist"]').first().evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    expect(strip.scroll).toBeLessThanOrEqual(strip.client);

    // The QR code encodes the join URL with the code.
    const qr = page.getByRole('img', { name: `QR code to join session ${code}` });
    await qr.waitFor();
    await page.getByText('Cooks can scan this code to join the session').waitFor();
    expect(await page.locator('.session-code-large').textContent()).toBe(code);
    const decoded = decodeQr((await qr.getAttribute('src'))!);
    expect(decoded).toContain(`/join?code=${code}`);
    expect(await page.locator('.join-url').textContent()).toBe(decoded);
    await screenshot(page, 'session-overview-waiting');

    // Tabs: keyboard arrows move between them.
    const overviewTab = page.getByRole('tab', { name: 'Overview' });
    await overviewTab.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Cooks (0)' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    const recipesTab = page.getByRole('tab', { name: 'Recipes' });
    expect(await recipesTab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel').getByRole('heading', { name: 'Included Recipes' }).waitFor();

    // Add a recipe from Add More Recipes, then a second copy through Manage Copies.
    const recipes: any[] = await api('recipes/', { token: hostToken });
    const salad = recipes.find((r) => r.name === 'Greek Salad with Warm Pitta');
    const pasta = recipes.find((r) => r.name === 'Spaghetti Carbonara');
    expect(salad && pasta).toBeTruthy();
    await page.getByRole('button', { name: `Add ${salad.name}` }).click();
    const saladCard = page.locator('article.included-recipe', { has: page.getByRole('heading', { name: salad.name }) });
    await saladCard.waitFor();
    expect(await saladCard.locator('.copy-count').textContent()).toBe('1 copy');
    await saladCard.getByRole('button', { name: 'Manage Copies' }).click();
    const dialog = page.getByRole('dialog', { name: `Manage Copies: ${salad.name}` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add Another Copy' }).click();
    await dialog.getByText('Copy 2').waitFor();
    // A third copy, removed again (copies that are neither active nor completed can go).
    await dialog.getByRole('button', { name: 'Add Another Copy' }).click();
    await dialog.getByText('Copy 3').waitFor();
    await screenshot(page, 'session-manage-copies');
    await dialog.getByRole('button', { name: 'Remove copy 3' }).click();
    await dialog.getByText('Copy 3').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await saladCard.locator('.copy-count', { hasText: '2 copies' }).waitFor();

    // Browse all recipes: search and filters.
    await page.getByRole('link', { name: 'Browse All Recipes' }).click();
    await waitForPath(page, `/sessions/${code}/recipes`);
    await page.getByRole('heading', { name: 'Browse Recipes' }).waitFor();
    await page.locator('article.recipe-card').first().waitFor();
    expect(await page.locator('article.recipe-card').count()).toBe(recipes.length);
    expect(await page.getByText(/^Showing \d+ of \d+ recipes$/).count()).toBe(0);

    await page.getByLabel('Search recipes').fill('carbonara');
    await page.getByText(`Showing 1 of ${recipes.length} recipes`).waitFor();
    await page.getByLabel('Search recipes').fill('');
    await page.getByLabel('Difficulty').selectOption('easy');
    await page.getByLabel('Cooking time').selectOption('quick');
    const quickEasy = recipes.filter((r) => difficultyBucket(r.difficulty_level) === 'easy' && r.estimated_time_minutes <= 30).length;
    expect(quickEasy).toBeGreaterThan(0);
    await page.getByText(`Showing ${quickEasy} of ${recipes.length} recipes`).waitFor();
    expect(await page.locator('article.recipe-card').count()).toBe(quickEasy);
    await screenshot(page, 'session-browse-filtered');

    await page.getByLabel('Group size').selectOption('large');
    await page.getByRole('heading', { name: 'No recipes found' }).waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.locator('article.recipe-card').nth(recipes.length - 1).waitFor();
    expect(await page.getByRole('button', { name: 'Clear Filters' }).count()).toBe(0);
    expect(await page.getByLabel('Difficulty').inputValue()).toBe('');

    const pastaCard = page.locator('article.recipe-card', { has: page.getByRole('heading', { name: pasta.name }) });
    // Said in a status banner, not a blocking alert (issue 17).
    await pastaCard.getByRole('button', { name: 'Add to Session' }).click();
    await page.getByRole('status').getByText(`${pasta.name} was added to the session`).waitFor();
    await pastaCard.getByText('In session').waitFor();
    await screenshot(page, 'session-browse');

    await page.getByRole('link', { name: 'Back to Session' }).click();
    await waitForPath(page, `/sessions/${code}`);
    await page.getByRole('tab', { name: 'Recipes' }).click();
    await page.locator('article.included-recipe', { has: page.getByRole('heading', { name: pasta.name }) }).waitFor();
    expect(await page.locator('article.included-recipe').count()).toBe(2);
    await screenshot(page, 'session-recipes-tab');

    // The dashboard lists it as waiting; Start Session opens the start prompt on the session page.
    await page.goto('/dashboard');
    const card = page.locator('article.session-card', { has: page.getByRole('heading', { name: 'Friday Feast' }) });
    await card.waitFor();
    expect(await page.getByTestId('waiting-count').textContent()).toBe('1');
    expect(await card.locator('.status-pill').textContent()).toBe('Waiting');
    expect(await card.textContent()).toContain(code);
    await screenshot(page, 'dashboard-waiting');
    await card.getByRole('link', { name: 'Start Session' }).click();
    await page.waitForURL((url) => url.pathname === `/sessions/${code}` && url.search === '?start=1');
    const prompt = page.locator('section.start-confirm');
    await prompt.getByText('3 recipe copies').waitFor();
    await prompt.getByRole('button', { name: 'Start Session' }).click();
    await page.locator('.session-title .status-pill', { hasText: 'Active' }).waitFor();
    await page.getByRole('heading', { name: 'Cook Progress' }).waitFor();
    await page.getByText('Late joiners can scan this code to join the session in progress').waitFor();
    await page.locator('.live-indicator', { hasText: 'Live' }).waitFor();

    // A cook joins over the API: the board shows their column without a reload.
    const joined = await api(`sessions/${code}/join/`, { body: { display_name: 'Sam' } });
    expect(joined.token).toBeTruthy();
    const samColumn = page.getByRole('article', { name: 'Sam progress' });
    await samColumn.waitFor();
    await samColumn.locator('.cook-current strong').waitFor();
    expect(await samColumn.locator('.cook-done-count').textContent()).toBe('0 completed');

    const { assignments } = await api(`sessions/${code}/assignments/`, { token: hostToken });
    const current = (assignments as any[]).find((a) => a.participant_id === joined.participant.id && a.status === 'in_progress');
    expect(current).toBeTruthy();
    expect(await samColumn.locator('.cook-current strong').textContent()).toBe(current.task_name);
    await screenshot(page, 'session-board');

    await api(`sessions/${code}/assignments/${current.id}/complete/`, { token: joined.token, body: {} });
    await samColumn.locator('.cook-done-count', { hasText: '1 completed' }).waitFor();
    await samColumn.locator('.cook-completed-list li', { hasText: current.task_name }).waitFor();
    expect(await samColumn.locator('.cook-completed-list').evaluate((el) => getComputedStyle(el).maxHeight)).toBe('200px');
    await screenshot(page, 'session-board-progress');

    // A help request shows with who and which task.
    const after = await api(`sessions/${code}/assignments/`, { token: hostToken });
    const next = (after.assignments as any[]).find((a) => a.participant_id === joined.participant.id && a.status === 'in_progress');
    expect(next).toBeTruthy();
    await trpcClient(() => suite.server.url)('live.requestHelp', joined.token, { code, assignmentId: next.id });
    // Said once, in the help banner at the top; 'On my way' answers it.
    const helpItem = page.locator('.help-banner-item');
    await helpItem.waitFor();
    expect(await helpItem.textContent()).toContain(`Sam needs help with “${next.task_name}”`);
    expect(await page.getByText(/help/i).count()).toBe(1);
    await screenshot(page, 'session-help-request');
    await helpItem.getByRole('button', { name: 'On my way' }).click();
    await helpItem.waitFor({ state: 'detached' });

    // Cooks tab.
    await page.getByRole('tab', { name: 'Cooks (1)' }).click();
    const samCard = page.locator('article.cook-card', { has: page.getByRole('heading', { name: 'Sam' }) });
    await samCard.waitFor();
    expect(await samCard.getByRole('link', { name: 'Manage Skills' }).getAttribute('href')).toBe(
      `/skills/${code}?participant=${joined.participant.id}`,
    );
    await samCard.getByRole('button', { name: 'Force Disconnect' }).waitFor();
    await samCard.getByRole('button', { name: 'Remove' }).waitFor();
    await screenshot(page, 'session-cooks');

    // Force disconnect: Sam moves to Disconnected Cooks; his tasks went back to the pool (no orphan).
    await samCard.getByRole('button', { name: 'Force Disconnect' }).click();
    await page.getByRole('heading', { name: 'Disconnected Cooks (1)' }).waitFor();
    const offline = page.locator('article.cook-card-disconnected', { has: page.getByRole('heading', { name: 'Sam' }) });
    await offline.getByText('Last seen: Just now').waitFor();
    await offline.getByRole('button', { name: 'Remove from Session' }).waitFor();
    expect(await offline.locator('.orphan-warning').count()).toBe(0);
    await screenshot(page, 'session-cooks-disconnected');
    await page.getByRole('tab', { name: 'Overview' }).click();
    await samColumn.getByTestId('cook-connection').getByText(/Disconnected by you at /).waitFor();

    // The host joins as a cook (the name prefilled with the username), then gets a Cook Dashboard button.
    await page.getByRole('button', { name: 'Join as Cook' }).click();
    expect(await page.getByLabel('Your name in the kitchen').inputValue()).toMatch(/^host_hana/);
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await page.getByRole('link', { name: 'Cook Dashboard' }).waitFor();
    expect(await page.getByRole('link', { name: 'Cook Dashboard' }).getAttribute('href')).toBe(`/cook/${code}`);
    await page.getByRole('tab', { name: 'Cooks (2)' }).click();
    const hostCard = page.locator('article.cook-card', { has: page.getByRole('heading', { name: /host_hana/ }) });
    await hostCard.locator('.badge-host').waitFor();
    await page.getByRole('tab', { name: 'Overview' }).click();

    // Task Flow tab.
    await page.getByRole('tab', { name: 'Task Flow' }).click();
    expect(await page.getByRole('link', { name: 'Open Full Task Map' }).getAttribute('href')).toBe(`/sessions/${code}/dag`);

    // The board on a phone: columns stack.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.setViewportSize(PHONE);
    await samColumn.waitFor();
    await screenshot(page, 'session-board-phone');
    await page.setViewportSize(LAPTOP);

    // End the session after confirming (the app's own dialog, never the browser's).
    await page.getByRole('button', { name: 'End Session' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'End this session?' });
    await confirm.getByText('Are you sure you want to end this session? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'End Session' }).click();
    await page.locator('.session-title .status-pill', { hasText: 'Ended Early' }).waitFor();
    expect(await page.getByRole('button', { name: 'End Session' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Cook Dashboard' }).count()).toBe(1);
    await screenshot(page, 'session-ended');

    // History.
    await page.goto('/sessions/history');
    const row = page.locator('tr.history-row', { hasText: 'Friday Feast' });
    await row.waitFor();
    expect(await row.locator('.status-pill').textContent()).toBe('Ended Early');
    expect(await row.textContent()).toContain(code);
    const stats = await page.locator('dl.stat-bar dd').allTextContents();
    expect(stats).toEqual(['1', '0', '1']);
    expect(await row.locator('td').nth(1).textContent()).toBe('2');
    await screenshot(page, 'session-history');
    await row.getByRole('link', { name: 'View' }).click();
    await waitForPath(page, `/sessions/${code}`);

    // Off the dashboard now.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'No active sessions' }).waitFor();
  });

  it('shows Session not found for an unknown code', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.getByLabel('Username').fill('host_hana');
    await page.getByLabel('Password').fill('kitchen-pass-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await waitForPath(page, '/');
    const answer = page.waitForResponse((r) => r.url().includes('sessions.get'));
    await page.goto('/sessions/ZZZZZZ');
    expect((await answer).status()).toBe(404);
    await page.getByText('Session not found').waitFor();
    expect(await page.getByText('Failed to load session').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await page.getByRole('tab', { name: 'Overview' }).count()).toBe(0);
  });

  it('create form validation, empty history and the recipe library for a host with two kitchens', async () => {
    const host = await api('auth/register/', {
      body: { username: 'host_ines', email: 'ines@example.com', password: 'kitchen-pass-1', password_confirm: 'kitchen-pass-1', is_host: true },
    });
    for (const name of ['Upstairs', 'Downstairs']) await api('kitchens/', { token: host.token, body: { name, description: '', use_default: true } });
    const page = await newPage();
    await page.goto('/');
    await page.evaluate((t) => globalThis.localStorage.setItem('authToken', t), host.token as string);

    await page.goto('/sessions/history');
    await page.getByRole('heading', { name: 'No session history yet' }).waitFor();
    await screenshot(page, 'session-history-empty');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await waitForPath(page, '/dashboard');

    await page.goto('/sessions/create');
    const kitchen = page.getByLabel('Kitchen');
    await kitchen.waitFor();
    expect(await kitchen.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Create Session' }).click();
    await page.getByText('Please select a kitchen').waitFor();
    await screenshot(page, 'session-create-errors');
    await kitchen.selectOption({ label: 'Downstairs' });
    expect(await page.getByText('Please select a kitchen').count()).toBe(0);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await waitForPath(page, '/dashboard');

    await page.goto('/recipes');
    await page.locator('article.recipe-card').first().waitFor();
    await page.getByLabel('Search recipes').fill('no such dish anywhere');
    await page.getByRole('heading', { name: 'No recipes found' }).waitFor();
    await page.getByText(/^Showing 0 of \d+ recipes$/).waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    const first = page.locator('article.recipe-card').first();
    await first.getByRole('button', { name: 'Show details' }).click();
    await first.getByRole('heading', { name: 'Steps' }).waitFor();
    expect(await first.locator('.recipe-steps li').count()).toBeGreaterThan(0);
    await screenshot(page, 'recipes-library');
  });

  it('flags a cook who dropped with an orphaned task and unassigns it', async () => {
    // Its own server with a clock the test moves forward, past the 90 s presence window.
    let offset = 0;
    const dir = mkdtempSync(join(tmpdir(), 'brigade-e2e-orphan-'));
    const own = await createServer({
      databasePath: join(dir, 'brigade.db'),
      config: { publicUrl: 'http://127.0.0.1', importAllowPrivate: false, ai: {} },
      rateLimits: { failedLoginsPerMinute: 1_000, registrationsPerHour: 1_000 },
      webDist: WEB_DIST,
      logLevel: 'warn',
      clock: { now: () => Date.now() + offset, scale: 1 },
    });
    const base = await own.start(0, '127.0.0.1');
    try {
      const host = await api('auth/register/', {
        base,
        body: { username: 'host_omar', email: 'omar@example.com', password: 'kitchen-pass-1', password_confirm: 'kitchen-pass-1', is_host: true },
      });
      const token: string = host.token;
      const kitchen = await api('kitchens/', { base, token, body: { name: 'Omar Kitchen', description: '', use_default: true } });
      const created = await api('sessions/create/', { base, token, body: { kitchen: kitchen.id, station_preference: 'rotation' } });
      const code: string = created.code ?? created.session?.code;
      const recipes: any[] = await api('recipes/', { base, token });
      await api(`sessions/${code}/recipes/`, { base, token, body: { recipe_id: recipes.find((r) => r.name === 'Spaghetti Carbonara').id } });
      await api(`sessions/${code}/start/`, { base, token, body: {} });
      const cook = await api(`sessions/${code}/join/`, { base, body: { display_name: 'Rui' } });

      const context = await suite.browser.newContext({ baseURL: base, viewport: LAPTOP });
      suite.track(context);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      await page.goto('/');
      await page.evaluate((t) => globalThis.localStorage.setItem('authToken', t), token);
      await page.goto(`/sessions/${code}`);
      const column = page.getByRole('article', { name: 'Rui progress' });
      // His first task comes from the planner's worker: on a loaded machine that takes more than 10 s.
      await column.locator('.cook-current strong').waitFor({ timeout: 20_000 });
      const task = await column.locator('.cook-current strong').textContent();

      // Rui's phone goes quiet: after the presence window the server marks him gone.
      offset = 3 * 60_000;
      const orphan = column.locator('.orphan-warning');
      await orphan.waitFor();
      expect(await orphan.textContent()).toContain(`Orphaned task: ${task}`);
      await column.getByTestId('cook-connection').getByText(/Offline since /).waitFor();
      await screenshot(page, 'session-board-orphaned');

      await page.getByRole('tab', { name: 'Cooks (1)' }).click();
      const card = page.locator('article.cook-card-disconnected', { has: page.getByRole('heading', { name: 'Rui' }) });
      await card.getByText(/^Last seen: (Just now|\d+ minutes? ago)$/).waitFor();
      await card.getByText(`Orphaned task: ${task}`).waitFor();
      await card.getByRole('button', { name: 'Unassign Tasks' }).click();
      await card.getByText(`Orphaned task: ${task}`).waitFor({ state: 'detached' });
      expect(await card.getByRole('button', { name: 'Unassign Tasks' }).count()).toBe(0);
      await screenshot(page, 'session-cooks-unassigned');
      expect(cook.token).toBeTruthy();
    } finally {
      await own.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
