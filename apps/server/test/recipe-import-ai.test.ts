import { readRecipeFile } from '@brigade/recipe-ai';
import { answerModel, recipeReply } from '@brigade/recipe-ai/testing';
import * as fx from '@brigade/recipe-ai/testing/format-fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { aiTestServer } from './ai-server';
import { startTestServer, registerUser, type TestServer } from './harness';

/**
 * With an AI key, an imported recipe can be refined by the AI: the answer is a proposal, as for
 * every AI edit of a saved recipe, and the imported draft stays as it is until staff accept it.
 */
const ai = aiTestServer();
let t: TestServer;
let staff: string;
beforeAll(() => {
  ({ t, staff } = ai);
});

async function importSoup(server: TestServer, token: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([fx.fixture('pea-soup.cook').slice()]), 'pea-soup.cook');
  const res = await fetch(`${server.url}/api/recipes/import/`, { method: 'POST', body: form, headers: { authorization: `Token ${token}` } });
  return ((await res.json()) as { imported: Array<{ id: number }> }).imported[0]!.id;
}

describe('AI refinement of an imported recipe', () => {
  it('arrives as a proposal and leaves the imported draft unchanged', async () => {
    const id = await importSoup(t, staff);
    const imported = readRecipeFile('pea-soup.cook', fx.fixture('pea-soup.cook')).recipes[0]!.draft;
    // The model's refinement: the croutons are tossed without waiting for the cubes (an edit to review).
    const refined = { ...imported, tasks: imported.tasks.map((x) => (x.key === 'toss-olive-oil' ? { ...x, depends_on: [] } : x)) };
    const calls = answerModel(ai.mock, () => recipeReply(refined));
    const before = (await t.rest('GET', `recipes/${id}/details/`, { token: staff })).body;

    const res = await t.rest('POST', `recipes/${id}/refine/`, { token: staff });
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(res.body.proposal).toMatchObject({ recipe_id: id, stale: false, unchanged: false });
    expect(res.body.proposal.instruction).toMatch(/^This recipe was imported from a file/);
    expect(res.body.proposal.changes.edges_removed).toEqual([
      { from: { key: 'cube-bread', name: 'Cube the bread' }, to: { key: 'toss-olive-oil', name: expect.any(String) } },
    ]);
    expect((await t.rest('GET', `recipes/${id}/details/`, { token: staff })).body).toEqual(before);
    const pending = await t.trpc(staff).studio.proposal.query({ recipe_id: id });
    expect(pending?.id).toBe(res.body.proposal.id);
  });

  it('answers 503 without an AI key, and the import still works', async () => {
    const plain = await startTestServer();
    try {
      const token = (await registerUser(plain)).token;
      const id = await importSoup(plain, token);
      const res = await plain.rest('POST', `recipes/${id}/refine/`, { token });
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('AI generation is not configured');
    } finally {
      await plain.stop();
    }
  });
});
