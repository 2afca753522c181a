import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { restClient, trpcClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { ARTIFACTS_DIR, lanUrl, screenshot } from '../support/browser';
import { contextIn, messagesIn, watchMissingMessages, type Language, type Messages, languagesInTurn } from '../support/i18n';
import { joinCook } from '../support/kitchen';
import { setUpMeal, type Meal } from '../support/meal';
import { browserSuite } from '../support/suite';

/**
 * Issue 30: the meal's screens in German, Spanish and French: creating a session, the timeline
 * on the host's page, the shopping list (the host's and the shared link on a phone at the LAN
 * name) with translated aisles, units and decimal commas, and the summary opened from History.
 * Every text is read from the catalogues, so a missing or wrong translation fails.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);

const AISLES = [
  'fruitVegetables', 'herbs', 'meatFish', 'dairyEggs', 'bakery', 'grains', 'tinsJars', 'baking', 'spices', 'oilsSauces', 'worldFoods', 'drinks', 'other',
] as const;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message as a pattern: each placeholder given as `(?:…)` in `values` stands for what the page fills in. */
const pattern = (t: Messages, id: string, values: Record<string, string | number>) => {
  const marks = Object.fromEntries(Object.keys(values).map((k, i) => [k, typeof values[k] === 'number' ? values[k] : `\u0000${i}\u0000`]));
  let text = escape(t(id, marks));
  Object.values(values).forEach((v, i) => {
    if (typeof v === 'string') text = text.replace(`\u0000${i}\u0000`, v);
  });
  return new RegExp(`^${text}$`);
};

let meal: Meal;
let ended: { code: string; name: string };

beforeAll(async () => {
  // Two dishes with litres and kilos to buy (a decimal comma to see), for ten people.
  meal = await setUpMeal(() => suite.server.url, ['Beef Bourguignon', 'Roast Chicken', 'Greek Salad'], 'lang_host');
  await trpcClient(() => suite.server.url)('plan.updateSettings', meal.token, { code: meal.code, changes: { diners: 10 } });
  // A meal cooked and ended, for History and its summary.
  const kitchen = await api<{ id: number }>('POST', '/kitchens/', meal.token, { name: 'Summary kitchen', use_default: true });
  const name = 'Sonntag';
  const session = await api<{ code: string }>('POST', '/sessions/create/', meal.token, { kitchen: kitchen.id, name });
  const recipes = await api<Array<{ id: number; name: string }>>('GET', '/recipes/', meal.token);
  await api('POST', `/sessions/${session.code}/recipes/`, meal.token, { recipe_id: recipes.find((r) => r.name.startsWith('Greek Salad'))!.id });
  await joinCook(api, session.code, 'Ana');
  await api('POST', `/sessions/${session.code}/start/`, meal.token);
  await api('POST', `/sessions/${session.code}/end/`, meal.token);
  ended = { code: session.code, name };
}, 60_000);

async function hostPage(language: Language, kind: 'phone' | 'laptop' = 'phone'): Promise<{ page: Page; context: BrowserContext; missing: () => string[] }> {
  const context = suite.track(await contextIn(suite.browser, lanUrl(suite.server.url), language, kind));
  await context.addInitScript((token) => globalThis.localStorage.setItem('authToken', token), meal.token);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { page, context, missing: watchMissingMessages(page) };
}

/** What a person must see on every page in `language`, and nothing axe finds serious. */
async function checkPage(page: Page, language: Language, missing: () => string[]) {
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  expect(missing()).toEqual([]);
}

/** No text wider than its box on a 390 px phone: long German words must wrap or fit. */
async function overflowing(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => (el.textContent ?? '').trim()));
}

const inTurn = languagesInTurn();

