import { answerModel, errorReply, recipeReply, type ModelReply } from '@brigade/recipe-ai/testing';
import { delay } from 'msw';
import { setupServer } from 'msw/node';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { screenshot } from '../support/browser';
import { browserSuite } from '../support/suite';

/**
 * The studio's AI generation in Chromium, msw standing in for the model endpoint (slow,
 * hanging, 500, 429, invalid JSON, a valid draft): progress while the model works, Cancel, and
 * one deadline (4 s here) that ends every failure with a message.
 */
const DEADLINE_S = 4;

const mock = setupServer();
const suite = browserSuite({ ai: { apiKey: 'test-key', deadlineMs: DEADLINE_S * 1000 }, outside: { fetch: (input, init) => globalThis.fetch(input, init) } });
const api = restClient(() => suite.server.url);
let staffToken: string;

beforeAll(async () => {
  mock.listen({ onUnhandledRequest: (request, print) => (new URL(request.url).hostname === '127.0.0.1' ? undefined : print.error()) });
  // The first account on a fresh server is staff.
  staffToken = (await api<{ token: string }>('POST', '/auth/register/', null, {
    username: 'chef_ai', email: 'chef_ai@example.com', password: 'kitchen-pass-1', password_confirm: 'kitchen-pass-1', is_host: true,
  })).token;
});
afterEach(() => mock.resetHandlers());
afterAll(() => mock.close());

/** Model requests seen, each with a promise settled when the server aborts it. */
const model = (reply: () => ModelReply | Promise<ModelReply>) => answerModel(mock, () => reply());

async function studio(): Promise<Page> {
  const context = await suite.context('laptop');
  await context.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), staffToken);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto('/recipes/generate');
  await page.getByLabel('Food name').fill('Bruschetta');
  return page;
}

const recipeCount = async () => (await api<unknown[]>('GET', '/recipes/', staffToken)).length;

describe('AI generation in the studio', () => {
  it('shows progress while a slow model works, then the valid draft', async () => {
    const calls = model(async () => {
      await delay(1_500);
      return recipeReply();
    });
    const page = await studio();
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    const progress = page.getByRole('status').filter({ hasText: 'Generating…' });
    await progress.waitFor();
    expect(await progress.textContent()).toContain(`the AI has up to ${DEADLINE_S} s`);
    await page.getByRole('heading', { name: 'Tomato Bruschetta' }).waitFor();
    expect(await progress.count()).toBe(0);
    expect(calls).toHaveLength(1);
    await screenshot(page, 'studio-ai-generated');

    // It arrives as a draft: hosts do not see it until staff publish it.
    const status = page.getByRole('group', { name: 'Recipe status' });
    await status.getByText('Draft', { exact: true }).waitFor();
    const saved = (await api<Array<{ id: number; name: string; status: string }>>('GET', '/recipes/', staffToken)).find((r) => r.name === 'Tomato Bruschetta')!;
    expect(saved.status).toBe('draft');
    await status.getByRole('button', { name: 'Publish' }).click();
    await status.getByText('Published', { exact: true }).waitFor();
    await status.getByRole('button', { name: 'Unpublish' }).waitFor();
    expect((await api<{ recipe: { status: string } }>('GET', `/recipes/${saved.id}/details/`, staffToken)).recipe.status).toBe('published');
  });

  it('Cancel stops a hanging model call on the server and saves nothing', async () => {
    const before = await recipeCount();
    const calls = model(() => 'hang');
    const page = await studio();
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    await page.getByRole('status').filter({ hasText: 'Generating…' }).waitFor();
    await expect.poll(() => calls.length).toBe(1);
    await screenshot(page, 'studio-ai-progress');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Cancelled. Nothing was saved.').waitFor();
    await calls[0]!.aborted;
    expect(await recipeCount()).toBe(before);
    expect(await page.getByRole('button', { name: 'Generate Recipe' }).isEnabled()).toBe(true);
  });

  it('a hanging model ends at the deadline with a message', async () => {
    const calls = model(() => 'hang');
    const page = await studio();
    const started = performance.now();
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    await page.getByText(`The AI did not finish within ${DEADLINE_S} seconds. Please try again.`).waitFor();
    expect(performance.now() - started).toBeGreaterThanOrEqual(DEADLINE_S * 1000 - 100);
    await calls[0]!.aborted;
  });

  it('a 500 from the model ends with the reason, well inside the deadline', async () => {
    const calls = model(() => errorReply(500, 'The server had an error'));
    const page = await studio();
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    await page.getByText(/^The AI service could not be reached: 500/).waitFor({ timeout: DEADLINE_S * 1000 });
    expect(calls).toHaveLength(1);
  });

  it('a 429 from the model ends with the reason', async () => {
    model(() => errorReply(429, 'Rate limit reached', { 'retry-after': '30' }));
    const page = await studio();
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    await page.getByText(/^The AI service could not be reached: 429/).waitFor({ timeout: DEADLINE_S * 1000 });
  });

  it('answers that are not JSON end with the reason after three attempts', async () => {
    const calls = model(() => recipeReply('Here is your recipe: bruschetta!'));
    const page = await studio();
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    await page.getByText(/^The AI did not produce a valid recipe after 3 attempts/).waitFor();
    expect(calls).toHaveLength(3);
  });
});
