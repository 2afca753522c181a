/**
 * The cook path on a phone, cold: bytes over the network and Largest Contentful Paint for the
 * join page and the cook dashboard, on a 390x844 touch page in Debian's Chromium with the
 * network throttled to slow Wi-Fi (150 ms round trip, 1.6 Mbit/s down). Lighthouse is not
 * installed here: the figures come from the browser's own Performance APIs (resource and
 * navigation transferSize, largest-contentful-paint entries).
 *
 *   pnpm build && npx tsx scripts/bench-cook-path.ts [--runs 3] [--dist PATH] [--compare PATH] [--detail]
 *
 * `--dist PATH` measures another web build (e.g. main's, copied aside) instead of apps/web/dist.
 * `--compare PATH` measures another build too, compressed, alternating with this one run by run
 * (a baseline from the same run: e.g. main's build copied aside), and prints the ratio.
 * `--detail` lists every response of each page's last compressed run with its bytes.
 *
 * The cook page is measured once its live connection is up and the network is quiet (what it
 * reads when it connects, and the cook's first heartbeat, count too).
 *
 * Baseline, same run: the same pages with the response compression refused by the client
 * (Accept-Encoding: identity), i.e. what a server without compression sends. Target: cook path
 * <= 120 KB over the network.
 */
import { launchBrowser, phoneContext, type Browser, type CDPSession, type Page } from '../e2e/support/browser';
import { startServer, WEB_DIST, type TestServer } from '../e2e/support/server';
import { restClient } from '../e2e/support/api';
import { startedSessionWithCook, storeCookSignIn } from '../e2e/support/kitchen';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
}

interface Measure {
  kb: number;
  lcpMs: number;
  /** Every response the page transferred (navigation first), for `--detail`. */
  entries: Array<{ name: string; bytes: number }>;
}

async function measure(page: Page, cdp: CDPSession, url: string, ready: string, identity: boolean, settled?: string): Promise<Measure> {
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setExtraHTTPHeaders', { headers: identity ? { 'accept-encoding': 'identity' } : {} });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  if (settled) {
    // What the page reads once it is live counts too (a second read when the connection opens).
    await page.locator(settled).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
  }
  return page.evaluate(async () => {
    const lcp = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries();
        resolve(entries[entries.length - 1]?.startTime ?? 0);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(0), 2_000);
    });
    const nav = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const res = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const bytes = [...nav, ...res].reduce((sum, e) => sum + e.transferSize, 0);
    const entries = [...nav, ...res].map((e) => ({ name: e.name.replace(location.origin, ''), bytes: e.transferSize }));
    return { kb: Math.round(bytes / 102.4) / 10, lcpMs: Math.round(lcp), entries };
  });
}

/**
 * What the service worker downloads once to work offline: the files its precache manifest lists,
 * at the size the server sends them (brotli, as @fastify/compress answers a browser).
 */
function precacheKb(): { files: number; kb: number } {
  const sw = readFileSync(join(WEB_DIST, 'sw.js'), 'utf8');
  const worker = /define\(\["\.\/(workbox-[^"]+)"\]/.exec(sw)?.[1];
  const urls = [...new Set(['sw.js', ...(worker ? [`${worker}.js`] : []), ...[...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!)])];
  let bytes = 0;
  for (const url of urls) {
    const file = readFileSync(join(WEB_DIST, url));
    const compressible = /\.(js|css|html|svg|webmanifest|json|txt)$/.test(url);
    bytes += compressible ? brotliCompressSync(file).length : file.length;
  }
  return { files: urls.length, kb: Math.round(bytes / 102.4) / 10 };
}

const runs = argument('runs', 3);
const option = (name: string): string | null => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? null) : null;
};
const dist = option('dist');
/** `--compare PATH`: another build (e.g. main's, copied aside) measured compressed in the same run, run by run. */
const compareDist = option('compare');
/** `--detail`: every response of the last compressed run of each page, with its bytes. */
const detail = process.argv.includes('--detail');

const COMPRESSED = 'compressed';
const BASELINE = 'uncompressed (baseline)';
const COMPARED = 'compared build';

