import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the server's heap grow past what is still live before the next full collection.
 *
 * Measured on the live path (bench:live, 50 sessions x 8 cooks, docs/benchmarks.md): after a full
 * collection only ~45 MB of the main heap is live, yet the heap reached ~160 MB, because on a
 * machine with plenty of memory V8 allows the old generation to grow up to 4x its live size before
 * it collects again, and every completion allocates short-lived query and message objects of which
 * those still held across an await get promoted. `--heap-growing-percent` sets that factor to
 * 1 + percent/100. It is read at every full collection, so setting it here, at start-up, works the
 * same under `npm start`, plain node, tsx and the single executable (where no node flags can be
 * passed). It is not a cap: the heap still grows with what is live, so a bigger dinner cannot run
 * out of memory because of it; it only makes full collections (incremental and concurrent in V8)
 * come sooner.
 */
export const DEFAULT_HEAP_GROWING_PERCENT = 30;

/**
 * Applies the growing factor (0: leave V8's own choice). A `--heap-growing-percent` given on the
 * command line or in NODE_OPTIONS wins. Returns the percent in force, or null when V8 decides.
 */
export function applyHeapGrowing(percent: number, argv: readonly string[] = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? ''): number | null {
  const given = [...argv, ...nodeOptions.split(/\s+/)].find((a) => /^--heap[-_]growing[-_]percent=/.test(a));
  if (given) return Number(given.split('=')[1]);
  if (percent <= 0) return null;
  setFlagsFromString(`--heap-growing-percent=${Math.floor(percent)}`);
  return Math.floor(percent);
}
