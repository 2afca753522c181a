#!/usr/bin/env node
// The front door: `npm start` and `npm test` work on a machine that has only Node 20 and npm.
// This script finds (or fetches from the npm registry) pnpm, installs the workspace and builds,
// each only when missing or stale (scripts/build.mjs), then starts the compiled server with plain
// node, runs an operator command, or runs every test. Plain JavaScript: nothing is installed yet.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

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
let pnpmFound;
/** pnpm's command line, looked up only when needed (a warm start never runs pnpm). */
const pnpmArgv = () => {
  pnpmFound ??= pnpm();
  return [pnpmFound[0], ...pnpmFound[1]];
};
const p = (args, what) => {
  const [cmd, ...pre] = pnpmArgv();
  must(cmd, [...pre, ...args], what);
};

/** Written after a successful install: the lockfile's hash, so a changed lockfile reinstalls. */
const INSTALL_MARKER = join(root, 'node_modules', '.brigade-installed');
const lockHash = () => createHash('sha256').update(readFileSync(join(root, 'pnpm-lock.yaml'))).digest('hex');

function install() {
  if (existsSync(INSTALL_MARKER) && readFileSync(INSTALL_MARKER, 'utf8') === lockHash()) return;
  console.log('› Installing dependencies (the first time compiles SQLite, about 2 minutes)…');
  p(['install', '--frozen-lockfile'], 'pnpm install');
  writeFileSync(INSTALL_MARKER, lockHash());
}

/** Builds what is missing or stale: web app and server bundle, and for the tests the executable. */
async function buildStale(target = 'server') {
  const { build } = await import('./build.mjs');
  try {
    await build(target, { pnpm: pnpmArgv() });
  } catch (error) {
    console.error(`\n✖ Build failed: ${error.message ?? error}`);
    process.exit(1);
  }
}

/**
 * Runs the compiled server or an operator command with plain node, in this process: no second
 * node to start, and Ctrl-C or SIGTERM reach the server's own handlers directly.
 */
async function runBuilt(args) {
  const { SERVER_BUNDLE } = await import('./build.mjs');
  process.argv = [process.argv[0], SERVER_BUNDLE, ...args];
  createRequire(import.meta.url)(SERVER_BUNDLE);
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

/** Debian's Firefox ESR for the cook page's Firefox test (WebDriver BiDi); installed when missing and we are allowed to. */
function ensureFirefox() {
  const path = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
  if (existsSync(path)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && quiet('which', ['apt-get'])) {
    console.log('› Installing Debian firefox-esr for the browser tests…');
    must('apt-get', ['update', '-qq'], 'apt-get update');
    must('apt-get', ['install', '-y', '-qq', 'firefox-esr'], 'apt-get install firefox-esr');
    return;
  }
  console.error(`✖ Firefox is needed for the browser tests: install Debian's "firefox-esr" package or set FIREFOX_PATH.`);
  process.exit(1);
}

/**
 * Debian's PostgreSQL for the tests that run on PostgreSQL too (projects db-pg and server-pg start
 * their own throw-away server with its initdb and pg_ctl); installed when missing and we are
 * allowed to. BRIGADE_TEST_POSTGRES_URL (a server of your own) makes it unnecessary.
 */
function ensurePostgres() {
  if (process.env.BRIGADE_TEST_POSTGRES_URL || process.env.BRIGADE_TEST_POSTGRES_BIN) return;
  const root = '/usr/lib/postgresql';
  const found = existsSync(root) && readdirSync(root).some((v) => existsSync(join(root, v, 'bin', 'initdb')));
  if (found) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && quiet('which', ['apt-get'])) {
    console.log('› Installing Debian postgresql for the PostgreSQL tests…');
    must('apt-get', ['update', '-qq'], 'apt-get update');
    must('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], 'apt-get install postgresql');
    return;
  }
  console.error(`✖ The PostgreSQL tests need Debian's "postgresql" package (initdb under /usr/lib/postgresql), or BRIGADE_TEST_POSTGRES_URL pointing at a server you run.`);
  process.exit(1);
}

/**
 * Debian's libnss3-tools (certutil) for the browser test that trusts the kitchen CA the way a phone
 * that installed it does (Chromium's NSS store under a temporary HOME); installed when missing.
 */
function ensureNssTools() {
  if (existsSync('/usr/bin/certutil')) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && quiet('which', ['apt-get'])) {
    console.log('› Installing Debian libnss3-tools (certutil) for the HTTPS browser test…');
    must('apt-get', ['update', '-qq'], 'apt-get update');
    must('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'libnss3-tools'], 'apt-get install libnss3-tools');
    return;
  }
  console.error(`✖ The HTTPS browser test needs Debian's "libnss3-tools" package (certutil).`);
  process.exit(1);
}

if (mode === 'start') {
  install();
  await buildStale();
  await runBuilt(['serve']);
} else if (mode === 'brigade') {
  // `npm run brigade -- promote <user> host`, `... backup <file>`: the same compiled command line.
  install();
  await buildStale();
  await runBuilt(process.argv.slice(3));
} else if (mode === 'test') {
  install();
  ensureChromium();
  ensureFirefox();
  ensureNssTools();
  ensurePostgres();
  // The executable too, before the tests rather than inside one of them, so its build does not
  // compete for the CPU with timing-sensitive tests (its test then reuses this fresh build).
  await buildStale('exe');
  p(['lint'], 'lint');
  // No import circle anywhere (madge): a circle once closed stays closed (issue 38.9).
  p(['check:circular'], 'import circles (pnpm check:circular)');
  p(['typecheck'], 'typecheck');
  // One vitest run, one worker: the browser tests (a real server and Chromium each) already use the
  // second core, and a second vitest run beside them doubled every file's time and timed tests out.
  const [pnpmCmd, ...pnpmPre] = pnpmArgv();
  const report = join(tmpdir(), `brigade-vitest-${process.pid}.json`);
  const status = run(pnpmCmd, [...pnpmPre, 'exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  const results = [report].filter((r) => existsSync(r)).map((r) => {
    const parsed = JSON.parse(readFileSync(r, 'utf8'));
    rmSync(r, { force: true });
    return parsed;
  });
  // The slowest files, so whoever reads a CI log knows where its time went.
  const slowest = results
    .flatMap((r) => r.testResults)
    .map((f) => ({ file: relative(root, f.name), s: (f.endTime - f.startTime) / 1000 }))
    .sort((a, b) => b.s - a.s)
    .slice(0, 25);
  console.log('\nslowest test files:');
  for (const f of slowest) console.log(`  ${f.s.toFixed(1).padStart(7)} s  ${f.file}`);
  const failed = results.flatMap((r) => r.testResults.flatMap((f) => {
    const tests = f.assertionResults.filter((a) => a.status === 'failed').map((a) => `${relative(root, f.name)} > ${a.fullName}`);
    return tests.length || f.status !== 'failed' ? tests : [`${relative(root, f.name)}: ${String(f.message).split('\n')[0]}`];
  }));
  if (failed.length) console.log(`\nfailed:\n${failed.map((f) => `  ✖ ${f}`).join('\n')}`);
  // A plain closing line any CI reader understands.
  const sum = (key) => results.reduce((n, r) => n + r[key], 0);
  console.log(`\ntests: ${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed, ${sum('numPendingTests') + sum('numTodoTests')} skipped`);
  process.exit(status);
} else {
  console.error('Usage: node scripts/bootstrap.mjs start|test|brigade [command]');
  process.exit(2);
}
