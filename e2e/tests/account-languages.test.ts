import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { lanUrl, PHONE, screenshot, waitForPath } from '../support/browser';
import { catalogueAreas, contextIn, LANGUAGES, LOCALE_TAG, messagesIn, watchMissingMessages, type Language, type Messages, languagesInTurn } from '../support/i18n';
import { registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * Issue 30, the account screens: the header, home, login, register, the host's dashboard and the
 * kitchens in German, Spanish and French (every text read from the catalogues, so a missing or
 * wrong translation fails), with `<html lang>`, the locale's dates, axe, and a 390 px phone whose
 * header keeps the brand, the language switch and its actions on screen.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);

const EQUIPMENT = ['prep_stations', 'oven', 'stove_4_burner', 'stove_6_burner', 'sink', 'dishwasher', 'stand_mixer', 'food_processor', 'blender'] as const;

async function phoneIn(language: Language): Promise<Page> {
  const context = suite.track(await contextIn(suite.browser, lanUrl(suite.server.url), language));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function expectClean(page: Page, missing: () => string[]): Promise<void> {
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  expect(missing()).toEqual([]);
}

/** The header's parts that stick out of a 390 px screen, or are smaller than a thumb (44 px). */
async function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) problems.push(`page is ${document.documentElement.scrollWidth} px wide`);
    const header = document.querySelector('.site-header')!;
    for (const el of header.querySelectorAll<HTMLElement>('.brand, a[href], button, select, .header-language-code')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      const name = (el.textContent || el.getAttribute('aria-label') || el.className).trim().slice(0, 30);
      if (box.left < 0 || box.right > width) problems.push(`${name} outside the screen (${Math.round(box.left)}..${Math.round(box.right)})`);
      if (!el.matches('.brand') && (box.height < 43.5 || box.width < 43.5)) problems.push(`${name} is ${Math.round(box.width)}x${Math.round(box.height)}`);
      if (el.scrollWidth > el.clientWidth + 1 && !el.matches('select, .user-menu-button')) problems.push(`${name} overflows its box`);
    }
    return problems;
  }, PHONE.width);
}

async function registerInBrowser(page: Page, language: Language, t: Messages, username: string): Promise<void> {
  await page.goto('/register?type=host');
  await page.getByRole('heading', { level: 1, name: t('account.register.titleHost') }).waitFor();
  expect(await page.title()).toBe(t('common.pageTitle', { page: t('account.register.titleHost') }));
  // The client-side rules speak the page's language.
  await page.getByLabel(t('account.field.username')).fill('ab');
  await page.getByLabel(t('account.field.email')).fill('no-at-sign');
  await page.getByLabel(t('account.field.password'), { exact: true }).fill('kitchen-pass-1');
  await page.getByLabel(t('account.field.passwordConfirm')).fill('kitchen-pass-2');
  await page.getByRole('button', { name: t('account.register.titleHost') }).click();
  await page.getByRole('alert').filter({ hasText: t('api.form.fixErrors') }).waitFor();
  const errors = await page.locator('.field-errors li').allTextContents();
  expect(errors).toEqual([t('api.auth.usernameShort'), t('api.auth.emailInvalid'), t('api.auth.passwordsDiffer')]);
  await screenshot(page, `account-${language}-register-errors`);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  await page.getByLabel(t('account.field.username')).fill(username);
  await page.getByLabel(t('account.field.email')).fill(`${username}@example.com`);
  await page.getByLabel(t('account.field.passwordConfirm')).fill('kitchen-pass-1');
  await page.getByRole('button', { name: t('account.register.titleHost') }).click();
  await waitForPath(page, '/');
  await page.getByRole('heading', { level: 1, name: t('account.home.welcome', { name: username }) }).waitFor();
}

// Someone else's first account makes the browser's accounts plain hosts (not staff): the host's own view.
beforeAll(async () => {
  await registerHost(api);
});

/** A phone in `language` signed in as a new host (its token stored as the login leaves it). */
async function hostPhoneIn(language: Language): Promise<{ page: Page; t: Messages; missing: () => string[]; token: string }> {
  const page = await phoneIn(language);
  const missing = watchMissingMessages(page);
  const token = await registerHost(api);
  await page.goto('/');
  await page.evaluate((value) => globalThis.localStorage.setItem('authToken', value), token);
  return { page, t: messagesIn(language), missing, token };
}


