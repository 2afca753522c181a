import { scaledClock } from '@brigade/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, waitForPath } from '../support/browser';
import { restClient } from '../support/api';
import { browserSuite } from '../support/suite';

/**
 * The cook's side of live cooking, in two browsers: a host on a laptop (set up through the API)
 * and a cook on a phone who joins by code, answers the skill questions, waits, cooks every task of
 * a Greek Salad and sees the session end with confetti. The kitchen clock runs 600 times faster, so
 * the salad's 10-minute passive timer (mellowing the onion) rings after a real second.
 */

const suite = browserSuite({ clock: scaledClock(600), timerIntervalMs: 50 });

const api = restClient(() => suite.server.url);

interface SessionSnapshot {
  code: string;
  status: string;
  task_count: number;
  completed_task_count: number;
}

async function hostWithSalad(): Promise<{ token: string; code: string }> {
  const { token } = await api<{ token: string }>('POST', '/auth/register/', null, {
    username: 'host_helen',
    email: 'helen@example.com',
    password: 'kitchen-pass-1',
    password_confirm: 'kitchen-pass-1',
    is_host: true,
  });
  const kitchen = await api<{ id: number }>('POST', '/kitchens/', token, { name: 'Home kitchen', description: '', use_default: true });
  const created = await api<{ code?: string; session?: { code: string } }>('POST', '/sessions/create/', token, { name: 'Salad night', kitchen: kitchen.id });
  const code = created.session?.code ?? created.code!;
  const recipes = await api<Array<{ id: number; name: string }>>('GET', '/recipes/', token);
  const salad = recipes.find((r) => r.name.startsWith('Greek Salad'));
  expect(salad, 'the seeded library has a Greek Salad').toBeTruthy();
  await api('POST', `/sessions/${code}/recipes/`, token, { recipe_id: salad!.id });
  return { token, code };
}

const newPage = (kind: 'laptop' | 'phone'): Promise<Page> => suite.page(kind, 15_000);

