import { localTaskParam } from '@brigade/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { PHONE, screenshot } from '../support/browser';
import { recipeIn, taskIn } from '../support/library-text';
import { contextIn, LOCALE_TAG, messagesIn, TRANSLATED, watchMissingMessages, type Language, type Messages, languagesInTurn } from '../support/i18n';
import { joinCook, listAssignments, recipeSession, registerHost, type JoinedCook } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * Issue 30: the host's control screen speaks the laptop's language. A running Greek Salad with
 * three cooks: the tabs, the cook cards, a timer on the Timers panel, a cook's help request, times
 * of day the language's way (24-hour in German, Spanish and French), axe clean, no missing
 * message; and the same page on a 390 px phone without a word running out of its button.
 */
const suite = browserSuite();
/** The seeded library's Greek Salad, as the page names the dish. */
const DISH = 'Greek Salad with Warm Pitta';
/** How many diners a session may have (contracts' DINERS_MIN and DINERS_MAX). */
const DINERS_MIN = 1;
const DINERS_MAX = 200;
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});

interface Kitchen {
  code: string;
  name: string;
  timerCook: JoinedCook;
  asker: JoinedCook;
  helpTask: string;
  started: string;
  /** The asker asks for help with what they do now (once the host's page listens). */
  askHelp: () => Promise<unknown>;
}

/** A running session whose hands-off 'Mellow the onion' timer is under way, and a cook busy with an attended task. */
async function busyKitchen(): Promise<Kitchen> {
  const code = await recipeSession(api, hostToken, 'Greek Salad');
  const cooks = new Map<number, JoinedCook>();
  for (const name of ['Ana', 'Ben', 'Cy']) {
    const cook = await joinCook(api, code, name);
    cooks.set(cook.participant.id, cook);
  }
  await api('POST', `/sessions/${code}/start/`, hostToken);
  // Cook through the kitchen (REST) until the onion's hands-off timer runs.
  const deadline = Date.now() + 30_000;
  let timerCook: JoinedCook | undefined;
  while (!timerCook) {
    expect(Date.now(), 'Mellow the onion never reached a cook').toBeLessThan(deadline);
    const list = await listAssignments(api, code, hostToken);
    const target = list.find((a) => a.task_name === 'Mellow the onion');
    if (target?.status === 'in_progress' && target.participant_id !== null) {
      timerCook = cooks.get(target.participant_id)!;
      await api('POST', `/sessions/${code}/assignments/${target.id}/complete/`, timerCook.token);
      break;
    }
    const step = list.find((a) => a.task_name === 'Slice the onion' && a.status === 'in_progress') ?? list.find((a) => a.status === 'in_progress' && a.task_type === 'prep');
    if (step?.participant_id) await api('POST', `/sessions/${code}/assignments/${step.id}/complete/`, cooks.get(step.participant_id)!.token).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 100));
  }
  // Someone busy with an attended task.
  const list = await listAssignments(api, code, hostToken);
  const busy = list.find((a) => a.status === 'in_progress' && a.participant_id !== null && a.task_type !== 'timer_passive');
  expect(busy, 'nobody is busy with an attended task').toBeDefined();
  const asker = cooks.get(busy!.participant_id!)!;
  const askHelp = () => api('POST', `/sessions/${code}/assignments/${busy!.id}/request-help/`, asker.token, {});
  const { name } = await api<{ name: string }>('GET', `/sessions/${code}/`, hostToken);
  return { code, name, timerCook, asker, helpTask: busy!.task_name, started: busy!.started_at!, askHelp };
}

/** The host's session page (signed in), watching for missing messages from its first load. */
async function openHost(context: BrowserContext, code: string): Promise<{ page: Page; missing: () => string[] }> {
  await context.addInitScript((token) => globalThis.localStorage.setItem('authToken', token), hostToken);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const missing = watchMissingMessages(page);
  await page.goto(`/sessions/${code}`);
  return { page, missing };
}

