import type { KitchenLinks } from '@brigade/contracts';
import { publicProcedure, router } from '../trpc';

/** About this server, for anyone (no login): where phones reach it. */
export const serverRouter = router({
  links: publicProcedure.query(({ ctx }): KitchenLinks => {
    const links = ctx.deps.config.links;
    return {
      public_url: ctx.deps.config.publicUrl,
      trust_url: links?.trustUrl ?? `${ctx.deps.config.publicUrl}/trust`,
      secure_url: links?.secureUrl ?? (ctx.deps.config.publicUrl.startsWith('https://') ? ctx.deps.config.publicUrl : null),
      kitchen_ca: links?.kitchenCa ?? false,
    };
  }),
});
