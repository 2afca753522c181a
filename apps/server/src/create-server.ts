import { API_TEXTS } from '@brigade/contracts';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import { appRouter, authService, buildAppDeps, Cluster, KitchenTimers, LIVE_PING_MS, LIVE_PONG_WAIT_MS, persistedClock, STORAGE_FULL_MESSAGE, STORAGE_FULL_STATUS, workerPlanRunner, RateLimiter, type AppConfig, type AppDeps, type AppRouter, type Clock, type Context, type PlanRunner } from '@brigade/api';
import { backupDatabase, checkDatabaseIntegrity, isStorageFull, migrateToLatest, openDatabase, pingDatabase, seedDatabase, storageWatch } from '@brigade/db';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { liveSocketOptions } from './ws/socket-options';
import { fileURLToPath } from 'node:url';
import { restAdapter } from './rest';
import { compatChannel } from './ws/compat-channel';
import { compressResponses, sendAppPage, webCacheControl } from './web-delivery';
import { compressTrpcAnswers } from './trpc-compression';
import { QUIET_HOOKS } from './logging';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyHttpsOptions } from 'fastify';
import type { Server as HttpsServer } from 'node:https';
import type { Server as HttpServer } from 'node:http';
import { closeDoor, plainHttpDoor } from './tls/plain-door';
import { trustRoutes } from './tls/trust-routes';
import type { TrustInfo } from './tls/trust-page';

export interface ServerOptions {
  /** The SQLite file (unused when `databaseUrl` is set). */
  databasePath: string;
  /** DATABASE_URL: a `postgres://` URL selects PostgreSQL instead of the SQLite file. */
  databaseUrl?: string;
  /** PostgreSQL only: connections in this instance's pool (default 10). */
  databasePoolSize?: number;
  /** Kitchen time (tests inject one); by default the clock kept in the database, at clockScale. */
  clock?: Clock;
  /** BRIGADE_CLOCK_SCALE for the database-kept clock (ignored when `clock` is given). */
  clockScale?: number;
  /** Wall time for accounts and record times (tests inject one); by default the system clock. */
  wallNow?: () => number;
  config: AppConfig;
  rateLimits?: { failedLoginsPerMinute: number; registrationsPerHour: number };
  webDist?: string;
  logLevel?: string;
  /** A ready logger (the CLI's pretty or JSON one); overrides `logLevel`. */
  logger?: FastifyBaseLogger;
  /** Where the recipe library's files are (builds carry them in their own folder). */
  recipesDir?: string;
  /** better-sqlite3's addon when the caller loaded it (the single executable). */
  sqliteBinding?: object;
  /** Planner budget per re-plan (ms); re-plans happen on every event, so keep it small. */
  planBudgetMs?: number;
  /** How often timers, wake-ups and presence are checked (real ms). */
  timerIntervalMs?: number;
  /** Network access for URL import and AI (tests inject fakes); defaults to the real network. */
  outside?: AppDeps['outside'];
  /**
   * Where plans are made. Default: a pool of worker threads (`threads`, default cores - 1, at least
   * one) running `workerFile` (default: the planner's own worker, see `defaultWorkerFile`).
   * `runner` replaces the pool (tests). `improveRounds`: anytime searches of a quiet session (default 2).
   */
  planner?: { workerFile?: string | URL; threads?: number; runner?: PlanRunner; improveRounds?: number };
  /** Serve GET /metrics (Prometheus text). Off by default (BRIGADE_METRICS). */
  metrics?: boolean;
  /**
   * PostgreSQL only: this instance among several on the same database (docs/scale-out.md).
   * `instanceId` (BRIGADE_INSTANCE_ID, default host name and process id), lease timings in real ms.
   */
  cluster?: { instanceId?: string; leaseTtlMs?: number; renewMs?: number };
  /** HTTPS on the port instead of HTTP: a PEM key and certificate (chain) (tls/kitchen-tls.ts). */
  tls?: { key: string; cert: string };
  /** What the Trust this kitchen page (GET /trust) offers; default: plain HTTP, nothing to install. */
  trust?: () => TrustInfo;
  /** HTTP_PORT (with `tls`): a plain-HTTP listener with the trust page and the CA, redirecting the rest to HTTPS. */
  httpPort?: number;
}

