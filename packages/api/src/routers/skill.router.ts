import * as skills from '../skills/skill.service';
import { publicProcedure, router } from '../trpc';

export const skillRouter = router({
  list: publicProcedure.query(({ ctx }) => skills.listSkills(ctx.deps)),
});
