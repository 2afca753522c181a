import { useKitchenNow } from '../../live/use-kitchen-now';

/** The kitchen's current time (the server's clock), refreshed every `ms`, for relative times that must keep moving. */
export function useNow(ms = 30_000): number {
  return useKitchenNow(true, ms);
}
