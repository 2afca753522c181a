import { loginInput, registerInput } from '@brigade/contracts';
import * as auth from '../auth/auth.service';
import { protectedProcedure, publicProcedure, router } from '../trpc';

export const authRouter = router({
  register: publicProcedure.input(registerInput).mutation(({ ctx, input }) => auth.register(ctx.deps, input, ctx.meta)),
  login: publicProcedure.input(loginInput).mutation(({ ctx, input }) => auth.login(ctx.deps, input, ctx.meta)),
  logout: publicProcedure.mutation(async ({ ctx }) => {
    await auth.logout(ctx.deps, ctx.principal);
    return { success: true };
  }),
  profile: protectedProcedure.query(({ ctx }) => auth.toUser(ctx.user)),
});
