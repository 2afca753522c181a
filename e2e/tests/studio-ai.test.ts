import { answerModel, BRUSCHETTA, EDITED_BRUSCHETTA as EDITED, errorReply, type ModelReply, recipeReply } from '@brigade/recipe-ai/testing';
import { delay } from 'msw';
import { setupServer } from 'msw/node';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { registerHost } from '../support/kitchen';
import { seriousAccessibilityProblems } from '../support/axe';
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
  staffToken = await registerHost(api, 'chef_ai');
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
    // A slow start, then the answer streams in small pieces: the studio shows what has arrived.
    const calls = model(async () => {
      await delay(800);
      return recipeReply(BRUSCHETTA, { chunkSize: 16, chunkDelayMs: 40 });
    });
    const page = await studio();
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    const progress = page.getByRole('status').filter({ hasText: 'Generating…' });
    await progress.waitFor();
    expect(await progress.textContent()).toContain(`the AI has up to ${DEADLINE_S} s`);
    await progress.getByText('Waiting for the AI to start answering…').waitFor();
    await progress.getByText(/^Receiving the recipe: 1 task so far \([\d,]+ characters\)$/).waitFor();
    await screenshot(page, 'studio-ai-streaming');
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


interface Detail {
  tasks: Array<{ key: string; estimated_duration_minutes: number }>;
}

