import { addRecipeInput, sessionCreateInput, taskUpdateInput } from '@brigade/contracts';
import { z } from 'zod';
import * as sessions from '../sessions/session.service';
import * as graph from '../sessions/task-graph.service';
import { deleteWaitingSession } from '../sessions/session-delete.service';
import { hostProcedure, protectedProcedure, publicProcedure, router } from '../trpc';

const code = z.object({ code: z.string().min(1).max(20) });
const edge = z.object({ task_id: z.string(), depends_on_id: z.string() });

export const sessionRouter = router({
  create: hostProcedure.input(sessionCreateInput).mutation(({ ctx, input }) => sessions.createSession(ctx.deps, ctx.user, input)),
  delete: protectedProcedure.input(code).mutation(({ ctx, input }) => deleteWaitingSession(ctx.deps, ctx.principal, input.code)),
  list: hostProcedure.query(({ ctx }) => sessions.listSessions(ctx.deps, ctx.user)),
  get: publicProcedure.input(code).query(({ ctx, input }) => sessions.getSession(ctx.deps, ctx.principal, input.code)),
  qr: protectedProcedure.input(code).query(({ ctx, input }) => sessions.sessionQr(ctx.deps, ctx.principal, input.code)),
  addRecipe: protectedProcedure.input(code.extend(addRecipeInput.shape)).mutation(({ ctx, input }) => sessions.addRecipe(ctx.deps, ctx.principal, input.code, input)),
  removeRecipe: protectedProcedure
    .input(code.extend({ entryId: z.number().int().positive() }))
    .mutation(({ ctx, input }) => sessions.removeRecipe(ctx.deps, ctx.principal, input.code, input.entryId)),
  requiredSkills: publicProcedure.input(code).query(({ ctx, input }) => sessions.requiredSkills(ctx.deps, input.code)),
  participants: publicProcedure.input(code).query(({ ctx, input }) => sessions.listParticipants(ctx.deps, ctx.principal, input.code)),
  taskGraph: publicProcedure.input(code).query(({ ctx, input }) => graph.sessionTaskGraph(ctx.deps, ctx.principal, input.code)),
  updateTask: protectedProcedure
    .input(code.extend({ taskId: z.string().min(1), changes: taskUpdateInput }))
    .mutation(({ ctx, input }) => graph.updateSessionTask(ctx.deps, ctx.principal, input.code, input.taskId, input.changes)),
  editDependencies: protectedProcedure
    .input(code.extend({ add: z.array(edge).max(500).optional(), remove: z.array(edge).max(500).optional() }))
    .mutation(({ ctx, input }) => graph.editSessionDependencies(ctx.deps, ctx.principal, input.code, input)),
});
