import type { AppRouter } from '@brigade/api';
import { createWSClient, httpBatchLink, httpLink, splitLink, wsLink, type Operation, type TRPCLink } from '@trpc/client';
import { trpc } from './trpc';
import { readToken } from './storage';

/** Spec 01 §9: calls time out after 10 s; recipe generate and edit get 180 s. */
export const HTTP_TIMEOUT_MS = 10_000;
export const LONG_CALL_TIMEOUT_MS = 180_000;

/** Procedures that may run for minutes (AI generation, edits and refinements of imports). */
export const LONG_RUNNING_PATHS: ReadonlySet<string> = new Set(['studio.generate', 'studio.edit', 'recipeFiles.refine']);

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

/** Spec 01 §4/§9: after an unexpected close, reconnect with backoff base 1 s doubling, at most 5 attempts. */
export const LIVE_RECONNECT_BASE_MS = 1_000;
export const LIVE_RECONNECT_MAX_DELAY_MS = 16_000;
export const LIVE_RECONNECT_MAX_ATTEMPTS = 5;

/** Delay before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s, 8 s, 16 s. */
export const liveRetryDelayMs = (attempt: number) => Math.min(LIVE_RECONNECT_BASE_MS * 2 ** attempt, LIVE_RECONNECT_MAX_DELAY_MS);

/** What the app knows about its one live WebSocket (read by `useSessionLive`). */
export interface LiveConnectionSnapshot {
  /** The socket is open. */
  open: boolean;
  /** Reconnect attempts since the socket was last open. */
  attempts: number;
  /** The attempts ran out: the socket was closed and stays closed until something subscribes again. */
  gaveUp: boolean;
}

type SnapshotListener = (snapshot: LiveConnectionSnapshot) => void;
let liveSnapshot: LiveConnectionSnapshot = { open: false, attempts: 0, gaveUp: false };
const liveListeners = new Set<SnapshotListener>();

function setLiveSnapshot(next: Partial<LiveConnectionSnapshot>): void {
  liveSnapshot = { ...liveSnapshot, ...next };
  for (const listener of liveListeners) listener(liveSnapshot);
}

/** The live connection's state, for hooks that show it; `subscribe` returns the unsubscribe. */
export const liveConnection = {
  get: (): LiveConnectionSnapshot => liveSnapshot,
  subscribe(listener: SnapshotListener): () => void {
    liveListeners.add(listener);
    return () => liveListeners.delete(listener);
  },
};

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
  const open = () => {
    setLiveSnapshot({ open: false, attempts: 0, gaveUp: false });
    return createWSClient({
      url: liveUrl,
      lazy: { enabled: true, closeMs: 5_000 },
      onOpen: () => setLiveSnapshot({ open: true, attempts: 0, gaveUp: false }),
      onClose: () => setLiveSnapshot({ open: false }),
      // wsClient retries for ever; the spec allows 5 attempts, then the client is closed (see reset).
      retryDelayMs: (attempt) => {
        if (attempt >= LIVE_RECONNECT_MAX_ATTEMPTS) {
          setLiveSnapshot({ gaveUp: true });
          globalThis.setTimeout(giveUp, 0);
        } else {
          setLiveSnapshot({ attempts: attempt + 1 });
        }
        return liveRetryDelayMs(attempt);
      },
      connectionParams: () => {
        const token = readToken();
        // Whether this page is a secure context: the host's cook list shows which phones are (issue 25).
        const secure = globalThis.isSecureContext === true ? 'true' : 'false';
        return token ? { token, secure } : { secure };
      },
    });
  };
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
  const reset = () => {
    const old = client;
    client = null;
    void old?.close();
  };
  // Closing completes every subscription; the next subscribe opens a fresh client.
  const giveUp = () => {
    if (liveSnapshot.gaveUp) reset();
  };
  // The network is back (issue 35): a socket not open is waiting out a back-off of up to 16 s, or
  // gave up; a fresh client connects at once when the page subscribes again (useSessionLive does).
  globalThis.addEventListener?.('online', () => {
    if (client && !liveSnapshot.open) reset();
  });
  return { link, reset };
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
