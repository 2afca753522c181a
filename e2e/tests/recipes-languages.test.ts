import { localText, type TextsByLanguage } from '@brigade/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { restClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { ARTIFACTS_DIR, PHONE, screenshot } from '../support/browser';
import { contextIn, messagesIn, TRANSLATED, watchMissingMessages, type Language, languagesInTurn } from '../support/i18n';
import { recipeSession, registerHost } from '../support/kitchen';
import { ingredientIn } from '../support/library-text';
import { browserSuite } from '../support/suite';

/**
 * Issue 30 for the recipe library and the task map: a host whose browser speaks German, Spanish or
 * French reads the filters, a recipe card, its details (amounts with a decimal comma, equipment and
 * skills by key), a session's copies of a recipe and its task map (type names, statuses, the card's editor) in that language.
 * Every text is read from the catalogue of that language, so a missing or wrong translation fails.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);
let hostToken: string;

interface LibraryRecipe {
  id: number;
  name: string;
  translations?: TextsByLanguage | null;
  status: string;
  difficulty_level: string;
  estimated_time_minutes: number;
  recommended_participants: number;
}
interface Dag {
  tasks: Array<{ id: string; name: string; task_type: string; translations?: TextsByLanguage | null; recipe_name: string; recipe_translations?: TextsByLanguage | null }>;
  dependencies: Array<{ task_id: string; depends_on_id: string }>;
}

let library: LibraryRecipe[];
beforeAll(async () => {
  hostToken = await registerHost(api);
  library = (await api<LibraryRecipe[]>('GET', '/recipes/', hostToken)).filter((r) => r.status === 'published');
});

async function hostIn(language: Language, kind: 'laptop' | 'phone'): Promise<{ context: BrowserContext; page: Page; missing: () => string[] }> {
  const context = suite.track(await contextIn(suite.browser, suite.server.url, language, kind));
  await context.addInitScript((token) => globalThis.localStorage.setItem('authToken', token), hostToken);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page, missing: watchMissingMessages(page) };
}

const inTurn = languagesInTurn();

describe('the recipes and the task map in each language', () => {

  it.each(inTurn())('%s: the library: filters, a recipe card with its minutes and people, its details with local amounts', async (language) => {
    const t = messagesIn(language);
    const { page, missing } = await hostIn(language, 'laptop');
    await page.goto('/recipes');
    await page.getByRole('heading', { name: t('recipes.library.title'), level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(language);

    // The filters and their choices.
    const difficulty = page.getByLabel(t('recipes.filter.difficultyLabel'));
    expect(await difficulty.locator('option').allTextContents()).toEqual(['recipes.filter.anyDifficulty', 'recipes.difficulty.easy', 'recipes.difficulty.medium', 'recipes.difficulty.hard'].map((id) => t(id)));
    expect(await page.getByLabel(t('recipes.filter.timeLabel')).locator('option').allTextContents()).toEqual(['recipes.filter.anyTime', 'recipes.time.quick', 'recipes.time.medium', 'recipes.time.long'].map((id) => t(id)));
    expect(await page.getByLabel(t('recipes.filter.groupLabel')).locator('option').allTextContents()).toEqual(['recipes.filter.anySize', 'recipes.group.small', 'recipes.group.medium', 'recipes.group.large'].map((id) => t(id)));
    expect(await page.getByLabel(t('recipes.filter.search')).getAttribute('placeholder')).toBe(t('recipes.filter.searchPlaceholder'));

    // A filter says how many it shows, with the plural of the language.
    await difficulty.selectOption({ label: t('recipes.difficulty.easy') });
    const easy = library.filter((r) => r.difficulty_level === 'beginner').length;
    await page.getByText(t('recipes.filter.showing', { shown: easy, total: library.length }), { exact: true }).waitFor();
    await page.getByRole('button', { name: t('recipes.filter.clear') }).click();

    // A recipe card: difficulty, minutes and people in the language.
    const tacos = library.find((r) => r.name.includes('Fish Tacos'))!;
    // Named as the page's language writes it (issue 38.2).
    const tacosName = localText(tacos, language).name;
    const card = page.locator('article.recipe-card', { hasText: tacosName });
    const meta = card.getByRole('list', { name: t('recipes.card.details') });
    expect(await meta.locator('li').allTextContents()).toEqual([
      t('recipes.difficulty.medium'),
      t('common.duration.minutes', { minutes: tacos.estimated_time_minutes }),
      t('recipes.card.people', { count: tacos.recommended_participants }),
    ]);

    // Its details: 1.5 l of oil reads with the language's decimal comma; equipment and skills by key.
    await card.getByRole('button', { name: t('recipes.details.show') }).click();
    const details = card.getByRole('region', { name: t('recipes.details.region', { name: tacosName }) });
    await details.getByRole('heading', { name: t('recipes.details.ingredients') }).waitFor();
    await details.getByText(`1,5 l ${ingredientIn(language, 'Vegetable oil for frying', tacos.name)}`, { exact: true }).waitFor();
    for (const id of ['recipes.details.tasks', 'recipes.details.handsOn', 'recipes.details.skills', 'recipes.details.equipment']) await details.getByText(t(id), { exact: true }).waitFor();
    const equipment = await details.locator('dt', { hasText: t('recipes.details.equipment') }).locator('xpath=following-sibling::dd').textContent();
    expect(equipment).toContain(t('cook.word.equipment.prep_station', { form: 'other' }));
    expect(equipment).toContain(t('cook.word.equipment.burner', { form: 'other' }));
    const skills = await details.locator('dt', { hasText: t('recipes.details.skills') }).locator('xpath=following-sibling::dd').textContent();
    expect(skills).toContain(t('cook.skill.deep_frying'));
    await card.getByRole('button', { name: t('recipes.details.hide') }).waitFor();

    await screenshot(page, `recipes-${language}-library`);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it.each(TRANSLATED)('%s: the library on a phone: no text runs out of its card or off the screen', async (language) => {
    const t = messagesIn(language);
    const { page, missing } = await hostIn(language, 'phone');
    await page.goto('/recipes');
    await page.locator('article.recipe-card').first().waitFor();
    await page.getByLabel(t('recipes.filter.timeLabel')).selectOption('long');
    await page.getByRole('button', { name: t('recipes.filter.clear') }).waitFor();
    // The page's own content (the site header is the app shell's) stays inside the phone's width.
    const overflow = await page.evaluate((width) => {
      const offside = [...document.querySelectorAll('.page *')].filter((el) => el.getBoundingClientRect().right > width + 1).map((el) => `${el.tagName}.${el.className}: ${el.textContent?.slice(0, 40)}`);
      const spilled = [...document.querySelectorAll('article.recipe-card, article.recipe-card button, .recipe-filters, .recipe-filters button, .recipe-filters label')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.tagName}.${el.className}: ${el.textContent?.slice(0, 40)}`);
      return { offside: offside.slice(0, 5), spilled: spilled.slice(0, 5) };
    }, PHONE.width);
    await screenshot(page, `recipes-${language}-phone`);
    // What the phone shows first, filters and the first card, at a size a person can look at.
    await page.locator('.recipe-filter-summary').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS_DIR}recipes-${language}-phone-filters.png` });
    expect(overflow).toEqual({ offside: [], spilled: [] });
    expect(missing()).toEqual([]);
  });

  it.each(inTurn())("%s: browsing for a session: a recipe's copies counted and added in the language", async (language) => {
    const t = messagesIn(language);
    const code = await recipeSession(api, hostToken);
    const salad = library.find((r) => r.name.startsWith('Greek Salad'))!;
    // The search reads the recipe's own name; the card shows the page language's (issue 38.2).
    const saladName = localText(salad, language).name;
    const { page, missing } = await hostIn(language, 'laptop');
    await page.goto(`/sessions/${code}/recipes`);
    await page.getByRole('heading', { name: t('recipes.browse.title'), level: 1 }).waitFor();
    await page.getByRole('link', { name: t('recipes.browse.back') }).waitFor();
    await page.getByLabel(t('recipes.filter.search')).fill(salad.name);
    const card = page.locator('article.recipe-card', { hasText: saladName });
    const copies = card.getByRole('group', { name: t('recipes.copies.group', { name: saladName }) });
    await copies.getByText(t('recipes.copies.count', { count: 1 }), { exact: true }).waitFor();
    await copies.getByRole('button', { name: t('recipes.copies.addAnother', { name: saladName }) }).click();
    await page.getByText(t('recipes.browse.added', { name: saladName }), { exact: true }).waitFor();
    await copies.getByText(t('recipes.copies.count', { count: 2 }), { exact: true }).waitFor();
    await copies.getByRole('button', { name: t('recipes.copies.removeOne', { name: saladName }) }).waitFor();
    await screenshot(page, `recipes-${language}-session-browse`);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it.each(inTurn())("%s: a session's task map: title, counts, legend, card types and statuses, the card's editor", async (language) => {
    const t = messagesIn(language);
    const code = await recipeSession(api, hostToken);
    const dag = await api<Dag>('GET', `/sessions/${code}/dag/`, hostToken);
    const { page, missing } = await hostIn(language, 'laptop');
    await page.goto(`/sessions/${code}/dag`);
    await page.getByRole('heading', { name: t('recipes.map.title', { code }), level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(await page.getByTestId('task-count').textContent()).toBe(t('recipes.map.taskCount', { count: dag.tasks.length }));
    expect(await page.getByTestId('dependency-count').textContent()).toBe(t('recipes.map.dependencyCount', { count: dag.dependencies.length }));
    await page.getByRole('link', { name: t('recipes.map.back', { code }) }).waitFor();
    await page.getByText(t('recipes.map.live.connected'), { exact: true }).waitFor();

    // The legend names the seven types in the language.
    const legend = page.getByRole('group', { name: t('recipes.legend.title') });
    expect(await legend.locator('li').allTextContents()).toEqual(
      ['prep', 'cook', 'cleanup', 'timer_active', 'timer_passive', 'equipment_claim', 'equipment_release'].map((type) => t(`cook.word.type.${type}`)),
    );

    // Every card names its type; a task nobody is planned for reads its status in the language.
    await expect.poll(() => page.locator('.react-flow__node-task').count()).toBe(dag.tasks.length);
    const blocked = new Set(dag.dependencies.map((d) => d.task_id));
    const ready = dag.tasks.find((task) => !blocked.has(task.id))!;
    const node = page.locator(`.react-flow__node[data-id="${ready.id}"]`);
    expect(await node.locator('.task-card-type').textContent()).toBe(t(`cook.word.type.${ready.task_type}`));
    // The task and its dish in the language where the recipe has them (issue 38.2).
    const nameIn = (task: Dag['tasks'][number]) => localText(task, language).name;
    expect(nameIn(ready)).not.toBe(ready.name);
    expect(await node.locator('.task-card-name').first().textContent()).toBe(nameIn(ready));
    const dish = localText({ name: ready.recipe_name, translations: ready.recipe_translations }, language).name;
    expect(dish).not.toBe(ready.recipe_name);
    await page.locator('.react-flow__node').getByText(dish, { exact: true }).first().waitFor();
    const assignment = (await node.locator('.task-card-assignment').textContent()) ?? '';
    expect(assignment).toContain(t('recipes.status.unassigned'));
    expect(assignment).toContain(t('recipes.status.waitingDetail'));

    // Edit mode: the panel, and the card's editor with its labels and choices.
    await page.getByRole('button', { name: t('recipes.map.enterEdit') }).click();
    await page.getByText(t('recipes.map.editHint'), { exact: true }).waitFor();
    const panel = page.getByRole('region', { name: t('recipes.panel.title') });
    await panel.getByLabel(t('recipes.panel.task')).selectOption({ label: nameIn(ready) });
    await panel.getByRole('heading', { name: t('recipes.panel.waitsFor') }).waitFor();
    // A loop is refused in the server's words, translated from its code.
    const later = dag.dependencies.find((d) => d.depends_on_id === ready.id)!.task_id;
    await panel.getByRole('button', { name: t('recipes.panel.addDependency') }).click();
    await panel.getByLabel(t('recipes.panel.mustFinish')).selectOption({ label: nameIn(dag.tasks.find((task) => task.id === later)!) });
    await panel.getByRole('button', { name: t('recipes.panel.add'), exact: true }).click();
    await page.getByText(t('api.recipe.cycle', { names: '' }).trim()).waitFor();
    expect(await page.getByText(t('api.recipe.cycle', { names: '' }).trim()).textContent()).toContain(nameIn(ready));
    await panel.getByRole('button', { name: t('recipes.card.edit') }).click();
    const form = node.locator('form.task-card-form');
    await form.getByLabel(t('recipes.form.nameLabel')).waitFor();
    for (const id of ['recipes.form.descriptionLabel', 'recipes.form.minutesLabel', 'recipes.form.difficulty', 'recipes.skills.add']) await form.getByLabel(t(id), { exact: true }).waitFor();
    await form.getByText(t('recipes.form.scales'), { exact: true }).waitFor();
    expect(await form.getByLabel(t('recipes.form.difficulty'), { exact: true }).locator('option').allTextContents()).toEqual(
      ['beginner', 'intermediate', 'advanced', 'expert'].map((level) => t(`cook.word.${level}`)),
    );
    // Skills read in the language; the API still gets its English name.
    const skillChoice = form.getByLabel(t('recipes.skills.add'), { exact: true }).locator('option', { hasText: t('cook.skill.deep_frying') });
    expect(await skillChoice.getAttribute('value')).toBe('Deep frying');
    await form.getByRole('button', { name: t('recipes.form.save') }).waitFor();
    await form.getByRole('button', { name: t('recipes.cancel') }).waitFor();

    await screenshot(page, `taskmap-${language}-edit`);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    expect(missing()).toEqual([]);
  });
});
