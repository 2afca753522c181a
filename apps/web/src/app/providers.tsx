import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { openedCookCode, prefetchCookPage } from '../features/cook/prefetch-cook-page';
import { LanguageProvider } from '../i18n';
import { AuthProvider } from './auth';
import { adoptEarlyAnswer } from './early-answers';
import { createQueryClient } from './query-client';
import * as storage from './storage';
import { trpc } from './trpc';
import { createAppTrpcClient } from './trpc-client';

/**
 * Opened straight on a task map (a link, a reload) with a stored sign-in: its graph is in the cache
 * before the route renders. index.html asked for it while the scripts loaded (adopted here); without
 * that answer it is asked for now, beside the profile, instead of after it (the route waits for the
 * profile). A refused token costs one failed call, which the page then makes again and reports as usual.
 */
function PrefetchOpenedScreen() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  useState(() => {
    const map = /^\/sessions\/([^/]+)\/dag\/?$/.exec(globalThis.location?.pathname ?? '');
    const token = storage.readToken();
    if (map && token) {
      const input = { code: decodeURIComponent(map[1]!) };
      void queryClient.prefetchQuery({
        queryKey: getQueryKey(trpc.sessions.taskGraph, input, 'query'),
        queryFn: () => adoptEarlyAnswer('sessions.taskGraph', input, token, () => utils.client.sessions.taskGraph.query(input)),
      });
    }
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
    <LanguageProvider>
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <PrefetchOpenedScreen />
        <BrowserRouter>
          <AuthProvider onIdentityChange={resetLiveConnection}>{children}</AuthProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </trpc.Provider>
    </LanguageProvider>
  );
}
