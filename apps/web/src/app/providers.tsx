import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from './auth';
import { createQueryClient } from './query-client';
import { trpc } from './trpc';
import { createAppTrpcClient } from './trpc-client';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [{ client, resetLiveConnection }] = useState(createAppTrpcClient);
  return (
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AuthProvider onIdentityChange={resetLiveConnection}>{children}</AuthProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