const inTurn = languagesInTurn();
describe('the account screens in each language', () => {
  it.each(inTurn())('%s: home, login and register with their errors', async (language) => {
    const t = messagesIn(language);
    const page = await phoneIn(language);
    const missing = watchMissingMessages(page);

    // Home, as a visitor.
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: t('account.home.heading') }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(await page.title()).toBe(t('common.pageTitle', { page: t('account.home.title') }));
    await page.getByRole('heading', { name: t('account.home.hostSessionTitle') }).waitFor();
    await page.getByRole('link', { name: t('account.home.registerAsHost') }).waitFor();
    expect(await page.locator('.hero .lead').textContent()).toBe(t('account.home.lead'));
    await screenshot(page, `account-${language}-home`);
    await expectClean(page, missing);

    // Login: the form's own checks, in the language.
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: t('account.login.title') }).waitFor();
    await page.getByRole('button', { name: t('account.login.submit') }).click();
    await page.getByRole('alert').filter({ hasText: t('api.form.fixErrors') }).waitFor();
    expect(await page.locator('#username-errors').textContent()).toBe(t('api.field.required'));
    expect(await page.locator('.form-footer').first().textContent()).toBe(t('account.login.noAccount'));
    await screenshot(page, `account-${language}-login-errors`);
    await expectClean(page, missing);
    // The server's refusal reads in the language too (its code, translated).
    await page.getByLabel(t('account.field.username')).fill('nobody_here');
    await page.getByLabel(t('account.field.password')).fill('wrong-pass-1');
    await page.getByRole('button', { name: t('account.login.submit') }).click();
    await page.getByRole('alert').filter({ hasText: t('api.auth.badCredentials') }).waitFor();

    // Register (client-side errors first), then signed in as a host.
    const username = `gast_${language}_${Math.random().toString(36).slice(2, 6)}`;
    await registerInBrowser(page, language, t, username);
    expect(await page.locator('.role-label').textContent()).toBe(t('hostMenu.roleHost'));
    await screenshot(page, `account-${language}-home-host`);
    await expectClean(page, missing);
  }, 90_000);

  it.each(inTurn())('%s: kitchens, created and edited by the names of their equipment', async (language) => {
    const { page, t, missing } = await hostPhoneIn(language);

    // Kitchens: create one with a custom setup, by the equipment's names in the language.
    await page.goto('/kitchens');
    await page.getByRole('heading', { name: t('account.kitchens.emptyTitle') }).waitFor();
    await page.getByRole('link', { name: t('account.kitchens.create') }).first().click();
    await waitForPath(page, '/kitchens/create');
    await page.getByRole('heading', { level: 1, name: t('account.kitchens.createTitle') }).waitFor();
    const standard = await page.locator('.choice-detail').first().textContent();
    expect(standard).toContain(t('account.kitchens.card.item', { count: '3', name: t('cook.word.equipment.prep_stations') }));
    expect(standard).toContain(t('cook.word.equipment.oven'));
    await page.getByLabel(t('account.kitchens.form.custom')).check();
    for (const key of EQUIPMENT) await page.getByRole('group', { name: t(`cook.word.equipment.${key}`) }).waitFor();
    const sixBurner = t('cook.word.equipment.stove_6_burner');
    expect(await page.getByRole('button', { name: t('account.kitchens.form.decrease', { name: sixBurner }) }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: t('account.kitchens.form.increase', { name: sixBurner }) }).click();
    expect(await page.getByLabel(t('account.kitchens.form.count', { name: sixBurner })).textContent()).toBe('1');
    // A blank name is refused in the language before anything is sent.
    await page.getByLabel(t('account.kitchens.form.name')).focus();
    await page.getByLabel(t('account.kitchens.form.description')).focus();
    await page.locator('.field-errors li', { hasText: t('api.kitchen.nameRequired') }).waitFor();
    await page.getByLabel(t('account.kitchens.form.name')).fill('Küche 1');
    await screenshot(page, `account-${language}-kitchen-create`);
    await expectClean(page, missing);
    await page.getByRole('button', { name: t('account.kitchens.createTitle') }).click();
    await waitForPath(page, '/kitchens');

    const card = page.locator('article.kitchen-card');
    await card.getByRole('heading', { name: 'Küche 1' }).waitFor();
    expect(await card.locator('.equipment-list li').allTextContents()).toEqual([
      t('account.kitchens.card.item', { count: '3', name: t('cook.word.equipment.prep_stations') }),
      t('account.kitchens.card.item', { count: '1', name: t('cook.word.equipment.oven') }),
      t('account.kitchens.card.item', { count: '1', name: t('cook.word.equipment.stove_4_burner') }),
      '…',
    ]);
    expect(await card.locator('.equipment-more').getAttribute('aria-label')).toBe(t('account.kitchens.card.more', { count: '6' }));
    // Nine kinds of equipment, three shown. Stations: 3 prep stations, the oven, both stoves, the sink and the dishwasher.
    expect(await card.locator('.station-count').textContent()).toBe(t('account.kitchens.card.stations', { count: 8 }));
    // Eleven pieces in all (issue 38.6: the card counts every piece, then the stations).
    expect(await card.locator('.equipment-count').textContent()).toBe(t('account.kitchens.card.items', { count: 11 }));
    await screenshot(page, `account-${language}-kitchens`);
    await expectClean(page, missing);

    // Edit: the kitchen opens as its own counts; the changes are saved.
    await card.getByRole('link', { name: t('account.kitchens.card.edit') }).click();
    await page.getByRole('heading', { level: 1, name: t('account.kitchens.editTitle') }).waitFor();
    expect(await page.getByLabel(t('account.kitchens.form.count', { name: sixBurner })).textContent()).toBe('1');
    await page.getByRole('button', { name: t('account.kitchens.form.decrease', { name: sixBurner }) }).click();
    await screenshot(page, `account-${language}-kitchen-edit`);
    await expectClean(page, missing);
    await page.getByRole('button', { name: t('account.kitchens.save') }).click();
    await waitForPath(page, '/kitchens');
    // The list may show its kept answer for a moment: the saved counts arrive with its new one.
    await card.locator('.station-count', { hasText: new RegExp(`^${t('account.kitchens.card.stations', { count: 7 })}$`) }).waitFor();

  }, 90_000);

  it.each(inTurn())('%s: the dashboard (a date in the locale) and the signed-in menu', async (language) => {
    const { page, t, missing, token } = await hostPhoneIn(language);
    // The dashboard, with a waiting session that has no recipe yet: its date in the page's locale.
    await api('POST', '/kitchens/', token, { name: 'Küche 2', description: '', use_default: true });
    const kitchens = await api<Array<{ id: number }>>('GET', '/kitchens/', token);
    const created = await api<{ code?: string; session?: { code: string; created_at: string } }>('POST', '/sessions/create/', token, { kitchen: kitchens[0]!.id });
    const code = created.session?.code ?? created.code!;
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: t('account.dashboard.title') }).waitFor();
    const session = page.getByRole('article', { name: t('common.session.untitled', { code }) });
    await session.waitFor();
    await session.getByText(t('account.dashboard.needsRecipe')).waitFor();
    expect(await page.getByTestId('waiting-count').textContent()).toBe('1');
    const shown = await session.locator('.detail-list div', { hasText: t('account.dashboard.created') }).locator('dd').textContent();
    const sessions = await api<Array<{ code: string; created_at: string }>>('GET', '/sessions/', token);
    const createdAt = sessions.find((s) => s.code === code)!.created_at;
    // The browser's own Intl in the language's region: a 24-hour clock, the region's date order.
    const expected = await page.evaluate(
      ([iso, tag]) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso!)),
      [createdAt, LOCALE_TAG[language]],
    );
    expect(shown).toBe(expected);
    expect(shown).not.toMatch(/AM|PM/);
    await screenshot(page, `account-${language}-dashboard`);
    await expectClean(page, missing);

    // The signed-in menu.
    await page.locator('.user-menu-button').click();
    await page.getByRole('link', { name: t('hostMenu.manageKitchens') }).waitFor();
    await screenshot(page, `account-${language}-user-menu`);
    await expectClean(page, missing);
    await page.getByRole('button', { name: t('common.userMenu.signOut') }).click();
    await page.getByRole('banner').getByRole('link', { name: t('common.header.login') }).waitFor();
    expect(missing()).toEqual([]);
  }, 90_000);

  it.each(inTurn())("%s: a host on the join page (a cook's screen, with the cook's messages only) gets the menu's host entries", async (language) => {
    const { page, t, missing } = await hostPhoneIn(language);
    await page.goto('/join');
    await page.getByRole('heading', { level: 1, name: t('join.title') }).waitFor();
    // The menu loads its host words itself: the join page's own messages leave them out.
    await page.locator('.role-label').getByText(t('hostMenu.roleHost'), { exact: true }).waitFor();
    await page.locator('.user-menu-button').click();
    await page.getByRole('link', { name: t('hostMenu.dashboard') }).waitFor();
    await page.getByRole('link', { name: t('hostMenu.sessionHistory') }).waitFor();
    expect(await page.locator('.user-menu-group-title').textContent()).toBe(t('hostMenu.hostTools'));
    await screenshot(page, `account-${language}-join-host-menu`);
    await expectClean(page, missing);

    // A visitor's join page fetches its own words only: not the cook page's, the host's or the menu's.
    const visitor = await phoneIn(language);
    await visitor.goto('/join');
    await visitor.getByRole('heading', { level: 1, name: t('join.title') }).waitFor();
    expect(await catalogueAreas(visitor)).toEqual(['api', 'common', 'join']);
  });

  it.each(LANGUAGES)('%s: the header fits a 390 px phone, signed out and signed in, every control 44 px', async (language) => {
    const t = messagesIn(language);
    const page = await phoneIn(language);
    await page.goto('/login');
    const header = page.locator('.site-header');
    await header.getByRole('link', { name: t('common.header.getStarted') }).waitFor();
    // The switch reads the short code; its list names each language in full.
    expect(await header.locator('.header-language-code').textContent()).toBe(language.toUpperCase());
    expect(await header.getByLabel(t('common.language.label')).inputValue()).toBe(language);
    expect(await headerProblems(page)).toEqual([]);
    await screenshot(page, `account-header-${language}-visitor`);

    const token = await registerHost(api);
    await page.evaluate((value) => globalThis.localStorage.setItem('authToken', value), token);
    await page.reload();
    await header.locator('.user-menu-button').waitFor();
    expect(await headerProblems(page)).toEqual([]);
    await screenshot(page, `account-header-${language}-host`);
  });
});