/** A time of day as the language's region writes it (what the page must show). */
const clockIn = (language: Language, iso: string) => new Intl.DateTimeFormat(LOCALE_TAG[language], { timeStyle: 'short' }).format(new Date(iso));

/**
 * What runs out of its box on the phone, in the page's content and the help banner (the header is
 * the app shell's): buttons, tabs and pills whose text is wider than they are, and anything reaching
 * past the screen's right edge that no scrolling box of its own holds (the tab row scrolls).
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}: ${(el.textContent ?? '').trim().slice(0, 60)}`;
    const scrollsItself = (el: Element) => {
      for (let up = el.parentElement; up && up.id !== 'main'; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible' && up.getBoundingClientRect().right <= width + 0.5) return true;
      }
      return false;
    };
    const roots = [...document.querySelectorAll('#main, .help-banner')];
    const all = roots.flatMap((root) => [...root.querySelectorAll<HTMLElement>('*')]).filter((el) => el.offsetParent !== null || el.tagName === 'svg');
    const clipped = all.filter((el) => el.matches('button, a.button, [role="tab"], .pill, .status-pill, .badge') && el.scrollWidth > el.clientWidth + 1);
    const outside = all.filter((el) => el.getBoundingClientRect().right > width + 0.5 && !scrollsItself(el));
    return [...new Set([...clipped, ...outside])].map(name);
  }, PHONE.width);
}

async function checkOverview(page: Page, t: Messages, kitchen: Kitchen, language: Language): Promise<void> {
  // The tabs.
  const tabs = page.getByRole('tablist', { name: t('host.tabs.label') });
  for (const tab of ['host.tabs.overview', 'host.tabs.recipes', 'host.tabs.taskflow', 'host.tabs.settings']) await tabs.getByRole('tab', { name: t(tab), exact: true }).waitFor();
  await tabs.getByRole('tab', { name: t('host.tabs.cooks', { count: 3 }), exact: true }).waitFor();
  await page.locator('.session-title .status-pill', { hasText: t('host.status.active') }).waitFor();
  await page.locator('.live-connected', { hasText: t('host.live.connected') }).waitFor();

  // A cook card: online, what they do now and since when, in the language's time of day.
  const card = page.getByRole('article', { name: t('host.board.columnLabel', { name: kitchen.asker.participant.display_name }) });
  await card.getByTestId('cook-connection').getByText(t('host.connection.online')).waitFor();
  await card.getByRole('heading', { name: t('host.cook.doingNow') }).waitFor();
  const started = t('host.cook.started', { time: clockIn(language, kitchen.started) });
  await card.getByTestId('cook-attended').getByText(started).waitFor();
  expect(started).not.toMatch(/AM|PM/);
  expect(started).toMatch(/\b([01]?\d|2[0-3]):[0-5]\d\b/);

  // The Timers panel: the onion's timer, who started it, that it runs by itself.
  const panel = page.getByRole('region', { name: t('host.timers.title') });
  // The task and the dish as the library writes them in this language.
  const mellow = taskIn(language, 'Mellow the onion', DISH);
  const row = panel.locator('.board-timer', { hasText: mellow });
  await row.getByText(t('host.timers.metaPassive', { dish: recipeIn(language, DISH), cook: kitchen.timerCook.participant.display_name })).waitFor();
  expect(await row.getByRole('timer').getAttribute('aria-label')).toMatch(new RegExp(`^${t('host.timers.leftLabel', { task: mellow, time: '\\d+:\\d\\d' })}$`));
  await panel.getByRole('button', { name: t('host.timers.soundOn') }).waitFor();

  // The help request: once, in the app-wide banner (the board rings for it without repeating it).
  await kitchen.askHelp();
  const name = kitchen.asker.participant.display_name;
  // (The banner lists every session of this host: this one's request is named by its session.)
  const banner = page.locator('.help-banner-item', { hasText: t('host.helpBanner.needs', { name, task: taskIn(language, kitchen.helpTask, DISH) }) }).filter({ hasText: kitchen.name });
  await banner.getByRole('button', { name: t('host.helpBanner.onMyWay') }).waitFor();
  expect(await page.getByTestId('board-alarm').filter({ hasText: taskIn(language, kitchen.helpTask, DISH) }).count()).toBe(0);
  await expect.poll(() => page.title()).toMatch(new RegExp(`^${t('host.helpBanner.pageTitle', { count: 9, title: '' }).replace('(9)', '\\(\\d+\\)')}`));
}


const inTurn = languagesInTurn();
describe("the host's session page in the laptop's language", () => {
  it.each(inTurn())('%s: tabs, cook cards, timers, help requests and times, axe clean, nothing missing', async (language) => {
    const t = messagesIn(language);
    const kitchen = await busyKitchen();
    const context = suite.track(await contextIn(suite.browser, suite.server.url, language, 'laptop'));
    const { page, missing } = await openHost(context, kitchen.code);
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    await checkOverview(page, t, kitchen, language);
    await screenshot(page, `host-languages-${language}-overview`);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    // The Cooks tab: three active cooks, their skills counted in the language's plural.
    await page.getByRole('tab', { name: t('host.tabs.cooks', { count: 3 }) }).click();
    await page.getByRole('heading', { name: t('host.cooks.active', { count: 3 }) }).waitFor();
    const cookCard = page.locator('.cook-card', { hasText: kitchen.asker.participant.display_name });
    await cookCard.getByRole('button', { name: t('host.cooks.forceDisconnect') }).waitFor();
    await cookCard.locator('dt', { hasText: t('host.cooks.skills') }).waitFor();
    expect(await cookCard.locator('dd').first().textContent()).toMatch(new RegExp(`^${t('host.cooks.skillCount', { count: 99 }).replace('99', '\\d+')}$`));
    await screenshot(page, `host-languages-${language}-cooks`);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    expect(missing()).toEqual([]);
  });

  it.each(TRANSLATED)('%s on a 390 px phone: no text runs out of its button, tab or card', async (language) => {
    const t = messagesIn(language);
    const kitchen = await busyKitchen();
    const context = suite.track(await contextIn(suite.browser, suite.server.url, language, 'phone'));
    const { page, missing } = await openHost(context, kitchen.code);
    await checkOverview(page, t, kitchen, language);
    await screenshot(page, `host-languages-${language}-phone`);
    expect(await overflowing(page)).toEqual([]);
    await page.getByRole('tab', { name: t('host.tabs.cooks', { count: 3 }) }).click();
    await page.getByRole('heading', { name: t('host.cooks.active', { count: 3 }) }).waitFor();
    await screenshot(page, `host-languages-${language}-phone-cooks`);
    expect(await overflowing(page)).toEqual([]);
    expect(missing()).toEqual([]);
  });
});

describe("the help banner on a cook's screen", () => {
  it("a host who opens the join page first (only the cook's messages) still reads the banner in German", async () => {
    const t = messagesIn('de');
    const kitchen = await busyKitchen();
    await kitchen.askHelp();
    const context = suite.track(await contextIn(suite.browser, suite.server.url, 'de', 'laptop'));
    await context.addInitScript((token) => globalThis.localStorage.setItem('authToken', token), hostToken);
    const page = await context.newPage();
    const missing = watchMissingMessages(page);
    await page.goto('/join');
    const name = kitchen.asker.participant.display_name;
    const banner = page.locator('.help-banner-item', { hasText: t('host.helpBanner.needs', { name, task: taskIn('de', kitchen.helpTask, DISH) }) }).filter({ hasText: kitchen.name });
    await banner.getByRole('button', { name: t('host.helpBanner.onMyWay') }).waitFor();
    await expect.poll(() => page.title()).toMatch(/^\(\d+\) Hilfe gerufen · /);
    expect(missing()).toEqual([]);
  });
});

describe('a session before its start, in each language', () => {
  it.each(inTurn())('%s: the start prompt counts in the language, the QR code and its caption, the Recipes and Settings tabs; axe clean', async (language) => {
    const t = messagesIn(language);
    const code = await recipeSession(api, hostToken, 'Greek Salad');
    await joinCook(api, code, 'Ana');
    const context = suite.track(await contextIn(suite.browser, suite.server.url, language, 'laptop'));
    const { page, missing } = await openHost(context, `${code}?start=1`);
    const prompt = page.getByRole('region', { name: t('host.startConfirm.title') });
    await prompt.getByText(t('host.startConfirm.text', { recipes: 1, cooks: 1 })).waitFor();
    await prompt.getByRole('button', { name: t('host.startConfirm.notYet') }).waitFor();
    await page.locator('.session-title .status-pill', { hasText: t('host.status.waiting') }).waitFor();
    await page.getByRole('heading', { name: t('host.overview.readyTitle') }).waitFor();
    await page.getByText(t('host.qr.captionWaiting')).waitFor();
    await page.getByRole('img', { name: t('host.qr.alt', { code }) }).waitFor();
    await screenshot(page, `host-languages-${language}-waiting`);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    await page.getByRole('tab', { name: t('host.tabs.recipes') }).click();
    await page.locator('.copy-count', { hasText: t('host.recipes.copyCount', { count: 1 }) }).waitFor();
    await page.getByRole('button', { name: t('host.recipes.manageCopies') }).waitFor();
    await page.getByRole('tab', { name: t('host.tabs.settings') }).click();
    await page.getByLabel(t('host.settings.diners')).fill(String(DINERS_MAX + 1));
    await page.getByRole('button', { name: t('host.settings.save') }).click();
    await page.getByText(t('host.settings.dinersInvalid', { min: DINERS_MIN, max: DINERS_MAX })).waitFor();
    await screenshot(page, `host-languages-${language}-settings`);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    expect(missing()).toEqual([]);
  });
});

describe('the stall banner in each language', () => {
  it.each(inTurn())('%s: the heading, and the stall line from its code, the skill in the language', async (language) => {
    const t = messagesIn(language);
    const code = await recipeSession(api, hostToken, 'Greek Salad');
    const ann = await api<JoinedCook>('POST', `/sessions/${code}/join/`, null, { display_name: 'Ann' });
    const { skills } = await api<{ skills: Array<{ id: number; key: string }> }>('GET', `/sessions/${code}/required-skills/`, ann.token);
    // Yes to everything but plating: serving waits for someone who can plate.
    await api('POST', `/sessions/${code}/participants/${ann.participant.id}/skills/`, ann.token, { skills: skills.filter((s) => s.key !== 'plating').map((s) => s.id) });
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const context = suite.track(await contextIn(suite.browser, suite.server.url, language, 'laptop'));
    const { page, missing } = await openHost(context, code);
    const banner = page.locator('.stall-banner');
    await banner.getByRole('heading', { name: t('host.stall.comingUp') }).waitFor();
    const stall = await page.evaluate(async (c) => {
      const input = encodeURIComponent(JSON.stringify({ code: c }));
      const res = await fetch(`/trpc/live.stalls?input=${input}`, { headers: { authorization: `Token ${localStorage.getItem('authToken')}` } });
      return ((await res.json()) as { result: { data: { stalls: Array<{ text: { code: string; params: Record<string, string> } }> } } }).result.data.stalls[0]!.text;
    }, code);
    // The skill in the language's words (lower case inside a Spanish or French sentence), not the server's English.
    expect(stall).toMatchObject({ code: 'stall.skill', params: { skills: 'Plating and garnishing', skill_keys: '["plating"]' } });
    const plating = { de: 'Anrichten und Garnieren', es: 'emplatar y decorar', fr: 'dressage et décoration' }[language];
    // The task by its name in the page's language (issue 38.2: the server sends its names beside the English).
    await banner.locator('.stall-message strong', { hasText: t('api.stall.skill', { ...localTaskParam(stall.params, language), skills: plating }) }).waitFor();
    await screenshot(page, `host-languages-${language}-stall`);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    expect(missing()).toEqual([]);
  });
});
