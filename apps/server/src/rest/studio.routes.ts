import { proposalService, studioService, type AppDeps } from '@brigade/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyOf, idParam } from './http';

/**
 * Aborted when the client goes away before the answer is sent (closed tab, Cancel, a timeout on
 * its side): the response closes unfinished, the AI call stops at once and nothing is saved.
 */
export function clientGone(reply: FastifyReply): AbortSignal {
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
  // Brigade's addition (issue 13): an AI edit of a saved recipe waits for review; the spec has
  // no path for it, so these follow its recipes/{id}/... form. Body of accept and discard: proposal_id.
  const withRecipe = (req: FastifyRequest) => {
    const body = bodyOf(req);
    return { ...(body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {}), recipe_id: idParam(req, 'id', 'Recipe') };
  };
  app.get('/recipes/:id/proposal/', (req) => proposalService.getProposal(deps, req.principal, { recipe_id: idParam(req, 'id', 'Recipe') }));
  app.post('/recipes/:id/proposal/accept/', (req) => proposalService.acceptProposal(deps, req.principal, withRecipe(req)));
  app.post('/recipes/:id/proposal/discard/', (req) => proposalService.discardProposal(deps, req.principal, withRecipe(req)));
}
