import { scaledClock } from '@brigade/api';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { lanUrl, phoneContext, screenshot } from '../support/browser';
import { joinCook, listAssignments, openCookPage, openHostPage, recipeSession, registerHost, type JoinedCook } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * The host's laptop as the kitchen's control screen (issue 26): the Timers panel and its alarm,
 * help requests ringing the same way, and Pause shown as Paused. The kitchen clock runs 60 times
 * faster, so Greek Salad's 10-minute 'Mellow the onion' rings after 10 real seconds. Cooks are on
 * phones that reach the server by a LAN name.
 */
const suite = browserSuite({ clock: scaledClock(60), timerIntervalMs: 50 });
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});

/** Counts the beeps the page plays (oscillators started), in `globalThis.__beeps`. */
async function countBeeps(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const g = globalThis as unknown as { __beeps: number; AudioContext: typeof AudioContext };
    g.__beeps = 0;
    const create = g.AudioContext.prototype.createOscillator;
    g.AudioContext.prototype.createOscillator = function (this: AudioContext) {
      g.__beeps++;
      return create.call(this);
    };
  });
}
const beeps = (page: Page) => page.evaluate(() => (globalThis as unknown as { __beeps: number }).__beeps);

async function threeCooks(code: string): Promise<Map<number, JoinedCook>> {
  const cooks = new Map<number, JoinedCook>();
  for (const name of ['Ana', 'Ben', 'Cy']) {
    const cook = await joinCook(api, code, name);
    cooks.set(cook.participant.id, cook);
  }
  return cooks;
}

