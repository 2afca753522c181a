import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { registerHost } from '../support/kitchen';
import { seriousAccessibilityProblems } from '../support/axe';
import { PHONE, screenshot, waitForPath } from '../support/browser';
import { contextIn, languagesInTurn, messagesIn, TRANSLATED, watchMissingMessages, type Language, type Messages } from '../support/i18n';
import { browserSuite } from '../support/suite';

/**
 * Issue 30: the recipe studio and the import page speak the browser's language. Every text
 * expected here comes from that language's catalogue, so a missing or wrong translation fails;
 * a German, Spanish or French laptop reads its headings, tabs, buttons and an import's preview
 * in its own words, <html lang> follows, and axe passes. A 390 px phone shows no button whose
 * words are wider than the button (long German words).
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);
let staffToken: string;

beforeAll(async () => {
  staffToken = await registerHost(api, 'chef_languages');
});

/** A small Cooklang recipe, named per language so each language imports a new one (not a duplicate). */
const omelette = (language: Language) => ({
  name: `Herb Omelette ${language.toUpperCase()}`,
  file: `omelette-${language}.cook`,
  text: `---
title: Herb Omelette ${language.toUpperCase()}
servings: 2
---
Whisk the @eggs{3} with a pinch of @salt.

Chop the @chives{1%tbsp} finely.

Cook the eggs in a #frying pan{} with @butter{10%g} for ~{3%minutes}.

Fold in the chives and serve.
`,
});

/** A recipe as the import call reads it (the parts this test needs). */
interface ReadRecipe {
  servings: number;
  estimated_time_minutes: number;
  tasks: Array<{ name: string; timer_minutes: number | null; depends_on: string[] }>;
}

