import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { authRouter } from './routers/auth.router';
import { kitchenRouter } from './routers/kitchen.router';
import { liveRouter } from './routers/live.router';
import { planRouter } from './routers/plan.router';
import { paceRouter } from './routers/pace.router';
import { recipeRouter } from './routers/recipe.router';
import { recipeFilesRouter } from './routers/recipe-files.router';
import { serverRouter } from './routers/server.router';
import { sessionRouter } from './routers/session.router';
import { skillRouter } from './routers/skill.router';
import { studioRouter } from './routers/studio.router';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  kitchens: kitchenRouter,
  skills: skillRouter,
  recipes: recipeRouter,
  recipeFiles: recipeFilesRouter,
  sessions: sessionRouter,
  live: liveRouter,
  studio: studioRouter,
  plan: planRouter,
  pace: paceRouter,
  server: serverRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
