import { createServer, type BrigadeServer } from '@brigade/server';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laptopContext, launchBrowser, screenshot, waitForPath } from '../support/browser';
import { WEB_DIST } from '../support/server';
import { SPAGHETTI } from '@brigade/recipe-ai/testing/recipe-texts';

/**
 * Task map and Recipe Studio in the browser (spec 02). One server for all: it answers URL
 * imports of https://recipes.example/ from a saved recipe page (no real network) and resolves
 * that host to a public address, so the SSRF checks pass as they would for a real site.
 */

const RECIPE_PAGE = `<!doctype html><html><head><title>Lemon Rice</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Lemon Herb Rice',
  description: 'Fluffy rice with lemon and herbs.',
  recipeYield: '4 servings',
  totalTime: 'PT35M',
  recipeIngredient: ['2 cups basmati rice', '1 lemon', '1 bunch parsley', '2 tbsp butter'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Rinse the rice until the water runs clear.' },
    { '@type': 'HowToStep', text: 'Chop the parsley finely.' },
    { '@type': 'HowToStep', text: 'Simmer the rice in salted water for 15 minutes.' },
    { '@type': 'HowToStep', text: 'Stir in the butter, lemon juice and parsley, then serve.' },
  ],
})}</script></head><body><h1>Lemon Herb Rice</h1></body></html>`;

