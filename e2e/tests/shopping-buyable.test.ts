import { describe, expect, it } from 'vitest';
import { trpcClient } from '../support/api';
import { ARTIFACTS_DIR, screenshot } from '../support/browser';
import { setUpMeal } from '../support/meal';
import { browserSuite } from '../support/suite';

/**
 * A shopping list a person can buy from (issue 26): four library dishes for ten diners. One line
 * per ingredient ('Red onion' and 'Red onions' merged), whole vegetables rounded up, a bottle's
 * worth of spoons of oil in millilitres (cups in US units), grouped by aisle.
 */
const suite = browserSuite();

describe('the shopping list', () => {
  it('has one line per ingredient, amounts a shop sells, grouped by aisle', async () => {
    const meal = await setUpMeal(() => suite.server.url, ['Greek Salad', 'Roast Chicken', 'Baja Fish Tacos', 'Guacamole'], 'shop_host');
    await trpcClient(() => suite.server.url)('plan.updateSettings', meal.token, { code: meal.code, changes: { diners: 10 } });
    const context = await suite.context('phone');
    await context.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), meal.token);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`/sessions/${meal.code}/shopping`);
    await page.getByRole('heading', { name: 'Fruit & vegetables' }).waitFor();
    // Chromium's default locale is en-US: US customary units until the shopper chooses (issue 30).
    const oil = page.locator('.shopping-items li', { hasText: 'Extra-virgin olive oil' }).locator('.shopping-amount');
    expect(await page.getByRole('button', { name: 'US', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await oil.getByText('1 cup').waitFor();
    await page.getByRole('button', { name: 'Metric' }).click();
    await oil.getByText('190 ml').waitFor();

    const lines = async () =>
      page.locator('.shopping-items li').evaluateAll((els) =>
        els.map((el) => ({
          aisle: el.closest('section')?.querySelector('h2')?.textContent ?? '',
          amount: el.querySelector('.shopping-amount')?.textContent ?? '',
          name: el.querySelector('.shopping-name')?.textContent ?? '',
        })),
      );
    const all = await lines();
    const line = (name: string) => all.find((l) => l.name === name);
    // One line per ingredient: no two names that differ only by case or a plural s.
    const keys = all.map((l) => l.name.toLowerCase().replace(/(es|s)$/, ''));
    expect(new Set(keys).size).toBe(keys.length);
    // Red onion (Greek salad, 2.5), red onions (roast, 5) and half a red onion per 4 (tacos, 1.25): 9 onions.
    expect(all.filter((l) => /^red onions?$/i.test(l.name))).toEqual([{ aisle: 'Fruit & vegetables', amount: '9', name: 'Red onions' }]);
    // Floury potatoes are vegetables, not baking (issue 38.1: 'flour' is not 'floury').
    expect(line('Floury potatoes')?.aisle).toBe('Fruit & vegetables');
    expect(line('Cucumbers')?.amount).toBe('3');
    expect(line('Garlic bulbs')?.amount).toBe('3');
    // Nothing counted in halves where whole things are sold.
    for (const l of all.filter((x) => x.aisle === 'Fruit & vegetables')) expect(l.amount, l.name).not.toMatch(/½|¼|¾/);
    // Twelve and a half tablespoons of oil: millilitres.
    expect(line('Extra-virgin olive oil')?.amount).toBe('190 ml');
    // Salt for four dishes is a jar's worth: weighed, never poured.
    expect(line('Salt')?.amount).toMatch(/^\d+ g$/);
    await screenshot(page, 'shopping-buyable-metric');
    // The phone's screen as the shopper sees it, at the vegetables and at the oils.
    await page.screenshot({ path: `${ARTIFACTS_DIR}shopping-buyable-vegetables.png` });
    await page.getByRole('heading', { name: 'Oils, sauces & vinegars' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS_DIR}shopping-buyable-oils.png` });

    await page.getByRole('button', { name: 'US', exact: true }).click();
    await oil.getByText('1 cup').waitFor();
    // A pound and more in pounds and ounces, never '26 ½ oz' (issue 38.1).
    const us = await lines();
    for (const l of us) expect(l.amount, l.name).not.toMatch(/\b(1[6-9]|[2-9]\d)( [½¼¾⅛])? oz/);
    expect(us.some((l) => /^\d+ lb( \d+ oz)?$/.test(l.amount)), 'a line in lb and oz').toBe(true);
    await screenshot(page, 'shopping-buyable-us');
  });
});
