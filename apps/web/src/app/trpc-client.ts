import type { AppRouter } from '@brigade/api';
import { createWSClient, httpBatchLink, httpLink, splitLink, wsLink, type Operation, type TRPCLink } from '@trpc/client';
import { trpc } from './trpc';
import { readToken } from './storage';

/** Spec 01 §9: calls time out after 10 s; recipe generate and edit get 180 s. */
export const HTTP_TIMEOUT_MS = 10_000;
export const LONG_CALL_TIMEOUT_MS = 180_000;

/** Procedures that may run for minutes (AI generation and edits); filled in by the studio. */
export const LONG_RUNNING_PATHS: ReadonlySet<string> = new Set(['recipes.generate', 'recipes.aiEdit']);

function authHeaders(): Record<string, string> {
  const token = readToken();
  return token ? { Authorization: `Token ${token}` } : {};
}

/**
 * Aborts after `ms` or when the caller aborts. Built by hand rather than with AbortSignal.any,
 * which older phone browsers (Safari before 17.4) lack, and cooks use whatever phone they have.
 */
function fetchWithTimeout(ms: number) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const controller = new AbortController();
    const timer = globalThis.setTimeout(() => controller.abort(new DOMException('The request timed out.', 'TimeoutError')), ms);
    const outer = init?.signal;
    const onAbort = () => controller.abort(outer?.reason);
    if (outer?.aborted) onAbort();
    else outer?.addEventListener('abort', onAbort, { once: true });
    try {
      return await globalThis.fetch(input, { ...init, signal: controller.signal });
    } finally {
      globalThis.clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    }
  };
}

function liveUrl(): string {
  const { protocol, host } = globalThis.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/trpc`;
}

/**
 * A WebSocket link whose connection can be replaced. The token travels in `connectionParams`
 * when the socket opens, so after signing in or out the socket must be reopened as the new
 * person; a closed wsClient never reconnects, hence a fresh one.
 */
function resettableWsLink(): { link: TRPCLink<AppRouter>; reset: () => void } {
  const open = () =>
    createWSClient({
      url: liveUrl,
      lazy: { enabled: true, closeMs: 5_000 },
      connectionParams: () => {
        const token = readToken();
        return token ? { token } : {};
      },
    });
  let client: ReturnType<typeof createWSClient> | null = null;
  const link: TRPCLink<AppRouter> = (runtime) => {
    let current: ReturnType<typeof createWSClient> | null = null;
    let operationLink: ReturnType<TRPCLink<AppRouter>> | null = null;
    return (opts) => {
      client ??= open();
      if (current !== client || !operationLink) {
        current = client;
        operationLink = wsLink<AppRouter>({ client })(runtime);
      }
      return operationLink(opts);
    };
  };
  return {
    link,
    reset() {
      const old = client;
      client = null;
      void old?.close();
    },
  };
}

const isLongRunning = (op: Operation) => LONG_RUNNING_PATHS.has(op.path);

export interface AppTrpcClient {
  client: ReturnType<typeof trpc.createClient>;
  /** Reopens the live connection as whoever is signed in now. */
  resetLiveConnection: () => void;
}

export function createAppTrpcClient(): AppTrpcClient {
  const live = resettableWsLink();
  const client = trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: live.link,
        false: splitLink({
          condition: isLongRunning,
          true: httpLink({ url: '/trpc', headers: authHeaders, fetch: fetchWithTimeout(LONG_CALL_TIMEOUT_MS) }),
          false: httpBatchLink({ url: '/trpc', headers: authHeaders, fetch: fetchWithTimeout(HTTP_TIMEOUT_MS) }),
        }),
      }),
    ],
  });
  return { client, resetLiveConnection: live.reset };
}
