import type { AppConfig, AppDeps, Clock } from '@brigade/api';
import { createServer, type BrigadeServer } from '@brigade/server';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web build the server hands to the browser; tests never build it themselves. */
export const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));

export interface TestServer {
  url: string;
  server: BrigadeServer;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** Kitchen time, e.g. `scaledClock(600)` from '@brigade/api' so that a 10-minute timer rings in a second. */
  clock?: Clock;
  /** How often timers are checked (real ms); small with a fast clock. */
  timerIntervalMs?: number;
  /** AI configuration (an API key makes the studio's AI mode work; msw answers for the model). */
  ai?: AppConfig['ai'];
  /** Network access for the AI client and URL import (e.g. the global fetch msw intercepts). */
  outside?: AppDeps['outside'];
  /** Another build of the web app to serve (benchmarks comparing two builds); default apps/web/dist. */
  webDist?: string;
  /** The folder of the SQLite file (e.g. a small tmpfs); default a new temporary folder, removed at stop. */
  dataDir?: string;
  /** Server settings beside the test defaults (e.g. `phonesCanReach: false`, as HOST=127.0.0.1 sets it). */
  config?: Partial<AppConfig>;
}

/** A real Brigade server on a free port with a fresh SQLite file, serving the built web app. */
export async function startServer(options: StartServerOptions = {}): Promise<TestServer> {
  const webDist = options.webDist ?? WEB_DIST;
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`The web app is not built (${webDist} has no index.html): run pnpm build first (pnpm --filter @brigade/web build).`);
  }
  const dir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'brigade-e2e-'));
  const server = await createServer({
    databasePath: join(dir, 'brigade.db'),
    config: { publicUrl: 'http://127.0.0.1', importAllowPrivate: false, ai: options.ai ?? {}, ...options.config },
    // Every test registers accounts from one address.
    rateLimits: { failedLoginsPerMinute: 1_000, registrationsPerHour: 1_000 },
    webDist,
    logLevel: 'warn',
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.timerIntervalMs ? { timerIntervalMs: options.timerIntervalMs } : {}),
    ...(options.outside ? { outside: options.outside } : {}),
  });
  const url = await server.start(0, '127.0.0.1');
  return {
    url,
    server,
    async stop() {
      await server.stop();
      if (!options.dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