/** Cooks through the kitchen (REST) until `task`, a hands-off timer, is started by its cook; returns that cook. */
async function startPassiveTimer(code: string, cooks: Map<number, JoinedCook>, task: string, before: string): Promise<JoinedCook> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    expect(Date.now(), `${task} never reached a cook`).toBeLessThan(deadline);
    const list = await listAssignments(api, code, hostToken);
    const target = list.find((a) => a.task_name === task);
    if (target?.status === 'in_progress' && target.participant_id !== null) {
      const cook = cooks.get(target.participant_id)!;
      await api('POST', `/sessions/${code}/assignments/${target.id}/complete/`, cook.token);
      return cook;
    }
    // Finish what stands before it, and free a cook if all are busy.
    const step = list.find((a) => a.task_name === before && a.status === 'in_progress') ?? list.find((a) => a.status === 'in_progress' && a.task_type === 'prep');
    if (step?.participant_id) await api('POST', `/sessions/${code}/assignments/${step.id}/complete/`, cooks.get(step.participant_id)!.token).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the host board', () => {
  it('Pause shows Paused in the status pill, the Status row and a frozen timeline; Resume brings Active back', async () => {
    const code = await recipeSession(api, hostToken, 'Greek Salad');
    await joinCook(api, code, 'Ana');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const host = await openHostPage(await suite.context('laptop'), code, hostToken);
    const headerPill = host.locator('.session-title .status-pill');
    const statusRow = host.locator('.detail-list div', { has: host.locator('dt', { hasText: 'Status' }) }).locator('.status-pill');
    await headerPill.getByText('Active').waitFor();
    await host.getByTestId('timeline-summary').waitFor();

    await host.getByRole('button', { name: 'Pause Session' }).click();
    await headerPill.getByText('Paused').waitFor();
    expect(await statusRow.textContent()).toBe('Paused');
    await host.getByTestId('timeline-paused').getByText(/the timeline is frozen until you resume/).waitFor();
    // The timeline's 'now' is the moment of the pause, whatever the kitchen clock says.
    const pausedAt = (await api<{ paused_at: string }>('GET', `/sessions/${code}/`, hostToken)).paused_at;
    const timeline = await host.evaluate(async (c) => {
      const input = encodeURIComponent(JSON.stringify({ code: c, options: {} }));
      const res = await fetch(`/trpc/plan.timeline?input=${input}`, { headers: { authorization: `Token ${localStorage.getItem('authToken')}` } });
      return ((await res.json()) as { result: { data: { now: string } } }).result.data.now;
    }, code);
    expect(Date.parse(timeline)).toBe(Date.parse(pausedAt));
    await screenshot(host, 'host-board-paused');

    // The dashboard says Paused too.
    const dash = await host.context().newPage();
    await dash.goto('/dashboard');
    await dash.locator('.session-card', { hasText: code }).locator('.status-pill', { hasText: 'Paused' }).waitFor();
    await dash.close();

    await host.getByRole('button', { name: 'Resume Session' }).click();
    await headerPill.getByText('Active').waitFor();
    expect(await statusRow.textContent()).toBe('Active');
    await host.getByTestId('timeline-paused').waitFor({ state: 'detached' });
  });

  it('lists every running timer with its cook and a countdown, rings when it ends until the host acknowledges, and rings for help', async () => {
    const code = await recipeSession(api, hostToken, 'Greek Salad');
    const cooks = await threeCooks(code);
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const context = await suite.context('laptop');
    await countBeeps(context);
    const host = await openHostPage(context, code, hostToken);
    // Three phones on the Wi-Fi, by the server's LAN name.
    const phones: Page[] = [];
    for (const cook of cooks.values()) {
      const phone = await openCookPage(suite.track(await phoneContext(suite.browser, lanUrl(suite.server.url))), code, cook);
      await phone.locator('.task-card').first().waitFor();
      phones.push(phone);
    }
    const panel = host.getByRole('region', { name: 'Timers' });
    await panel.getByText('No timer running.').waitFor();
    // Any click on the page unlocks sound in a browser.
    await panel.getByRole('button', { name: 'Sound on' }).click();
    await panel.getByRole('button', { name: 'Sound off' }).click();
    expect(await panel.getByRole('button', { name: 'Sound on' }).getAttribute('aria-pressed')).toBe('false');

    const cook = await startPassiveTimer(code, cooks, 'Mellow the onion', 'Slice the onion');
    const row = panel.locator('.board-timer', { hasText: 'Mellow the onion' });
    await row.waitFor();
    expect(await row.textContent()).toMatch(new RegExp(`Greek Salad[^·]* · started by ${cook.participant.display_name} · runs by itself`));
    // It counts down: the clock shows minutes and seconds, then turns amber near its end.
    const clock = row.getByRole('timer');
    expect(await clock.textContent()).toMatch(/^\d+:\d\d$/);
    await screenshot(host, 'host-board-timer-running');
    // On the timeline, the timer running by itself is on a lane named for what it is.
    await expect.poll(() => host.locator('[data-lane] text').allTextContents(), { timeout: 15_000 }).toContain('Timers');
    expect(await host.locator('[data-lane] text').allTextContents()).not.toContain('No cook');
    await row.and(host.locator('[data-tone="soon"], [data-tone="ending"]')).waitFor({ timeout: 15_000 });

    // It ends: the laptop rings (the entry flashes, the alert and the title name task and cook).
    await row.and(host.locator('.board-timer-ringing')).waitFor({ timeout: 15_000 });
    const text = `Timer done: Mellow the onion (${cook.participant.display_name})`;
    await host.getByTestId('board-alarm').getByText(text).waitFor();
    await expect.poll(() => host.title()).toBe(`⏰ ${text}`);
    await expect.poll(() => beeps(host)).toBeGreaterThan(0);
    await screenshot(host, 'host-board-timer-rang');

    // Muted: no more beeps (the alarm still shows).
    await panel.getByRole('button', { name: 'Sound on' }).click();
    const heard = await beeps(host);
    await host.getByTestId('board-alarm').waitFor();
    expect(await panel.getByRole('button', { name: 'Sound off' }).getAttribute('aria-pressed')).toBe('true');

    // The host acknowledges: the ringing stops, the title comes back.
    await row.getByRole('button', { name: 'Acknowledge' }).click();
    await host.getByTestId('board-alarm').waitFor({ state: 'detached' });
    await expect.poll(() => host.title()).not.toMatch(/^⏰/);
    await row.getByText('acknowledged').waitFor();
    expect(await beeps(host)).toBe(heard);

    // A cook asks for help: said once, in the app-wide banner (who, which task, 'On my way', the
    // count in the tab title), and the board rings for it until it is answered.
    await panel.getByRole('button', { name: 'Sound off' }).click();
    const list = await listAssignments(api, code, hostToken);
    const busy = list.find((a) => a.status === 'in_progress' && a.participant_id !== null && a.task_type !== 'timer_passive')!;
    const asker = cooks.get(busy.participant_id!)!;
    const quiet = await beeps(host);
    await api('POST', `/sessions/${code}/assignments/${busy.id}/request-help/`, asker.token, {});
    const request = host.locator('.help-banner-item', { hasText: `${asker.participant.display_name} needs help with “${busy.task_name}”` });
    await request.waitFor();
    await expect.poll(() => host.title()).toMatch(/^\(1\) Help requested · /);
    // The banner beeps once when it comes; the board goes on ringing every 2 s.
    await expect.poll(() => beeps(host), { timeout: 15_000 }).toBeGreaterThan(quiet + 8);
    // Nowhere else on the page: no alarm line, no second list, the title not twice.
    expect(await host.getByTestId('board-alarm').count()).toBe(0);
    expect(await host.getByText(/help/i).count()).toBe(1);
    expect(await host.title()).not.toContain('⏰');
    await screenshot(host, 'host-board-help');
    // 'On my way' answers it: the banner and the title's count go, and the cook hears the host is coming.
    await request.getByRole('button', { name: 'On my way' }).click();
    await request.waitFor({ state: 'detached' });
    await expect.poll(() => host.title()).not.toContain('Help requested');
    for (const phone of phones) await screenshot(phone, `host-board-phone-${phones.indexOf(phone) + 1}`);
  });

  it('cook cards: the task each cook does now, their oven timers apart, why an idle cook is idle, overruns, and where each cook is', async () => {
    const code = await recipeSession(api, hostToken, 'Greek Salad');
    const cooks = new Map<number, JoinedCook>();
    for (const name of ['Ana', 'Ben']) {
      const cook = await joinCook(api, code, name);
      cooks.set(cook.participant.id, cook);
    }
    // Kid said No to every skill the meal asks about.
    const kidJoin = await api<JoinedCook>('POST', `/sessions/${code}/join/`, null, { display_name: 'Kid' });
    const { skills } = await api<{ skills: Array<{ id: number }> }>('GET', `/sessions/${code}/required-skills/`, kidJoin.token);
    await api('POST', `/sessions/${code}/participants/${kidJoin.participant.id}/skills/decline/`, kidJoin.token, { skills: skills.map((k) => k.id) });
    cooks.set(kidJoin.participant.id, kidJoin);
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const host = await openHostPage(await suite.context('laptop'), code, hostToken);
    for (const cook of cooks.values()) {
      const phone = await openCookPage(suite.track(await phoneContext(suite.browser, lanUrl(suite.server.url))), code, cook);
      await phone.locator('.cook-header').waitFor();
    }
    const card = (name: string) => host.getByRole('article', { name: `${name} progress` });
    for (const name of ['Ana', 'Ben', 'Kid']) await card(name).getByTestId('cook-connection').getByText('Online').waitFor();

    // Kid does what Kid may (warming the pitta), then waits: the card says for what and until when.
    const held = async (id: number) => (await listAssignments(api, code, hostToken)).find((a) => a.participant_id === id && a.status === 'in_progress' && !(a.task_type === 'timer_passive' && a.timer_ends_at));
    const kidTask = await held(kidJoin.participant.id);
    if (kidTask && kidTask.task_name !== 'Mellow the onion') await api('POST', `/sessions/${code}/assignments/${kidTask.id}/complete/`, kidJoin.token);
    await card('Kid').getByTestId('cook-idle').getByText(/^Idle: (waiting for Slice the onion until \d|about to start Mellow the onion|no task they have the skills for)/).waitFor();
    await screenshot(host, 'host-board-cook-waiting');

    // The slicing runs past its planned 3 minutes: amber with the minutes over, then red.
    const slicer = (await listAssignments(api, code, hostToken)).find((a) => a.task_name === 'Slice the onion' && a.status === 'in_progress');
    if (slicer) {
      const slicerName = cooks.get(slicer.participant_id!)!.participant.display_name;
      await card(slicerName).locator('.cook-current-amber, .cook-current-red').getByTestId('cook-overrun').getByText(/^ · \d+ min over$/).waitFor({ timeout: 15_000 });
      await card(slicerName).locator('.cook-current-red').waitFor({ timeout: 15_000 });
      await screenshot(host, 'host-board-overrun');
    }

    // Kid starts the onion's timer: it shows apart from what Kid does now, and Kid is idle for want of skills.
    const kid = await startPassiveTimer(code, cooks, 'Mellow the onion', 'Slice the onion');
    expect(kid.participant.display_name).toBe('Kid');
    await card('Kid').locator('.cook-own-timers').getByText('Mellow the onion').waitFor();
    await card('Kid').getByTestId('cook-idle').getByText('Idle: no task they have the skills for').waitFor();
    await screenshot(host, 'host-board-cook-cards');

    // Ben puts his task down (a break); Kid leaves.
    const bens = [...cooks.values()].find((c) => c.participant.display_name === 'Ben')!;
    const benTask = await held(bens.participant.id);
    if (benTask) await api('POST', `/sessions/${code}/assignments/${benTask.id}/pause/`, bens.token);
    else await api('POST', `/sessions/${code}/leave/`, bens.token);
    await card('Ben').getByTestId('cook-connection').getByText(benTask ? /On a break since / : /Left at /).waitFor();
    await api('POST', `/sessions/${code}/leave/`, kidJoin.token);
    await card('Kid').getByTestId('cook-connection').getByText(/Left at /).waitFor();
    await screenshot(host, 'host-board-cook-states');
  });

  it('when the predicted finish moves by more than five minutes, the page says why', async () => {
    const code = await recipeSession(api, hostToken, 'Greek Salad');
    await joinCook(api, code, 'Ana');
    const ben = await joinCook(api, code, 'Ben');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const host = await openHostPage(await suite.context('laptop'), code, hostToken);
    await host.locator('.live-connected').waitFor();
    // Ben leaves from his phone: the meal now takes one cook much longer.
    const phone = await openCookPage(suite.track(await phoneContext(suite.browser, lanUrl(suite.server.url))), code, ben);
    await phone.getByRole('button', { name: 'Leave session' }).click();
    await phone.getByRole('alertdialog').getByRole('button', { name: 'Leave', exact: true }).click();
    const note = host.getByTestId('finish-move');
    await note.getByText(/^The predicted finish moved from .+ to .+ \(\d+ min later\)\./).waitFor();
    expect(await note.textContent()).toMatch(/\. Ben left[.;]/);
    await screenshot(host, 'host-board-finish-moved');
    await note.getByRole('button', { name: 'Dismiss' }).click();
    await note.waitFor({ state: 'detached' });
  });
});
