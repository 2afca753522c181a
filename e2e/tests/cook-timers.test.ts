import { scaledClock } from '@brigade/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { restClient } from '../support/api';
import { joinCook, openCookPage, recipeSession, registerHost } from '../support/kitchen';
import { phoneRecord, setHidden, spyOnPhone } from '../support/phone-spy';
import { browserSuite } from '../support/suite';

/**
 * Timer tasks say what they do. Guacamole's "Heat the frying oil" is a stay-with-it timer
 * (2 minutes hands-on, then 8 minutes of timer); the kitchen clock runs 60 times faster so it
 * rings after 8 real seconds. The phone's vibration and notifications are recorded.
 */
const suite = browserSuite({ clock: scaledClock(60), timerIntervalMs: 50 });
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});

describe('timer tasks on the cook phone', () => {
  it('Start timer starts it, Done waits for the ring, the warning and the end ring, vibrate and notify a hidden page', async () => {
    const code = await recipeSession(api, hostToken, 'Guacamole');
    const ana = await joinCook(api, code, 'Ana');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const context = await suite.context('phone');
    const cook = await openCookPage(context, code, ana);
    await spyOnPhone(cook);
    await cook.reload();

    // Cook through the prep until the oil task is on the phone.
    const oil = cook.locator('.task-card.task-type-timer_active');
    const deadline = Date.now() + 40_000;
    while (!(await oil.isVisible())) {
      expect(Date.now()).toBeLessThan(deadline);
      const complete = cook.getByRole('button', { name: 'Complete', exact: true }).first();
      if ((await complete.isVisible()) && (await complete.isEnabled())) await complete.click();
      await cook.waitForTimeout(100);
    }
    // The card keeps the hands-on time and the timer apart, in kitchen words.
    await oil.getByText('Timed, stay with it').waitFor();
    expect(await oil.locator('dt', { hasText: 'Hands-on' }).locator('xpath=following-sibling::dd').textContent()).toBe('2 min');
    expect(await oil.locator('dt', { hasText: 'Timer, stay with it' }).locator('xpath=following-sibling::dd').textContent()).toBe('8 min');
    expect(await oil.locator('.task-equipment dd').textContent()).toBe('Burner');
    expect(await oil.getByRole('button', { name: 'Complete', exact: true }).count()).toBe(0);
    await screenshot(cook, 'cook-timer-task');

    // 'Start timer' starts it (and asks for notifications, once).
    await oil.getByRole('button', { name: 'Start timer' }).click();
    await oil.getByRole('timer').waitFor();
    const done = oil.getByRole('button', { name: 'Done', exact: true });
    await done.waitFor();
    expect(await done.isDisabled()).toBe(true);
    await oil.getByRole('button', { name: 'Finish early' }).waitFor();
    expect((await phoneRecord(cook)).asked).toBe(1);
    await screenshot(cook, 'cook-stay-timer-running');

    // The phone goes in a pocket: the warning and the end vibrate and raise notifications.
    await setHidden(cook, true);
    await cook.waitForFunction(() => (globalThis as unknown as { __phone: { notifications: string[] } }).__phone.notifications.some((n) => n.startsWith('Timer done:')), null, { timeout: 20_000 });
    const record = await phoneRecord(cook);
    expect(record.notifications).toEqual(['1 minute left: Heat the frying oil', 'Timer done: Heat the frying oil']);
    expect(record.vibrations.length).toBeGreaterThanOrEqual(2);
    await setHidden(cook, false);

    // Rung: Done finishes it.
    await expect.poll(() => done.isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await oil.getByRole('button', { name: 'Finish early' }).count()).toBe(0);
    await done.click();
    await oil.waitFor({ state: 'detached' });
    // The card leaves at once; the server's answer follows: ask until the oil task is completed.
    const oilStatus = async () =>
      (await api<{ assignments: Array<{ task_name: string; status: string }> }>('GET', `/sessions/${code}/assignments/`, hostToken)).assignments.find((a) => a.task_name === 'Heat the frying oil')?.status;
    await expect.poll(oilStatus, { timeout: 10_000 }).toBe('completed');
  });

  it('a hands-off timer says Start timer and moves to Timers running; no notification while the page is shown', async () => {
    const code = await recipeSession(api, hostToken, 'Greek Salad');
    const ben = await joinCook(api, code, 'Ben');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const context = await suite.context('phone');
    const cook = await openCookPage(context, code, ben);
    await spyOnPhone(cook);
    await cook.reload();
    const onion = cook.locator('.task-card.task-type-timer_passive');
    const deadline = Date.now() + 40_000;
    while (!(await onion.isVisible())) {
      expect(Date.now()).toBeLessThan(deadline);
      const complete = cook.getByRole('button', { name: 'Complete', exact: true }).first();
      if ((await complete.isVisible()) && (await complete.isEnabled())) await complete.click();
      await cook.waitForTimeout(100);
    }
    await onion.getByText('Timed, hands-off').waitFor();
    await onion.getByRole('button', { name: 'Start timer' }).click();
    await cook.locator('.cook-timers').getByText('Mellow the onion').waitFor();
    await onion.waitFor({ state: 'detached' });
    // It rings while the page is shown: a vibration, no system notification.
    await cook.waitForFunction(() => (globalThis as unknown as { __phone: { vibrations: number[][] } }).__phone.vibrations.some((v) => v.length === 5), null, { timeout: 20_000 });
    expect((await phoneRecord(cook)).notifications).toEqual([]);
  });
});
