/**
 * Task map first render in Chromium (issue 17): a real server with a fresh database, a session of
 * the three largest built-in recipes (56 tasks) and one of 300 tasks, and Debian's Chromium at
 * 1280x900. Times run from the start of navigation to the first view on screen: every task drawn
 * and inside the map (56 tasks), or the first dish band's tasks (300 tasks, which opens there).
 *
 *   pnpm --silent bench:taskmap [--runs 5] [--block-service-worker] [--baseline-web DIR]
 *
 * --block-service-worker: contexts without the web app's service worker (its install and precache
 * download then do not compete with the map on a 2-core machine); the default measures what a host gets.
 * --baseline-web DIR: a second server serves another build of the web app (e.g. main's apps/web/dist
 * copied aside) and every run visits both, in alternating order; medians and ratios (this build /
 * that one) are printed side by side, so a loaded machine slows both alike.
 *
 * Beside the wall-clock time, each visit reports the page's main-thread CPU time up to the first
 * view (Chromium's ThreadTime, from its start): on a busy machine it varies far less than the time.
 *
 * - cold: a new browser context (no HTTP cache, no stored layout), so the app, the map's chunk,
 *   elk's worker and the layout all load and run;
 * - warm: the same context navigating again (HTTP cache and the kept layout);
 * - warm, layout not kept (baseline): as warm, with the stored layout removed first, so elk lays the
 *   graph out again as the map did before layouts were kept.
 * Targets: 56 tasks warm under 500 ms; 300 tasks cold under 1.5 s.
 */
import { launchBrowser, type BrowserContext } from '../e2e/support/browser';
import { setUpMeal, LARGEST_RECIPES, type Meal } from '../e2e/support/meal';
import { startServer, type TestServer } from '../e2e/support/server';

function textArgument(name: string): string | null {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? null) : null;
}

function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Records, in the page, when the first view is on screen (checked every animation frame). A string,
 * not a function: tsx would wrap a function's inner names in a helper the page does not have.
 */
const watchFirstView = (expected: number) => `(() => {
  const check = () => {
    const flow = document.querySelector('.task-flow');
    const viewport = document.querySelector('.react-flow__viewport');
    if (flow && viewport && viewport.style.transform) {
      const box = flow.getBoundingClientRect();
      let shown = 0;
      for (const node of document.querySelectorAll('.react-flow__node-task')) {
        if (getComputedStyle(node).visibility === 'hidden') continue;
        const r = node.getBoundingClientRect();
        if (r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1) shown++;
      }
      if (shown >= ${expected}) {
        globalThis.firstViewMs = performance.now();
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

interface Visit {
  ms: number;
  /** Main-thread CPU of the page's renderer up to the first view, ms. */
  cpuMs: number;
}

async function timeFirstView(context: BrowserContext, url: string, forgetLayout: boolean): Promise<Visit> {
  const page = await context.newPage();
  try {
    if (forgetLayout) {
      await page.goto('/healthz');
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage)) if (key.endsWith(':layout')) localStorage.removeItem(key);
      });
    }
    const metrics = await context.newCDPSession(page);
    await metrics.send('Performance.enable');
    await page.goto(url);
    await page.waitForFunction(() => typeof (globalThis as unknown as { firstViewMs?: number }).firstViewMs === 'number', undefined, { timeout: 30_000 });
    const { metrics: values } = await metrics.send('Performance.getMetrics');
    const cpuMs = (values.find((m) => m.name === 'ThreadTime')?.value ?? 0) * 1000;
    return { ms: await page.evaluate(() => (globalThis as unknown as { firstViewMs: number }).firstViewMs), cpuMs };
  } finally {
    await page.close();
  }
}

interface Build {
  name: string;
  server: TestServer;
  small: Meal;
  big: Meal;
}

async function main() {
  const runs = argument('runs', 5);
  const baselineWeb = textArgument('baseline-web');
  const builds: Build[] = [];
  const addBuild = async (name: string, webDist?: string) => {
    const server = await startServer(webDist ? { webDist } : {});
    const base = () => server.url;
    const small = await setUpMeal(base, LARGEST_RECIPES, `bench_host_56_${builds.length}`);
    // 300 tasks: five copies each of four 15-task recipes.
    const big = await setUpMeal(base, ['Lasagne', 'Ratatouille', 'Thai Green Curry', 'French Onion Soup'].flatMap((r) => Array(5).fill(r) as string[]), `bench_host_300_${builds.length}`);
    builds.push({ name, server, small, big });
  };
  await addBuild('this build');
  if (baselineWeb) await addBuild('baseline build', baselineWeb);
  const browser = await launchBrowser();
  try {
    const firstBandOfBig = 15;
    for (const size of ['small', 'big'] as const) {
      const expected = (b: Build) => (size === 'small' ? b.small.taskCount : firstBandOfBig);
      const results = new Map<string, { cold: Visit[]; warm: Visit[]; warmRelayout: Visit[] }>(builds.map((b) => [b.name, { cold: [], warm: [], warmRelayout: [] }]));
      for (let run = 0; run < runs; run++) {
        // Alternate which build goes first, so neither always meets the other's aftermath.
        for (const build of run % 2 ? [...builds].reverse() : builds) {
          const meal = build[size];
          const into = results.get(build.name)!;
          const context = await browser.newContext({ baseURL: build.server.url, viewport: { width: 1280, height: 900 }, ...(process.argv.includes('--block-service-worker') ? { serviceWorkers: 'block' as const } : {}) });
          await context.addInitScript(`localStorage.setItem('authToken', ${JSON.stringify(meal.token)})`);
          await context.addInitScript(watchFirstView(expected(build)));
          const url = `/sessions/${meal.code}/dag`;
          into.cold.push(await timeFirstView(context, url, false));
          into.warm.push(await timeFirstView(context, url, false));
          into.warmRelayout.push(await timeFirstView(context, url, true));
          await context.close();
        }
      }
      const fmt = (xs: Visit[]) =>
        `median ${median(xs.map((x) => x.ms)).toFixed(0)} ms (${xs.map((x) => x.ms.toFixed(0)).join(', ')}); main-thread CPU median ${median(xs.map((x) => x.cpuMs)).toFixed(0)} ms`;
      for (const build of builds) {
        const r = results.get(build.name)!;
        console.log(`${build[size].taskCount} tasks, first view of ${expected(build)}${builds.length > 1 ? ` [${build.name}]` : ''}:`);
        console.log(`  cold:                       ${fmt(r.cold)}`);
        console.log(`  warm:                       ${fmt(r.warm)}`);
        console.log(`  warm, layout not kept:      ${fmt(r.warmRelayout)}  (warm / this = ${(median(r.warm.map((x) => x.ms)) / median(r.warmRelayout.map((x) => x.ms))).toFixed(2)})`);
      }
      if (builds.length > 1) {
        const [mine, theirs] = builds.map((b) => results.get(b.name)!);
        const ratio = (key: 'cold' | 'warm' | 'warmRelayout', field: keyof Visit) => (median(mine![key].map((x) => x[field])) / median(theirs![key].map((x) => x[field]))).toFixed(2);
        console.log(`  this build / baseline build: cold ${ratio('cold', 'ms')} (CPU ${ratio('cold', 'cpuMs')}), warm ${ratio('warm', 'ms')} (CPU ${ratio('warm', 'cpuMs')}), layout not kept ${ratio('warmRelayout', 'ms')} (CPU ${ratio('warmRelayout', 'cpuMs')})`);
      }
    }
  } finally {
    await browser.close();
    for (const build of builds) await build.server.stop();
  }
}

await main();
