import { answerModel, EDITED_BRUSCHETTA as EDITED, recipeReply } from '@brigade/recipe-ai/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness';
import { aiTestServer } from './ai-server';

/**
 * AI edits of a saved recipe are proposals (issue 13 point 4): the saved recipe stays as it is
 * until staff accept (applied in one change) or discard (nothing changes); the proposal is kept
 * server-side and shows what it would change. Through the real server, msw as the model.
 */
const ai = aiTestServer();
const mock = ai.mock;
let t: TestServer;
let staff: string;
let host: string;
beforeAll(() => {
  ({ t, staff, host } = ai);
});


interface Detail {
  recipe: { id: number; status: string };
  tasks: Array<{ id: number; key: string; name: string; estimated_duration_minutes: number }>;
  task_dependencies: Record<string, string[]>;
}
const details = async (id: number) => (await t.rest('GET', `recipes/${id}/details/`, { token: staff })).body as Detail;

/** A saved AI recipe (chop → serve) and an AI edit of it that answers EDITED. */
async function savedRecipeWithEdit(instruction = 'Toast the bread first') {
  answerModel(mock, () => recipeReply());
  const generated = (await t.rest('POST', 'recipes/generate/', { token: staff, body: { mode: 'openai', food_name: 'Bruschetta' } })).body;
  const id = generated.recipe_id as number;
  mock.resetHandlers();
  answerModel(mock, () => recipeReply(EDITED));
  const edit = await t.rest('POST', 'recipes/edit/', { token: staff, body: { current_recipe: generated.data, edit_instruction: instruction } });
  return { id, generated, edit };
}

