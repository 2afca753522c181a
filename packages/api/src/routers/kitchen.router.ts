import { byIdInput as byId, kitchenChangesInput, kitchenCreateInput } from '@brigade/contracts';
import * as kitchens from '../kitchens/kitchen.service';
import { hostProcedure, router } from '../trpc';


export const kitchenRouter = router({
  list: hostProcedure.query(({ ctx }) => kitchens.listKitchens(ctx.deps, ctx.user)),
  get: hostProcedure.input(byId).query(({ ctx, input }) => kitchens.getKitchen(ctx.deps, ctx.user, input.id)),
  create: hostProcedure.input(kitchenCreateInput).mutation(({ ctx, input }) => kitchens.createKitchen(ctx.deps, ctx.user, input)),
  update: hostProcedure
    .input(kitchenChangesInput)
    .mutation(({ ctx, input }) => kitchens.updateKitchen(ctx.deps, ctx.user, input.id, input.changes)),
  delete: hostProcedure.input(byId).mutation(async ({ ctx, input }) => {
    await kitchens.deleteKitchen(ctx.deps, ctx.user, input.id);
    return { success: true };
  }),
});