describe('AI edits of a saved recipe wait for review', () => {
  /** A saved Bruschetta (made through the API), opened in the studio's Browse tab, with an AI edit asked. */
  async function proposeEdit(name: string): Promise<{ page: Page; id: number }> {
    model(() => recipeReply({ ...BRUSCHETTA, name }));
    const saved = await api<{ recipe_id: number }>('POST', '/recipes/generate/', staffToken, { mode: 'openai', food_name: name });
    mock.resetHandlers();
    model(() => recipeReply({ ...EDITED, name }, { chunkSize: 64, chunkDelayMs: 20 }));
    const page = await studio();
    await openInBrowse(page, name);
    await page.getByRole('button', { name: 'Edit with AI' }).click();
    await page.getByLabel('Describe your edit').fill('Toast the bread first');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('region', { name: 'AI changes to review' }).waitFor();
    return { page, id: saved.recipe_id };
  }

  async function openInBrowse(page: Page, name: string) {
    await page.getByRole('tab', { name: 'Browse' }).click();
    await page.getByRole('button', { name, exact: true }).click();
    await page.getByRole('button', { name: '← Browse Recipes' }).waitFor();
  }

  const savedTasks = async (id: number) => (await api<Detail>('GET', `/recipes/${id}/details/`, staffToken)).tasks;

  it('shows the changes, saves nothing until accepted, and accepting applies them', async () => {
    const { page, id } = await proposeEdit('Bruschetta to accept');
    const review = page.getByRole('region', { name: 'AI changes to review' });
    expect(await review.getByRole('group', { name: 'Tasks added' }).getByRole('listitem').allTextContents()).toEqual(['Toast bread']);
    expect(await review.getByRole('group', { name: 'Tasks changed' }).getByRole('listitem').allTextContents()).toEqual(['Chop tomatoes: Minutes: 5 → 8']);
    expect(await review.getByRole('group', { name: 'Dependencies added' }).getByRole('listitem').allTextContents()).toEqual(['Assemble waits for Toast bread']);
    expect(await review.getByRole('group', { name: 'Dependencies removed' }).getByRole('listitem').allTextContents()).toEqual(['Assemble no longer waits for Chop tomatoes']);
    expect(await review.getByRole('group', { name: 'Tasks removed' }).count()).toBe(0);
    // Proposed only: the saved recipe and the page's graph are unchanged.
    expect((await savedTasks(id)).map((t) => t.key)).toEqual(['chop', 'serve']);
    await page.getByText('2 tasks · 1 dependency').waitFor();
    await screenshot(page, 'studio-ai-proposal');
    // The review passes axe like the rest of the studio.
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    await review.getByRole('button', { name: 'Accept changes' }).click();
    await page.getByText('Recipe updated via AI chat!').waitFor();
    await review.waitFor({ state: 'detached' });
    await page.getByText('3 tasks · 1 dependency').waitFor();
    const tasks = await savedTasks(id);
    expect(tasks.map((t) => t.key)).toEqual(['chop', 'toast', 'serve']);
    expect(tasks[0]!.estimated_duration_minutes).toBe(8);
  });

  it('is still there after a reload; discarding it leaves the recipe as it was', async () => {
    const { page, id } = await proposeEdit('Bruschetta to discard');
    await page.reload();
    await openInBrowse(page, 'Bruschetta to discard');
    const review = page.getByRole('region', { name: 'AI changes to review' });
    await review.getByText('You asked: “Toast the bread first”', { exact: false }).waitFor();
    await review.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByText('AI changes discarded. The recipe is unchanged.').waitFor();
    await review.waitFor({ state: 'detached' });
    expect((await savedTasks(id)).map((t) => t.key)).toEqual(['chop', 'serve']);
    await page.getByText('2 tasks · 1 dependency').waitFor();
    expect(await api<null>('GET', `/recipes/${id}/proposal/`, staffToken)).toBeNull();
  });

  it('Cancel in the AI chat stops the edit on the server: no proposal, the recipe as it was', async () => {
    const name = 'Bruschetta to cancel';
    model(() => recipeReply({ ...BRUSCHETTA, name }));
    const saved = await api<{ recipe_id: number }>('POST', '/recipes/generate/', staffToken, { mode: 'openai', food_name: name });
    mock.resetHandlers();
    const calls = model(() => 'hang');
    const page = await studio();
    await openInBrowse(page, name);
    await page.getByRole('button', { name: 'Edit with AI' }).click();
    await page.getByLabel('Describe your edit').fill('Toast the bread first');
    await page.getByRole('button', { name: 'Send' }).click();
    const progress = page.getByRole('status').filter({ hasText: 'Editing…' });
    await progress.getByText('Waiting for the AI to start answering…').waitFor();
    await expect.poll(() => calls.length).toBe(1);
    await progress.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Cancelled. Nothing was saved.').waitFor();
    await calls[0]!.aborted;
    expect(await api<null>('GET', `/recipes/${saved.recipe_id}/proposal/`, staffToken)).toBeNull();
    expect((await savedTasks(saved.recipe_id)).map((t) => t.key)).toEqual(['chop', 'serve']);
    expect(await page.getByRole('region', { name: 'AI changes to review' }).count()).toBe(0);
  });

  it('a recipe just generated is saved too: its AI edit waits for review in the Generate tab, and Accept updates the result', async () => {
    const name = 'Bruschetta just made';
    model(() => recipeReply({ ...BRUSCHETTA, name }));
    const page = await studio();
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    await page.getByRole('heading', { name }).waitFor();
    await page.getByText('2 tasks · 1 dependency').waitFor();
    mock.resetHandlers();
    model(() => recipeReply({ ...EDITED, name }));
    await page.getByRole('button', { name: 'Edit with AI' }).click();
    await page.getByLabel('Describe your edit').fill('Toast the bread first');
    await page.getByRole('button', { name: 'Send' }).click();
    const review = page.getByRole('region', { name: 'AI changes to review' });
    await review.getByRole('group', { name: 'Tasks added' }).getByText('Toast bread').waitFor();
    expect(await page.getByText('2 tasks · 1 dependency').count()).toBe(1);
    await review.getByRole('button', { name: 'Accept changes' }).click();
    await page.getByText('Recipe updated via AI chat!').waitFor();
    await page.getByText('3 tasks · 1 dependency').waitFor();
    await expect.poll(() => page.locator('.react-flow__node').count(), { timeout: 10_000 }).toBe(3);
  });
});
