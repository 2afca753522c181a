import { aiProgressInput, editInput, generationInput, proposalDecisionInput, proposalQueryInput, rateDagInput, updateDagInput } from '@brigade/contracts';
import { followProgress, progressKey } from '../studio/ai-progress';
import * as proposals from '../studio/proposal.service';
import * as studio from '../studio/studio.service';
import { router, staffProcedure, withText } from '../trpc';

/** Recipe Studio (spec 02): staff only; the service checks again, whichever adapter calls. */
export const studioRouter = router({
  aiStatus: staffProcedure.query(({ ctx }) => studio.aiStatus(ctx.deps, ctx.principal)),
  generate: staffProcedure.input(generationInput).mutation(({ ctx, input, signal }) => withText(studio.generateRecipe(ctx.deps, ctx.principal, input, signal))),
  edit: staffProcedure.input(editInput).mutation(({ ctx, input, signal }) => withText(studio.editRecipe(ctx.deps, ctx.principal, input, signal))),
  updateDag: staffProcedure.input(updateDagInput).mutation(({ ctx, input }) => studio.updateDag(ctx.deps, ctx.principal, input)),
  rateDag: staffProcedure.input(rateDagInput).mutation(({ ctx, input }) => studio.rateDag(ctx.deps, ctx.principal, input)),
  /** What the model has sent so far in the caller's own call `call_id` (sent with generate or edit). */
  aiProgress: staffProcedure.input(aiProgressInput).subscription(({ ctx, input, signal }) => {
    const user = ctx.principal?.kind === 'user' ? ctx.principal.user.id : 0;
    return followProgress(ctx.deps, progressKey(user, input.call_id), signal);
  }),
  // AI edits of saved recipes wait for review (issue 13): see, accept or discard the pending one.
  proposal: staffProcedure.input(proposalQueryInput).query(({ ctx, input }) => proposals.getProposal(ctx.deps, ctx.principal, input)),
  acceptProposal: staffProcedure.input(proposalDecisionInput).mutation(({ ctx, input }) => withText(proposals.acceptProposal(ctx.deps, ctx.principal, input))),
  discardProposal: staffProcedure.input(proposalDecisionInput).mutation(({ ctx, input }) => withText(proposals.discardProposal(ctx.deps, ctx.principal, input))),
});
