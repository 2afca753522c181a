import { recipeService, taskGraphService, type AppDeps } from '@brigade/api';
import type { FastifyInstance } from 'fastify';
import { bodyOf, idParam, requireStaff, requireUser } from './http';

export function recipeRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/recipes/', (req) => (requireUser(req), recipeService.listRecipes(deps, req.principal)));
  app.get('/recipes/:id/details/', (req) => (requireUser(req), recipeService.getRecipeDetail(deps, req.principal, idParam(req, 'id', 'Recipe'))));
  app.patch('/recipes/:id/tasks/:taskId/', (req) => {
    requireStaff(req);
    return recipeService.updateRecipeTask(deps, req.principal, idParam(req, 'id', 'Recipe'), idParam(req, 'taskId', 'Task'), bodyOf(req));
  });
  app.post('/recipes/:id/update-dependencies/', (req) => {
    requireStaff(req);
    return recipeService.updateRecipeDependencies(deps, req.principal, idParam(req, 'id', 'Recipe'), bodyOf(req));
  });
  app.post('/recipes/:id/update-rating/', (req) => {
    requireStaff(req);
    return recipeService.updateRecipeRating(deps, req.principal, idParam(req, 'id', 'Recipe'), bodyOf(req));
  });
  // Brigade's addition: draft / published / archived (only published recipes reach hosts).
  app.post('/recipes/:id/status/', (req) => (requireStaff(req), recipeService.setRecipeStatus(deps, req.principal, idParam(req, 'id', 'Recipe'), bodyOf(req))));
  app.patch('/recipes/sessions/:code/tasks/:taskId/', (req) => {
    const { code, taskId } = req.params as { code: string; taskId: string };
    return taskGraphService.updateSessionTask(deps, req.principal, code, taskId, bodyOf(req));
  });
}
