import { bundledFile, buildResources, runMode, version } from '../runtime/build-info';
import { createServer, type BrigadeServer } from '../create-server';
import { fromLaunchDir, type Env } from '../env';
import { isLoopbackHost, lanAddresses } from '../lan';
import { kitchenNames, watchRenewal } from '../tls/kitchen-tls';
import { kitchenLinks, resolveTls } from '../tls/setup';
import type { TrustInfo } from '../tls/trust-page';
import { createLogger } from '../logging';
import { applyHeapGrowing } from '../runtime/heap';
import { ensureDatabaseFolder } from './database-file';
import { describeDatabaseUrl, explainDatabaseError, explainPostgresError } from './errors';

/** Starts Brigade on PORT and prints the start-up banner; the process then runs until a signal. */
export async function serve(env: Env): Promise<BrigadeServer> {
  // First, before the server allocates: how far the heap may grow past what is live (runtime/heap.ts).
  applyHeapGrowing(env.BRIGADE_HEAP_GROWING_PERCENT);
  const databasePath = fromLaunchDir(env.DATABASE_PATH);
  if (!env.DATABASE_URL) ensureDatabaseFolder(databasePath);
  const database = env.DATABASE_URL ? `PostgreSQL ${describeDatabaseUrl(env.DATABASE_URL)}` : databasePath;
  const logger = createLogger({ level: env.LOG_LEVEL, format: env.LOG_FORMAT });
  // HTTPS first: a bad certificate or an unwritable CA folder stops here, before the database opens.
  const tls = await resolveTls(env, databasePath, (message) => logger.info(message));
  let caCert = tls?.caCert ?? null;
  const planned = kitchenLinks(env, env.PORT, tls);
  let links = planned.links;
  const server = await createServer({
    databasePath,
    ...(env.DATABASE_URL
      ? {
          databaseUrl: env.DATABASE_URL,
          databasePoolSize: env.BRIGADE_DB_POOL_SIZE,
          cluster: { ...(env.BRIGADE_INSTANCE_ID ? { instanceId: env.BRIGADE_INSTANCE_ID } : {}), leaseTtlMs: env.BRIGADE_LEASE_TTL_MS, renewMs: env.BRIGADE_LEASE_RENEW_MS },
        }
      : {}),
    // Kitchen time continues across restarts: its origin is kept in the database.
    clockScale: env.BRIGADE_CLOCK_SCALE,
    config: {
      publicUrl: planned.publicUrl,
      links: planned.links,
      importAllowPrivate: env.BRIGADE_IMPORT_ALLOW_PRIVATE,
      ai: { apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.BRIGADE_AI_MODEL, deadlineMs: env.BRIGADE_AI_DEADLINE_SECONDS * 1000 },
    },
    rateLimits: { failedLoginsPerMinute: env.BRIGADE_LOGIN_RATE_LIMIT, registrationsPerHour: env.BRIGADE_REGISTER_RATE_LIMIT },
    planBudgetMs: env.BRIGADE_PLAN_BUDGET_MS,
    planner: plannerOptions(env),
    metrics: env.BRIGADE_METRICS,
    ...(tls ? { tls: { key: tls.key, cert: tls.cert }, ...(env.HTTP_PORT !== undefined ? { httpPort: env.HTTP_PORT } : {}) } : {}),
    trust: (): TrustInfo => ({ caCert, secureUrl: links.secureUrl }),
    logger,
    ...buildResources(),
    ...(env.BRIGADE_WEB_DIST ? { webDist: env.BRIGADE_WEB_DIST } : {}),
  }).catch((error: unknown) => (env.DATABASE_URL ? explainPostgresError(error, env.DATABASE_URL) : explainDatabaseError(error, databasePath)));
  const local = await server.start(env.PORT, env.HOST);
  const port = Number(new URL(local).port);
  // PORT=0 picks a free port: the links follow the one the server got.
  const actual = kitchenLinks(env, port, tls, server.httpUrl ? Number(new URL(server.httpUrl).port) : undefined);
  links = actual.links;
  // HOST=127.0.0.1: nothing on the Wi-Fi reaches this server; the host's page says so (issue 38.7).
  Object.assign(server.deps.config, actual, { phonesCanReach: !isLoopbackHost(env.HOST) });
  const stopRenewal =
    tls?.mode === 'auto' && tls.dir
      ? watchRenewal(tls.dir, {
          names: () => kitchenNames(env.BRIGADE_TLS_NAMES),
          apply: (renewed) => {
            server.setCertificate(renewed);
            caCert = renewed.caCert;
          },
          log: (message) => logger.info(message),
          warn: (message) => logger.warn(message),
        })
      : () => undefined;
  const scheme = tls ? 'https' : 'http';

  const ai = env.OPENAI_API_KEY ? `on (${env.BRIGADE_AI_MODEL ?? 'gpt-4o-mini'})` : 'off (set OPENAI_API_KEY to enable)';
  const lan = lanAddresses().map((a) => `${scheme}://${a}:${port}`);
  const httpPort = server.httpUrl ? new URL(server.httpUrl).port : null;
  const https = tls ? `on (${tls.mode === 'auto' ? 'kitchen CA' : 'TLS_CERT_FILE'})${httpPort ? `, plain HTTP on port ${httpPort} too (join links open there first)` : ''}` : 'off (BRIGADE_TLS=auto turns it on)';
  // The host's laptop (issue 35): https://localhost shows a certificate error until the laptop trusts
  // the kitchen CA; http://localhost is a secure context in every browser, so it needs no trust.
  const laptop = httpPort ? `http://localhost:${httpPort}` : `${scheme}://localhost:${port}`;
  if (env.LOG_LEVEL !== 'silent') {
    if ((env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json')) === 'json') {
      // The banner shows at every level but silent, as in a terminal.
      logger.child({}, { level: 'info' }).info({ version: version(), local: `${scheme}://localhost:${port}`, laptop, lan, publicUrl: server.deps.config.publicUrl, trustUrl: server.deps.config.links?.trustUrl, https: Boolean(tls), database, ai: Boolean(env.OPENAI_API_KEY), clockScale: env.BRIGADE_CLOCK_SCALE }, 'Brigade is ready');
    } else {
      const lines = [
        '',
        `  Brigade ${version()} is ready.`,
        `  On this computer:        ${laptop}`,
        ...(tls?.mode === 'auto' && !httpPort ? [`  (the browser here warns until it trusts the kitchen CA: see the trust page's laptop steps)`] : []),
        ...(isLoopbackHost(env.HOST)
          ? [`  Phones cannot reach it: it listens on ${env.HOST} only (set HOST=0.0.0.0 to let phones on the Wi-Fi join).`]
          : lan.map((url) => `  Phones on the same Wi-Fi: ${url}`)),
        `  Join links and QR codes use ${server.deps.config.publicUrl}`,
        `  HTTPS: ${https}`,
        ...(tls?.mode === 'auto' ? [`  Phones trust this kitchen once at ${server.deps.config.links?.trustUrl}`] : []),
        `  Database: ${database}`,
        `  AI recipe generation: ${ai}`,
        ...(env.BRIGADE_CLOCK_SCALE !== 1 ? [`  Kitchen clock runs ${env.BRIGADE_CLOCK_SCALE}x faster (BRIGADE_CLOCK_SCALE).`] : []),
        '',
      ];
      process.stdout.write(lines.join('\n') + '\n');
    }
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopRenewal();
      void server.stop().then(() => process.exit(0));
    });
  }
  return server;
}

/**
 * The planner's worker entry: BRIGADE_PLANNER_WORKER when set, else the bundled plan-worker.cjs of a
 * build (inside the executable, the extracted copy), else the source file (tsx, tests).
 */
function plannerOptions(env: Env) {
  const workerFile = env.BRIGADE_PLANNER_WORKER ? fromLaunchDir(env.BRIGADE_PLANNER_WORKER) : bundledFile('plan-worker.cjs');
  return {
    ...(env.BRIGADE_PLANNER_THREADS ? { threads: env.BRIGADE_PLANNER_THREADS } : {}),
    ...(workerFile ? { workerFile } : {}),
  };
}

export { runMode };
