import type { Generated, Selectable } from 'kysely';

/** A pending AI edit of a saved recipe, waiting for staff to accept or discard it (migration 0007). */
export interface RecipeEditProposalTable {
  id: Generated<number>;
  recipe_id: number;
  /** What staff asked the AI editor. */
  instruction: string;
  /** The proposed recipe: a recipe draft as JSON. */
  draft: string;
  /** The recipe's graph when the edit was asked for (a recipe draft as JSON). */
  base: string;
  created_by: number | null;
  created_at: string;
}
export type RecipeEditProposalRow = Selectable<RecipeEditProposalTable>;
