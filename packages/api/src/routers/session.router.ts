import { editDependenciesInput, sessionEntryCourseInput, sessionAddRecipeInput, sessionRefInput as code, sessionCreateInput, sessionEntryInput, sessionTaskUpdateInput } from '@brigade/contracts';
import * as sessions from '../sessions/session.service';
import * as graph from '../sessions/task-graph.service';
import { deleteWaitingSession } from '../sessions/session-delete.service';
import { setRecipeCourse } from '../sessions/courses.service';
import { hostProcedure, protectedProcedure, publicProcedure, router, withText } from '../trpc';


export const sessionRouter = router({
  create: hostProcedure.input(sessionCreateInput).mutation(({ ctx, input }) => sessions.createSession(ctx.deps, ctx.user, input)),
  delete: protectedProcedure.input(code).mutation(({ ctx, input }) => withText(deleteWaitingSession(ctx.deps, ctx.principal, input.code))),
  list: hostProcedure.query(({ ctx }) => sessions.listSessions(ctx.deps, ctx.user)),
  get: publicProcedure.input(code).query(({ ctx, input }) => sessions.getSession(ctx.deps, ctx.principal, input.code)),
  qr: protectedProcedure.input(code).query(({ ctx, input }) => sessions.sessionQr(ctx.deps, ctx.principal, input.code)),
  addRecipe: protectedProcedure.input(sessionAddRecipeInput).mutation(({ ctx, input }) => sessions.addRecipe(ctx.deps, ctx.principal, input.code, input)),
  removeRecipe: protectedProcedure
    .input(sessionEntryInput)
    .mutation(({ ctx, input }) => sessions.removeRecipe(ctx.deps, ctx.principal, input.code, input.entryId)),
  /** The host sets one recipe copy's course (issue 34); null: the recipe's own. */
  setRecipeCourse: protectedProcedure
    .input(sessionEntryCourseInput)
    .mutation(({ ctx, input }) => setRecipeCourse(ctx.deps, ctx.principal, input.code, input.entryId, { course: input.course })),
  requiredSkills: publicProcedure.input(code).query(({ ctx, input }) => sessions.requiredSkills(ctx.deps, input.code, ctx.principal)),
  participants: publicProcedure.input(code).query(({ ctx, input }) => sessions.listParticipants(ctx.deps, ctx.principal, input.code)),
  taskGraph: publicProcedure.input(code).query(({ ctx, input }) => graph.sessionTaskGraph(ctx.deps, ctx.principal, input.code)),
  updateTask: protectedProcedure
    .input(sessionTaskUpdateInput)
    .mutation(({ ctx, input }) => graph.updateSessionTask(ctx.deps, ctx.principal, input.code, input.taskId, input.changes)),
  editDependencies: protectedProcedure
    .input(editDependenciesInput)
    .mutation(({ ctx, input }) => graph.editSessionDependencies(ctx.deps, ctx.principal, input.code, input)),
});
