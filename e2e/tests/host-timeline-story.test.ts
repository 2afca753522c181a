import { describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { screenshot } from '../support/browser';
import { joinCook } from '../support/kitchen';
import { setUpMeal } from '../support/meal';
import { browserSuite } from '../support/suite';

/**
 * The timeline tells one story (issue 26): it says who it plans for, dish colours stay with their
 * dish, every cut label has its full name at hand (tooltip and the list beside the chart), no
 * lane is called 'No cook', per-dish times agree with the legend, and 'running late' only shows
 * against a serve time.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);

describe('the timeline', () => {
  it('before the start and while cooking', async () => {
    const meal = await setUpMeal(() => suite.server.url, ['Roast Chicken', 'Greek Salad'], 'story_host');
    const context = await suite.context('laptop');
    await context.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), meal.token);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`/sessions/${meal.code}`);

    // Nobody joined: it says what it planned for.
    await page.getByTestId('timeline-basis').getByText('Nobody has joined yet: planned for 2 cooks.').waitFor();
    await page.getByTestId('timeline-estimates').getByText(/^With 1 cook this meal takes .*, with 2 cooks .*, with 3 cooks/).waitFor();
    const colours = async () =>
      page.locator('.timeline-legend li[data-dish]').evaluateAll((els) => Object.fromEntries(els.map((el) => [el.getAttribute('data-dish'), (el.querySelector('.timeline-swatch') as HTMLElement).style.background])));
    const before = await colours();
    expect(Object.keys(before)).toHaveLength(2);

    // Every bar's name is at hand: cut labels end in '…', the bar's tooltip and the list say it in full.
    const bars = await page.locator('.timeline-bar').evaluateAll((els) =>
      els.map((el) => ({ title: el.querySelector('title')?.textContent ?? '', label: el.querySelector('text')?.textContent ?? null, task: el.getAttribute('data-task') })),
    );
    expect(bars.length).toBeGreaterThan(10);
    // One row per task: a bar repeated on its equipment's lane is listed once.
    const list = page.locator('.timeline-list li');
    expect(await list.count()).toBe(new Set(bars.map((b) => b.task)).size);
    for (const bar of bars) {
      const full = await page.locator(`.timeline-list li[data-task="${bar.task}"] strong`).first().textContent();
      expect(bar.title.startsWith(`${full} (`)).toBe(true);
      if (bar.label !== null && bar.label !== full) {
        expect(bar.label.endsWith('…')).toBe(true);
        expect(full!.startsWith(bar.label.slice(0, -1))).toBe(true);
      }
    }
    const lanes = await page.locator('[data-lane] text').allTextContents();
    expect(lanes).not.toContain('No cook');
    await screenshot(page, 'timeline-story-before-start');

    // Another number of cooks: it says so, and each dish keeps its colour.
    await page.getByLabel('Number of cooks').selectOption('3');
    await page.getByTestId('timeline-basis').getByText('Planned for 3 cooks, as you chose.').waitFor();
    expect(await colours()).toEqual(before);

    // Cooking, with no serve time: never 'running late'; the per-dish times are the legend's.
    const ann = await joinCook(api, meal.code, 'Ann');
    await joinCook(api, meal.code, 'Ben');
    await api('POST', `/sessions/${meal.code}/start/`, meal.token);
    expect(ann.participant.display_name).toBe('Ann');
    await page.getByTestId('plan-health').waitFor();
    expect(await page.getByTestId('plan-health').textContent()).not.toMatch(/late/i);
    expect(await page.getByTestId('predicted-finish').textContent()).not.toMatch(/late/i);
    // Read together (the plan may be refreshed meanwhile): every dish's time is the legend's.
    const disagreements = () =>
      page.evaluate(() => {
        const legend = [...document.querySelectorAll('.timeline-legend li[data-dish]')].map((el) => el.textContent ?? '');
        const rows = [...document.querySelectorAll('.recipe-finish li')].map((el) => el.textContent ?? '');
        if (rows.length === 0 || legend.length === 0) return ['not shown yet'];
        return rows.filter((row) => {
          const time = row.match(/(\d{1,2}:\d\d\s?[AP]?M?)$/)?.[1];
          return !time || !legend.some((l) => l.endsWith(`ready ${time}`));
        });
      });
    await expect.poll(disagreements).toEqual([]);
    expect(await colours()).toEqual(before);
    await screenshot(page, 'timeline-story-active');
  });
});
