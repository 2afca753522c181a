#!/usr/bin/env node
// Start-up time: from spawning the process to /healthz answering 200, for the ways Brigade runs.
//
//   node scripts/bench-start.mjs [--runs 5] [--port 3100]
//
// Rows: sources through tsx (how `npm start` ran before the compiled build; the baseline), the
// plain-node bundle (apps/server/dist/brigade.cjs, what `npm start` runs now, without npm and the
// stale check in front) and the single executable (dist/brigade), the latter also on its very
// first run (unpacking its assets, creating and seeding a new database). Build first:
// `pnpm build:exe`. Each row runs against its own database, created by a warm-up start.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, port: { type: 'string', default: '3100' } } });
const runs = Number(values.runs);
const port = Number(values.port);

async function healthy() {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}

/** Milliseconds from spawn to /healthz 200; the process is stopped afterwards. */
async function timeToHealthy(cmd, args, { cwd, env }) {
  const t0 = performance.now();
  const child = spawn(cmd, args, { cwd, env: { ...process.env, INIT_CWD: '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env }, stdio: 'ignore' });
  let exited = false;
  child.once('exit', () => (exited = true));
  while (!(await healthy())) {
    if (exited) throw new Error(`${cmd} exited before it was healthy`);
    await new Promise((r) => setTimeout(r, 10));
  }
  const ms = performance.now() - t0;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function row(name, cmd, args, options, warm = true) {
  if (warm) await timeToHealthy(cmd, args, options);
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await timeToHealthy(cmd, args, options));
  return { name, median: median(times), min: Math.min(...times), max: Math.max(...times) };
}

const work = mkdtempSync(join(tmpdir(), 'brigade-bench-start-'));
const rows = [];
try {
  const db = (name) => ({ DATABASE_PATH: join(work, `${name}.db`) });
  rows.push(await row('sources via tsx (baseline)', process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env: db('tsx') }));
  rows.push(await row('plain-node bundle', process.execPath, [join(root, 'apps/server/dist/brigade.cjs')], { cwd: root, env: db('bundle') }));
  const exePath = join(root, 'dist/brigade');
  if (existsSync(exePath)) {
    const exe = join(work, 'brigade');
    copyFileSync(exePath, exe);
    const firstRuns = [];
    for (let i = 0; i < runs; i++) {
      const fresh = mkdtempSync(join(work, 'first-'));
      firstRuns.push(await timeToHealthy(exe, [], { cwd: fresh, env: { BRIGADE_EXTRACT_DIR: fresh, DATABASE_PATH: join(fresh, 'brigade.db') } }));
    }
    rows.push({ name: 'executable, first run (unpack, new database)', median: median(firstRuns), min: Math.min(...firstRuns), max: Math.max(...firstRuns) });
    rows.push(await row('executable', exe, [], { cwd: work, env: { BRIGADE_EXTRACT_DIR: work, ...db('exe') } }));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const base = rows[0].median;
console.log(`| start | median ms | min / max ms | ratio to baseline |\n|---|---|---|---|`);
for (const r of rows) console.log(`| ${r.name} | ${r.median.toFixed(0)} | ${r.min.toFixed(0)} / ${r.max.toFixed(0)} | ${(r.median / base).toFixed(2)} |`);
