import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_HEAP_GROWING_PERCENT } from './runtime/heap';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable Brigade reads, checked in one place (see the README's table). */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_PATH: z.string().default('./data/brigade.db'),
  /** `postgres://…`: PostgreSQL instead of the SQLite file (docs/scale-out.md). Empty = unset. */
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//i.test(v), 'must be a postgres:// or postgresql:// URL (unset it to use SQLite)'),
  /** PostgreSQL connections per instance. */
  BRIGADE_DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** PostgreSQL only: this instance's name in the session leases (default host name, pid and a random tail). */
  BRIGADE_INSTANCE_ID: z.string().min(1).max(200).optional(),
  /** PostgreSQL only: how long a session lease lasts without renewal, real ms (a stopped instance's sessions move after it). */
  BRIGADE_LEASE_TTL_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
  /** PostgreSQL only: how often leases are renewed and connected cooks marked seen, real ms. */
  BRIGADE_LEASE_RENEW_MS: z.coerce.number().int().min(100).max(300_000).default(3_000),
  PUBLIC_URL: z.url().optional(),
  /** HTTPS with the operator's certificate (PEM, chain allowed) and its key (PEM); both or neither. */
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  /** `auto`: a kitchen CA beside the database and a certificate for every address of the machine (tls/kitchen-tls.ts). */
  BRIGADE_TLS: z.enum(['auto', 'off', '']).optional().transform((v) => (v === 'auto' ? 'auto' : 'off')),
  /** More names for the auto certificate, comma-separated (e.g. kitchen.home,192.168.1.50). */
  BRIGADE_TLS_NAMES: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((n) => n.trim()).filter(Boolean))
    .refine((names) => names.every((n) => /^[a-z0-9.*-]+$|^[0-9a-f:.]+$/i.test(n)), 'must be host names or IP addresses, comma-separated'),
  /** With HTTPS: a plain-HTTP port serving the trust page and the CA, redirecting the rest to HTTPS. */
  HTTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  BRIGADE_CLOCK_SCALE: z.coerce.number().positive().max(3600).default(1),
  /** Planner budget per re-plan; re-plans run on every kitchen event. */
  BRIGADE_PLAN_BUDGET_MS: z.coerce.number().int().min(1).max(1000).default(10),
  /** Planner worker threads (default: cores - 1, at least one). */
  BRIGADE_PLANNER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** A bundled planner worker (plan-worker.mjs) when it does not sit beside the server bundle. */
  BRIGADE_PLANNER_WORKER: z.string().optional(),
  /** V8's heap growing factor past the live size, percent (runtime/heap.ts); 0 leaves V8's default (up to 300). */
  BRIGADE_HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(1000).default(DEFAULT_HEAP_GROWING_PERCENT),
  /** Serve GET /metrics in Prometheus text format. */
  BRIGADE_METRICS: bool,
  BRIGADE_LOGIN_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  BRIGADE_REGISTER_RATE_LIMIT: z.coerce.number().int().min(0).default(30),
  BRIGADE_IMPORT_ALLOW_PRIVATE: bool,
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  BRIGADE_AI_MODEL: z.string().optional(),
  /** One deadline for a whole AI generate or edit, retries included. */
  BRIGADE_AI_DEADLINE_SECONDS: z.coerce.number().positive().max(170).default(90),
  BRIGADE_WEB_DIST: z.string().optional(),
  /** Executable only: where it unpacks its assets (read by runtime/sea-assets.ts, which runs first). */
  BRIGADE_EXTRACT_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty` (readable) or `json`; unset: pretty in a terminal, JSON otherwise. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
}).refine((env) => env.BRIGADE_LEASE_RENEW_MS * 2 <= env.BRIGADE_LEASE_TTL_MS, {
  message: 'must be at most half of BRIGADE_LEASE_TTL_MS (a lease must survive a missed renewal)',
  path: ['BRIGADE_LEASE_RENEW_MS'],
}).refine((env) => Boolean(env.TLS_CERT_FILE) === Boolean(env.TLS_KEY_FILE), {
  message: 'TLS_CERT_FILE and TLS_KEY_FILE go together: set both (or neither)',
  path: ['TLS_KEY_FILE'],
}).refine((env) => !(env.TLS_CERT_FILE && env.BRIGADE_TLS === 'auto'), {
  message: 'choose one: BRIGADE_TLS=auto makes its own certificate, TLS_CERT_FILE brings yours',
  path: ['BRIGADE_TLS'],
}).refine((env) => env.HTTP_PORT === undefined || Boolean(env.TLS_CERT_FILE) || env.BRIGADE_TLS === 'auto', {
  message: 'HTTP_PORT is the plain-HTTP door beside HTTPS: set BRIGADE_TLS=auto or TLS_CERT_FILE and TLS_KEY_FILE as well',
  path: ['HTTP_PORT'],
}).refine((env) => env.HTTP_PORT === undefined || env.HTTP_PORT === 0 || env.HTTP_PORT !== env.PORT, {
  message: 'must differ from PORT (PORT serves HTTPS)',
  path: ['HTTP_PORT'],
});
export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return result.data;
}

/**
 * Relative paths (DATABASE_PATH) count from where the person typed the command: `npm start` and
 * `pnpm brigade` run inside apps/server, but INIT_CWD (set by npm and pnpm) remembers the folder.
 */
export function fromLaunchDir(path: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.INIT_CWD ?? process.cwd(), path);
}
