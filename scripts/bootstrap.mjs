#!/usr/bin/env node
// The front door: `npm start` and `npm test` work on a machine that has only Node 20 and npm.
// This script finds (or fetches from the npm registry) pnpm, installs the workspace, builds the
// web app, and then starts Brigade or runs every test. Plain JavaScript: nothing is installed yet.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PNPM_VERSION = '10.34.9';
const root = new URL('..', import.meta.url).pathname;
const mode = process.argv[2];

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  return r.status ?? 1;
}
function must(cmd, args, what) {
  const status = run(cmd, args);
  if (status !== 0) {
    console.error(`\n✖ ${what} failed (exit ${status}).`);
    process.exit(status);
  }
}
function quiet(cmd, args) {
  return spawnSync(cmd, args, { stdio: 'ignore', cwd: root }).status === 0;
}

/** pnpm on PATH if it is the right major, else the pinned version through npx. */
function pnpm() {
  const r = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (r.status === 0 && r.stdout.trim().startsWith('10.')) return ['pnpm', []];
  return ['npx', ['--yes', `pnpm@${PNPM_VERSION}`]];
}
const [pnpmCmd, pnpmPre] = pnpm();
const p = (args, what) => must(pnpmCmd, [...pnpmPre, ...args], what);

function install() {
  console.log('› Installing dependencies (the first time compiles SQLite, about 2 minutes)…');
  p(['install', '--frozen-lockfile'], 'pnpm install');
}

/** Debian's Chromium for the browser tests; installed when missing and we are allowed to. */
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && quiet('which', ['apt-get'])) {
    console.log('› Installing Debian chromium for the browser tests…');
    must('apt-get', ['update', '-qq'], 'apt-get update');
    must('apt-get', ['install', '-y', '-qq', 'chromium'], 'apt-get install chromium');
    return;
  }
  console.error(`✖ Chromium is needed for the browser tests: install Debian's "chromium" package or set CHROMIUM_PATH.`);
  process.exit(1);
}

if (mode === 'start') {
  install();
  p(['--filter', '@brigade/web', 'build'], 'web build');
  p(['--filter', '@brigade/server', 'start'], 'Brigade');
} else if (mode === 'test') {
  install();
  ensureChromium();
  p(['--filter', '@brigade/web', 'build'], 'web build');
  p(['lint'], 'lint');
  p(['typecheck'], 'typecheck');
  const report = join(tmpdir(), `brigade-vitest-${process.pid}.json`);
  const status = run(pnpmCmd, [...pnpmPre, 'exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    rmSync(report, { force: true });
    // A plain closing line any CI reader understands.
    console.log(`\ntests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`);
  }
  process.exit(status);
} else {
  console.error('Usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}
