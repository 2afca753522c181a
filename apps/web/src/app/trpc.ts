import type { AppRouter } from '@brigade/api';
import { createTRPCReact } from '@trpc/react-query';

/**
 * The typed tRPC hooks for every screen: `trpc.kitchens.list.useQuery()`, `trpc.useUtils()`.
 * `AppRouter` is imported as a type only, so no server code reaches the browser bundle.
 */
export const trpc = createTRPCReact<AppRouter>();

export type { AppRouter };
export type { RouterInputs, RouterOutputs } from '@brigade/api';
