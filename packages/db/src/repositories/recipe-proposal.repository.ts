import type { RecipeDraft } from '@brigade/contracts';
import type { Queryable } from '../schema';
import type { RecipeEditProposalRow } from '../tables/proposal.table';

/** A proposal with its drafts read back. */
export interface RecipeEditProposal extends Omit<RecipeEditProposalRow, 'draft' | 'base'> {
  draft: RecipeDraft;
  base: RecipeDraft;
}

function read(row: RecipeEditProposalRow): RecipeEditProposal {
  return { ...row, draft: JSON.parse(row.draft) as RecipeDraft, base: JSON.parse(row.base) as RecipeDraft };
}

/** Saves the recipe's pending proposal, replacing any earlier one; returns its id. */
export async function saveProposal(
  db: Queryable,
  proposal: { recipe_id: number; instruction: string; draft: RecipeDraft; base: RecipeDraft; created_by: number | null; created_at: string },
): Promise<number> {
  await db.deleteFrom('recipe_edit_proposals').where('recipe_id', '=', proposal.recipe_id).execute();
  const row = await db
    .insertInto('recipe_edit_proposals')
    .values({ ...proposal, draft: JSON.stringify(proposal.draft), base: JSON.stringify(proposal.base) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findProposal(db: Queryable, recipeId: number): Promise<RecipeEditProposal | undefined> {
  const row = await db.selectFrom('recipe_edit_proposals').selectAll().where('recipe_id', '=', recipeId).executeTakeFirst();
  return row ? read(row) : undefined;
}

/** Deletes the proposal `id` of the recipe; false when it was not (or no longer) pending. */
export async function deleteProposal(db: Queryable, recipeId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('recipe_edit_proposals').where('recipe_id', '=', recipeId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
