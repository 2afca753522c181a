import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../src/database';
import * as proposals from '../src/repositories/recipe-proposal.repository';
import * as recipes from '../src/repositories/recipe.repository';
import { newRecipeDraft, newTestDatabase, newUser } from './fixtures';

let db: DB;
beforeEach(async () => {
  db = await newTestDatabase();
});
afterEach(async () => {
  await db.destroy();
});

async function savedRecipe() {
  return db.transaction().execute((trx) => recipes.insertRecipeDraft(trx, newRecipeDraft(), { source: 'ai', created_by: null, library_key: null, is_published: 0 }, 'now'));
}

describe('recipe edit proposals (migration 0007)', () => {
  it('keeps one pending proposal per recipe, with both drafts read back', async () => {
    const recipeId = await savedRecipe();
    const staff = await newUser(db, { is_staff: 1 });
    const base = newRecipeDraft();
    const first = await proposals.saveProposal(db, { recipe_id: recipeId, instruction: 'Spicier', draft: newRecipeDraft({ name: 'Spicy soup' }), base, created_by: staff.id, created_at: 'now' });
    const second = await proposals.saveProposal(db, { recipe_id: recipeId, instruction: 'Milder', draft: newRecipeDraft({ name: 'Mild soup' }), base, created_by: staff.id, created_at: 'later' });
    expect(second).not.toBe(first);
    const found = await proposals.findProposal(db, recipeId);
    expect(found).toMatchObject({ id: second, recipe_id: recipeId, instruction: 'Milder', created_by: staff.id, created_at: 'later' });
    expect(found!.draft.name).toBe('Mild soup');
    expect(found!.base).toEqual(base);
  });

  it('deletes only the named proposal of the recipe', async () => {
    const recipeId = await savedRecipe();
    const id = await proposals.saveProposal(db, { recipe_id: recipeId, instruction: 'x', draft: newRecipeDraft(), base: newRecipeDraft(), created_by: null, created_at: 'now' });
    expect(await proposals.deleteProposal(db, recipeId, id + 1)).toBe(false);
    expect(await proposals.deleteProposal(db, recipeId + 1, id)).toBe(false);
    expect(await proposals.deleteProposal(db, recipeId, id)).toBe(true);
    expect(await proposals.findProposal(db, recipeId)).toBeUndefined();
  });

  it('goes with its recipe', async () => {
    const recipeId = await savedRecipe();
    await proposals.saveProposal(db, { recipe_id: recipeId, instruction: 'x', draft: newRecipeDraft(), base: newRecipeDraft(), created_by: null, created_at: 'now' });
    await db.deleteFrom('recipes').where('id', '=', recipeId).execute();
    expect(await proposals.findProposal(db, recipeId)).toBeUndefined();
  });
});
