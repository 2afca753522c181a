import { describe, expect, it } from 'vitest';
import { restClient, trpcClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { lanUrl, phoneContext, screenshot, type Page } from '../support/browser';
import { joinCook, openCookPage, openHostPage } from '../support/kitchen';
import { setUpMeal } from '../support/meal';
import { browserSuite } from '../support/suite';

/**
 * One finish story (issue 34): the host picks a number of cooks and the chart and the estimate
 * for that number agree, and never grow with a cook; a cook waiting for a start set by the serve
 * time reads when cooking starts, what comes first and the serve time, on a phone at a LAN name.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);

const trpcMutation = trpcClient(() => suite.server.url);

/** Minutes of the day of a clock time as the page writes it ('5:46 PM', '17:46'). */
function clockMinutes(text: string): number {
  const m = /(\d{1,2}):(\d\d)\s*([AP]M)?/i.exec(text);
  if (!m) throw new Error(`no time in ${text}`);
  const h = Number(m[1]) % (m[3] ? 12 : 24) + (m[3]?.toUpperCase() === 'PM' ? 12 : 0);
  return h * 60 + Number(m[2]);
}

/** '2 h 13 min' or '45 min' in minutes. */
function durationMinutes(text: string): number {
  const m = /(?:(\d+) h)?\s*(?:(\d+) min)?/.exec(text.trim());
  return Number(m?.[1] ?? 0) * 60 + Number(m?.[2] ?? 0);
}

/** The estimates sentence as numbers: cooks → minutes. */
async function estimates(page: Page): Promise<Map<number, number>> {
  const text = (await page.getByTestId('timeline-estimates').textContent()) ?? '';
  return new Map([...text.matchAll(/with (\d+) cooks? (?:this meal takes )?([\d h]*\d+ (?:min|h))/gi)].map((m) => [Number(m[1]), durationMinutes(m[2]!)]));
}

/** The chart's length as its task list says it: the first start to the last end. */
async function chartLength(page: Page): Promise<number> {
  const spans = await page.locator('.timeline-list-time').allTextContents();
  const times = spans.map((s) => s.split('–').map(clockMinutes) as [number, number]);
  const start = Math.min(...times.map((t) => t[0]));
  // A plan may run past midnight: an end before the first start is the next day.
  const end = Math.max(...times.map(([s, e]) => (e < start || e < s ? e + 24 * 60 : e)));
  return end - start;
}

describe('the finish story in the browser', () => {
  it('the host picks N cooks: the chart and the estimate for N agree, and adding a cook never lengthens it', async () => {
    const meal = await setUpMeal(() => suite.server.url, ['Roast Chicken', 'Apple Crumble', 'Greek Salad'], 'story_n_host');
    await trpcMutation('plan.updateSettings', meal.token, { code: meal.code, changes: { serve_at: new Date(Date.now() + 6 * 3600_000).toISOString() } });
    const page = await openHostPage(await suite.context('laptop'), meal.code, meal.token, 30_000);
    const said = new Map<number, number>();
    for (const n of [1, 2, 3, 4]) {
      await page.getByLabel('Number of cooks').selectOption(String(n));
      await page.getByTestId('timeline-basis').getByText(`Planned for ${n} ${n === 1 ? 'cook' : 'cooks'}, as you chose.`).waitFor();
      // Every task is on the chart (nothing left out on a kitchen that has what the meal needs).
      const tasks = () => page.locator('.timeline-list li').evaluateAll((els) => new Set(els.map((el) => el.getAttribute('data-task'))).size);
      await expect.poll(tasks).toBe(meal.taskCount);
      expect(await page.getByTestId('timeline-unplanned').count()).toBe(0);
      const whatIfs = await estimates(page);
      expect(whatIfs.get(n)).toBe(await chartLength(page));
      for (const [cooks, minutes] of whatIfs) {
        if (said.has(cooks)) expect(minutes).toBe(said.get(cooks));
        said.set(cooks, minutes);
      }
      await page.getByTestId('timeline-start-by').waitFor();
      // The two dishes' preheats are one heating of the oven: the row of the one that follows says so.
      await page.locator('.timeline-list li', { hasText: 'one heating of the oven, with ' }).first().waitFor();
      // The crumble bakes at the roast's temperature: its row says the oven's, not the recipe's 190 °C.
      await page.locator('.timeline-list li', { hasText: 'Bake the crumble' }).getByText('· oven at 200 °C').waitFor();
      if (n === 3) await screenshot(page, 'finish-story-host-3-cooks');
    }
    for (const n of [2, 3, 4, 5]) expect(said.get(n)!).toBeLessThanOrEqual(said.get(n - 1)!);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });

  it("a waiting cook's phone says when cooking starts, what comes first and the serve time, also once started", async () => {
    const meal = await setUpMeal(() => suite.server.url, ['Roast Chicken'], 'story_phone_host');
    const cook = await joinCook(api, meal.code, 'Ann');
    const serve = new Date(Date.now() + 5 * 3600_000);
    serve.setSeconds(0, 0);
    await trpcMutation('plan.updateSettings', meal.token, { code: meal.code, changes: { serve_at: serve.toISOString() } });
    const phone = await openCookPage(suite.track(await phoneContext(suite.browser, lanUrl(suite.server.url))), meal.code, cook, 30_000);
    const line = phone.getByTestId('cook-start-line');
    await line.getByText(/^Cooking starts at \d{1,2}:\d\d.*: .+/).waitFor();
    await phone.getByTestId('cook-serve-at').getByText(/^Serve at \d{1,2}:\d\d/).waitFor();
    expect(clockMinutes((await phone.getByTestId('cook-serve-at').textContent())!)).toBe(serve.getHours() * 60 + serve.getMinutes());

    // The host's page tells the same start: 'To serve at …, start by …'.
    const host = await openHostPage(await suite.context('laptop'), meal.code, meal.token, 30_000);
    const startBy = (await host.getByTestId('timeline-start-by').textContent())!;
    const phoneStart = (await line.textContent())!.replace(/^Cooking starts at /, '');
    expect(clockMinutes(startBy.split('start by ')[1]!)).toBe(clockMinutes(phoneStart));
    // The first task is the first in the host's plan.
    const firstTask = phoneStart.slice(phoneStart.indexOf(': ') + 2);
    expect(await host.locator('.timeline-list li').first().locator('strong').textContent()).toBe(firstTask);
    expect(await phone.getByText('No task for you right now', { exact: false }).count()).toBe(0);
    expect(await seriousAccessibilityProblems(phone)).toEqual([]);
    await screenshot(phone, 'finish-story-phone-waiting');

    // Started hours before the serve time: the plan begins later, and the phone still says when,
    // beside what is up next for this cook.
    await api('POST', `/sessions/${meal.code}/start/`, meal.token);
    await phone.getByRole('heading', { name: 'Up next' }).waitFor();
    await phone.getByRole('heading', { name: 'Cooking starts soon' }).waitFor();
    await line.getByText(/^Cooking starts at \d{1,2}:\d\d.*: .+/).waitFor();
    await screenshot(phone, 'finish-story-phone-started');
    expect(await phone.getByText('No task for you right now', { exact: false }).count()).toBe(0);
    expect(await seriousAccessibilityProblems(phone)).toEqual([]);
    await screenshot(host, 'finish-story-host-started');
  });
});
