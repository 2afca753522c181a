import { readRecipeFile } from '@brigade/recipe-ai';
import { answerModel, recipeReply } from '@brigade/recipe-ai/testing';
import * as fx from '@brigade/recipe-ai/testing/format-fixtures';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { registerHost } from '../support/kitchen';
import { seriousAccessibilityProblems } from '../support/axe';
import { screenshot } from '../support/browser';
import { browserSuite } from '../support/suite';

/**
 * With an AI key, a recipe saved from the import page can be refined by the AI; its answer is a
 * proposal to review in the studio. msw stands in for the model.
 */
const mock = setupServer();
const suite = browserSuite({ ai: { apiKey: 'test-key', deadlineMs: 10_000 }, outside: { fetch: (input, init) => globalThis.fetch(input, init) } });
const api = restClient(() => suite.server.url);
let staffToken: string;

beforeAll(async () => {
  mock.listen({ onUnhandledRequest: (request, print) => (new URL(request.url).hostname === '127.0.0.1' ? undefined : print.error()) });
  staffToken = await registerHost(api, 'chef_refine');
});
afterAll(() => mock.close());

describe('AI refinement from the import page', () => {
  it('asks the AI about a saved import and says a proposal is ready', async () => {
    const imported = readRecipeFile('pea-soup.cook', fx.fixture('pea-soup.cook')).recipes[0]!.draft;
    // The model's edit: the croutons are tossed without waiting for the cubes (a dependency the import makes).
    answerModel(mock, () => recipeReply({ ...imported, tasks: imported.tasks.map((x) => (x.key === 'toss-olive-oil' ? { ...x, depends_on: [] } : x)) }));
    const context = await suite.context('laptop');
    await context.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), staffToken);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto('/recipes/import');
    await page.getByLabel('Choose files').setInputFiles([{ name: 'pea-soup.cook', mimeType: 'text/plain', buffer: Buffer.from(fx.fixture('pea-soup.cook')) }]);
    await page.getByRole('button', { name: 'Save 1 recipe as a draft' }).click();
    const soup = page.getByRole('article', { name: 'Minted Pea Soup' });
    const saved = await soup.getByText(/^Saved as draft #\d+/).textContent();
    const id = Number(/#(\d+)/.exec(saved ?? '')?.[1]);
    await soup.getByRole('button', { name: 'Ask the AI to refine' }).click();
    await soup.getByRole('status').filter({ hasText: 'The AI proposes changes' }).waitFor();
    const proposal = await api<{ recipe_id: number; changes: { edges_removed: unknown[] } }>('GET', `/recipes/${id}/proposal/`, staffToken);
    expect(proposal).toMatchObject({ recipe_id: id });
    expect(proposal.changes.edges_removed).toHaveLength(1);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'recipe-import-refined');
  });
});
