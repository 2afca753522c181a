import { dependencyMapInput, ratingInput, recipeStatusInput, taskUpdateInput } from '@brigade/contracts';
import { z } from 'zod';
import * as recipes from '../recipes/recipe.service';
import { protectedProcedure, router, staffProcedure } from '../trpc';

const recipeId = z.object({ id: z.number().int().positive() });

export const recipeRouter = router({
  list: protectedProcedure.query(({ ctx }) => recipes.listRecipes(ctx.deps, ctx.principal)),
  details: protectedProcedure.input(recipeId).query(({ ctx, input }) => recipes.getRecipeDetail(ctx.deps, ctx.principal, input.id)),
  updateTask: staffProcedure
    .input(recipeId.extend({ taskId: z.number().int().positive(), changes: taskUpdateInput }))
    .mutation(({ ctx, input }) => recipes.updateRecipeTask(ctx.deps, ctx.principal, input.id, input.taskId, input.changes)),
  updateDependencies: staffProcedure
    .input(recipeId.extend(dependencyMapInput.shape))
    .mutation(({ ctx, input }) => recipes.updateRecipeDependencies(ctx.deps, ctx.principal, input.id, { task_dependencies: input.task_dependencies })),
  setStatus: staffProcedure
    .input(recipeId.extend(recipeStatusInput.shape))
    .mutation(({ ctx, input }) => recipes.setRecipeStatus(ctx.deps, ctx.principal, input.id, { status: input.status })),
  updateRating: staffProcedure
    .input(recipeId.extend(ratingInput.shape))
    .mutation(({ ctx, input }) => recipes.updateRecipeRating(ctx.deps, ctx.principal, input.id, input)),
});
