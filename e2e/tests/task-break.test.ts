import { scaledClock } from '@brigade/api';
import { describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { screenshot } from '../support/browser';
import { joinCook, listAssignments, openCookPage, openHostPage, recipeSession, registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * Issue 12 point 4: a cook steps away from one task. It goes back to the plan with the minutes
 * already worked, the cook is on a break until 'I'm back', and the host sees both.
 */
// A kitchen minute per real second, so a cook has worked a minute or two on a task before stepping away.
const suite = browserSuite({ clock: scaledClock(60), timerIntervalMs: 50 });
const api = restClient(() => suite.server.url);

describe('stepping away from a task', () => {
  it('puts the task back with its minutes done, shows the break on the phone and the host board, and I’m back brings work again', async () => {
    const hostToken = await registerHost(api);
    const code = await recipeSession(api, hostToken, 'Greek Salad');
    const ann = await joinCook(api, code, 'Ann');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const phone = await openCookPage(await suite.context('phone'), code, ann);
    const card = phone.locator('.task-card').first();
    await card.waitFor();
    const taskName = (await card.locator('h3').textContent())!;
    const held = (await listAssignments(api, code, hostToken)).find((a) => a.task_name === taskName && a.status === 'in_progress')!;
    // Work on it for at least a kitchen minute (one real second).
    await expect.poll(() => suite.server.server.deps.clock.now() - Date.parse(held.started_at!), { timeout: 10_000 }).toBeGreaterThan(65_000);

    await card.getByRole('button', { name: 'Step away' }).click();
    const notice = phone.getByRole('heading', { name: 'On a break' });
    await notice.waitFor();
    await phone.getByRole('heading', { name: taskName }).waitFor({ state: 'detached' });
    expect(await phone.getByText('Ready to Cook!').count()).toBe(0);
    await screenshot(phone, 'task-break-cook');

    const after = (await listAssignments(api, code, hostToken)).find((a) => a.id === held.id);
    const elapsed = after?.elapsed_minutes ?? 0;
    expect(elapsed).toBeGreaterThanOrEqual(1);

    const host = await openHostPage(await suite.context('laptop'), code, hostToken);
    await host.locator('.cook-column', { hasText: 'Ann' }).getByText('On a break').waitFor();
    const putDown = host.locator('.put-down-tasks li', { hasText: taskName });
    await putDown.waitFor();
    expect(await putDown.textContent()).toContain(`${elapsed} min done`);
    await screenshot(host, 'task-break-host');

    await phone.getByRole('button', { name: "I'm back" }).click();
    await notice.waitFor({ state: 'detached' });
    // The task comes back to Ann (the only cook) with the time left, saying what was done.
    const back = phone.locator('.task-card', { hasText: taskName });
    await back.waitFor();
    expect(await back.textContent()).toContain(`(${elapsed} min done before a break)`);
    await host.locator('.cook-column', { hasText: 'Ann' }).getByText('On a break').waitFor({ state: 'detached' });
  });
});
