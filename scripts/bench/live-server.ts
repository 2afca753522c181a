/** The server process of bench:live (scripts/bench-live.ts): started, measured, and its database. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { baselineCheckout } from '../baseline-checkout';
import { SERVER_BUNDLE } from '../build.mjs';

export interface ServerRun {
  /** `worker`, or `inline` (planning inside each change's transaction: the baseline commit's server). */
  planner: string;
  port: number;
  /** More environment: BRIGADE_IDLE_FILL / BRIGADE_GREEDY_HANDOUT = false also start the baseline's server. */
  extraEnv: Record<string, string>;
  dbPath: string;
  databaseUrl: string | undefined;
  clockScale: string;
  planBudgetMs: string | undefined;
  threads: string | undefined;
  /** The compiled server with plain node, as `npm start` runs it; else the sources through tsx. */
  bundle: boolean;
}

/** Runs needing a way of working the server no longer has: they start the baseline commit's server. */
const needsBaseline = (planner: string, extraEnv: Record<string, string>) =>
  planner === 'inline' || extraEnv.BRIGADE_IDLE_FILL === 'false' || extraEnv.BRIGADE_GREEDY_HANDOUT === 'false';

export async function startServer(run: ServerRun) {
  const cwd = needsBaseline(run.planner, run.extraEnv) ? baselineCheckout(undefined, { bundle: run.bundle }) : process.cwd();
  const env = {
    ...process.env,
    PORT: String(run.port),
    BRIGADE_INSTANCE_ID: `bench-${run.port}`,
    HOST: '127.0.0.1',
    DATABASE_PATH: run.dbPath,
    ...(run.databaseUrl ? { DATABASE_URL: run.databaseUrl } : {}),
    BRIGADE_CLOCK_SCALE: run.clockScale,
    BRIGADE_LOGIN_RATE_LIMIT: '0',
    BRIGADE_REGISTER_RATE_LIMIT: '0',
    LOG_LEVEL: 'warn',
    ...(run.planBudgetMs ? { BRIGADE_PLAN_BUDGET_MS: run.planBudgetMs } : {}),
    ...(run.threads ? { BRIGADE_PLANNER_THREADS: run.threads } : {}),
    ...(run.planner === 'inline' ? { BRIGADE_PLANNER: 'inline' } : {}),
    BRIGADE_METRICS: '1',
    ...run.extraEnv,
  };
  const entry = run.bundle ? [join(cwd, relative(process.cwd(), SERVER_BUNDLE))] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []), ...entry], { env, cwd, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => String(d).includes('Brigade is ready') && resolve());
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return child;
}

/** CPU seconds (user + system) the server process used so far, its worker threads included. */
export const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
export const peakRss = (pid: number) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** A fresh PostgreSQL database for a run (`--postgres ADMIN_URL`): its URL. */
export async function freshPostgres(adminUrl: string): Promise<string> {
  const name = `brigade_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Rows of a read-only query on the run's database (`?` placeholders), SQLite or PostgreSQL. */
export async function queryRows<T>({ dbPath, databaseUrl }: { dbPath: string; databaseUrl: string | undefined }, text: string, params: unknown[] = []): Promise<T[]> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      let i = 0;
      return (await client.query(text.replace(/\?/g, () => `$${++i}`), params)).rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) && k !== 'started_at' ? Number(v) : v])),
      ) as T[];
    } finally {
      await client.end();
    }
  }
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare(text).all(...params) as T[];
  } finally {
    db.close();
  }
}
