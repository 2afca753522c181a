import { describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/axe';
import { lanUrl, screenshot } from '../support/browser';
import { contextIn, messagesIn, TRANSLATED, watchMissingMessages } from '../support/i18n';
import { browserSuite } from '../support/suite';

const suite = browserSuite();

/** Issue 30: the phone's language chooses; the switch in the header overrides it and is remembered. */
describe("the page's language", () => {
  it.each(TRANSLATED)('a phone set to %s gets its language: <html lang>, the header', async (language) => {
    const t = messagesIn(language);
    const context = suite.track(await contextIn(suite.browser, lanUrl(suite.server.url), language));
    const page = await context.newPage();
    const missing = watchMissingMessages(page);
    await page.goto('/login');
    await page.locator('.site-header').getByRole('link', { name: t('common.header.login') }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    await screenshot(page, `language-${language}-login`);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it('the header switch changes every text at once, sets <html lang> and is remembered on the device', async () => {
    const context = suite.track(await contextIn(suite.browser, lanUrl(suite.server.url), 'de'));
    const page = await context.newPage();
    await page.goto('/login');
    const header = page.locator('.site-header');
    await header.getByRole('link', { name: messagesIn('de')('common.header.login') }).waitFor();
    await header.getByLabel(messagesIn('de')('common.language.label')).selectOption('fr');
    const fr = messagesIn('fr');
    await header.getByRole('link', { name: fr('common.header.login') }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    // The option reads each language under its own name.
    expect(await header.locator('option[value="de"]').textContent()).toBe('Deutsch');
    await page.reload();
    await header.getByRole('link', { name: fr('common.header.login') }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
  });
});
