import { studioService, type AppDeps } from '@brigade/api';
import { bodyOf } from './http';
import type { FastifyInstance } from 'fastify';

/** Recipe Studio calls of spec 02 §7; the service checks staff access and every input. */
export function studioRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/recipes/generate/', (req) => studioService.generateRecipe(deps, req.principal, bodyOf(req)));
  app.post('/recipes/edit/', (req) => studioService.editRecipe(deps, req.principal, bodyOf(req)));
  app.post('/recipes/update-dag/', (req) => studioService.updateDag(deps, req.principal, bodyOf(req)));
  app.post('/recipes/rate-dag/', (req) => studioService.rateDag(deps, req.principal, bodyOf(req)));
}