/** What the server reads from the file (preview: nothing saved), for the numbers the page must show. */
async function previewOf(file: string, text: string): Promise<ReadRecipe> {
  const form = new FormData();
  form.append('file', new Blob([text]), file);
  form.append('preview', 'true');
  const res = await fetch(`${suite.server.url}/api/recipes/import/`, { method: 'POST', body: form, headers: { authorization: `Token ${staffToken}` } });
  const answer = (await res.json()) as { imported: ReadRecipe[] };
  expect(answer.imported).toHaveLength(1);
  return answer.imported[0]!;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A duration as the app writes it (useFormat: '5 min', '1 h 5 min'), from the language's common messages. */
const duration = (t: Messages, minutes: number) =>
  minutes < 60 ? t('common.duration.minutes', { minutes }) : t('common.duration.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });

async function staffPage(language: Language, kind: 'laptop' | 'phone'): Promise<Page> {
  const context = suite.track(await contextIn(suite.browser, suite.server.url, language, kind));
  await context.addInitScript((token) => globalThis.localStorage.setItem('authToken', token), staffToken);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * On the studio's page (below the shared header): buttons whose words do not fit inside them, and
 * elements reaching past the phone's right edge (a table scrolls in its own box, so it may).
 */
function overflowing(page: Page) {
  return page.evaluate((width) => {
    const shown = (e: Element) => (e as HTMLElement).offsetParent !== null;
    return {
      buttons: [...document.querySelectorAll<HTMLElement>('.page button, .page .button, .page [role="tab"], .page [role="radio"]')]
        .filter((b) => shown(b) && b.scrollWidth > b.clientWidth + 1)
        .map((b) => b.textContent?.trim()),
      pastTheEdge: [...document.querySelectorAll('.page *')]
        .filter((e) => shown(e) && !e.closest('.recipe-table-scroll') && e.getBoundingClientRect().right > width + 1)
        .map((e) => `${e.tagName.toLowerCase()}.${e.className}: ${e.textContent?.trim().slice(0, 40)}`),
    };
  }, PHONE.width);
}

// A screen's case runs in one translated language, the next in turn (the catalogues test proves every
// language holds every message); the phone layout case runs in all three, whose words differ in length.
const inTurn = languagesInTurn();

describe("the recipe studio in the browser's language", () => {
  it.each(inTurn())('%s: studio headings, tabs, the generation form and its checks', async (language) => {
    const t = messagesIn(language);
    const page = await staffPage(language, 'laptop');
    const missing = watchMissingMessages(page);
    await page.goto('/recipes/generate');
    await page.getByRole('heading', { name: t('studio.page.title'), level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(await page.title()).toBe(`Brigade - ${t('studio.page.title')}`);
    await page.getByText(t('studio.page.intro')).waitFor();
    const tabs = page.getByRole('tablist', { name: t('studio.tabs.label') });
    expect(await tabs.getByRole('tab').allTextContents()).toEqual([t('studio.tabs.generate'), t('studio.tabs.browse')]);
    await page.getByRole('heading', { name: t('studio.gen.title') }).waitFor();
    await page.getByRole('heading', { name: t('studio.empty.title') }).waitFor();
    const modes = page.getByRole('radiogroup', { name: t('studio.gen.modeLabel') });
    expect(await modes.getByRole('radio').allTextContents()).toEqual([t('studio.gen.mode.openai'), t('studio.gen.mode.url'), t('studio.gen.mode.text')]);
    await page.getByLabel(t('studio.gen.foodName')).waitFor();
    await page.getByLabel(t('studio.gen.time')).waitFor();

    // Text mode: its own labels, and the form's own check in the language (nothing sent).
    await modes.getByRole('radio', { name: t('studio.gen.mode.text') }).click();
    await page.getByLabel(t('studio.gen.recipeNameOptional')).waitFor();
    await page.getByLabel(t('studio.gen.text')).waitFor();
    await page.getByRole('button', { name: t('studio.gen.submit') }).click();
    await page.getByText(t('studio.gen.required.text')).waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, `studio-${language}-generate`);

    // A recipe from pasted text: the server's English result shows in the language (found by its code).
    await page.getByLabel(t('studio.gen.text')).fill('Toast\n\nIngredients\n2 slices bread\n\nMethod\n1. Toast the bread for 3 minutes.\n2. Butter the toast.');
    await page.getByRole('button', { name: t('studio.gen.submit') }).click();
    const [before, after] = t('api.studio.saved', { id: '\u0000' }).split('\u0000') as [string, string];
    await page.getByText(new RegExp(`^${escapeRegExp(before)}\\d+${escapeRegExp(after)}$`)).waitFor();
    await page.getByText(t('studio.recipe.saved'), { exact: true }).waitFor();
    await page.getByRole('button', { name: t('studio.recipe.clear') }).click();
    await page.getByRole('heading', { name: t('studio.empty.title') }).waitFor();

    await tabs.getByRole('tab', { name: t('studio.tabs.browse') }).click();
    await page.getByRole('searchbox', { name: t('studio.list.search') }).waitFor();
    const columns = ['name', 'difficulty', 'time', 'tasks', 'rating', 'status'] as const;
    // The sorted column (Name) carries its direction mark after the word.
    const headers = (await page.getByRole('columnheader').allTextContents()).map((text) => text.replace(/ [▲▼]$/, ''));
    expect(headers).toEqual(columns.map((c) => t(`studio.list.column.${c}`)));
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it.each(inTurn())('%s: importing a recipe file, its preview, saving it, and the saved draft in the studio', async (language) => {
    const t = messagesIn(language);
    const recipe = omelette(language);
    const read = await previewOf(recipe.file, recipe.text);
    const page = await staffPage(language, 'laptop');
    const missing = watchMissingMessages(page);
    await page.goto('/recipes/generate');
    await page.getByRole('link', { name: t('studio.page.importLink') }).click();
    await waitForPath(page, '/recipes/import');
    await page.getByRole('heading', { name: t('studio.import.title'), level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    await page.getByText(t('studio.import.drop.title')).waitFor();
    await page.getByRole('heading', { name: t('studio.export.title') }).waitFor();
    await page.getByRole('button', { name: t('studio.export.download') }).waitFor();

    await page.getByLabel(t('studio.import.drop.choose')).setInputFiles([{ name: recipe.file, mimeType: 'text/plain', buffer: Buffer.from(recipe.text) }]);
    const card = page.getByRole('region', { name: t('studio.import.file.label', { name: recipe.file }) });
    await card.getByRole('status').getByText(t('studio.import.stage.read', { count: 1 })).waitFor();
    await page.getByText(t('studio.import.progress', { phase: 'reading', finished: 1, total: 1 })).waitFor();
    expect(await card.locator('.import-file-header').textContent()).toContain(t('studio.import.size.bytes', { size: Buffer.byteLength(recipe.text) }));

    const article = page.getByRole('article', { name: recipe.name });
    const timers = read.tasks.filter((task) => task.timer_minutes !== null);
    const facts = t('studio.import.recipe.facts', {
      tasks: read.tasks.length,
      timers: timers.length,
      starts: read.tasks.filter((task) => task.depends_on.length === 0).length,
      servings: read.servings,
      duration: duration(t, read.estimated_time_minutes),
    });
    expect(await article.locator('.import-recipe-facts').textContent()).toBe(facts);
    await article.getByText(t('studio.import.recipe.details')).click();
    const timed = article.getByRole('listitem').filter({ has: page.getByText(timers[0]!.name, { exact: true }) });
    expect(await timed.textContent()).toContain(t('studio.import.recipe.timer', { duration: duration(t, timers[0]!.timer_minutes!) }));
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, `studio-${language}-import-preview`);

    await page.getByRole('button', { name: t('studio.import.save', { count: 1 }) }).click();
    await page.getByText(t('studio.import.summary', { saved: 1, skipped: 0, failed: 0 })).waitFor();
    const saved = article.locator('.import-outcome-saved');
    await saved.waitFor();
    const id = Number(/\d+/.exec((await saved.textContent()) ?? '')?.[0]);
    expect(await saved.textContent()).toBe(t('studio.import.outcome.saved', { id }));
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, `studio-${language}-import-saved`);

    // The saved draft in the studio's Browse tab: its row, then the recipe with its counts and status.
    await page.getByRole('link', { name: t('studio.import.back') }).click();
    await waitForPath(page, '/recipes/generate');
    await page.getByRole('tab', { name: t('studio.tabs.browse') }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: recipe.name, exact: true }) });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(2)).toEqual([duration(t, read.estimated_time_minutes), String(read.tasks.length), t('studio.list.notRated'), t('studio.list.notPublished')]);
    await row.getByRole('button', { name: recipe.name, exact: true }).click();
    await page.getByRole('heading', { name: recipe.name, level: 2 }).waitFor();
    const detail = await api<{ tasks: unknown[]; task_dependencies: Record<string, string[]>; recipe: { estimated_time_minutes: number } }>('GET', `/recipes/${id}/details/`, staffToken);
    const dependencies = Object.values(detail.task_dependencies).reduce((n, before) => n + before.length, 0);
    await page.getByText(t('studio.recipe.counts', { tasks: detail.tasks.length, dependencies, minutes: detail.recipe.estimated_time_minutes })).waitFor();
    const status = page.getByRole('group', { name: t('studio.status.label') });
    await status.getByText(t('studio.status.draft'), { exact: true }).waitFor();
    await status.getByRole('button', { name: t('studio.status.publish') }).waitFor();
    await page.getByRole('group', { name: t('studio.rating.label') }).getByRole('button', { name: t('studio.rating.star', { count: 1 }), exact: true }).waitFor();
    await page.getByRole('button', { name: t('studio.workspace.editTasks') }).waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, `studio-${language}-browse-recipe`);
    expect(missing()).toEqual([]);
  });

  it.each(TRANSLATED)('%s on a 390 px phone: no button is narrower than its words, nothing reaches past the edge of the screen', async (language) => {
    const t = messagesIn(language);
    const page = await staffPage(language, 'phone');
    const missing = watchMissingMessages(page);
    await page.goto('/recipes/generate');
    await page.getByRole('heading', { name: t('studio.gen.title') }).waitFor();
    expect(await overflowing(page)).toEqual({ buttons: [], pastTheEdge: [] });
    await screenshot(page, `studio-${language}-phone`);

    await page.goto('/recipes/import');
    await page.getByRole('heading', { name: t('studio.import.title'), level: 1 }).waitFor();
    const recipe = omelette(language);
    await page.getByLabel(t('studio.import.drop.choose')).setInputFiles([{ name: `phone-${recipe.file}`, mimeType: 'text/plain', buffer: Buffer.from(recipe.text) }]);
    // Already imported by the laptop test when it ran first: the preview may offer skip or copy.
    await page.getByRole('region', { name: t('studio.import.file.label', { name: `phone-${recipe.file}` }) }).getByRole('status').getByText(t('studio.import.stage.read', { count: 1 })).waitFor();
    expect(await overflowing(page)).toEqual({ buttons: [], pastTheEdge: [] });
    await screenshot(page, `studio-${language}-import-phone`);
    expect(missing()).toEqual([]);
  });
});
