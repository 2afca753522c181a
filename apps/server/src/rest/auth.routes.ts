import { authService, type AppDeps } from '@brigade/api';
import type { FastifyInstance } from 'fastify';
import { bodyOf, requireUser } from './http';

export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/auth/register/', (req) => authService.register(deps, bodyOf(req), { ip: req.ip }));
  app.post('/auth/login/', (req) => authService.login(deps, bodyOf(req), { ip: req.ip }));
  app.post('/auth/logout/', async (req) => {
    await authService.logout(deps, req.principal);
    return { success: true };
  });
  app.get('/auth/profile/', async (req) => authService.toUser(requireUser(req)));
}
