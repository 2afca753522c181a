/**
 * The service worker (made by vite-plugin-pwa: the app shell for the cook page without a
 * connection) is registered once the first screen is on the page, not during it: its install
 * downloads and stores the whole precache (about 620 KB), and on a visit it already controls,
 * registering checks for an update. On a 2-core host either competed with the first view (the task
 * map's cold first render was 1.8-1.9 s with it, 1.4 s without).
 *
 * Order: the page's `load` event, then the first screen (`markFirstScreen()`, or at most
 * `FIRST_SCREEN_WAIT_MS` for pages that do not say), then an idle moment.
 */
export const FIRST_SCREEN_WAIT_MS = 3_000;
export const SERVICE_WORKER_URL = '/sw.js';

let firstScreenShown: (() => void) | null = null;
const firstScreen = new Promise<void>((resolve) => {
  firstScreenShown = resolve;
});

/** A screen's first view is drawn (e.g. the task map's cards): background work may start. */
export function markFirstScreen(): void {
  firstScreenShown?.();
}

export interface RegisterEnvironment {
  serviceWorker?: { register(url: string, options: { scope: string }): Promise<unknown> };
  /** Resolves at the page's load event. */
  loaded: Promise<void>;
  /** Resolves when a screen marks its first view. */
  firstScreen: Promise<void>;
  wait: (ms: number) => Promise<void>;
  /** Resolves at an idle moment. */
  idle: () => Promise<void>;
}

/** Registers the service worker in the order above; resolves once it was asked to register (false: no support). */
export async function registerServiceWorkerLater(env: RegisterEnvironment = browserEnvironment()): Promise<boolean> {
  const worker = env.serviceWorker;
  if (!worker) return false;
  await env.loaded;
  await Promise.race([env.firstScreen, env.wait(FIRST_SCREEN_WAIT_MS)]);
  await env.idle();
  // A refused registration (no HTTPS on a LAN address, private mode) leaves the app as it is.
  await worker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  return true;
}

function browserEnvironment(): RegisterEnvironment {
  const page = globalThis as typeof globalThis & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };
  const wait = (ms: number) => new Promise<void>((resolve) => globalThis.setTimeout(resolve, ms));
  return {
    serviceWorker: 'serviceWorker' in globalThis.navigator ? globalThis.navigator.serviceWorker : undefined,
    loaded:
      globalThis.document.readyState === 'complete'
        ? Promise.resolve()
        : new Promise<void>((resolve) => globalThis.addEventListener('load', () => resolve(), { once: true })),
    firstScreen,
    wait,
    idle: () => (page.requestIdleCallback ? new Promise<void>((resolve) => page.requestIdleCallback!(() => resolve(), { timeout: 2_000 })) : wait(0)),
  };
}
