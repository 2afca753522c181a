import { studioService, type AppDeps } from '@brigade/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bodyOf } from './http';

/**
 * Aborted when the client goes away before the answer is sent (closed tab, Cancel, a timeout on
 * its side): the response closes unfinished, the AI call stops at once and nothing is saved.
 */
function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** Recipe Studio calls of spec 02 §7; the service checks staff access and every input. */
export function studioRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/recipes/generate/', (req, reply) => studioService.generateRecipe(deps, req.principal, bodyOf(req), clientGone(reply)));
  app.post('/recipes/edit/', (req, reply) => studioService.editRecipe(deps, req.principal, bodyOf(req), clientGone(reply)));
  app.post('/recipes/update-dag/', (req) => studioService.updateDag(deps, req.principal, bodyOf(req)));
  app.post('/recipes/rate-dag/', (req) => studioService.rateDag(deps, req.principal, bodyOf(req)));
}