const fakeFetch: typeof fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.startsWith('https://recipes.example/')) {
    return new Response(RECIPE_PAGE, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
  return globalThis.fetch(input, init);
};

const TOMATO_SOUP = `Roast Tomato Soup

Ingredients
1 kg tomatoes
1 onion
2 cloves garlic
500 ml vegetable stock

Method
1. Heat the oven to 200°C.
2. Halve the tomatoes and roast them for 30 minutes.
3. Chop the onion and garlic.
4. Fry the onion and garlic in a pot for 5 minutes.
5. Add the roasted tomatoes and the stock and simmer for 15 minutes.
6. Blend until smooth and serve.`;

let dir: string;
let server: BrigadeServer;
let baseUrl: string;
let browser: Browser;
const contexts: BrowserContext[] = [];
let staffToken: string;

interface DagTask {
  id: string;
  name: string;
  original_task_id?: number;
}
interface Dag {
  tasks: DagTask[];
  dependencies: Array<{ task_id: string; depends_on_id: string }>;
}

async function api<T>(path: string, options: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Token ${options.token}` } : {}) },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${options.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

async function register(username: string): Promise<string> {
  const result = await api<{ token: string }>('/auth/register/', {
    body: { username, email: `${username}@example.com`, password: 'kitchen-pass-1', password_confirm: 'kitchen-pass-1', is_host: true },
  });
  return result.token;
}

async function newPage(token: string): Promise<Page> {
  const context = await laptopContext(browser, baseUrl);
  contexts.push(context);
  await context.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), token);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const dagOf = (code: string) => api<Dag>(`/sessions/${code}/dag/`, { token: staffToken });

/** Whether `to` can be reached from `from` along dependencies (depends_on → task). */
function reaches(dag: Dag, from: string, to: string): boolean {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (at === to) return true;
    for (const d of dag.dependencies) {
      if (d.depends_on_id === at && !seen.has(d.task_id)) {
        seen.add(d.task_id);
        queue.push(d.task_id);
      }
    }
  }
  return false;
}

/** Drags from `source`'s bottom connection point to `target`'s top one, as a cook would. */
async function drawEdge(page: Page, source: string, target: string) {
  const from = await page.locator(`.react-flow__node[data-id="${source}"] .react-flow__handle.source`).boundingBox();
  const to = await page.locator(`.react-flow__node[data-id="${target}"] .react-flow__handle.target`).boundingBox();
  if (!from || !to) throw new Error('connection points not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2 + 10, { steps: 8 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'brigade-e2e-map-'));
  server = await createServer({
    databasePath: join(dir, 'brigade.db'),
    config: { publicUrl: 'http://127.0.0.1', importAllowPrivate: false, ai: {} },
    rateLimits: { failedLoginsPerMinute: 1_000, registrationsPerHour: 1_000 },
    webDist: WEB_DIST,
    logLevel: 'warn',
    outside: { fetch: fakeFetch, lookup: async () => [{ address: '93.184.216.34', family: 4 }] },
  });
  baseUrl = await server.start(0, '127.0.0.1');
  browser = await launchBrowser();
  // The first account on a fresh server is staff and host.
  staffToken = await register('chef_staff');
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('task map', () => {
  it('renders the session graph, edits a task and adds an edge in edit mode, and refuses a cycle', async () => {
    const recipe = await api<{ recipe_id: number }>('/recipes/generate/', { token: staffToken, body: { mode: 'text', text: TOMATO_SOUP } });
    // Imported recipes arrive as drafts; published, it can go into a session.
    await api(`/recipes/${recipe.recipe_id}/status/`, { token: staffToken, body: { status: 'published' } });
    const kitchen = await api<{ id: number }>('/kitchens/', { token: staffToken, body: { name: 'Test kitchen', use_default: true } });
    const session = await api<{ code: string }>('/sessions/create/', { token: staffToken, body: { kitchen: kitchen.id } });
    await api(`/sessions/${session.code}/recipes/`, { token: staffToken, body: { recipe_id: recipe.recipe_id } });
    const dag = await dagOf(session.code);
    expect(dag.tasks.length).toBeGreaterThan(2);

    const page = await newPage(staffToken);
    await page.goto(`/sessions/${session.code}/dag`);
    await page.getByRole('heading', { name: /Task Map/ }).waitFor();
    await expect.poll(() => page.locator('.react-flow__node-task').count()).toBe(dag.tasks.length);
    expect(await page.getByTestId('task-count').textContent()).toBe(`${dag.tasks.length} tasks`);
    expect(await page.getByTestId('dependency-count').textContent()).toBe(`${dag.dependencies.length} dependencies`);
    await page.getByText('Disconnected').or(page.getByText('Connected')).first().waitFor();
    await page.locator('.task-legend').getByText('Frees equipment').waitFor();
    await page.locator('.react-flow__minimap').waitFor();
    await page.getByRole('link', { name: `← Session ${session.code}` }).waitFor();
    await screenshot(page, 'taskmap');

    // No pencil outside edit mode.
    expect(await page.getByRole('button', { name: 'Edit task' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Enter Edit Mode' }).click();
    await page.getByRole('button', { name: 'Exit Edit Mode' }).waitFor();

    // Edit a task's name in place.
    const first = dag.tasks[0]!;
    const card = page.locator(`.react-flow__node[data-id="${first.id}"]`);
    // The panel beside the map opens the task's editor and brings the card close.
    const panel = page.getByRole('region', { name: 'Edit a task' });
    await panel.getByLabel('Task').selectOption({ label: first.name });
    await panel.getByRole('button', { name: 'Edit task' }).click();
    await card.getByLabel('Task name').fill('Roast the tomatoes slowly');
    await screenshot(page, 'taskmap-edit-task');
    // A blank time becomes 0, which the server refuses: the page says why (never a browser alert), and the draft stays.
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await card.getByLabel('Estimated minutes').fill('');
    expect(await card.getByLabel('Estimated minutes').inputValue()).toBe('0');
    await card.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/^Failed to save task changes: .*at least 1/).waitFor();
    expect(alerts).toEqual([]);
    expect(await card.getByLabel('Task name').inputValue()).toBe('Roast the tomatoes slowly');
    await card.getByLabel('Estimated minutes').fill('12');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Roast the tomatoes slowly').waitFor();
    await expect.poll(async () => (await dagOf(session.code)).tasks.find((t) => t.id === first.id)?.name).toBe('Roast the tomatoes slowly');

    // Instant moves (reduced motion), so the cards stand still for the drag.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Show all' }).click();
    // Add an edge between two tasks that are not yet connected either way.
    let pair: [string, string] | null = null;
    for (const a of dag.tasks) {
      for (const b of dag.tasks) {
        if (!pair && a.id !== b.id && !reaches(dag, a.id, b.id) && !reaches(dag, b.id, a.id)) pair = [a.id, b.id];
      }
    }
    expect(pair).not.toBeNull();
    const [source, target] = pair!;
    await drawEdge(page, source, target);
    const added = dag.dependencies.length + 1;
    await expect.poll(async () => (await dagOf(session.code)).dependencies.length).toBe(added);
    await expect.poll(() => page.getByTestId('dependency-count').textContent()).toBe(`${added} dependencies`);
    expect((await dagOf(session.code)).dependencies.some((d) => d.depends_on_id === source && d.task_id === target)).toBe(true);
    await screenshot(page, 'taskmap-edge-added');

    // The reverse edge would make a cycle: the refusal shows (the page checks before asking the server, in the server's words) and nothing changes.
    await drawEdge(page, target, source);
    await page.getByText(/This would create a cycle: .+ → .+ → .+/).waitFor();
    await screenshot(page, 'taskmap-cycle-refused');
    expect((await dagOf(session.code)).dependencies.length).toBe(added);
    expect(await page.getByTestId('dependency-count').textContent()).toBe(`${added} dependencies`);
    expect(await page.locator('.react-flow__edge').count()).toBe(added);

    // Select the new edge and delete it with its button.
    await page.locator(`.react-flow__edge[data-id="${source}->${target}"] .react-flow__edge-interaction`).click({ force: true });
    await page.getByRole('button', { name: 'Delete dependency' }).click();
    await expect.poll(async () => (await dagOf(session.code)).dependencies.length).toBe(dag.dependencies.length);
    await expect.poll(() => page.getByTestId('dependency-count').textContent()).toBe(`${dag.dependencies.length} dependencies`);
  });
});

describe('recipe studio', () => {
  it('a staff user imports a recipe from pasted text, rates it and finds it in Browse', async () => {
    const page = await newPage(staffToken);
    await page.goto('/recipes/generate');
    await page.getByRole('heading', { name: 'Recipe Studio' }).waitFor();
    await page.getByText('Generate new recipes or review existing workflows').waitFor();
    await page.getByRole('heading', { name: 'No Recipe Yet' }).waitFor();
    // Default mode is AI; without an AI key the panel says so.
    expect(await page.getByRole('radio', { name: 'AI Generation' }).getAttribute('aria-checked')).toBe('true');
    await page.getByText('AI generation is not configured').waitFor();
    expect(await page.getByLabel('Servings').inputValue()).toBe('4');
    expect(await page.getByLabel('Time estimate (min)').inputValue()).toBe('60');
    expect(await page.getByLabel('Participants').inputValue()).toBe('2-4');
    await screenshot(page, 'studio-empty');

    await page.getByRole('radio', { name: 'Text' }).click();
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    await page.getByText('Recipe text is required for text mode').waitFor();
    await page.getByLabel('Recipe text').fill(SPAGHETTI);
    // Every field shown is sent: text mode takes difficulty, servings and cooks (its steps say the time).
    expect(await page.getByLabel('Time estimate (min)').count()).toBe(0);
    await page.getByLabel('Difficulty').selectOption({ label: 'Intermediate' });
    await page.getByLabel('Servings').fill('6');
    const sent = page.waitForRequest((r) => r.url().includes('/trpc/studio.generate'));
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    expect(JSON.stringify((await sent).postDataJSON())).toMatch(/"difficulty_level":"intermediate".*"servings":6.*"participants":"2-4"/);

    await page.getByText(/Recipe saved successfully! \(Recipe #\d+\) - Now available in Browse tab\./).waitFor();
    await page.getByRole('heading', { name: 'Spaghetti with Garlic and Parsley' }).waitFor();
    const counts = (await page.locator('.studio-counts').textContent()) ?? '';
    const taskCount = Number(/(\d+) tasks/.exec(counts)?.[1]);
    expect(taskCount).toBeGreaterThan(2);
    await expect.poll(() => page.locator('.react-flow__node').count(), { timeout: 10_000 }).toBe(taskCount);
    // Kitchen words, no internal ids; no session statuses on a recipe outside a session.
    await page.getByText('Saved to the library').waitFor();
    expect(await page.locator('.studio-badges').textContent()).not.toMatch(/#\d/);
    expect(await page.locator('.task-card-assignment').count()).toBe(0);
    await page.getByText('Not rated').waitFor();
    expect(await page.getByRole('button', { name: 'Save Rating' }).count()).toBe(0);
    await screenshot(page, 'studio-generated');

    await page.getByRole('button', { name: '4 stars' }).click();
    await page.getByText('4/5').waitFor();
    await page.getByPlaceholder('Add refinement notes...').fill('Needs more parsley');
    await page.getByRole('button', { name: 'Save Rating' }).click();
    await page.getByText('Rating saved successfully!').waitFor();

    // Without AI on the server, 'Edit with AI' is disabled and says why (before anyone types).
    expect(await page.getByRole('button', { name: 'Edit with AI' }).isDisabled()).toBe(true);
    await page.getByText('AI editing is not configured on this server.').waitFor();

    await page.getByRole('tab', { name: 'Browse' }).click();
    await page.getByLabel('Search recipes').fill('Spaghetti');
    await page.getByRole('button', { name: 'Spaghetti with Garlic and Parsley' }).click();
    await page.getByRole('button', { name: '← Browse Recipes' }).waitFor();
    await page.getByText('4/5').waitFor();
    expect(await page.getByPlaceholder('Add refinement notes...').inputValue()).toBe('Needs more parsley');
    await expect.poll(() => page.locator('.react-flow__node').count(), { timeout: 10_000 }).toBe(taskCount);
    await screenshot(page, 'studio-browse-detail');
  });

  it('imports a recipe from a web address (mocked page)', async () => {
    const page = await newPage(staffToken);
    await page.goto('/recipes/generate');
    await page.getByRole('radio', { name: 'URL Scraping' }).click();
    await page.getByLabel('Recipe URL').fill('not a url');
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    await page.getByText('Please enter a valid URL').waitFor();
    await page.getByLabel('Recipe URL').fill('https://recipes.example/lemon-herb-rice');
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    await page.getByRole('heading', { name: 'Lemon Herb Rice' }).waitFor();
    // The page's four steps become the recipe's tasks, in the graph and in the library.
    const saved = (await api<Array<{ id: number; name: string }>>('/recipes/', { token: staffToken })).find((r) => r.name === 'Lemon Herb Rice');
    expect(saved, 'the imported recipe is saved').toBeTruthy();
    const detail = await api<{ tasks: Array<{ name: string }> }>(`/recipes/${saved!.id}/details/`, { token: staffToken });
    expect(detail.tasks.length).toBeGreaterThanOrEqual(4);
    await expect.poll(() => page.locator('.react-flow__node').count(), { timeout: 10_000 }).toBe(detail.tasks.length);
    await screenshot(page, 'studio-url-import');
  });

  it('a host who is not staff is sent to / from the studio', async () => {
    const token = await register('plain_host');
    const page = await newPage(token);
    const studioCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/trpc/studio.')) studioCalls.push(r.url());
    });
    await page.goto('/recipes/generate');
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Host Dashboard' }).waitFor();
    expect(await page.getByRole('button', { name: 'Generate Recipe' }).count()).toBe(0);
    expect(studioCalls).toEqual([]);
  });

  it('the generation panel tells non-staff that staff access is required (component)', async () => {
    // Rendered on the server side of React, with the web app's own React.
    const requireFromWeb = createRequire(new URL('../../apps/web/package.json', import.meta.url));
    const react = requireFromWeb('react') as { createElement: (type: unknown, props: Record<string, unknown>, ...children: unknown[]) => unknown };
    const { renderToStaticMarkup } = requireFromWeb('react-dom/server') as { renderToStaticMarkup: (element: unknown) => string };
    const web = (path: string) => new URL(`../../apps/web/src/${path}`, import.meta.url).pathname;
    const panel = (await import(/* @vite-ignore */ web('features/studio/GenerationPanel.tsx'))) as { GenerationPanelView: (props: { isStaff: boolean; onGenerated: () => void }) => unknown };
    // The panel's texts come from the catalogues: the app's own Lingui instance, with the English studio messages.
    const { i18n } = (await import(/* @vite-ignore */ web('i18n/runtime.ts'))) as { i18n: { load: (locale: string, messages: Record<string, unknown>) => void; activate: (locale: string) => void } };
    const { LanguageProvider } = (await import(/* @vite-ignore */ web('i18n/LanguageProvider.tsx'))) as { LanguageProvider: unknown };
    const studio = JSON.parse(readFileSync(web('i18n/locales/en/studio.json'), 'utf8')) as Record<string, string>;
    i18n.load('en', Object.fromEntries(Object.entries(studio).map(([id, message]) => [id, compileMessageOrThrow(message)])));
    i18n.activate('en');
    const html = renderToStaticMarkup(react.createElement(LanguageProvider, {}, react.createElement(panel.GenerationPanelView, { isStaff: false, onGenerated: () => undefined })));
    expect(html).toContain('Staff Access Required');
    expect(html).toContain('contact an administrator');
    expect(html).not.toContain('Generate Recipe');
  });
});
