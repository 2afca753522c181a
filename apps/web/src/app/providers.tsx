import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { openedCookCode, prefetchCookPage } from '../features/cook/prefetch-cook-page';
import { AuthProvider } from './auth';
import { createQueryClient } from './query-client';
import * as storage from './storage';
import { trpc } from './trpc';
import { createAppTrpcClient } from './trpc-client';

/**
 * Opened straight on a task map (a link, a reload) with a stored sign-in: its graph is asked for at
 * once, beside the profile, instead of after it (the route waits for the profile). A refused token
 * costs one failed call, which the page then makes again and reports as usual.
 */
function PrefetchOpenedScreen() {
  const utils = trpc.useUtils();
  useState(() => {
    const map = /^\/sessions\/([^/]+)\/dag\/?$/.exec(globalThis.location?.pathname ?? '');
    if (map && storage.readToken()) void utils.sessions.taskGraph.prefetch({ code: decodeURIComponent(map[1]!) });
    // The cook page likewise: its answers are asked for while its chunk loads.
    const cook = openedCookCode(globalThis.location?.pathname ?? '');
    if (cook) prefetchCookPage(utils, cook);
    return null;
  });
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [{ client, resetLiveConnection }] = useState(createAppTrpcClient);
  return (
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <PrefetchOpenedScreen />
        <BrowserRouter>
          <AuthProvider onIdentityChange={resetLiveConnection}>{children}</AuthProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
