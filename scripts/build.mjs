#!/usr/bin/env node
// Builds Brigade for production, each step only when its inputs are newer than its output:
//
//   node scripts/build.mjs server   web app (Vite) + server bundle for plain node: apps/server/dist/
//   node scripts/build.mjs exe      all of the above + the single executable: dist/brigade
//
// The plain-node build (apps/server/dist/):
//   brigade.cjs     the server and the operator commands (apps/server/src/bin.ts), one CommonJS file;
//                   the packages in EXTERNAL stay outside and load from node_modules
//   web/            the built web app
//   recipes/        the recipe library seeded on first start
//   <name>.cjs      one bundle per EXTRA_ENTRIES line (worker entries), next to the server bundle
//
// The single executable (dist/brigade) is Node's own binary (stripped) with a SEA blob injected by
// postject: a second bundle of bin.ts in which EXTERNAL's native addons are carried as assets
// instead, plus every file of apps/server/dist/ above as an asset under the same relative path, and
// manifest.json listing them. At start-up apps/server/src/runtime/sea-assets.ts extracts them once
// to a content-hashed temp folder; see there for how addons, worker bundles and other JavaScript
// on disk are loaded from it.
//
// Plain JavaScript so that bootstrap.mjs can import it before anything is compiled; esbuild and
// postject are imported only when a build actually runs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => join(root, ...parts);

export const SERVER_DIST = at('apps/server/dist');
export const SERVER_BUNDLE = join(SERVER_DIST, 'brigade.cjs');
export const WEB_DIST = at('apps/web/dist');
export const EXE = at('dist/brigade');

/**
 * Extra bundles written next to the server bundle (and carried by the executable): one line each,
 * e.g. `{ in: 'packages/api/src/planner/planner-worker.ts', out: 'planner-worker' }` gives
 * apps/server/dist/planner-worker.cjs; the server finds it with `bundledFile('planner-worker.cjs')`
 * (apps/server/src/runtime/build-info.ts), which inside the executable is the extracted real file.
 */
export const EXTRA_ENTRIES = [{ in: 'packages/api/src/live/engine/planner/plan-worker.ts', out: 'plan-worker' }];

/**
 * Packages left out of the plain-node bundle (native addons, and libraries that find their own
 * files through __dirname such as piscina). The executable bundles their JavaScript except for
 * the native parts, which SEA_NATIVE carries as assets.
 */
const EXTERNAL = ['better-sqlite3', '@node-rs/argon2', 'piscina'];

/** Native addons the executable carries: asset key → where the installed package keeps it. */
const SEA_NATIVE = {
  'native/better_sqlite3.node': () => serverRequire.resolve('better-sqlite3/build/Release/better_sqlite3.node'),
  'native/argon2.node': () => createRequire(serverRequire.resolve('@node-rs/argon2'))
    .resolve('@node-rs/argon2-linux-x64-gnu/argon2.linux-x64-gnu.node'),
};
const serverRequire = createRequire(at('apps/server/package.json'));
const apiRequire = createRequire(at('packages/api/package.json'));

/**
 * Packages the executable carries as plain files rather than bundled (each under
 * `node_modules/<name>/` in the extracted folder), because they find their own files through
 * __dirname: piscina starts its worker from `dist/worker.js` beside itself. The bundle's
 * `require('<name>')` becomes `requireExtracted('node_modules/<name>')` (runtime/sea-assets.ts).
 * A package that is not installed (nothing uses it yet) is skipped. Their own dependencies must
 * be listed here too.
 */
const SEA_DISK_PACKAGES = ['piscina'];

/** The installed folder of `name` as the server resolves it, or null when not installed. */
function packageFolder(name) {
  let file;
  // The server's own dependencies, then those of the workspace packages it bundles (pnpm keeps
  // each package's dependencies visible to that package only: piscina belongs to @brigade/api).
  for (const from of [serverRequire, apiRequire]) {
    try {
      file = from.resolve(name);
      break;
    } catch {
      // not a dependency of this package
    }
  }
  if (!file) return null;
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === name) return dir;
  }
  return null;
}

/** What each output is built from (folders are walked; node_modules and dist are skipped). */
const WEB_INPUTS = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'packages/contracts/src', 'packages/domain/src', 'pnpm-lock.yaml'];
const SERVER_INPUTS = ['apps/server/src', 'apps/server/package.json', 'packages', 'pnpm-lock.yaml', 'package.json', 'scripts/build.mjs'];