export interface BrigadeServer {
  app: FastifyInstance;
  deps: AppDeps;
  /** Listens and resolves to the local URL. */
  start(port: number, host?: string): Promise<string>;
  /** The plain-HTTP front door's local URL once started (HTTP_PORT), else null. */
  readonly httpUrl: string | null;
  /** Swaps the HTTPS certificate without a restart (a renewed kitchen certificate). */
  setCertificate(tls: { key: string; cert: string }): void;
  /** `leaveLeases`: do not give the session leases up (what a crash does; the multi-instance tests). */
  stop(options?: { leaveLeases?: boolean }): Promise<void>;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/**
 * Builds the whole server (database, services, tRPC, REST adapter, web app) without listening,
 * so tests start a real one on port 0 and production starts it on PORT.
 */
export async function createServer(options: ServerOptions): Promise<BrigadeServer> {
  const nativeBinding = options.sqliteBinding ? { nativeBinding: options.sqliteBinding } : {};
  const db = options.databaseUrl ? openDatabase(options.databaseUrl, { poolSize: options.databasePoolSize }) : openDatabase(options.databasePath, nativeBinding);
  try {
    // A damaged file is refused before anything writes to it (issue 29): a bounded quick_check.
    checkDatabaseIntegrity(db);
    await migrateToLatest(db, {
      // An upgrade: keep a copy of the database as it was, named after its newest migration.
      beforeMigrate: async ({ applied }) => {
        if (options.databaseUrl) {
          // The copy is SQLite's online backup; PostgreSQL has its own tools.
          const message = `Upgrading the PostgreSQL database (its newest migration was ${applied.at(-1)}); the automatic copy before upgrading needs SQLite, so take your own (pg_dump) first`;
          if (options.logger) options.logger.warn(message);
          else console.warn(message);
          return;
        }
        if (options.databasePath === ':memory:') return;
        const copy = `${options.databasePath}.bak-${applied.at(-1)}`;
        await backupDatabase(options.databasePath, copy, nativeBinding);
        const message = `Upgrading the database; a copy of it as it was is in ${copy}`;
        if (options.logger) options.logger.warn(message);
        else console.warn(message);
      },
    });
    await seedDatabase(db, { recipesDir: options.recipesDir, now: options.wallNow });
  } catch (error) {
    await db.destroy();
    throw error;
  }

  // On PostgreSQL other instances may share the database: events reach them, sessions have one owner.
  const cluster = options.databaseUrl
    ? new Cluster(db, { url: options.databaseUrl, instanceId: options.cluster?.instanceId ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`, leaseTtlMs: options.cluster?.leaseTtlMs, renewMs: options.cluster?.renewMs })
    : null;
  const app = Fastify({
    ...(options.tls ? ({ https: { key: options.tls.key, cert: options.tls.cert } } satisfies Pick<FastifyHttpsOptions<HttpsServer>, 'https'>) : {}),
    ...(options.logger ? { loggerInstance: options.logger } : { logger: { level: options.logLevel ?? 'info', hooks: QUIET_HOOKS } }),
    // One line per request, and only at debug (the onResponse hook below): info stays quiet.
    logController: new LogController({ disableRequestLogging: true }),
    // Open WebSockets and keep-alive sockets must not hold up a shutdown (tests restart servers).
    forceCloseConnections: true,
    bodyLimit: 1024 * 1024,
    // The spec's paths end in '/'; clients that drop it (or add it to /healthz) reach the same route.
    routerOptions: { ignoreTrailingSlash: true },
  });

  if (cluster) cluster.log = app.log;
  const limits = options.rateLimits ?? { failedLoginsPerMinute: 10, registrationsPerHour: 30 };
  const deps = buildAppDeps({
    db,
    clock: options.clock ?? (await persistedClock(db, options.clockScale ?? 1)),
    wallNow: options.wallNow ?? Date.now,
    config: options.config,
    planBudgetMs: options.planBudgetMs ?? 10,
    limits: {
      failedLogins: new RateLimiter(limits.failedLoginsPerMinute, 60_000, API_TEXTS['auth.tooManyLogins']),
      registrations: new RateLimiter(limits.registrationsPerHour, 3_600_000, API_TEXTS['auth.tooManyRegistrations']),
    },
    planner: {
      runner: options.planner?.runner ?? workerPlanRunner({ workerFile: options.planner?.workerFile, threads: options.planner?.threads }),
      options: { log: app.log, improveRounds: options.planner?.improveRounds },
    },
    ...(cluster ? { cluster: { link: cluster, bus: cluster.bus } } : {}),
    ...(options.outside ? { outside: options.outside } : {}),
    processMetrics: options.metrics ?? false,
  });
  const metrics = deps.metrics;
  await app.register(fastifyWebsocket, { options: liveSocketOptions });
  app.addHook('onResponse', async (req, reply) => {
    if (req.log.level === 'debug' || req.log.level === 'trace') {
      req.log.debug(`${req.method} ${req.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`);
    }
  });

  // A full disk (issue 29): its real error is logged once, when writes start failing.
  const storage = storageWatch(db);
  if (storage) storage.onFull = (error) => app.log.error({ err: error }, "The database's disk is full: changes are refused (507) until space is freed");

  app.get('/healthz', async (_req, reply) => {
    try {
      // Not queued behind the kitchen's open transactions (SQLite's one connection): see pingDatabase.
      await pingDatabase(db);
    } catch {
      return reply.status(503).send({ status: 'error', database: 'unreachable' });
    }
    // After a write refused for want of space, a one-page write tells whether space is back.
    if (storage && !storage.check()) return reply.status(503).send({ status: 'error', database: 'unable_to_write', detail: STORAGE_FULL_MESSAGE });
    return { status: 'ok', database: 'ok' };
  });

  // The Trust this kitchen page and the kitchen CA: no login (tls/trust-routes.ts).
  const trust = options.trust ?? (() => ({ caCert: null, secureUrl: null }));
  trustRoutes(app, trust);

  // No session codes or names in it: counts and timings only.
  app.get('/metrics', async (_req, reply) => {
    if (!options.metrics) return reply.status(404).send({ error: API_TEXTS['server.notFound'] });
    return reply.type(metrics.contentType).send(await metrics.text());
  });

  // tRPC's HTTP answers are compressed as well (a large list over slow Wi-Fi); see trpc-compression.ts.
  await app.register(async (trpcScope) => {
    await compressTrpcAnswers(trpcScope);
    await trpcScope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      useWSS: true,
      trpcOptions: {
        // Inside trpcOptions, where the Fastify adapter reads it (beside them it was ignored, so
        // sockets were never pinged and a phone off the Wi-Fi stayed "Online", issue 35). A quiet
        // socket gets "PING", the tRPC client answers "PONG"; no answer in time ends the socket.
        keepAlive: { enabled: true, pingMs: LIVE_PING_MS, pongWaitMs: LIVE_PONG_WAIT_MS },
        router: appRouter,
        createContext: async ({ req, info }): Promise<Context> => {
          const fromParams = info?.connectionParams?.token;
          const token = typeof fromParams === 'string' ? fromParams : authService.tokenFromHeader(req.headers.authorization);
          const { principal, revokedReason } = await authService.authenticateWithReason(deps, token);
          // A phone's live connection says whether its page is a secure context (shown to the host).
          const secure = info?.connectionParams?.secure;
          return { deps, principal, revokedReason, meta: { ip: req.ip, ...(secure === 'true' || secure === 'false' ? { secure: secure === 'true' } : {}) } };
        },
        onError: ({ error, path }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR' && !isStorageFull(error.cause)) app.log.error({ err: error, path }, 'tRPC error');
        },
        // 507 Insufficient Storage for a write the full disk refused (tRPC has no code of its own for it).
        responseMeta: ({ errors }) => (errors.some((e) => isStorageFull(e.cause)) ? { status: STORAGE_FULL_STATUS } : {}),
      },
    } as FastifyTRPCPluginOptions<AppRouter>);
  });

  // The REST adapter and the web app's files are compressed (brotli/gzip).
  const webDist = options.webDist ?? DEFAULT_WEB_DIST;
  await app.register(async (compressed) => {
    await compressResponses(compressed);
    await compressed.register(restAdapter, { prefix: '/api', deps });
    if (existsSync(webDist)) {
      await compressed.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        // `/` is the app page in the reader's language (sendAppPage), not the file as it is.
        index: false,
        // The build writes .br and .gz beside each text file (best quality, once): sent as they are.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          res.setHeader('cache-control', webCacheControl(`/${relative(webDist, filePath).split(sep).join('/')}`));
          // The same URL is sent as brotli, gzip or plain: caches must keep them apart.
          res.setHeader('vary', 'accept-encoding');
        },
      });
    }
  });
  await app.register(compatChannel, { deps });

  // Every app route (/dashboard, /cook/ABC123, ...) is the single-page app.
  app.setNotFoundHandler((req, reply) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url.startsWith('/trpc') || req.url.startsWith('/ws')) {
      return reply.status(404).send({ error: API_TEXTS['server.notFound'] });
    }
    // Not-found replies skip the compression hook: the page is compressed here.
    if (existsSync(webDist)) return sendAppPage(req, reply, join(webDist, 'index.html'));
    return reply
      .type('text/html')
      .send('<!doctype html><title>Brigade</title><p>The web app is not built yet. Run <code>pnpm build</code>.</p>');
  });

  const timers = new KitchenTimers(deps, options.timerIntervalMs ?? 250);
  let frontDoor: HttpServer | null = null;
  let httpUrl: string | null = null;
  const listeningPort = () => {
    const addr = app.server.address();
    return typeof addr === 'object' && addr ? addr.port : 0;
  };

  return {
    app,
    deps,
    get httpUrl() {
      return httpUrl;
    },
    setCertificate(tls) {
      (app.server as unknown as HttpsServer).setSecureContext({ key: tls.key, cert: tls.cert });
    },
    async start(port, host = '0.0.0.0') {
      // Fastify announces each address at info; the start-up banner says it once, so hush it.
      const level = app.log.level;
      if (level === 'info') app.log.level = 'warn';
      try {
        await app.listen({ port, host });
      } finally {
        app.log.level = level;
      }
      await cluster?.start(deps);
      await timers.start();
      const actual = listeningPort() || port;
      if (options.tls && options.httpPort !== undefined) {
        frontDoor = await plainHttpDoor(app, options.httpPort, host);
        const door = frontDoor.address();
        httpUrl = `http://127.0.0.1:${typeof door === 'object' && door ? door.port : options.httpPort}`;
      }
      return `${options.tls ? 'https' : 'http'}://127.0.0.1:${actual}`;
    },
    async stop(stopOptions = {}) {
      if (frontDoor) await closeDoor(frontDoor);
      await timers.stop();
      await cluster?.stop({ release: !stopOptions.leaveLeases });
      await app.close();
      await deps.planner.stop();
      await db.destroy();
    },
  };
}
