/**
 * Task map first render in Chromium (issue 17): a real server with a fresh database, a session of
 * the three largest built-in recipes (56 tasks) and one of 300 tasks, and Debian's Chromium at
 * 1280x900. Times run from the start of navigation to the first view on screen: every task drawn
 * and inside the map (56 tasks), or the first dish band's tasks (300 tasks, which opens there).
 *
 *   pnpm --silent bench:taskmap [--runs 5] [--block-service-worker]
 *
 * --block-service-worker: contexts without the web app's service worker (its install and precache
 * download then do not compete with the map on a 2-core machine); the default measures what a host gets.
 *
 * - cold: a new browser context (no HTTP cache, no stored layout), so the app, the map's chunk,
 *   elk's worker and the layout all load and run;
 * - warm: the same context navigating again (HTTP cache and the kept layout);
 * - warm, layout not kept (baseline): as warm, with the stored layout removed first, so elk lays the
 *   graph out again as the map did before layouts were kept.
 * Targets: 56 tasks warm under 500 ms; 300 tasks cold under 1.5 s.
 */
import { chromium, type BrowserContext } from '../e2e/node_modules/playwright-core/index.mjs';
import { setUpMeal, LARGEST_RECIPES } from '../e2e/support/meal';
import { startServer } from '../e2e/support/server';

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

async function timeFirstView(context: BrowserContext, url: string, expected: number, forgetLayout: boolean): Promise<number> {
  const page = await context.newPage();
  try {
    if (forgetLayout) {
      await page.goto('/healthz');
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage)) if (key.endsWith(':layout')) localStorage.removeItem(key);
      });
    }
    await page.goto(url);
    await page.waitForFunction(() => typeof (globalThis as unknown as { firstViewMs?: number }).firstViewMs === 'number', undefined, { timeout: 30_000 });
    return page.evaluate(() => (globalThis as unknown as { firstViewMs: number }).firstViewMs);
  } finally {
    await page.close();
  }
}

async function main() {
  const runs = argument('runs', 5);
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const base = () => server.url;
    const small = await setUpMeal(base, LARGEST_RECIPES, 'bench_host_56');
    // 300 tasks: five copies each of four 15-task recipes.
    const big = await setUpMeal(base, ['Lasagne', 'Ratatouille', 'Thai Green Curry', 'French Onion Soup'].flatMap((r) => Array(5).fill(r) as string[]), 'bench_host_300');
    const firstBandOfBig = 15;
    for (const [meal, expected] of [
      [small, small.taskCount],
      [big, firstBandOfBig],
    ] as const) {
      const cold: number[] = [];
      const warm: number[] = [];
      const warmRelayout: number[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 }, ...(process.argv.includes('--block-service-worker') ? { serviceWorkers: 'block' as const } : {}) });
        await context.addInitScript(`localStorage.setItem('authToken', ${JSON.stringify(meal.token)})`);
        await context.addInitScript(watchFirstView(expected));
        const url = `/sessions/${meal.code}/dag`;
        cold.push(await timeFirstView(context, url, expected, false));
        warm.push(await timeFirstView(context, url, expected, false));
        warmRelayout.push(await timeFirstView(context, url, expected, true));
        await context.close();
      }
      const fmt = (xs: number[]) => `median ${median(xs).toFixed(0)} ms (${xs.map((x) => x.toFixed(0)).join(', ')})`;
      console.log(`${meal.taskCount} tasks, first view of ${expected}:`);
      console.log(`  cold:                       ${fmt(cold)}`);
      console.log(`  warm:                       ${fmt(warm)}`);
      console.log(`  warm, layout not kept:      ${fmt(warmRelayout)}  (warm / this = ${(median(warm) / median(warmRelayout)).toFixed(2)})`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