describe('an AI edit of a saved recipe is a proposal', () => {
  it('arrives as a draft, and the edit leaves the saved recipe as it was, showing what it would change', async () => {
    const { id, edit } = await savedRecipeWithEdit();
    const before = await details(id);
    expect(before.recipe.status).toBe('draft');
    expect(edit.status).toBe(200);
    expect(edit.body.message).toBe('The AI proposes these changes. Review them, then accept or discard them.');
    expect(edit.body.data.tasks.map((x: { key: string }) => x.key)).toEqual(['chop', 'toast', 'serve']);
    expect(before.tasks.map((x) => x.key)).toEqual(['chop', 'serve']);
    expect(before.tasks[0]!.estimated_duration_minutes).toBe(5);

    const changes = edit.body.proposal.changes;
    expect(changes.tasks_added).toEqual([{ key: 'toast', name: 'Toast bread' }]);
    expect(changes.tasks_removed).toEqual([]);
    expect(changes.tasks_changed).toEqual([{ key: 'chop', name: 'Chop tomatoes', changes: [{ field: 'estimated_duration_minutes', before: 5, after: 8 }] }]);
    expect(changes.edges_added).toEqual([{ from: { key: 'toast', name: 'Toast bread' }, to: { key: 'serve', name: 'Assemble' } }]);
    expect(changes.edges_removed).toEqual([{ from: { key: 'chop', name: 'Chop tomatoes' }, to: { key: 'serve', name: 'Assemble' } }]);
    expect(edit.body.proposal).toMatchObject({ recipe_id: id, instruction: 'Toast the bread first', stale: false, unchanged: false });

    // Kept on the server: a reload (a new request, over tRPC or REST) finds the same proposal.
    const again = await t.trpc(staff).studio.proposal.query({ recipe_id: id });
    expect(again?.id).toBe(edit.body.proposal.id);
    expect(again?.changes).toEqual(changes);
    const rest = await t.rest('GET', `recipes/${id}/proposal/`, { token: staff });
    expect(rest.status).toBe(200);
    expect(rest.body.id).toBe(edit.body.proposal.id);
  });

  it('accepting applies it in one change: kept tasks keep their ids, and the proposal is gone', async () => {
    const { id, edit } = await savedRecipeWithEdit();
    const before = await details(id);
    const accepted = await t.trpc(staff).studio.acceptProposal.mutate({ recipe_id: id, proposal_id: edit.body.proposal.id });
    expect(accepted.message).toBe('Recipe updated via AI chat!');
    const after = await details(id);
    expect(after.tasks.map((x) => x.key)).toEqual(['chop', 'toast', 'serve']);
    expect(after.tasks.find((x) => x.key === 'chop')!.id).toBe(before.tasks.find((x) => x.key === 'chop')!.id);
    expect(after.tasks.find((x) => x.key === 'chop')!.estimated_duration_minutes).toBe(8);
    const idOf = (key: string) => String(after.tasks.find((x) => x.key === key)!.id);
    expect(after.task_dependencies[idOf('serve')]).toEqual([idOf('toast')]);
    expect(accepted.data.tasks.map((x) => x.key)).toEqual(['chop', 'toast', 'serve']);
    expect(await t.trpc(staff).studio.proposal.query({ recipe_id: id })).toBeNull();
    // Accepted once: a second accept finds nothing.
    const twice = await t.rest('POST', `recipes/${id}/proposal/accept/`, { token: staff, body: { proposal_id: edit.body.proposal.id } });
    expect(twice.status).toBe(404);
    expect(twice.body.error).toBe('Proposal not found');
  });

  it('discarding changes nothing in the recipe and forgets the proposal', async () => {
    const { id, edit } = await savedRecipeWithEdit();
    const before = await details(id);
    const discarded = await t.rest('POST', `recipes/${id}/proposal/discard/`, { token: staff, body: { proposal_id: edit.body.proposal.id } });
    expect(discarded.status).toBe(200);
    expect(discarded.body.message).toBe('AI changes discarded. The recipe is unchanged.');
    expect(await details(id)).toEqual(before);
    expect((await t.rest('GET', `recipes/${id}/proposal/`, { token: staff })).body).toBeNull();
    const accept = await t.rest('POST', `recipes/${id}/proposal/accept/`, { token: staff, body: { proposal_id: edit.body.proposal.id } });
    expect(accept.status).toBe(404);
  });

  it('a newer AI edit replaces the pending one, and the older one can no longer be accepted', async () => {
    const { id, generated, edit } = await savedRecipeWithEdit();
    const newer = await t.rest('POST', 'recipes/edit/', { token: staff, body: { current_recipe: generated.data, edit_instruction: 'Again' } });
    expect(newer.body.proposal.id).not.toBe(edit.body.proposal.id);
    const old = await t.rest('POST', `recipes/${id}/proposal/accept/`, { token: staff, body: { proposal_id: edit.body.proposal.id } });
    expect(old.status).toBe(404);
    expect((await t.trpc(staff).studio.proposal.query({ recipe_id: id }))?.instruction).toBe('Again');
  });

  it('is refused (409) once the recipe changed after the AI was asked; a new rating does not count as a change', async () => {
    const { id, edit } = await savedRecipeWithEdit();
    expect((await t.rest('POST', `recipes/${id}/update-rating/`, { token: staff, body: { quality_score: 4, refinement_notes: 'Good' } })).status).toBe(200);
    expect((await t.trpc(staff).studio.proposal.query({ recipe_id: id }))?.stale).toBe(false);

    const chop = (await details(id)).tasks.find((x) => x.key === 'chop')!;
    expect((await t.rest('PATCH', `recipes/${id}/tasks/${chop.id}/`, { token: staff, body: { name: 'Dice tomatoes' } })).status).toBe(200);
    expect((await t.trpc(staff).studio.proposal.query({ recipe_id: id }))?.stale).toBe(true);
    const before = await details(id);
    const refused = await t.rest('POST', `recipes/${id}/proposal/accept/`, { token: staff, body: { proposal_id: edit.body.proposal.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('The recipe changed after the AI proposed these changes. Discard them and ask again.');
    expect(await details(id)).toEqual(before);
  });

  it('an edit cancelled while the model works keeps no proposal and changes nothing', async () => {
    const { id, generated, edit } = await savedRecipeWithEdit();
    await t.rest('POST', `recipes/${id}/proposal/discard/`, { token: staff, body: { proposal_id: edit.body.proposal.id } });
    const before = await details(id);
    mock.resetHandlers();
    let reached!: () => void;
    const modelReached = new Promise<void>((resolve) => (reached = resolve));
    const calls = answerModel(mock, () => (reached(), recipeReply(EDITED, { chunkSize: 8, chunkDelayMs: 50 })));
    const browser = new AbortController();
    const call = t
      .trpc(staff)
      .studio.edit.mutate({ current_recipe: generated.data, edit_instruction: 'Toast it' }, { signal: browser.signal })
      .catch((e: Error) => e.name);
    await modelReached;
    browser.abort();
    expect(await call).toBe('TRPCClientError');
    await calls[0]!.aborted;
    expect(await t.trpc(staff).studio.proposal.query({ recipe_id: id })).toBeNull();
    expect(await details(id)).toEqual(before);
  });

  it('an unsaved recipe (a preview) is edited in place: no proposal', async () => {
    answerModel(mock, () => recipeReply(EDITED));
    const preview = await t.rest('POST', 'recipes/generate/', { token: staff, body: { mode: 'openai', food_name: 'Bruschetta', preview_only: true } });
    expect(preview.body.recipe_id).toBeNull();
    const edit = await t.rest('POST', 'recipes/edit/', { token: staff, body: { current_recipe: preview.body.data, edit_instruction: 'Toast the bread' } });
    expect(edit.status).toBe(200);
    expect(edit.body.proposal).toBeNull();
    expect(edit.body.message).toBe('Recipe updated successfully! The changes have been applied.');
  });
});

describe('only staff see and decide proposals', () => {
  it('answers 401 signed out and 403 to a host, over REST and tRPC, and changes nothing', async () => {
    const { id, edit } = await savedRecipeWithEdit();
    const body = { proposal_id: edit.body.proposal.id };
    for (const [token, status] of [[undefined, 401], [host, 403]] as const) {
      expect((await t.rest('GET', `recipes/${id}/proposal/`, { token })).status).toBe(status);
      expect((await t.rest('POST', `recipes/${id}/proposal/accept/`, { token, body })).status).toBe(status);
      expect((await t.rest('POST', `recipes/${id}/proposal/discard/`, { token, body })).status).toBe(status);
    }
    await expect(t.trpc(host).studio.acceptProposal.mutate({ recipe_id: id, proposal_id: body.proposal_id })).rejects.toMatchObject({ data: { httpStatus: 403 } });
    await expect(t.trpc(host).studio.discardProposal.mutate({ recipe_id: id, proposal_id: body.proposal_id })).rejects.toMatchObject({ data: { httpStatus: 403 } });
    expect((await t.trpc(staff).studio.proposal.query({ recipe_id: id }))?.id).toBe(body.proposal_id);
  });

  it('bad input answers 400 with field errors, an unknown recipe 404', async () => {
    const bad = await t.rest('POST', 'recipes/1/proposal/accept/', { token: staff, body: { proposal_id: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.proposal_id).toEqual(['A proposal id is required.']);
    expect((await t.rest('GET', 'recipes/99999/proposal/', { token: staff })).status).toBe(404);
  });
});
