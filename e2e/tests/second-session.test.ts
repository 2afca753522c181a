import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { lanUrl, phoneContext, screenshot, waitForPath } from '../support/browser';
import { recipeSession, registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * A cook's second session on the same phone (issue 38.4): 'Join New Session' lands on the join form
 * with their name, and the skills they answered before are offered to confirm in one tap, with only
 * the skills never asked before as questions. At the kitchen's LAN name, on a phone.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});

const skillsOf = async (code: string) =>
  (await api<{ skills: Array<{ id: number; key: string; display_name: string }> }>('GET', `/sessions/${code}/required-skills/`, hostToken)).skills;

describe('a second session on the same phone', () => {
  it('keeps the name, offers the saved skill answers to confirm, and asks only what is new', async () => {
    const first = await recipeSession(api, hostToken, 'Greek Salad');
    const second = await recipeSession(api, hostToken, 'Apple Crumble');
    const firstSkills = await skillsOf(first);
    const secondSkills = await skillsOf(second);
    const shared = secondSkills.filter((s) => firstSkills.some((f) => f.key === s.key));
    const fresh = secondSkills.filter((s) => !firstSkills.some((f) => f.key === s.key));
    expect(shared.length).toBeGreaterThan(0);
    expect(fresh.length).toBeGreaterThan(0);

    const context = suite.track(await phoneContext(suite.browser, lanUrl(suite.server.url)));
    const phone = await context.newPage();
    await phone.goto(`/join?code=${first}`);
    await phone.getByLabel('Your Name').fill('Robin');
    await phone.getByRole('button', { name: 'Join Session' }).click();
    await waitForPath(phone, `/skills/${first}`);
    // First session: the whole questionnaire; Yes to the first skill, No to the rest.
    for (let i = 0; i < firstSkills.length; i++) {
      await phone.getByText(`Question ${i + 1} of ${firstSkills.length}`).waitFor();
      await phone.getByRole('button', { name: i === 0 ? 'Yes' : 'No', exact: true }).click();
    }
    await waitForPath(phone, `/cook/${first}`);

    await phone.getByRole('link', { name: 'Join New Session' }).click();
    await waitForPath(phone, '/join');
    expect(await phone.getByLabel('Your Name').inputValue()).toBe('Robin');
    await phone.getByLabel('Session Code').fill(second);
    await phone.getByRole('button', { name: 'Join Session' }).click();
    await waitForPath(phone, `/skills/${second}`);

    await phone.getByRole('heading', { name: 'Your skills from last time' }).waitFor();
    await screenshot(phone, 'second-session-saved-skills');
    expect(await seriousAccessibilityProblems(phone)).toEqual([]);
    await phone.getByRole('button', { name: "That's right" }).click();
    // Only the skills the first session never asked about.
    for (let i = 0; i < fresh.length; i++) {
      await phone.getByText(`Question ${i + 1} of ${fresh.length}`).waitFor();
      await phone.getByRole('button', { name: 'Yes', exact: true }).click();
    }
    await waitForPath(phone, `/cook/${second}`);

    const { participants } = await api<{ participants: Array<{ display_name: string; skills: number[] }> }>('GET', `/sessions/${second}/participants/`, hostToken);
    const robin = participants.find((p) => p.display_name === 'Robin')!;
    const saidYes = new Set([firstSkills[0]!.key, ...fresh.map((s) => s.key)]);
    expect(new Set(robin.skills)).toEqual(new Set(secondSkills.filter((s) => saidYes.has(s.key)).map((s) => s.id)));
  });
});
