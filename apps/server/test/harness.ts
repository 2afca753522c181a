import type { AppRouter } from '@brigade/api';
import { freshPostgresDatabase, testDialect } from '@brigade/db/testing';
import { createTRPCClient, createWSClient, httpLink, splitLink, wsLink } from '@trpc/client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { createServer, type BrigadeServer, type ServerOptions } from '../src/create-server';

export interface TestServer {
  url: string;
  server: BrigadeServer;
  /** The SQLite file, and on PostgreSQL the key of the server's database (a restart passes it back). */
  dbPath: string;
  /** The server's PostgreSQL database (projects running on PostgreSQL), else undefined. */
  databaseUrl?: string;
  /** Calls the REST adapter and returns status and parsed JSON body. */
  rest(method: string, path: string, opts?: { token?: string; body?: unknown; raw?: string; ip?: string }): Promise<{ status: number; body: any }>;
  /** A tRPC client (HTTP for queries and mutations, WebSocket for subscriptions). */
  trpc(token?: string): ReturnType<typeof createTRPCClient<AppRouter>>;
  stop(): Promise<void>;
}

/**
 * A real server on a real port with a fresh database: what integration tests talk to. A fresh
 * SQLite file, or in the `server-pg` project (BRIGADE_TEST_DIALECT=postgres) a fresh database on
 * the run's PostgreSQL server, keyed by `dbPath` so a restart on the same `dbPath` finds its data.
 */
export async function startTestServer(overrides: Partial<ServerOptions> & { dbPath?: string } = {}): Promise<TestServer> {
  const dir = overrides.dbPath ? null : mkdtempSync(join(tmpdir(), 'brigade-test-'));
  const dbPath = overrides.dbPath ?? join(dir!, 'brigade.db');
  // `databaseUrl` given (even undefined: SQLite whatever the project) wins over the project's dialect.
  const databaseUrl = 'databaseUrl' in overrides ? overrides.databaseUrl : testDialect() === 'postgres' ? await freshPostgresDatabase(dbPath) : undefined;
  const server = await createServer({
    databasePath: dbPath,
    ...(databaseUrl ? { databaseUrl } : {}),
    config: { publicUrl: 'http://192.0.2.10:3000', importAllowPrivate: false, ai: {} },
    logLevel: process.env.BRIGADE_TEST_LOG_LEVEL ?? 'silent',
    webDist: join(tmpdir(), 'brigade-no-web'),
    rateLimits: { failedLoginsPerMinute: 1000, registrationsPerHour: 1000 },
    ...overrides,
  });
  const url = await server.start(0, '127.0.0.1');
  const sockets: Array<ReturnType<typeof createWSClient>> = [];

  return {
    url,
    server,
    dbPath,
    ...(databaseUrl ? { databaseUrl } : {}),
    rest: restAt(url),
    trpc(token) {
      const ws = createWSClient({
        url: `${url.replace('http', 'ws')}/trpc`,
        WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
        connectionParams: () => ({ token: token ?? '' }),
        lazy: { enabled: true, closeMs: 0 },
      });
      sockets.push(ws);
      return createTRPCClient<AppRouter>({
        links: [
          splitLink({
            condition: (op) => op.type === 'subscription',
            true: wsLink({ client: ws }),
            false: httpLink({ url: `${url}/trpc`, headers: () => (token ? { authorization: `Token ${token}` } : {}) }),
          }),
        ],
      });
    },
    async stop() {
      for (const s of sockets) await s.close();
      await server.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The REST caller of a server at `url` (a test server, or the executable started by a test). */
export function restAt(url: string): TestServer['rest'] {
  return async (method, path, opts = {}) => {
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Token ${opts.token}`;
    if (opts.body !== undefined || opts.raw !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${url}/api/${path}`, {
      method,
      headers,
      body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
}

/** What REST-only helpers need: a server's URL and its REST adapter (also a server run as a child process). */
export type RestServer = Pick<TestServer, 'url' | 'rest'>;

/** Calls the REST adapter of the server at `url` and returns status and parsed JSON body. */
export function restCall(url: string, method: string, path: string, opts: { token?: string; body?: unknown; raw?: string; ip?: string } = {}) {
  return restAt(url)(method, path, opts);
}

let n = 0;
/** Registers an account through the REST adapter and returns its token and user. */
export async function registerUser(t: Pick<TestServer, 'rest'>, opts: { host?: boolean; username?: string } = {}) {
  n += 1;
  const username = opts.username ?? `user${n}_${Math.random().toString(36).slice(2, 7)}`;
  const res = await t.rest('POST', 'auth/register/', {
    body: { username, email: `${username}@example.com`, password: 'correct horse', password_confirm: 'correct horse', is_host: opts.host ?? false },
  });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { token: string; user: { id: number; username: string; is_host: boolean; is_staff: boolean } };
}