/** Newest modification time (ms) among `paths`, walking folders. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    let st;
    try {
      st = statSync(path);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(path)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        visit(join(path, name));
      }
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  for (const p of paths) visit(at(p));
  return newest;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

export function webIsStale() {
  return mtime(join(WEB_DIST, 'index.html')) < newestMtime(WEB_INPUTS);
}
export function serverIsStale() {
  const built = mtime(SERVER_BUNDLE);
  return built < newestMtime(SERVER_INPUTS) || built < mtime(join(WEB_DIST, 'index.html'));
}
export function exeIsStale() {
  return mtime(EXE) < Math.max(mtime(SERVER_BUNDLE), newestMtime(['scripts/build.mjs', 'apps/server/src', 'packages']));
}

function version() {
  return JSON.parse(readFileSync(at('package.json'), 'utf8')).version ?? '0.0.0';
}

/** esbuild options shared by both bundles. */
function bundleOptions() {
  return {
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: false,
    // Smaller is faster to parse at every start; names are kept for readable errors.
    minify: true,
    keepNames: true,
    legalComments: 'none',
    logLevel: 'warning',
    // Sources are ES modules; in CommonJS `import.meta.url` becomes this file's URL.
    define: {
      'import.meta.url': '__brigade_import_meta_url',
      __BRIGADE_BUILD__: JSON.stringify({ version: version() }),
    },
    banner: { js: "var __brigade_import_meta_url = require('node:url').pathToFileURL(__filename).href;" },
    // pino-pretty's optional config-file support needs an ESM-only package it never reaches here.
    logOverride: { 'require-resolve-not-external': 'silent' },
  };
}

function step(what) {
  process.stdout.write(`› ${what}\n`);
}

/** Runs pnpm (found on PATH by bootstrap.mjs, passed in as argv prefix). */
export function buildWeb(pnpm = ['pnpm']) {
  step('Building the web app…');
  const r = spawnSync(pnpm[0], [...pnpm.slice(1), '--filter', '@brigade/web', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], cwd: root });
  if (r.status !== 0) throw new Error(`web build failed (exit ${r.status})`);
}

