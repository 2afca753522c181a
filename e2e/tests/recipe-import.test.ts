import * as fx from '@brigade/recipe-ai/testing/format-fixtures';
import { unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { registerHost } from '../support/kitchen';
import { seriousAccessibilityProblems } from '../support/axe';
import { screenshot, waitForPath } from '../support/browser';
import { browserSuite } from '../support/suite';

/**
 * The 'Import recipes' page in Chromium against a real server: several files picked at once,
 * each read and previewed (tasks, timers, guessed skills and equipment), one refused with its
 * reason, all saved as drafts; a file dropped; a second import of a recipe offered as skip or copy.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);
let staffToken: string;

beforeAll(async () => {
  staffToken = await registerHost(api, 'chef_import');
});

async function importPage(): Promise<Page> {
  const context = await suite.context('laptop');
  await context.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), staffToken);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto('/recipes/generate');
  await page.getByRole('link', { name: 'Import recipes from files' }).click();
  await waitForPath(page, '/recipes/import');
  await page.getByRole('heading', { name: 'Import recipes', level: 1 }).waitFor();
  return page;
}

const fileCard = (page: Page, name: string) => page.getByRole('region', { name: `File ${name}` });
const buffer = (bytes: Uint8Array) => Buffer.from(bytes);

describe('Import recipes page', () => {
  it('reads several files, previews their task graphs, refuses a bad one by name and saves the rest as drafts', async () => {
    const page = await importPage();
    await page.getByLabel('Choose files').setInputFiles([
      { name: 'pea-soup.cook', mimeType: 'text/plain', buffer: buffer(fx.fixture('pea-soup.cook')) },
      { name: 'My Recipes.paprikarecipes', mimeType: 'application/zip', buffer: buffer(fx.paprikaArchive()) },
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 not a recipe') },
    ]);
    await fileCard(page, 'pea-soup.cook').getByRole('status').getByText('Read · 1 recipe').waitFor();
    await fileCard(page, 'My Recipes.paprikarecipes').getByRole('status').getByText('Read · 2 recipes').waitFor();
    const refused = fileCard(page, 'notes.pdf');
    await refused.getByRole('status').getByText('Not imported').waitFor();
    expect(await refused.textContent()).toContain('notes.pdf: not a recipe file Brigade can read');
    await page.getByText('Reading: 3 of 3 files').waitFor();

    const soup = page.getByRole('article', { name: 'Minted Pea Soup' });
    // Heating the oven states no time, so it is no timer (issue 36), and starts at once.
    expect(await soup.textContent()).toMatch(/11 tasks · 3 timers · 3 can start at once · serves 4/);
    await soup.getByText('Tasks, timers, skills and equipment to check').click();
    const task = (name: string) => soup.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
    const bake = task('Bake on a baking tray for 10 minutes');
    expect(await bake.textContent()).toContain('Timed, hands-off · 10 min · timer 10 min');
    expect(await bake.textContent()).toContain('Equipment: Oven');
    expect(await task('Chop the onion').textContent()).toContain('Skills: Knife work');
    expect(await page.getByRole('article', { name: 'Shakshuka' }).getByRole('listitem').filter({ hasText: 'Stir for 1 minute' }).count()).toBe(0); // collapsed
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'recipe-import-preview');

    type Listed = { id: number; name: string; status: string };
    const before = new Set((await api<Listed[]>('GET', '/recipes/', staffToken)).map((r) => r.id));
    await page.getByRole('button', { name: 'Save 3 recipes as drafts' }).click();
    await page.getByText(/^Saved 3 recipes as drafts/).waitFor();
    await soup.getByText(/^Saved as draft #\d+/).waitFor();
    const added = (await api<Listed[]>('GET', '/recipes/', staffToken)).filter((r) => !before.has(r.id));
    expect(added.map((r) => [r.name, r.status]).sort()).toEqual([
      ['Minted Pea Soup', 'draft'],
      ['Quick Flatbreads', 'draft'],
      ['Shakshuka', 'draft'],
    ]);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'recipe-import-saved');
  });

  it('takes a dropped file, and offers skip or a copy for a recipe already imported', async () => {
    // The soup is in the library already (saved here if the test above did not run).
    const form = new FormData();
    form.append('file', new Blob([fx.fixture('pea-soup.cook').slice()]), 'pea-soup.cook');
    await fetch(`${suite.server.url}/api/recipes/import/`, { method: 'POST', body: form, headers: { authorization: `Token ${staffToken}` } });
    const page = await importPage();
    const mmf = fx.fixture('collection.mmf');
    await page.getByTestId('import-drop').evaluate((zone, bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'collection.mmf', { type: 'text/plain' }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }, [...mmf]);
    await fileCard(page, 'collection.mmf').getByRole('status').getByText('Read · 2 recipes').waitFor();
    await page.getByLabel('Choose files').setInputFiles([{ name: 'pea-soup.cook', mimeType: 'text/plain', buffer: buffer(fx.fixture('pea-soup.cook')) }]);
    const again = page.getByRole('article', { name: 'Minted Pea Soup' });
    const choice = again.getByRole('group', { name: /Already in the library as “Minted Pea Soup” \(same name and content\)/ });
    await choice.waitFor();
    expect(await choice.getByLabel('Skip').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save 2 recipes as drafts' }).waitFor();
    await choice.getByLabel('Import as a copy').check();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'recipe-import-duplicate');
    await page.getByRole('button', { name: 'Save 3 recipes as drafts' }).click();
    await again.getByText(/^Saved as draft #\d+ \(Minted Pea Soup \(copy\)\)/).waitFor();
    await page.getByText(/^Saved 3 recipes as drafts/).waitFor();
  });

  it('lists the ingredients no task uses in the preview (issue 36)', async () => {
    const page = await importPage();
    const toast = JSON.stringify({
      '@type': 'Recipe',
      name: 'Saffron Toast',
      recipeIngredient: ['2 slices bread', '1 tbsp butter', '1 pinch saffron threads'],
      recipeInstructions: ['Toast the bread for 3 minutes.', 'Spread with the butter.'],
    });
    await page.getByLabel('Choose files').setInputFiles([{ name: 'toast.json', mimeType: 'application/json', buffer: Buffer.from(toast) }]);
    const article = page.getByRole('article', { name: 'Saffron Toast' });
    await article.getByText('Used by no task, to attach by hand: saffron threads').waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });

  it('downloads every recipe as a zip in the chosen format', async () => {
    const page = await importPage();
    await page.getByLabel('Format').selectOption('cooklang');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download all recipes' }).click()]);
    expect(download.suggestedFilename()).toBe('brigade-recipes-cooklang.zip');
    const entries = Object.keys(unzipSync(new Uint8Array(await readFile(await download.path()))));
    expect(entries.length).toBe((await api<unknown[]>('GET', '/recipes/', staffToken)).length);
    expect(entries.every((name) => name.endsWith('.cook'))).toBe(true);
  });
});
