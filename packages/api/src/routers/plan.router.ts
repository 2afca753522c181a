import { planSettingsChangesInput, sessionRefInput as code, sharedListInput, timelineOptionsInput } from '@brigade/contracts';
import * as planning from '../sessions/plan.service';
import { mealSummary } from '../sessions/summary.service';
import { hostBoard } from '../sessions/board.service';
import { finishStory } from '../sessions/finish-story';
import { sessionTimeline } from '../sessions/timeline.service';
import { protectedProcedure, publicProcedure, router } from '../trpc';


/** The host's plan (issue 15): settings, timeline, shopping list and scaled amounts. No REST path in the spec: tRPC only. */
export const planRouter = router({
  settings: protectedProcedure.input(code).query(({ ctx, input }) => planning.planSettings(ctx.deps, ctx.principal, input.code)),
  updateSettings: protectedProcedure
    .input(planSettingsChangesInput)
    .mutation(({ ctx, input }) => planning.updateSettings(ctx.deps, ctx.principal, input.code, input.changes)),
  timeline: protectedProcedure
    .input(timelineOptionsInput)
    .query(({ ctx, input }) => sessionTimeline(ctx.deps, ctx.principal, input.code, input.options)),
  shoppingList: publicProcedure.input(code).query(({ ctx, input }) => planning.shoppingList(ctx.deps, ctx.principal, input.code)),
  sharedShoppingList: publicProcedure
    .input(sharedListInput)
    .query(({ ctx, input }) => planning.sharedShoppingList(ctx.deps, input.token)),
  /** The host's control screen (issue 26): why each idle cook is idle. */
  board: protectedProcedure.input(code).query(({ ctx, input }) => hostBoard(ctx.deps, ctx.principal, input.code)),
  summary: protectedProcedure.input(code).query(({ ctx, input }) => mealSummary(ctx.deps, ctx.principal, input.code)),
  /** The finish story (issue 34): when the meal, each course and dish is ready, late or not, when to start. Host and cooks. */
  story: publicProcedure.input(code).query(({ ctx, input }) => finishStory(ctx.deps, ctx.principal, input.code)),
  taskIngredients: publicProcedure.input(code).query(({ ctx, input }) => planning.taskIngredients(ctx.deps, ctx.principal, input.code)),
});