interface Target {
  base: string;
  code: string;
  cook: Awaited<ReturnType<typeof startedSessionWithCook>>['cook'];
}

async function target(server: TestServer): Promise<Target> {
  const { code, cook } = await startedSessionWithCook(restClient(() => server.url));
  return { base: server.url, code, cook };
}

async function visit(browser: Browser, at: Target, variant: string, identity: boolean): Promise<Array<{ page: string; variant: string } & Measure>> {
  // What the pages themselves load: the service worker's precache (downloaded once, in the
  // background, after the first page) is measured apart below, and would answer the second page.
  const context = await phoneContext(browser, at.base, { serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 100_000 });
    const join = { page: 'join', variant, ...(await measure(page, cdp, '/join', 'h1', identity)) };
    await storeCookSignIn(page, at.code, at.cook);
    const cookPage = { page: 'cook', variant, ...(await measure(page, cdp, `/cook/${at.code}`, '.task-card, .cook-empty', identity, '.live-dot-connected')) };
    return [join, cookPage];
  } finally {
    await context.close();
  }
}

const server = await startServer(dist ? { webDist: dist } : {});
const compared = compareDist ? await startServer({ webDist: compareDist }) : null;
const browser = await launchBrowser();
try {
  const here = await target(server);
  const there = compared ? await target(compared) : null;

  const rows: Array<{ page: string; variant: string } & Measure> = [];
  for (let run = 0; run < runs; run++) rows.push(...(await visit(browser, here, BASELINE, true)));
  for (let run = 0; run < runs; run++) {
    // The two builds alternate, so that the machine's load weighs on both alike.
    rows.push(...(await visit(browser, here, COMPRESSED, false)));
    if (there) rows.push(...(await visit(browser, there, COMPARED, false)));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`runs: ${runs}; network: 150 ms RTT, 1.6 Mbit/s down; phone 390x844${compareDist ? `; compared build: ${compareDist}` : ''}`);
  console.log('page  variant                   transfer KB  LCP ms (median)');
  for (const pageName of ['join', 'cook']) {
    const summary: Record<string, Pick<Measure, 'kb' | 'lcpMs'>> = {};
    for (const variant of [BASELINE, COMPRESSED, ...(there ? [COMPARED] : [])]) {
      const these = rows.filter((r) => r.page === pageName && r.variant === variant);
      summary[variant] = { kb: median(these.map((r) => r.kb)), lcpMs: median(these.map((r) => r.lcpMs)) };
      console.log(`${pageName.padEnd(5)} ${variant.padEnd(25)} ${String(summary[variant]!.kb).padStart(11)}  ${String(summary[variant]!.lcpMs).padStart(6)}`);
    }
    const ratio = summary[COMPRESSED]!.kb / summary[BASELINE]!.kb;
    console.log(`${pageName.padEnd(5)} compressed / baseline: bytes ${ratio.toFixed(3)}, LCP ${(summary[COMPRESSED]!.lcpMs / Math.max(1, summary[BASELINE]!.lcpMs)).toFixed(3)}`);
    if (there) {
      const vs = summary[COMPRESSED]!.kb / summary[COMPARED]!.kb;
      console.log(`${pageName.padEnd(5)} compressed / compared build: bytes ${vs.toFixed(3)} (${(summary[COMPRESSED]!.kb - summary[COMPARED]!.kb).toFixed(1)} KB)`);
    }
  }
  if (detail) {
    for (const variant of [COMPRESSED, ...(there ? [COMPARED] : [])]) {
      for (const pageName of ['join', 'cook']) {
        const last = rows.filter((r) => r.page === pageName && r.variant === variant).at(-1)!;
        console.log(`\n${pageName} (${variant}, last run): ${last.entries.length} responses`);
        for (const e of last.entries) console.log(`${String(e.bytes).padStart(8)}  ${e.name.length > 110 ? `${e.name.slice(0, 110)}…` : e.name}`);
      }
    }
  }
  const precache = precacheKb();
  console.log(`service worker precache (once, after the first page, in the background): ${precache.files} files, ${precache.kb} KB brotli`);
} finally {
  await browser.close();
  await server.stop();
  await compared?.stop();
}
