import { API_TEXTS } from '@brigade/contracts';
import type { AppDeps } from '@brigade/api';
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.routes';
import { acceptEmptyJsonBodies, attachPrincipal, sendError } from './http';
import { kitchenRoutes } from './kitchens.routes';
import { liveRoutes } from './live.routes';
import { recipeFileRoutes } from './recipe-files.routes';
import { recipeRoutes } from './recipes.routes';
import { sessionRoutes } from './sessions.routes';
import { studioRoutes } from './studio.routes';

/**
 * The REST compatibility adapter: the spec's call table under /api/, for older clients.
 * Routes only translate HTTP to service calls; the services hold every rule.
 */
export async function restAdapter(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  acceptEmptyJsonBodies(app);
  attachPrincipal(app, opts.deps);
  app.setErrorHandler(sendError);
  app.setNotFoundHandler((req, reply) => reply.status(404).send({ error: API_TEXTS['server.notFound'], detail: API_TEXTS['server.notFound'] }));
  authRoutes(app, opts.deps);
  kitchenRoutes(app, opts.deps);
  recipeRoutes(app, opts.deps);
  await recipeFileRoutes(app, opts.deps);
  sessionRoutes(app, opts.deps);
  liveRoutes(app, opts.deps);
  studioRoutes(app, opts.deps);
}
