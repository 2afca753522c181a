import { deleteWaitingSession, sessionService, setRecipeCourse, taskGraphService, type AppDeps } from '@brigade/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyOf, idParam, requireHost } from './http';

const code = (req: FastifyRequest) => (req.params as { code: string }).code;

export function sessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/sessions/create/', async (req, reply) => reply.status(201).send(await sessionService.createSession(deps, requireHost(req), bodyOf(req))));
  app.get('/sessions/', (req) => sessionService.listSessions(deps, requireHost(req)));
  app.get('/sessions/:code/', (req) => sessionService.getSession(deps, req.principal, code(req)));
  app.delete('/sessions/:code/', (req) => deleteWaitingSession(deps, req.principal, code(req)));
  app.get('/sessions/:code/qr/', (req) => sessionService.sessionQr(deps, req.principal, code(req)));
  app.post('/sessions/:code/recipes/', (req) => sessionService.addRecipe(deps, req.principal, code(req), bodyOf(req)));
  app.delete('/sessions/:code/recipes/:recipeId/', (req) =>
    sessionService.removeRecipe(deps, req.principal, code(req), idParam(req, 'recipeId', 'Recipe in this session'), 'recipe'),
  );
  // Issue 34: a recipe copy's course in this session; the id is the entry's (`session_recipes[].id`).
  app.patch('/sessions/:code/session-recipes/:entryId/', (req) =>
    setRecipeCourse(deps, req.principal, code(req), idParam(req, 'entryId', 'Recipe in this session'), bodyOf(req)),
  );
  app.get('/sessions/:code/required-skills/', async (req) => ({ skills: await sessionService.requiredSkills(deps, code(req), req.principal) }));
  app.get('/sessions/:code/participants/', async (req) => ({ participants: await sessionService.listParticipants(deps, req.principal, code(req)) }));
  app.get('/sessions/:code/dag/', (req) => taskGraphService.sessionTaskGraph(deps, req.principal, code(req)));
}
