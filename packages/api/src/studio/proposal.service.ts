import { API_TEXTS, proposalDecisionInput, proposalQueryInput, type RecipeDraft } from '@brigade/contracts';
import { recipeGraphs, recipeProposals, type RecipeEditProposal, type UserRow } from '@brigade/db';
import { diffRecipeGraphs, isEmptyDiff, type RecipeGraphDiff } from '@brigade/domain';
import { iso } from '../clock';
import type { AppDeps } from '../deps';
import type { Principal } from '../auth/principal';
import { BrigadeError, forbidden, notFound, parseInput, unauthorized } from '../errors';
import * as recipeService from '../recipes/recipe.service';
import { savedRecipeDraft } from '../recipes/saved-draft';
import { detailToStudioRecipe, draftToStudioRecipe, type StudioRecipe } from './recipe-shape';

/** Spec 02 §4: after a successful AI edit the banner reads this; here, once it is accepted. */
export const ACCEPTED = API_TEXTS['studio.accepted'];
export const DISCARDED = API_TEXTS['studio.discarded'];
export const PROPOSED = API_TEXTS['studio.proposed'];
export const STALE = API_TEXTS['studio.stale'];

/** An AI edit of a saved recipe, waiting for staff to accept or discard it. */
export interface ProposalView {
  id: number;
  recipe_id: number;
  instruction: string;
  created_at: string;
  /** The proposed recipe (unsaved: task keys serve as ids). */
  data: StudioRecipe;
  /** What accepting would change in the recipe as it is saved now. */
  changes: RecipeGraphDiff;
  /** True when the edit would change nothing. */
  unchanged: boolean;
  /** The recipe changed after the AI was asked: accepting is refused. */
  stale: boolean;
}

function requireStaff(principal: Principal): UserRow {
  if (principal?.kind !== 'user') throw unauthorized();
  if (principal.user.is_staff !== 1) throw forbidden(API_TEXTS['auth.staffOnly']);
  return principal.user;
}

function view(proposal: RecipeEditProposal, current: RecipeDraft): ProposalView {
  const changes = diffRecipeGraphs(current, proposal.draft);
  return {
    id: proposal.id,
    recipe_id: proposal.recipe_id,
    instruction: proposal.instruction,
    created_at: proposal.created_at,
    data: draftToStudioRecipe(proposal.draft),
    changes,
    unchanged: isEmptyDiff(changes),
    stale: !isEmptyDiff(diffRecipeGraphs(proposal.base, current)),
  };
}

/**
 * Keeps an AI edit of saved recipe `recipeId` for review instead of applying it, replacing an
 * earlier pending one. `base` is the recipe as it was when the AI was asked.
 */
export async function propose(
  deps: AppDeps,
  staff: UserRow,
  recipeId: number,
  edit: { instruction: string; draft: RecipeDraft; base: RecipeDraft },
): Promise<ProposalView> {
  return deps.db.transaction().execute(async (trx) => {
    const current = await savedRecipeDraft(trx, recipeId);
    if (!current) throw notFound('Recipe');
    await recipeProposals.saveProposal(trx, { recipe_id: recipeId, ...edit, created_by: staff.id, created_at: iso(deps.wallNow()) });
    return view((await recipeProposals.findProposal(trx, recipeId))!, current);
  });
}

/** The recipe's pending AI edit with what it would change, or null. Staff only. */
export async function getProposal(deps: AppDeps, principal: Principal, raw: unknown): Promise<ProposalView | null> {
  requireStaff(principal);
  const { recipe_id } = parseInput(proposalQueryInput, raw);
  const current = await savedRecipeDraft(deps.db, recipe_id);
  if (!current) throw notFound('Recipe');
  const proposal = await recipeProposals.findProposal(deps.db, recipe_id);
  return proposal ? view(proposal, current) : null;
}

/**
 * Applies the proposal to the saved recipe in one transaction (tasks matched by key keep their
 * ids) and forgets it. Refused (409) when the recipe changed after the AI was asked, since the
 * proposal would silently undo that change; 404 when the proposal is no longer pending.
 */
export async function acceptProposal(deps: AppDeps, principal: Principal, raw: unknown) {
  requireStaff(principal);
  const input = parseInput(proposalDecisionInput, raw);
  await deps.db.transaction().execute(async (trx) => {
    const current = await savedRecipeDraft(trx, input.recipe_id);
    if (!current) throw notFound('Recipe');
    const proposal = await recipeProposals.findProposal(trx, input.recipe_id);
    if (!proposal || proposal.id !== input.proposal_id) throw notFound('Proposal');
    if (view(proposal, current).stale) throw new BrigadeError('conflict', STALE);
    await recipeGraphs.replaceRecipeGraph(trx, input.recipe_id, proposal.draft, iso(deps.wallNow()));
    await recipeProposals.deleteProposal(trx, input.recipe_id, proposal.id);
  });
  const detail = await recipeService.getRecipeDetail(deps, principal, input.recipe_id);
  return { success: true as const, message: ACCEPTED, error: null, data: detailToStudioRecipe(detail), recipe_id: input.recipe_id };
}

/** Forgets the proposal; the recipe stays as it is. 404 when it is no longer pending. */
export async function discardProposal(deps: AppDeps, principal: Principal, raw: unknown) {
  requireStaff(principal);
  const input = parseInput(proposalDecisionInput, raw);
  if (!(await recipeProposals.deleteProposal(deps.db, input.recipe_id, input.proposal_id))) throw notFound('Proposal');
  return { success: true as const, message: DISCARDED, error: null, recipe_id: input.recipe_id };
}
