import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { screenshot } from '../support/browser';
import { contextIn, languagesInTurn, messagesIn, watchMissingMessages, type Language } from '../support/i18n';
import { openCookPage, openHostPage, registerHost, type JoinedCook } from '../support/kitchen';
import { taskIn } from '../support/library-text';
import { browserSuite } from '../support/suite';

/**
 * Issue 30: what a stalled kitchen waits for reads in the page's language, on the host's banner
 * and on the cook's phone: the equipment and the skill named in the language's own words (the
 * server sends the English words and the keys), not 'Wartet auf an oven'.
 *
 * An Apple Crumble in a kitchen without an oven or a stove, and one cook who said No to every
 * skill: preheating waits for an oven, heating the milk for a burner, peeling for knife work. Once
 * the host marks the oven available (the banner's fix), preheating waits for someone who can bake.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});

/** The lines each language must show, the crumble's task names in that language too (issue 38.2). */
const CRUMBLE = 'Apple Crumble';
const task = (language: Exclude<Language, 'en'>, name: string) => taskIn(language, name, CRUMBLE);
const LINES: Record<Exclude<Language, 'en'>, { oven: string; burner: string; knife: string; baking: string }> = {
  de: {
    oven: `Wartet auf: Ofen (${task('de', 'Preheat the oven')})`,
    burner: `Wartet auf: Kochplatte (${task('de', 'Heat the milk and vanilla')})`,
    knife: `Wartet auf jemanden mit Erfahrung in: Messerarbeit (${task('de', 'Peel and chop the apples')})`,
    baking: `Wartet auf jemanden mit Erfahrung in: Backen (${task('de', 'Preheat the oven')})`,
  },
  es: {
    oven: `Esperando: horno (${task('es', 'Preheat the oven')})`,
    burner: `Esperando: fuego (${task('es', 'Heat the milk and vanilla')})`,
    knife: `Esperando a alguien con experiencia en: manejo del cuchillo (${task('es', 'Peel and chop the apples')})`,
    baking: `Esperando a alguien con experiencia en: hornear (${task('es', 'Preheat the oven')})`,
  },
  fr: {
    oven: `En attente de : four (${task('fr', 'Preheat the oven')})`,
    burner: `En attente de : feu (${task('fr', 'Heat the milk and vanilla')})`,
    knife: `En attente de quelqu’un qui maîtrise : travail au couteau (${task('fr', 'Peel and chop the apples')})`,
    baking: `En attente de quelqu’un qui maîtrise : pâtisserie (${task('fr', 'Preheat the oven')})`,
  },
};

/** A started crumble in a kitchen with no oven and no stove, whose one cook said No to every skill. */
async function stalledCrumble(): Promise<{ code: string; cook: JoinedCook }> {
  const kitchen = await api<{ id: number }>('POST', '/kitchens/', hostToken, { name: 'No oven', equipment: { prep_stations: 2, oven: 0, stove_4_burner: 0, sink: 1 } });
  const { code } = await api<{ code: string }>('POST', '/sessions/create/', hostToken, { kitchen: kitchen.id });
  const recipes = await api<Array<{ id: number; name: string }>>('GET', '/recipes/', hostToken);
  await api('POST', `/sessions/${code}/recipes/`, hostToken, { recipe_id: recipes.find((r) => r.name.startsWith('Apple Crumble'))!.id });
  const cook = await api<JoinedCook>('POST', `/sessions/${code}/join/`, null, { display_name: 'Lea' });
  const { skills } = await api<{ skills: Array<{ id: number }> }>('GET', `/sessions/${code}/required-skills/`, cook.token);
  await api('POST', `/sessions/${code}/participants/${cook.participant.id}/skills/decline/`, cook.token, { skills: skills.map((s) => s.id) });
  await api('POST', `/sessions/${code}/start/`, hostToken);
  return { code, cook };
}

/** The cook's empty card: what the kitchen waits for, under its heading. */
const waitingLine = (page: Page, heading: string, line: string) => page.locator('.cook-empty', { has: page.getByRole('heading', { name: heading }) }).getByText(line, { exact: true });

describe('stall lines in each language', () => {
  // One translated language (the catalogues test proves every language holds every message).
  it.each(languagesInTurn()())('%s: the host and the cook read the missing equipment and skill in the language', async (language) => {
    const t = messagesIn(language);
    const lines = LINES[language];
    const { code, cook } = await stalledCrumble();

    const hostContext = suite.track(await contextIn(suite.browser, suite.server.url, language, 'laptop'));
    const host = await openHostPage(hostContext, code, hostToken);
    const hostMissing = watchMissingMessages(host);
    const banner = host.locator('.stall-banner');
    for (const line of [lines.oven, lines.burner, lines.knife]) await banner.locator('.stall-message strong').getByText(line, { exact: true }).waitFor();
    // The host's fix names the skill in the language too.
    await banner.getByRole('button', { name: t('host.stall.letDo', { name: 'Lea', skills: t('cook.skill.knife_work') }) }).first().waitFor();
    await screenshot(host, `stall-languages-${language}-host`);
    expect(await seriousAccessibilityProblems(host)).toEqual([]);

    const phone = await openCookPage(suite.track(await contextIn(suite.browser, suite.server.url, language)), code, cook);
    const cookMissing = watchMissingMessages(phone);
    // The first ready task the kitchen waits for: the oven.
    await waitingLine(phone, t('cook.empty.kitchenWaiting'), lines.oven).waitFor();
    await screenshot(phone, `stall-languages-${language}-cook-equipment`);
    expect(await seriousAccessibilityProblems(phone)).toEqual([]);

    // The host marks the oven available: preheating now waits for someone who can bake, on both screens.
    await banner.getByRole('button', { name: t('host.stall.markAvailable', { item: t('cook.word.equipment.oven') }) }).first().click();
    await banner.locator('.stall-message strong').getByText(lines.baking, { exact: true }).waitFor();
    // A kitchen's change sends the cook no event (the assignments stay as they were): the phone,
    // opened again, reads what the kitchen waits for now.
    await phone.reload();
    await waitingLine(phone, t('cook.empty.kitchenWaiting'), lines.baking).waitFor();
    await screenshot(phone, `stall-languages-${language}-cook-skill`);
    expect(hostMissing()).toEqual([]);
    expect(cookMissing()).toEqual([]);
  });
});
