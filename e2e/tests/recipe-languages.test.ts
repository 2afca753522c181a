import { localText, type TextsByLanguage } from '@brigade/contracts';
import { describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { lanUrl, screenshot } from '../support/browser';
import { contextIn, messagesIn, type Language } from '../support/i18n';
import { joinCook, listAssignments, openCookPage, openHostPage, recipeSession, registerHost, type JoinedCook } from '../support/kitchen';
import { browserSuite } from '../support/suite';

const suite = browserSuite();

/**
 * Issue 38.2: one meal of a library recipe, a German phone and a Spanish phone (at the LAN name):
 * each card says its task and the step's ingredients in the phone's language, and the host's
 * English page says them in English. Needs the library's German and Spanish Apple Crumble
 * (packages/db/src/seed/recipes/translations/{de,es}/apple-crumble.json).
 */
const RECIPE = 'Apple Crumble';

interface Texts { name: string; translations?: TextsByLanguage | null }
interface Details { tasks: Array<Texts & { id: number; key: string }>; ingredients: Array<Texts & { quantity: number | null; used_in: string[] }> }

describe('recipes in the cook’s language', () => {
  it('a German and a Spanish phone each read their own language, the host English', async () => {
    const api = restClient(() => suite.server.url);
    const host = await registerHost(api);
    const code = await recipeSession(api, host, RECIPE);
    const recipe = (await api<Array<{ id: number; name: string }>>('GET', '/recipes/', host)).find((r) => r.name.startsWith(RECIPE))!;
    const details = await api<Details>('GET', `/recipes/${recipe.id}/details/`, host);
    const cooks: Array<{ language: Language; cook: JoinedCook }> = [
      { language: 'de', cook: await joinCook(api, code, 'Jonas') },
      { language: 'es', cook: await joinCook(api, code, 'Lucía') },
    ];
    await api('POST', `/sessions/${code}/start/`, host);

    let ingredientsSeen = 0;
    const englishNames: string[] = [];
    for (const { language, cook } of cooks) {
      const t = messagesIn(language);
      const context = suite.track(await contextIn(suite.browser, lanUrl(suite.server.url), language));
      const page = await openCookPage(context, code, cook, 20_000);
      const card = page.locator('.task-card').first();
      await card.waitFor();
      const mine = (await listAssignments(api, code, host)).find((a) => a.participant_id === cook.participant.id && a.status === 'in_progress')!;
      const task = details.tasks.find((x) => mine.task_id.endsWith(`-${x.id}`))!;
      const local = localText(task, language).name;
      // The translation is there (else this would pass on English), and the card shows it.
      expect(local).not.toBe(task.name);
      englishNames.push(task.name);
      await card.getByRole('heading', { name: local, exact: true }).waitFor();
      const used = details.ingredients.filter((i) => i.quantity !== null && i.used_in.includes(task.key));
      if (used.length > 0) {
        const list = card.getByRole('list', { name: t('cook.ingredients.label') });
        for (const i of used) {
          expect(localText(i, language).name).not.toBe(i.name);
          await list.getByText(localText(i, language).name, { exact: false }).first().waitFor();
        }
        expect(await list.textContent()).not.toContain(used[0]!.name);
        ingredientsSeen += 1;
      }
      expect(await card.textContent()).not.toContain(task.name);
      await screenshot(page, `recipe-languages-${language}-cook`);
      expect(await seriousAccessibilityProblems(page)).toEqual([]);
    }
    // Four of the five tasks ready at the start use ingredients: at least one card showed some.
    expect(ingredientsSeen).toBeGreaterThan(0);

    // The host's page in English: the same tasks as the recipe wrote them.
    const hostContext = suite.track(await contextIn(suite.browser, suite.server.url, 'en', 'laptop'));
    const hostPage = await openHostPage(hostContext, code, host, 20_000);
    for (const name of englishNames) await hostPage.getByTestId('cook-attended').getByText(name, { exact: true }).first().waitFor();
    expect(await seriousAccessibilityProblems(hostPage)).toEqual([]);
  });
});