/** The plain-node build: apps/server/dist/. */
export async function buildServer() {
  step('Building the server…');
  const esbuild = await import('esbuild');
  const scratch = `${SERVER_DIST}.tmp-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  await esbuild.build({
    ...bundleOptions(),
    entryPoints: [{ in: at('apps/server/src/bin.ts'), out: 'brigade' }, ...EXTRA_ENTRIES.map((e) => ({ in: at(e.in), out: e.out }))],
    outdir: scratch,
    outExtension: { '.js': '.cjs' },
    external: EXTERNAL,
  });
  if (existsSync(join(WEB_DIST, 'index.html'))) cpSync(WEB_DIST, join(scratch, 'web'), { recursive: true });
  cpSync(at('packages/db/src/seed/recipes'), join(scratch, 'recipes'), { recursive: true, filter: (src) => !src.endsWith('.test.ts') });
  rmSync(SERVER_DIST, { recursive: true, force: true });
  renameSync(scratch, SERVER_DIST);
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir) {
  const out = [];
  const visit = (sub) => {
    for (const entry of readdirSync(join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) visit(rel);
      else out.push(rel);
    }
  };
  visit('');
  return out;
}

/** The executable: dist/brigade. Needs a fresh plain-node build (its files become assets). */
export async function buildExe() {
  step('Building the single executable dist/brigade…');
  const esbuild = await import('esbuild');
  const work = at('dist/sea');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });

  // In the executable `require` reaches only built-ins: argon2's loader is replaced by the addon
  // carried as an asset; better-sqlite3 gets its addon through `nativeBinding` (build-info.ts).
  const seaAssets = at('apps/server/src/runtime/sea-assets.ts');
  const addons = {
    name: 'sea-native-addons',
    setup(build) {
      build.onResolve({ filter: /^@node-rs\/argon2$/ }, () => ({ path: 'argon2', namespace: 'sea-native' }));
      build.onLoad({ filter: /^argon2$/, namespace: 'sea-native' }, () => ({
        contents: `module.exports = require(${JSON.stringify(seaAssets)}).loadNativeAddon('native/argon2.node');`,
        resolveDir: root,
        loader: 'js',
      }));
      const onDisk = SEA_DISK_PACKAGES.filter((name) => packageFolder(name));
      if (onDisk.length > 0) {
        const names = new RegExp(`^(${onDisk.map((n) => n.replace(/[/.]/g, '\\$&')).join('|')})$`);
        build.onResolve({ filter: names }, (args) => ({ path: args.path, namespace: 'sea-disk' }));
        build.onLoad({ filter: /.*/, namespace: 'sea-disk' }, (args) => ({
          contents: `module.exports = require(${JSON.stringify(seaAssets)}).requireExtracted('node_modules/${args.path}');`,
          resolveDir: root,
          loader: 'js',
        }));
      }
      // ws tries these optional speed-ups in a try block; a require of a missing package would make
      // the executable print a warning, so they are modules that throw at once instead.
      build.onResolve({ filter: /^(bufferutil|utf-8-validate)$/ }, (args) => ({ path: args.path, namespace: 'sea-absent' }));
      build.onLoad({ filter: /.*/, namespace: 'sea-absent' }, (args) => ({ contents: `throw new Error('${args.path} is not in the executable');`, loader: 'js' }));
    },
  };
  const main = join(work, 'brigade-sea.cjs');
  await esbuild.build({ ...bundleOptions(), entryPoints: [at('apps/server/src/bin.ts')], outfile: main, plugins: [addons] });

  const assets = {};
  for (const rel of filesUnder(SERVER_DIST)) if (rel !== 'brigade.cjs') assets[rel] = join(SERVER_DIST, rel);
  for (const [key, find] of Object.entries(SEA_NATIVE)) assets[key] = find();
  for (const name of SEA_DISK_PACKAGES) {
    const folder = packageFolder(name);
    if (!folder) continue;
    for (const rel of filesUnder(folder)) if (!rel.startsWith('node_modules/')) assets[`node_modules/${name}/${rel}`] = join(folder, rel);
  }
  const hash = createHash('sha256');
  for (const key of Object.keys(assets).sort()) hash.update(key).update('\0').update(readFileSync(assets[key])).update('\0');
  const manifest = { hash: hash.digest('hex').slice(0, 16), assets: Object.keys(assets).sort() };
  writeFileSync(join(work, 'manifest.json'), JSON.stringify(manifest));
  assets['manifest.json'] = join(work, 'manifest.json');

  const blob = join(work, 'sea-prep.blob');
  writeFileSync(
    join(work, 'sea-config.json'),
    JSON.stringify({ main, output: blob, disableExperimentalSEAWarning: true, useCodeCache: true, useSnapshot: false, assets }, null, 2),
  );
  const prep = spawnSync(process.execPath, ['--experimental-sea-config', join(work, 'sea-config.json')], { cwd: work, encoding: 'utf8' });
  if (prep.status !== 0) throw new Error(`node --experimental-sea-config failed:\n${prep.stderr}`);

  const binary = join(work, 'brigade');
  copyFileSync(process.execPath, binary);
  chmodSync(binary, 0o755);
  // Node's symbols are no use to a user and are tens of MB; strip when binutils is there.
  if (spawnSync('strip', ['--strip-all', binary], { stdio: 'ignore' }).status !== 0) {
    process.stdout.write('  (strip not found: the executable keeps its symbols and is larger)\n');
  }
  const { inject } = createRequire(import.meta.url)('postject');
  // postject's ELF reader warns about the stripped binary's '.note' sections; harmless, so hushed.
  const warn = console.warn;
  console.warn = () => {};
  try {
    await inject(binary, 'NODE_SEA_BLOB', readFileSync(blob), { sentinelFuse: 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2', overwrite: true });
  } finally {
    console.warn = warn;
  }
  mkdirSync(dirname(EXE), { recursive: true });
  renameSync(binary, EXE);
  rmSync(work, { recursive: true, force: true });
  const mb = (statSync(EXE).size / 1024 / 1024).toFixed(1);
  process.stdout.write(`  ${relative(process.cwd(), EXE) || EXE}: ${mb} MB\n`);
}

/** Builds what is stale for `target` ('server' or 'exe'); `force` rebuilds everything. */
export async function build(target, { force = false, pnpm } = {}) {
  let built = false;
  if (force || webIsStale()) buildWeb(pnpm);
  if (force || serverIsStale()) {
    await buildServer();
    built = true;
  }
  if (target === 'exe' && (force || exeIsStale())) {
    await buildExe();
    built = true;
  }
  // esbuild keeps a service process; let it go so that callers (npm start) keep no extra child.
  if (built) (await import('esbuild')).stop();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const target = process.argv[2];
  const force = process.argv.includes('--force');
  if (target !== 'server' && target !== 'exe') {
    console.error('Usage: node scripts/build.mjs server|exe [--force]');
    process.exit(2);
  }
  build(target, { force }).catch((error) => {
    console.error(`✖ ${error.message ?? error}`);
    process.exit(1);
  });
}
