import { byIdInput as recipeId, recipeDependenciesInput, recipeRatingInput, recipeSetStatusInput, recipeTaskUpdateInput } from '@brigade/contracts';
import * as recipes from '../recipes/recipe.service';
import { protectedProcedure, router, staffProcedure } from '../trpc';


export const recipeRouter = router({
  list: protectedProcedure.query(({ ctx }) => recipes.listRecipes(ctx.deps, ctx.principal)),
  details: protectedProcedure.input(recipeId).query(({ ctx, input }) => recipes.getRecipeDetail(ctx.deps, ctx.principal, input.id)),
  updateTask: staffProcedure
    .input(recipeTaskUpdateInput)
    .mutation(({ ctx, input }) => recipes.updateRecipeTask(ctx.deps, ctx.principal, input.id, input.taskId, input.changes)),
  updateDependencies: staffProcedure
    .input(recipeDependenciesInput)
    .mutation(({ ctx, input }) => recipes.updateRecipeDependencies(ctx.deps, ctx.principal, input.id, { task_dependencies: input.task_dependencies })),
  setStatus: staffProcedure
    .input(recipeSetStatusInput)
    .mutation(({ ctx, input }) => recipes.setRecipeStatus(ctx.deps, ctx.principal, input.id, { status: input.status })),
  updateRating: staffProcedure
    .input(recipeRatingInput)
    .mutation(({ ctx, input }) => recipes.updateRecipeRating(ctx.deps, ctx.principal, input.id, input)),
});