describe('live cooking: a cook on a phone cooks a whole session', () => {
  it('joins by code, answers the skills, waits, completes every task and sees the session end', async () => {
    const { token, code } = await hostWithSalad();

    // The host watches the session page (signed in through the stored token).
    const host = await newPage('laptop');
    await host.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), token);
    await host.goto(`/sessions/${code}`);
    await host.getByText(code).first().waitFor();

    // The cook opens the shared link on a phone.
    const cook = await newPage('phone');
    await cook.goto(`/join?code=${code.toLowerCase()}`);
    const codeInput = cook.getByLabel('Session Code');
    expect(await codeInput.inputValue()).toBe(code);

    // Client-side validation and the code input's clean-up.
    await codeInput.fill('ab-1');
    expect(await codeInput.inputValue()).toBe('AB1');
    await cook.getByRole('button', { name: 'Join Session' }).click();
    await cook.getByText('Please enter a valid 6-character session code').waitFor();
    await cook.getByText('Please enter your name').waitFor();
    await codeInput.fill(`${code.slice(0, 3)} ${code.slice(3)}!x`);
    expect(await codeInput.inputValue()).toBe(code);
    await cook.getByLabel('Your Name').fill('Sam');
    await cook.locator('#main').getByRole('link', { name: 'Login' }).waitFor();
    await screenshot(cook, 'cook-join');
    await cook.getByRole('button', { name: 'Join Session' }).click();

    // One question at a time; Yes to all.
    await waitForPath(cook, `/skills/${code}`);
    await cook.getByText(/^Question 1 of \d+$/).waitFor();
    await cook.getByRole('heading', { name: /^Can you do .+\?$/ }).waitFor();
    await screenshot(cook, 'cook-skills');
    let answered = 0;
    while (new URL(cook.url()).pathname.startsWith('/skills/')) {
      const question = (await cook.getByText(/^Question \d+ of \d+$/).textContent()) ?? '';
      await cook.getByRole('button', { name: 'Yes', exact: true }).click();
      answered++;
      // The next question, or the cook page after the last one: no sleeping between answers.
      await cook.waitForFunction(
        (q) => !globalThis.location.pathname.startsWith('/skills/') || ![...globalThis.document.querySelectorAll('*')].some((e) => e.children.length === 0 && e.textContent === q),
        question,
      );
      expect(answered).toBeLessThan(20);
    }
    expect(answered).toBeGreaterThan(0);
    await waitForPath(cook, `/cook/${code}`);

    await cook.getByRole('heading', { name: 'Waiting to Start' }).waitFor();
    await cook.getByRole('heading', { name: 'My Skills' }).waitFor();
    expect(await cook.locator('.skill-chips li').count()).toBe(answered);
    const stored = await cook.evaluate(() => ({
      token: localStorage.getItem('authToken'),
      participant: localStorage.getItem('currentParticipant'),
      code: localStorage.getItem('currentSessionCode'),
    }));
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.participant!).display_name).toBe('Sam');
    expect(stored.code).toBe(code);
    await screenshot(cook, 'cook-waiting');

    // The host starts cooking (through the API).
    await api('POST', `/sessions/${code}/start/`, token);
    const complete = cook.getByRole('button', { name: 'Complete', exact: true });
    await complete.first().waitFor();
    await cook.locator('.task-card h3').first().waitFor();
    await cook.getByText('Request Help').first().waitFor();
    await screenshot(cook, 'cook-task');

    // A reload keeps the cook in place: the stored cook and the server rebuild the view.
    const beforeReload = await cook.locator('.task-card h3').first().textContent();
    await cook.reload();
    await cook.locator('.task-card h3', { hasText: beforeReload ?? '' }).first().waitFor();
    await cook.locator('.live-dot-connected').waitFor();

    // The first completion: the card goes at once and the checking state shows.
    const firstTask = await cook.locator('.task-card h3').first().textContent();
    await complete.first().click();
    await cook.getByRole('heading', { name: 'Checking for new tasks' }).waitFor({ timeout: 2_000 }).catch(() => undefined);
    // The host's page follows without a reload (its live subscription, a poll as fallback).
    await host.locator('.cook-done-count', { hasText: /^[1-9]\d* completed$/ }).first().waitFor({ timeout: 10_000 });
    await screenshot(host, 'host-live-progress');

    // The confetti lives about three seconds: note the moment it appears, however late we look.
    await cook.evaluate(() => {
      const seen = globalThis as unknown as { confettiSeen?: boolean };
      new MutationObserver(() => {
        if (globalThis.document.querySelector('.confetti-canvas')) seen.confettiSeen = true;
      }).observe(globalThis.document.body, { childList: true, subtree: true });
    });
    // Keep cooking until the meal is done.
    const done = cook.getByRole('heading', { name: 'Session Complete!' });
    let completed = 1;
    let sawTimer = false;
    const deadline = Date.now() + 60_000;
    while (!(await done.isVisible())) {
      expect(Date.now(), `still cooking after ${completed} tasks (first: ${firstTask})`).toBeLessThan(deadline);
      // Wait for something to act on (an enabled Complete, the end, a first running timer) instead of sleeping.
      await cook.waitForFunction(
        (timerSeen) => {
          const texts = (selector: string) => [...globalThis.document.querySelectorAll<HTMLElement>(selector)].map((e) => e.textContent?.trim());
          // A timer task's main button is 'Start timer' (issue 14).
          const canComplete = [...globalThis.document.querySelectorAll('button')].some((b) => ['Complete', 'Start timer'].includes(b.textContent?.trim() ?? '') && !b.disabled);
          const heads = texts('h1, h2, h3');
          return canComplete || heads.includes('Session Complete!') || (!timerSeen && heads.includes('Timers running'));
        },
        sawTimer,
        { timeout: 60_000 },
      );
      if (!sawTimer && (await cook.getByRole('heading', { name: 'Timers running' }).isVisible())) {
        sawTimer = true;
        await screenshot(cook, 'cook-timer-running');
      }
      // A timer task says 'Start timer' (the salad's onion mellows by itself once started).
      const button = cook.getByRole('button', { name: /^(Complete|Start timer)$/ }).first();
      const title = await cook.locator('.task-card h3').first().textContent().catch(() => null);
      if ((await button.isVisible()) && (await button.isEnabled())) {
        const completes = (await button.textContent())?.trim() === 'Complete';
        await button.click();
        completed++;
        // A completed card leaves the list at once (spec 01 §2): the next pass waits for the next
        // one. A started timer keeps its card (it moves to the running timers).
        if (completes) await cook.locator('.task-card h3', { hasText: title ?? '' }).first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
      }
    }
    await cook.waitForFunction(() => (globalThis as unknown as { confettiSeen?: boolean }).confettiSeen === true, null, { timeout: 5_000 });
    await cook.getByText('Every dish is done. Great work, everyone!').waitFor();
    await screenshot(cook, 'cook-session-complete');

    const final = await api<SessionSnapshot>('GET', `/sessions/${code}/`, token);
    expect(final.status).toBe('completed');
    expect(final.completed_task_count).toBe(final.task_count);
    // The cook completed the tasks (the passive timer is finished by the server).
    expect(completed).toBeGreaterThanOrEqual(final.task_count - 1);
    await screenshot(host, 'host-session-complete');
  });
});
