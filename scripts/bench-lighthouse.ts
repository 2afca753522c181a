/**
 * Lighthouse mobile on the cook's pages, cold, plus load-insensitive counts of the same start-up.
 *
 *   pnpm build && pnpm --silent bench:lighthouse [--runs 3] [--pages join,cook]
 *       [--baseline-dist PATH] [--no-lighthouse] [--cpu-throttling-rate 1] [--window-ms 6000]
 *       [--keep-reports DIR]
 *
 * A real server (e2e/support/server: fresh SQLite, the built web app) with a started session and
 * one anonymous cook. For each run and page a fresh Chromium profile is made; for the cook page the
 * cook's localStorage is written into it first, visiting only /robots.txt so that no service worker
 * is installed: the cook page opens cold, as on a phone's first visit after joining. Lighthouse
 * 12.8.2 (mobile: emulated Moto G Power, simulated slow 4G, 4x CPU; Lighthouse 13 needs Node 22)
 * runs through `npx --yes lighthouse@12.8.2` against that browser (not a project dependency).
 *
 * Lighthouse's Total Blocking Time multiplies the main thread's task times by four, so it follows
 * the machine's load (on this shared 2-core machine a task's wall time was often 5-15 times its CPU
 * time). Figures that follow the load less come from a second visit per run (Playwright, service
 * worker blocked, no network throttle, like Lighthouse's own observed load): React commits and
 * component renders (e2e/support/react-renders.ts), the main thread's CPU time from a Chrome trace
 * (thread time) and the long tasks and blocking time that CPU time makes at 4x after the first
 * contentful paint, and the part of that CPU time V8 spent compiling on the main thread (what the
 * compile hints of apps/web/build/compile-hints.ts move to a background thread); also the longtask observer's wall-clock view and DevTools' script and task
 * time, all within the first `--window-ms` after navigation. `--cpu-throttling-rate 4` throttles
 * that visit through DevTools instead (the CPU figures are then left out: the throttle spins the
 * thread, which counts as CPU time). The LCP element is printed from both visits.
 *
 * `--baseline-dist PATH` serves another build (e.g. main's, copied aside) from a second server and
 * measures it in the same runs, interleaved, and prints current / baseline ratios. `--keep-reports
 * DIR` keeps each Lighthouse JSON report there (its long-tasks and bootup-time audits say which
 * script spent the time).
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { launchBrowser, launchPersistentBrowser, phoneContext, type Browser } from '../e2e/support/browser';
import { countReactRenders, reactRenders } from '../e2e/support/react-renders';
import { startServer, type TestServer } from '../e2e/support/server';
import { restClient } from '../e2e/support/api';
import { startedSessionWithCook, storeCookSignIn } from '../e2e/support/kitchen';

const run = promisify(execFile);
const LIGHTHOUSE = 'lighthouse@12.8.2';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
function numberOption(name: string, fallback: number): number {
  const value = Number(option(name));
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const runs = Math.floor(numberOption('runs', 3));
// 1 by default: the thread CPU figures are only true unthrottled (DevTools' throttle spins the
// thread, which counts as CPU time); they are scaled to 4x afterwards, as Lighthouse does.
const cpuRate = numberOption('cpu-throttling-rate', 1);
const windowMs = numberOption('window-ms', 6000);
const withLighthouse = !process.argv.includes('--no-lighthouse');
const baselineDist = option('baseline-dist');
const keepReports = option('keep-reports');
const pages = (option('pages') ?? 'join,cook').split(',').filter((p): p is 'join' | 'cook' => p === 'join' || p === 'cook');

interface Seeded {
  code: string;
  cook: { token: string; participant: { id: number; display_name: string } };
}

/** A started session (Greek Salad) with one anonymous cook, who then has a task in progress. */
const seed = (base: string): Promise<Seeded> => startedSessionWithCook(restClient(() => base), 'Greek Salad', 'LH cook');

