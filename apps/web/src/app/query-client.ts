import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorCode, isStorageFull, isUnauthorized } from './errors';

type Listener = (error: unknown) => void;
const unauthorizedListeners = new Set<Listener>();

/** Called by the auth provider: a 401 for an anonymous cook signs them out (spec 01 §4). */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

const storageFullListeners = new Set<Listener>();

/** Called by the host's storage banner: a change refused because the server's disk is full (507). */
export function onStorageFull(listener: Listener): () => void {
  storageFullListeners.add(listener);
  return () => storageFullListeners.delete(listener);
}

export function reportError(error: unknown): void {
  if (isUnauthorized(error)) for (const listener of unauthorizedListeners) listener(error);
  if (isStorageFull(error)) for (const listener of storageFullListeners) listener(error);
}

/** Answers that a retry cannot change (bad input, no access, missing). */
const FINAL_CODES = new Set(['BAD_REQUEST', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'TOO_MANY_REQUESTS']);

/**
 * react-query assumes it is online until an `offline` event says otherwise, so a page loaded
 * without a network (a cook's phone reloaded offline, from the service worker) spent its retries
 * failing and stayed on an error until someone pressed Try again (issue 35). Starting from what the
 * browser says, queries wait while offline and run as soon as the `online` event comes.
 */
export function syncOnlineState(): void {
  if (globalThis.navigator?.onLine === false) onlineManager.setOnline(false);
}

export function createQueryClient(): QueryClient {
  syncOnlineState();
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportError }),
    mutationCache: new MutationCache({ onError: reportError }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 2 && !FINAL_CODES.has(errorCode(error) ?? ''),
        refetchOnWindowFocus: false,
        staleTime: 5_000,
      },
    },
  });
}
