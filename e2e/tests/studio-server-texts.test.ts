import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { registerHost } from '../support/kitchen';
import { seriousAccessibilityProblems } from '../support/axe';
import { screenshot } from '../support/browser';
import { contextIn, messagesIn, watchMissingMessages, type Language } from '../support/i18n';
import { browserSuite } from '../support/suite';

/**
 * Issue 30: the server texts that reached a German or French studio in English now come by code.
 * zod's own field error on the generation form, an imported recipe's warnings and a refused file,
 * and the studio's result message read in the page's language; every text expected here comes
 * from that language's catalogue with the params the server sent.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);
let staffToken: string;

beforeAll(async () => {
  staffToken = await registerHost(api, 'chef_texts');
});

async function staffPage(language: Language): Promise<Page> {
  const context = suite.track(await contextIn(suite.browser, suite.server.url, language, 'laptop'));
  await context.addInitScript((token) => globalThis.localStorage.setItem('authToken', token), staffToken);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** No servings and no stated times: the import warns about both. */
const toast = (language: Language) => `---
title: Plain Toast ${language.toUpperCase()}
---
Toast the @bread{2%slices}.

Butter the toast with @butter{10%g}.
`;

describe.each(['de', 'fr'] as const)('server texts by code in %s', (language) => {
  const t = messagesIn(language);

  it("the generation form: zod's own field error, then the saved result, in the language", async () => {
    const page = await staffPage(language);
    const missing = watchMissingMessages(page);
    await page.goto('/recipes/generate');
    await page.getByRole('heading', { name: t('studio.gen.title') }).waitFor();
    await page.getByRole('radiogroup', { name: t('studio.gen.modeLabel') }).getByRole('radio', { name: t('studio.gen.mode.text') }).click();
    await page.getByLabel(t('studio.gen.text')).fill('Toast\n\nMethod\n1. Toast the bread for 3 minutes.\n2. Butter the toast.');
    await page.getByLabel(t('studio.gen.recipeNameOptional')).fill('T'.repeat(201));
    await page.getByRole('button', { name: t('studio.gen.submit') }).click();
    // The server refuses the name with zod's "Too big: expected string to have <=200 characters": shown by its code.
    await page.locator('.field-errors').getByText(t('api.zod.tooLong', { maximum: '200' }), { exact: true }).waitFor();
    await page.getByText(t('api.form.fixErrors'), { exact: true }).waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, `studio-texts-${language}-field-error`);

    await page.getByLabel(t('studio.gen.recipeNameOptional')).fill(`Toast ${language}`);
    await page.getByRole('button', { name: t('studio.gen.submit') }).click();
    const [before, after] = t('api.studio.saved', { id: '\u0000' }).split('\u0000') as [string, string];
    const saved = page.getByText(new RegExp(`^${escapeRegExp(before)}\\d+${escapeRegExp(after)}$`)).first();
    await saved.waitFor();
    expect(await page.locator('.field-errors').count()).toBe(0);
    expect(missing()).toEqual([]);
  });

  it("an imported recipe's warnings and a refused file, in the language", async () => {
    const page = await staffPage(language);
    const missing = watchMissingMessages(page);
    await page.goto('/recipes/import');
    await page.getByRole('heading', { name: t('studio.import.title'), level: 1 }).waitFor();
    const name = `Plain Toast ${language.toUpperCase()}`;
    await page.getByLabel(t('studio.import.drop.choose')).setInputFiles([
      { name: `toast-${language}.cook`, mimeType: 'text/plain', buffer: Buffer.from(toast(language)) },
      { name: `empty-${language}.cook`, mimeType: 'text/plain', buffer: Buffer.from('') },
    ]);
    const warnings = page.getByRole('list', { name: t('studio.import.recipe.warnings', { name }) });
    await warnings.waitFor();
    expect(await warnings.getByRole('listitem').allTextContents()).toEqual([
      t('api.import.warningNoServings', { servings: 4 }),
      t('api.import.warningUntimed', { untimed: 2, count: 2 }),
    ]);

    const refused = page.getByRole('list', { name: t('studio.import.file.notImported', { name: `empty-${language}.cook` }) });
    await refused.waitFor();
    expect(await refused.getByRole('listitem').allTextContents()).toEqual([`empty-${language}.cook: ${t('api.import.fileEmpty')}`]);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, `studio-texts-${language}-import`);
    expect(missing()).toEqual([]);
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
