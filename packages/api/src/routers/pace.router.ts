import { kitchenPaceProcedureInput, learnedTimesProcedureInput, sessionRefInput as code } from '@brigade/contracts';
import * as paces from '../learning/pace.service';
import { protectedProcedure, router } from '../trpc';

/** What the kitchen learned (issue 37). tRPC only: no REST path in the spec. */
export const paceRouter = router({
  /** The host's line on the session page, and the switch's state. */
  sessionLine: protectedProcedure.input(code).query(({ ctx, input }) => paces.sessionPaceLine(ctx.deps, ctx.principal, input.code)),
  setLearnedTimes: protectedProcedure.input(learnedTimesProcedureInput).mutation(({ ctx, input }) => paces.setLearnedTimes(ctx.deps, ctx.principal, input.code, { on: input.on })),
  /** The signed-in cook's own pace; nobody else's. */
  mine: protectedProcedure.query(({ ctx }) => paces.myPace(ctx.deps, ctx.principal)),
  forgetMine: protectedProcedure.mutation(({ ctx }) => paces.forgetMyTimes(ctx.deps, ctx.principal)),
  /** The kitchen's host: its cooks' paces. */
  kitchenCooks: protectedProcedure.input(kitchenPaceProcedureInput).query(({ ctx, input }) => paces.kitchenCookPaces(ctx.deps, ctx.principal, input)),
  /** The summary's "What Brigade learned". */
  meal: protectedProcedure.input(code).query(({ ctx, input }) => paces.mealLearning(ctx.deps, ctx.principal, input.code)),
});
