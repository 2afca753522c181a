/**
 * Task map layout timing: lays out a synthetic 300-task graph as the map does (one elk band
 * per recipe, left to right, 250x120 nodes; bands stacked), under Node.
 *
 *   npx tsx scripts/bench-taskmap-layout.ts [--tasks 300] [--runs 5]
 *
 * Target: under 1 s per layout. The whole first render in Chromium: pnpm bench:taskmap.
 */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import type { LayoutEdge, LayoutGroup } from '../apps/web/src/features/taskmap/band-layout';
import { layoutMapWith, type ElkLike } from '../apps/web/src/features/taskmap/layout-options';

// elkjs is a dependency of the web app, so resolve it from there (the worker runs the same bundle).
const requireFromWeb = createRequire(new URL('../apps/web/package.json', import.meta.url));
const ELK = requireFromWeb('elkjs/lib/elk.bundled.js') as new () => ElkLike;

function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
}

/** A big meal: recipes of 30 tasks, each task after one or two earlier ones, a few shared steps. */
function syntheticGraph(taskCount: number): { nodeIds: string[]; edges: LayoutEdge[]; groups: LayoutGroup[] } {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const perRecipe = 30;
  const nodeIds: string[] = [];
  const edges: LayoutEdge[] = [];
  const add = (source: string, target: string) => {
    const id = `${source}->${target}`;
    if (!edges.some((e) => e.id === id)) edges.push({ id, source, target });
  };
  for (let i = 0; i < taskCount; i++) {
    const recipe = Math.floor(i / perRecipe);
    const index = i % perRecipe;
    const id = `${recipe + 1}-${i + 1}`;
    nodeIds.push(id);
    if (index === 0) continue;
    const start = recipe * perRecipe;
    add(nodeIds[start + Math.floor(random() * index)]!, id);
    if (random() < 0.5) add(nodeIds[start + Math.floor(random() * index)]!, id);
    // Now and then a step waits for another dish (a shared oven, a sauce for two plates).
    if (recipe > 0 && random() < 0.05) add(nodeIds[Math.floor(random() * start)]!, id);
  }
  const groups: LayoutGroup[] = [];
  for (let start = 0; start < nodeIds.length; start += perRecipe) {
    groups.push({ id: `recipe-${start / perRecipe + 1}`, label: `Recipe ${start / perRecipe + 1}`, nodeIds: nodeIds.slice(start, start + perRecipe) });
  }
  return { nodeIds, edges, groups };
}

async function main() {
  const tasks = argument('tasks', 300);
  const runs = argument('runs', 5);
  const { edges, groups } = syntheticGraph(tasks);
  const elk = new ELK();
  const times: number[] = [];
  let placed = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const laidOut = await layoutMapWith(elk, groups, edges);
    times.push(performance.now() - started);
    placed = Object.keys(laidOut.positions).length;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(`Task map layout: ${tasks} tasks, ${edges.length} dependencies, ${placed} nodes placed`);
  console.log(`first (cold) run: ${times[0]!.toFixed(0)} ms; median of ${runs}: ${median.toFixed(0)} ms; best: ${sorted[0]!.toFixed(0)} ms`);
  console.log(median < 1000 ? 'within the 1 s target' : 'SLOWER than the 1 s target');
}

await main();
