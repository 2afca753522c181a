import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { lanUrl, screenshot, waitForPath } from '../support/browser';
import { taskIn } from '../support/library-text';
import { contextIn, LANGUAGES, messagesIn, watchMissingMessages, type Language } from '../support/i18n';
import { listAssignments, recipeSession, registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

const suite = browserSuite();

/** A recipe whose first step for a lone cook uses 1.5 l of oil: an amount with a decimal. */
const RECIPE = 'Baja Fish Tacos';
const DECIMAL_AMOUNT: Record<Language, string> = { en: '1.5 l', de: '1,5 l', es: '1,5 l', fr: '1,5 l' };

interface RequiredSkill {
  key: string;
  skill_level: string;
}

/** Answers Yes to every skills question, checking each in the page's language. */
async function answerEverySkill(page: Page, language: Language, skills: RequiredSkill[]): Promise<void> {
  const t = messagesIn(language);
  for (const [i, skill] of skills.entries()) {
    await page.getByText(t('join.skills.progress', { number: i + 1, total: skills.length }), { exact: true }).waitFor();
    await page.getByRole('heading', { name: t('cook.skills.question', { skill: t(`cook.skill.${skill.key}`, { form: 'lower' }) }), exact: true }).waitFor();
    await page.getByText(t('join.skills.level', { level: t(`cook.word.${skill.skill_level}`) }), { exact: true }).waitFor();
    if (i === 0) {
      await screenshot(page, `cook-languages-${language}-skills`);
      expect(await seriousAccessibilityProblems(page)).toEqual([]);
    }
    await page.getByRole('button', { name: t('cook.skills.yes'), exact: true }).click();
  }
}

/**
 * Issue 30, the cook path: a phone whose browser speaks German, Spanish, French (or English)
 * joins at the LAN name, answers the skills questions and cooks, every text in its language (the
 * server's too, from their codes), durations and amounts written its way.
 */
describe("the cook's phone in its language", () => {
  it.each(LANGUAGES)('a phone in %s joins, answers the skills questions and reaches its task', async (language) => {
    const t = messagesIn(language);
    const api = restClient(() => suite.server.url);
    const host = await registerHost(api);
    const code = await recipeSession(api, host, RECIPE);
    const { skills } = await api<{ skills: RequiredSkill[] }>('GET', `/sessions/${code}/required-skills/`, host);
    expect(skills.length).toBeGreaterThan(0);

    const context = suite.track(await contextIn(suite.browser, lanUrl(suite.server.url), language));
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const missing = watchMissingMessages(page);

    // The join page: its words, and the language switch showing this language.
    await page.goto('/join');
    await page.getByRole('heading', { name: t('join.title'), exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(await page.locator('.cook-page').getByLabel(t('common.language.label')).inputValue()).toBe(language);
    await page.getByText(t('join.intro'), { exact: true }).waitFor();
    // A check of the page's own: said in this language.
    await page.getByRole('button', { name: t('join.submit'), exact: true }).click();
    await page.getByText(t('api.session.codeInvalid'), { exact: true }).waitFor();
    await page.getByText(t('api.session.nameRequired'), { exact: true }).waitFor();
    await page.getByLabel(t('join.codeLabel')).fill(code);
    // The server's answer in this language: a name another cook is using (from its code), and what to do.
    const ana = await api<{ token: string }>('POST', `/sessions/${code}/join/`, null, { display_name: 'Ana' });
    await page.getByLabel(t('join.nameLabel')).fill('ana');
    await page.getByRole('button', { name: t('join.submit'), exact: true }).click();
    await page.getByText(t('api.join.nameTaken', { name: 'ana' }), { exact: true }).waitFor();
    await page.getByText(`${t('api.form.fixErrors')} ${t('join.nameTakenHelp')}`, { exact: true }).waitFor();
    await api('POST', `/sessions/${code}/leave/`, ana.token);
    await page.getByLabel(t('join.nameLabel')).fill('Sam');
    await screenshot(page, `cook-languages-${language}-join`);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.getByRole('button', { name: t('join.submit'), exact: true }).click();

    // The skills questions.
    await waitForPath(page, `/skills/${code}`);
    await page.getByRole('heading', { name: t('join.skills.title'), level: 1 }).waitFor();
    await answerEverySkill(page, language, skills);

    // The cook page, waiting, then with a task.
    await waitForPath(page, `/cook/${code}`);
    await page.getByRole('heading', { name: t('cook.empty.waitingToStart'), exact: true }).waitFor();
    await api('POST', `/sessions/${code}/start/`, host);
    const card = page.locator('.task-card').first();
    await card.waitFor();
    await page.locator('.live-dot-connected').waitFor();
    const mine = (await listAssignments(api, code, host)).find((a) => a.status === 'in_progress' && a.participant_id !== null);
    expect(mine).toBeDefined();
    const task = mine as typeof mine & { estimated_duration_minutes: number; timer_duration_minutes: number | null };
    await card.getByRole('heading', { name: taskIn(language, task.task_name) }).waitFor();
    await card.getByRole('button', { name: task.timer_duration_minutes ? t('cook.task.startTimer') : t('cook.task.complete'), exact: true }).waitFor();
    await card.getByRole('button', { name: t('cook.task.requestHelp'), exact: true }).waitFor();
    // The duration and the amount, written this language's way.
    const facts = card.locator('.task-facts');
    await facts.getByText(t('cook.task.type'), { exact: true }).waitFor();
    expect(await facts.locator('dd').allTextContents()).toContain(t('common.duration.minutes', { minutes: task.estimated_duration_minutes }));
    await card.getByRole('list', { name: t('cook.ingredients.label') }).getByText(DECIMAL_AMOUNT[language], { exact: true }).waitFor();
    await card.getByRole('button', { name: t('cook.ingredients.showUs'), exact: true }).waitFor();
    await page.getByRole('heading', { name: t('cook.upNext.title'), exact: true }).waitFor();
    await page.getByText(t('cook.header.cookingAs', { name: 'Sam' }), { exact: true }).waitFor();
    await page.getByRole('img', { name: t('cook.header.live', { status: 'connected' }) }).waitFor();
    expect(await page.title()).toContain(t('cook.page.title'));

    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    await screenshot(page, `cook-languages-${language}-cook`);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    // Nothing on the way was a message id.
    expect(missing()).toEqual([]);
  });

  it('the switch on the join page changes the language before anything is typed, and the phone keeps it', async () => {
    const context = suite.track(await contextIn(suite.browser, lanUrl(suite.server.url), 'en'));
    const page = await context.newPage();
    const missing = watchMissingMessages(page);
    await page.goto('/join');
    const en = messagesIn('en');
    await page.getByRole('heading', { name: en('join.title'), exact: true }).waitFor();
    await page.locator('.cook-page').getByLabel(en('common.language.label')).selectOption('de');
    const de = messagesIn('de');
    await page.getByRole('heading', { name: de('join.title'), exact: true }).waitFor();
    await page.getByLabel(de('join.codeLabel')).waitFor();
    await page.getByLabel(de('join.nameLabel')).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.reload();
    await page.getByRole('heading', { name: de('join.title'), exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(missing()).toEqual([]);
  });
});