/** A free port in 4350-4399 (this bench's range) for Chromium's DevTools endpoint. */
async function freePort(): Promise<number> {
  for (let port = 4350; port < 4400; port++) {
    const free = await new Promise<boolean>((done) => {
      const probe = createNetServer();
      probe.once('error', () => done(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 4350-4399');
}

interface LighthouseResult {
  performance: number;
  accessibility: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  si: number;
  lcpElement: string;
  a11yFailing: string[];
}

/** The first `node` Lighthouse names in an audit's details (the LCP element). */
function firstNode(details: unknown): { selector?: string; snippet?: string; nodeLabel?: string } | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const record = details as Record<string, unknown>;
  if (record.node && typeof record.node === 'object') return record.node as { selector?: string; snippet?: string };
  for (const value of Object.values(record)) {
    const found = Array.isArray(value) ? value.map(firstNode).find(Boolean) : firstNode(value);
    if (found) return found;
  }
  return undefined;
}

async function lighthouse(server: TestServer, seeded: Seeded, pageName: 'join' | 'cook', label: string): Promise<LighthouseResult> {
  const profile = mkdtempSync(join(tmpdir(), 'lh-profile-'));
  const port = await freePort();
  const context = await launchPersistentBrowser(profile, port);
  try {
    if (pageName === 'cook') {
      const page = await context.newPage();
      // A same-origin file that is not the app: no service worker registers before the cold run.
      await page.goto(`${server.url}/robots.txt`);
      await storeCookSignIn(page, seeded.code, seeded.cook);
      await page.close();
    }
    const url = `${server.url}${pageName === 'cook' ? `/cook/${seeded.code}` : '/join'}`;
    const out = join(profile, 'report.json');
    // Async: the server under test runs in this process and must keep answering.
    await run('npx', ['--yes', LIGHTHOUSE, url, `--port=${port}`, '--disable-storage-reset', '--only-categories=performance,accessibility', '--output=json', `--output-path=${out}`, '--quiet'], {
      timeout: 240_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    if (keepReports) {
      mkdirSync(keepReports, { recursive: true });
      copyFileSync(out, join(keepReports, `${label}.json`));
    }
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      categories: Record<string, { score: number; auditRefs: Array<{ id: string }> }>;
      audits: Record<string, { score: number | null; numericValue?: number; details?: unknown }>;
    };
    const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    const node = firstNode(report.audits['largest-contentful-paint-element']?.details);
    const a11yIds = new Set(report.categories.accessibility!.auditRefs.map((r) => r.id));
    return {
      performance: Math.round(report.categories.performance!.score * 100),
      accessibility: Math.round(report.categories.accessibility!.score * 100),
      lcp: Math.round(audit('largest-contentful-paint')),
      fcp: Math.round(audit('first-contentful-paint')),
      tbt: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      si: Math.round(audit('speed-index')),
      lcpElement: node ? `${node.selector ?? ''} ${(node.snippet ?? '').slice(0, 80)}`.trim() : '?',
      a11yFailing: Object.entries(report.audits)
        .filter(([id, a]) => a11yIds.has(id) && a.score !== null && a.score < 1)
        .map(([id]) => id),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

interface TraceResult {
  commits: number;
  renders: number;
  longTasks: number;
  blockingMs: number;
  scriptMs: number;
  taskMs: number;
  readyMs: number;
  lcpMs: number;
  lcpElement: string;
  /** CPU time of the page's main thread (trace `tdur`): what the page computed, not how long it waited for a core. */
  cpuMs: number;
  /** Σ max(0, 4 × task CPU − 50 ms) over its tasks after the first contentful paint: blocking time at 4x from CPU time. */
  cpuBlockingMs: number;
  /** Tasks whose CPU time × 4 exceeds 50 ms after the first contentful paint. */
  cpuLongTasks: number;
  /** CPU time V8 spent compiling on the page's main thread (outermost compile events; background compiles excluded). */
  compileMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

/**
 * From a Chrome trace: the renderer main thread that did the most work (the measured page), its
 * top-level tasks' CPU time, and those after the first contentful paint scaled to 4x as Lighthouse
 * scales observed tasks. Thread CPU time leaves out the time the thread waited for a busy core.
 */
function cpuFromTrace(buffer: Buffer, windowUs: number): { cpuMs: number; cpuBlockingMs: number; cpuLongTasks: number; compileMs: number } {
  const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const tasks = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && e.name === 'RunTask' && mains.has(key)) tasks.set(key, [...(tasks.get(key) ?? []), e]);
  }
  const cpu = (list: TraceEvent[]) => list.reduce((sum, e) => sum + (e.tdur ?? 0), 0);
  // The measured page's thread is the one that painted the first content; else the busiest.
  const painted = new Set(events.filter((e) => e.name === 'firstContentfulPaint').map((e) => `${e.pid}:${e.tid}`));
  const [key, list] = [...tasks].sort((a, b) => Number(painted.has(b[0])) - Number(painted.has(a[0])) || cpu(b[1]) - cpu(a[1]))[0] ?? ['', []];
  const [pid, tid] = key.split(':').map(Number);
  const fcp = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint')?.ts;
  // The navigation that led to that paint: about:blank has its own, earlier, and Chromium 156 also
  // records one without an address just before the first paint (taken before, the window began
  // there and left out the scripts' evaluation): the page's own, with its address, comes first.
  const navigations = events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'navigationStart' && (fcp === undefined || e.ts <= fcp));
  const toPage = navigations.filter((e) => /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''));
  const starts = (toPage.length > 0 ? toPage : navigations).map((e) => e.ts);
  const start = starts.at(-1) ?? list[0]?.ts ?? 0;
  const inWindow = list.filter((e) => e.ts >= start && e.ts < start + windowUs);
  const after = inWindow.filter((e) => e.ts >= (fcp ?? start)).map((e) => ((e.tdur ?? 0) / 1000) * 4);
  // V8's compile events nest (a compile inside a compile): only the outermost ones count.
  const compiles = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && /compile/i.test(e.name) && e.ts >= start && e.ts < start + windowUs)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let compileUs = 0;
  let coveredUntil = -1;
  for (const e of compiles) {
    if (e.ts < coveredUntil) continue;
    compileUs += e.tdur ?? e.dur ?? 0;
    coveredUntil = e.ts + (e.dur ?? 0);
  }
  return {
    compileMs: Math.round(compileUs / 1000),
    cpuMs: Math.round(cpu(inWindow) / 1000),
    cpuBlockingMs: Math.round(after.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)),
    cpuLongTasks: after.filter((ms) => ms > 50).length,
  };
}

/** Runs in the page before its scripts: long tasks and LCP entries are observed from the start. */
function observeStart() {
  const bench = { longTasks: [] as Array<[number, number]>, lcp: [] as Array<[number, string]> };
  (globalThis as unknown as { __bench: typeof bench }).__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
      const el = e.element;
      const name = el ? `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"` : '(removed)';
      bench.lcp.push([e.startTime, name]);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function trace(browser: Browser, server: TestServer, seeded: Seeded, pageName: 'join' | 'cook'): Promise<TraceResult> {
  const context = await phoneContext(browser, server.url, { serviceWorkers: 'block' });
  try {
    if (pageName === 'cook') {
      const page = await context.newPage();
      await page.goto('/robots.txt');
      await storeCookSignIn(page, seeded.code, seeded.cook);
      await page.close();
    }
    const page = await context.newPage();
    // React commits and renders through its DevTools hook (e2e/support/react-renders.ts).
    await countReactRenders(page);
    // tsx names functions through a `__name` helper the page does not have.
    await page.addInitScript({ content: `var __name = (f) => f; (${observeStart.toString()})();` });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing', 'v8', 'disabled-by-default-v8.compile'] });
    await page.goto(pageName === 'cook' ? `/cook/${seeded.code}` : '/join', { waitUntil: 'commit' });
    const ready = pageName === 'cook' ? '.task-card, .cook-empty' : 'h1';
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    const readyMs = await page.evaluate(() => performance.now());
    // The rest of the window: what happens after the first view (answers, live connection, clock).
    await page.waitForFunction((until) => performance.now() >= until, windowMs, { timeout: windowMs * 4 + 30_000, polling: 250 });
    const traceBuffer = await browser.stopTracing();
    if (process.env.BENCH_TRACE_OUT) writeFileSync(process.env.BENCH_TRACE_OUT, traceBuffer);
    const cpu = cpuRate === 1 ? cpuFromTrace(traceBuffer, windowMs * 1000) : { cpuMs: Number.NaN, cpuBlockingMs: Number.NaN, cpuLongTasks: Number.NaN, compileMs: Number.NaN };
    const metrics = Object.fromEntries(((await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> }).metrics.map((m) => [m.name, m.value]));
    const react = await reactRenders(page);
    const bench = await page.evaluate(() => (globalThis as unknown as { __bench: { longTasks: Array<[number, number]>; lcp: Array<[number, string]> } }).__bench);
    const tasks = bench.longTasks.filter(([start]) => start < windowMs);
    const lastLcp = bench.lcp.at(-1);
    return {
      commits: react.commits,
      renders: react.renders,
      longTasks: tasks.length,
      blockingMs: Math.round(tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)),
      scriptMs: Math.round((metrics.ScriptDuration ?? 0) * 1000),
      taskMs: Math.round((metrics.TaskDuration ?? 0) * 1000),
      readyMs: Math.round(readyMs),
      lcpMs: Math.round(lastLcp?.[0] ?? 0),
      lcpElement: lastLcp?.[1] ?? '?',
      ...cpu,
    };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const sorted = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
};

const variants: Array<{ name: string; dist?: string }> = [{ name: 'current' }, ...(baselineDist ? [{ name: 'baseline', dist: resolve(baselineDist) }] : [])];
const servers = new Map<string, { server: TestServer; seeded: Seeded }>();
const browser = await launchBrowser();
try {
  for (const variant of variants) {
    const server = await startServer(variant.dist ? { webDist: variant.dist } : {});
    servers.set(variant.name, { server, seeded: await seed(server.url) });
  }
  const lh: Array<{ variant: string; page: string } & LighthouseResult> = [];
  const tr: Array<{ variant: string; page: string } & TraceResult> = [];
  console.log(`runs: ${runs}; pages: ${pages.join(', ')}; Lighthouse: ${withLighthouse ? LIGHTHOUSE : 'off'}; counts at ${cpuRate}x CPU over ${windowMs} ms; load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  for (let i = 0; i < runs; i++) {
    for (const pageName of pages) {
      // Interleaved, so that the machine's load falls on both builds alike.
      for (const variant of variants) {
        const { server, seeded } = servers.get(variant.name)!;
        if (withLighthouse) {
          const r = await lighthouse(server, seeded, pageName, `${pageName}-${variant.name}-${i + 1}`);
          lh.push({ variant: variant.name, page: pageName, ...r });
          console.log(`lighthouse ${pageName} ${variant.name} run ${i + 1}: performance ${r.performance}, accessibility ${r.accessibility}, LCP ${r.lcp} ms, FCP ${r.fcp} ms, TBT ${r.tbt} ms, SI ${r.si} ms, CLS ${r.cls}; LCP element ${r.lcpElement}${r.a11yFailing.length ? `; a11y failing: ${r.a11yFailing.join(', ')}` : ''}`);
        }
        const t = await trace(browser, server, seeded, pageName);
        tr.push({ variant: variant.name, page: pageName, ...t });
        console.log(`counts     ${pageName} ${variant.name} run ${i + 1}: ${t.commits} commits, ${t.renders} component renders, ${t.longTasks} long tasks (${t.blockingMs} ms blocking), script ${t.scriptMs} ms, tasks ${t.taskMs} ms, first view ${t.readyMs} ms, LCP ${t.lcpMs} ms ${t.lcpElement}; main thread CPU ${t.cpuMs} ms, at 4x after FCP ${t.cpuLongTasks} long tasks, ${t.cpuBlockingMs} ms blocking; main thread compile ${t.compileMs} ms`);
      }
    }
  }
  console.log(`\nmedians of ${runs} (load average now ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  const lhKeys = ['performance', 'accessibility', 'lcp', 'tbt', 'fcp', 'si', 'cls'] as const;
  const trKeys = ['commits', 'renders', 'longTasks', 'blockingMs', 'scriptMs', 'taskMs', 'readyMs', 'lcpMs', 'cpuMs', 'cpuLongTasks', 'cpuBlockingMs', 'compileMs'] as const;
  for (const pageName of pages) {
    for (const variant of variants) {
      const l = lh.filter((r) => r.page === pageName && r.variant === variant.name);
      const t = tr.filter((r) => r.page === pageName && r.variant === variant.name);
      const parts = [
        ...(withLighthouse ? lhKeys.map((k) => `${k} ${median(l.map((r) => r[k]))}`) : []),
        ...trKeys.map((k) => `${k} ${median(t.map((r) => r[k]))}`),
      ];
      console.log(`${pageName.padEnd(4)} ${variant.name.padEnd(8)} ${parts.join(', ')}`);
      if (withLighthouse) console.log(`${''.padEnd(13)} performance per run: ${l.map((r) => r.performance).join(' / ')}; LCP per run: ${l.map((r) => r.lcp).join(' / ')} ms`);
    }
    if (baselineDist) {
      const ratio = <R extends { page: string; variant: string }>(rows: R[], key: keyof R) => {
        const of = (v: string) => median(rows.filter((r) => r.page === pageName && r.variant === v).map((r) => Number(r[key])));
        return (of('current') / of('baseline')).toFixed(2);
      };
      const parts = [...(withLighthouse ? (['tbt', 'lcp'] as const).map((k) => `${k} ${ratio(lh, k)}`) : []), ...trKeys.map((k) => `${k} ${ratio(tr, k)}`)];
      console.log(`${pageName.padEnd(4)} current / baseline: ${parts.join(', ')}`);
    }
  }
} finally {
  await browser.close();
  for (const { server } of servers.values()) await server.stop();
}
