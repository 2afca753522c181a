import type { Plan } from '@brigade/domain';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { PlanJob } from './plan-worker';

/** Runs plans somewhere other than the request thread. */
export interface PlanRunner {
  /** How many plans may run at once. */
  readonly threads: number;
  /** Runs one plan; `signal` aborts it (the pool ends the worker thread and starts another). */
  run(job: PlanJob, signal?: AbortSignal): Promise<Plan>;
  destroy(): Promise<void>;
}

export interface WorkerPoolOptions {
  /**
   * The worker entry (path or file: URL). Default: `plan-worker.ts` beside this file, loaded
   * through tsx, when Brigade runs from source (tsx, vitest); `plan-worker.mjs` beside the bundle
   * when this module was bundled. A `.ts` entry always gets the tsx loader.
   */
  workerFile?: string | URL;
  /** Worker threads; default one less than the machine's cores, at least one. */
  threads?: number;
  /** Added to the planner threads' nice value (Linux), so requests win the CPU when it is short (default 10). */
  niceIncrement?: number;
}

const isTs = (href: string) => /\.[cm]?ts$/.test(href);

function toHref(file: string | URL): string {
  if (file instanceof URL) return file.href;
  return file.startsWith('file:') ? file : pathToFileURL(file).href;
}

/** Node flags that let a worker thread load TypeScript: the parent's when it already runs under tsx. */
function tsxExecArgv(): string[] | undefined {
  if (process.execArgv.some((a) => a.includes('tsx'))) return undefined;
  const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return ['--import', loader];
}

export function defaultWorkerFile(): string {
  const here = import.meta.url;
  return new URL(isTs(here) ? './plan-worker.ts' : './plan-worker.mjs', here).href;
}

/** A piscina pool of planner threads, started at once so the first plan does not pay for it. */
export function workerPlanRunner(options: WorkerPoolOptions = {}): PlanRunner {
  const threads = Math.max(1, Math.floor(options.threads ?? availableParallelism() - 1));
  const filename = options.workerFile ? toHref(options.workerFile) : defaultWorkerFile();
  const pool = new Piscina<PlanJob, Plan>({
    filename,
    minThreads: threads,
    maxThreads: threads,
    // Our own queue decides what runs next (one plan per session, round robin); the pool never queues much.
    maxQueue: 'auto',
    niceIncrement: options.niceIncrement ?? 10,
    ...(isTs(filename) ? { execArgv: tsxExecArgv() } : {}),
  });
  // A worker that dies is replaced by the pool; its task is rejected and counted by the caller.
  pool.on('error', () => undefined);
  return {
    threads,
    run: (job, signal) => pool.run(job, signal ? { signal } : {}),
    destroy: () => pool.destroy(),
  };
}
