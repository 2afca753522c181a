import { kitchenService, skillService, type AppDeps } from '@brigade/api';
import type { FastifyInstance } from 'fastify';
import { bodyOf, idParam, requireHost } from './http';

export function kitchenRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/kitchens/', (req) => kitchenService.listKitchens(deps, requireHost(req)));
  app.post('/kitchens/', async (req, reply) => {
    const kitchen = await kitchenService.createKitchen(deps, requireHost(req), bodyOf(req));
    return reply.status(201).send(kitchen);
  });
  app.get('/kitchens/:id/', (req) => kitchenService.getKitchen(deps, requireHost(req), idParam(req, 'id', 'Kitchen')));
  app.patch('/kitchens/:id/', (req) => kitchenService.updateKitchen(deps, requireHost(req), idParam(req, 'id', 'Kitchen'), bodyOf(req)));
  app.delete('/kitchens/:id/', async (req, reply) => {
    await kitchenService.deleteKitchen(deps, requireHost(req), idParam(req, 'id', 'Kitchen'));
    return reply.status(204).send();
  });
  app.get('/skills/', () => skillService.listSkills(deps));
}
