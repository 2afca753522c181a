/**
 * The cook path on a phone, cold: bytes over the network and Largest Contentful Paint for the
 * join page and the cook dashboard, on a 390x844 touch page in Debian's Chromium with the
 * network throttled to slow Wi-Fi (150 ms round trip, 1.6 Mbit/s down). Lighthouse is not
 * installed here: the figures come from the browser's own Performance APIs (resource and
 * navigation transferSize, largest-contentful-paint entries).
 *
 *   pnpm build && npx tsx scripts/bench-cook-path.ts [--runs 3] [--dist PATH]
 *
 * `--dist PATH` measures another web build (e.g. main's, copied aside) instead of apps/web/dist.
 *
 * Baseline, same run: the same pages with the response compression refused by the client
 * (Accept-Encoding: identity), i.e. what a server without compression sends. Target: cook path
 * <= 120 KB over the network.
 */
import { launchBrowser, phoneContext, type CDPSession, type Page } from '../e2e/support/browser';
import { startServer, WEB_DIST } from '../e2e/support/server';
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
}

async function measure(page: Page, cdp: CDPSession, url: string, ready: string, identity: boolean): Promise<Measure> {
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setExtraHTTPHeaders', { headers: identity ? { 'accept-encoding': 'identity' } : {} });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
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
    return { kb: Math.round(bytes / 102.4) / 10, lcpMs: Math.round(lcp) };
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
const distAt = process.argv.indexOf('--dist');
const server = await startServer(distAt >= 0 ? { webDist: process.argv[distAt + 1]! } : {});
const browser = await launchBrowser();
try {
  const base = server.url;
  const { code, cook } = await startedSessionWithCook(restClient(() => base));

  const rows: Array<{ page: string; variant: string } & Measure> = [];
  for (const identity of [true, false]) {
    for (let run = 0; run < runs; run++) {
      // What the pages themselves load: the service worker's precache (downloaded once, in the
      // background, after the first page) is measured apart below, and would answer the second page.
      const context = await phoneContext(browser, base, { serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 100_000 });
      const variant = identity ? 'uncompressed (baseline)' : 'compressed';
      rows.push({ page: 'join', variant, ...(await measure(page, cdp, '/join', 'h1', identity)) });
      await storeCookSignIn(page, code, cook);
      rows.push({ page: 'cook', variant, ...(await measure(page, cdp, `/cook/${code}`, '.task-card, .cook-empty', identity)) });
      await context.close();
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`runs: ${runs}; network: 150 ms RTT, 1.6 Mbit/s down; phone 390x844`);
  console.log('page  variant                   transfer KB  LCP ms (median)');
  for (const pageName of ['join', 'cook']) {
    const summary: Record<string, Measure> = {};
    for (const variant of ['uncompressed (baseline)', 'compressed']) {
      const these = rows.filter((r) => r.page === pageName && r.variant === variant);
      summary[variant] = { kb: median(these.map((r) => r.kb)), lcpMs: median(these.map((r) => r.lcpMs)) };
      console.log(`${pageName.padEnd(5)} ${variant.padEnd(25)} ${String(summary[variant]!.kb).padStart(11)}  ${String(summary[variant]!.lcpMs).padStart(6)}`);
    }
    const ratio = summary.compressed!.kb / summary['uncompressed (baseline)']!.kb;
    console.log(`${pageName.padEnd(5)} compressed / baseline: bytes ${ratio.toFixed(3)}, LCP ${(summary.compressed!.lcpMs / Math.max(1, summary['uncompressed (baseline)']!.lcpMs)).toFixed(3)}`);
  }
  const precache = precacheKb();
  console.log(`service worker precache (once, after the first page, in the background): ${precache.files} files, ${precache.kb} KB brotli`);
} finally {
  await browser.close();
  await server.stop();
}