describe('the meal in each language', () => {

  it.each(inTurn())('%s: the shopping list: aisles, units and decimal commas on the host’s page and the shared link on a phone', async (language) => {
    const t = messagesIn(language);
    const { page, missing } = await hostPage(language);
    await page.goto(`/sessions/${meal.code}/shopping`);
    await page.getByRole('heading', { name: t('meal.shopping.title'), level: 1 }).waitFor();
    await page.getByRole('heading', { name: t('meal.shopping.aisle.fruitVegetables') }).waitFor();
    await page.getByText(t('meal.shopping.diners', { count: 10 })).waitFor();
    // The server calls an unnamed session 'Session CODE' in English: the page says it in its language.
    expect(await page.locator('.page-heading .muted').textContent()).toContain(t('common.session.untitled', { code: meal.code }));
    const translatedAisles = AISLES.map((a) => t(`meal.shopping.aisle.${a}`));
    const headings = await page.locator('.shopping-aisle h2').allTextContents();
    expect(headings.length).toBeGreaterThan(3);
    for (const heading of headings) expect(translatedAisles).toContain(heading);
    // The page's region decides: metric, with the decimal comma ('1,5 l') and never a decimal point.
    const metric = page.getByRole('button', { name: t('meal.shopping.units.metric') });
    expect(await metric.getAttribute('aria-pressed')).toBe('true');
    const amounts = await page.locator('.shopping-amount').allTextContents();
    expect(amounts.some((a) => /^\d+,\d+ (l|kg)$/.test(a)), amounts.join(' | ')).toBe(true);
    expect(amounts.filter((a) => /\d\.\d/.test(a))).toEqual([]);
    expect(await overflowing(page, '.page-heading-actions button, .shopping-aisle h2')).toEqual([]);
    await screenshot(page, `meal-${language}-shopping-metric`);
    // The phone's screen as the host sees it first: heading, buttons, the first aisle.
    await page.screenshot({ path: `${ARTIFACTS_DIR}meal-${language}-shopping-phone-top.png` });
    await checkPage(page, language, missing);

    // US units on request, with the language's spoons and cups (EL, cda., c. à s.).
    await page.getByRole('button', { name: t('meal.shopping.units.us'), exact: true }).click();
    const spoons = [t('common.unit.tbsp'), t('common.unit.tsp'), t('common.unit.cup', { count: 1 }), t('common.unit.cup', { count: 2 })];
    await expect.poll(async () => (await page.locator('.shopping-amount').allTextContents()).filter((a) => spoons.some((s) => a.endsWith(` ${s}`))).length).toBeGreaterThan(0);
    const us = await page.locator('.shopping-amount').allTextContents();
    expect(us.filter((a) => /\b(tbsp|tsp|cups?)$/.test(a))).toEqual([]);
    await screenshot(page, `meal-${language}-shopping-us`);

    // The shared link on a phone at the kitchen's LAN name, without an account.
    const shareUrl = await page.locator('.share-link a').getAttribute('href');
    expect(shareUrl).toMatch(/\/shopping\/[a-z0-9]+$/);
    await page.getByText(t('meal.shopping.shareLink', { url: shareUrl })).waitFor();
    const phone = suite.track(await contextIn(suite.browser, lanUrl(suite.server.url), language, 'phone'));
    const shopper = await phone.newPage();
    shopper.setDefaultTimeout(20_000);
    const shopperMissing = watchMissingMessages(shopper);
    await shopper.goto(new URL(shareUrl!).pathname);
    await shopper.getByRole('heading', { name: t('meal.shopping.title'), level: 1 }).waitFor();
    expect(await shopper.locator('.shopping-aisle h2').allTextContents()).toEqual(headings);
    expect((await shopper.locator('.shopping-amount').allTextContents()).some((a) => /^\d+,\d+ (l|kg)$/.test(a))).toBe(true);
    await shopper.getByText(t('meal.shopping.ticked', { ticked: 0, total: amounts.length })).waitFor();
    await shopper.locator('.shopping-items input[type=checkbox]').first().check();
    await shopper.getByText(t('meal.shopping.ticked', { ticked: 1, total: amounts.length })).waitFor();
    await shopper.screenshot({ path: `${ARTIFACTS_DIR}meal-${language}-shopping-shared-phone.png` });
    await checkPage(shopper, language, shopperMissing);
  });

  it.each(inTurn())('%s: creating a session', async (language) => {
    const t = messagesIn(language);
    const { page, missing } = await hostPage(language);
    await page.goto('/sessions/create');
    await page.getByRole('heading', { name: t('meal.create.title'), level: 1 }).waitFor();
    await page.getByText(t('meal.create.intro')).waitFor();
    const name = page.getByLabel(t('meal.create.name.label'));
    expect(await name.getAttribute('placeholder')).toBe(t('meal.create.name.placeholder'));
    const station = page.getByLabel(t('meal.create.station.label'));
    expect(await station.locator('option').allTextContents()).toEqual([t('meal.create.station.rotation'), t('meal.create.station.fixed')]);
    const kitchen = page.getByLabel(t('meal.create.kitchen.label'));
    expect(await kitchen.locator('option').first().textContent()).toBe(t('meal.create.kitchen.choose'));
    // Two kitchens: none is chosen for the host, and the form says so in the page's language.
    await page.getByRole('button', { name: t('meal.create.title') }).click();
    await page.getByRole('listitem').getByText(t('api.session.kitchenRequired')).waitFor();
    expect(await overflowing(page, '.form-actions a, .form-actions button')).toEqual([]);
    await screenshot(page, `meal-${language}-create-session`);
    await checkPage(page, language, missing);
  });

  it.each(inTurn())('%s: the timeline on the host’s session page', async (language) => {
    const t = messagesIn(language);
    const { page, missing } = await hostPage(language, 'laptop');
    await page.goto(`/sessions/${meal.code}`);
    const title = page.getByRole('heading', { name: t('meal.timeline.title'), exact: true });
    await title.waitFor();
    const cooks = page.getByLabel(t('meal.timeline.cooksLabel'));
    expect(await cooks.locator('option').first().textContent()).toBe(t('meal.timeline.joinedCooks'));
    expect(await cooks.locator('option').nth(2).textContent()).toBe(t('meal.timeline.cookCount', { count: 2 }));
    await cooks.selectOption('3');
    await page.getByTestId('timeline-basis').getByText(t('meal.timeline.basis.chosen', { count: 3 }), { exact: true }).waitFor();
    // 'With 2 cooks this meal takes 1 h 20 min': durations in the language's words.
    const minutes = escape(t('common.duration.minutes', { minutes: 99 })).replace('99', '\\d+');
    const hours = escape(t('common.duration.hoursMinutes', { hours: 9, minutes: 99 })).replace('9', '\\d+').replace('99', '\\d+');
    const duration = `(?:${hours}|${minutes})`;
    const first = pattern(t, 'meal.timeline.estimate.first', { count: 2, duration }).source.slice(1, -1);
    const next = pattern(t, 'meal.timeline.estimate.next', { count: 3, duration }).source.slice(1, -1);
    await page.getByTestId('timeline-estimates').filter({ hasText: new RegExp(`${first}, ${next}`) }).waitFor();
    // The planned cooks' lanes by their word, a 24-hour clock on the axis.
    await page.locator('[data-lane="cook:planned-3"]').waitFor();
    expect(await page.locator('[data-lane="cook:planned-1"] text').textContent()).toBe(t('meal.timeline.lane.plannedCook', { number: 1 }));
    const ticks = await page.locator('.timeline-svg > g:not([data-lane]):not(.timeline-bar):not([data-testid]) > text').allTextContents();
    expect(ticks.length).toBeGreaterThan(1);
    for (const tick of ticks) expect(tick).toMatch(/^\d{1,2}:\d{2}$/);
    await page.locator('.timeline-legend').getByText(t('meal.timeline.legend.critical')).waitFor();
    expect(await page.locator('.timeline-svg').getAttribute('aria-label')).toBe(t('meal.timeline.chart.label'));
    await page.locator('.timeline-list summary').getByText(pattern(t, 'meal.timeline.list.title', { count: '\\d+' })).waitFor();
    await title.scrollIntoViewIfNeeded();
    await screenshot(page, `meal-${language}-timeline`);
    await checkPage(page, language, missing);
  });

  it.each(inTurn())('%s: History and the meal summary', async (language) => {
    const t = messagesIn(language);
    const { page, missing } = await hostPage(language);
    await page.goto('/sessions/history');
    await page.getByRole('heading', { name: t('meal.history.title'), level: 1 }).waitFor();
    const columns = ['session', 'status', 'participants', 'created', 'duration', 'completed', 'actions'].map((c) => t(`meal.history.column.${c}`));
    expect(await page.locator('.history-table thead th').allTextContents()).toEqual(columns);
    await screenshot(page, `meal-${language}-history`);
    await checkPage(page, language, missing);

    await page.getByRole('link', { name: t('meal.history.summary') }).first().click();
    await page.getByRole('heading', { name: t('meal.summary.heading', { name: ended.name }) }).waitFor();
    await page.getByRole('heading', { name: t('meal.summary.happened') }).waitFor();
    const heads = await page.locator('.summary-table').nth(1).locator('thead th').allTextContents();
    expect(heads).toEqual(['dish', 'planned', 'actual', 'difference', 'ready'].map((c) => t(`meal.summary.column.${c}`)));
    // Planned durations in the compact words of the language ('5 Min.', '1 Std. 5 Min.').
    const compact = `(?:${escape(t('common.duration.minutes', { minutes: 99 })).replace('99', '\\d+')}|${escape(t('common.duration.compact', { hours: 9, minutes: 99 })).replace('9', '\\d+').replace('99', '\\d+')}|${escape(t('common.duration.compactHours', { hours: 9 })).replace('9', '\\d+')})`;
    const planned = await page.locator('.summary-table').nth(1).locator('tbody td:nth-of-type(1)').allTextContents();
    expect(planned.length).toBeGreaterThan(0);
    for (const cell of planned) expect(cell).toMatch(new RegExp(`^${compact}$`));
    await screenshot(page, `meal-${language}-summary`);
    await checkPage(page, language, missing);
  });
});
