import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractedRoot, isSea, loadNativeAddon } from './sea-assets';

/**
 * What esbuild writes into a build (`define`); absent when the sources run under tsx or vitest.
 * `scripts/build.mjs` sets it.
 */
declare const __BRIGADE_BUILD__: { version: string } | undefined;

const build = typeof __BRIGADE_BUILD__ === 'undefined' ? undefined : __BRIGADE_BUILD__;

/** How this process runs: from sources (tsx, tests), a plain-node build, or the single executable. */
export type RunMode = 'source' | 'bundle' | 'executable';

export function runMode(): RunMode {
  if (!build) return 'source';
  return isSea() ? 'executable' : 'bundle';
}

/** Brigade's version (the root package.json's), and how it runs. */
export function version(): string {
  if (build) return build.version;
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return `${pkg.version ?? '0.0.0'}-dev`;
  } catch {
    return 'dev';
  }
}

/**
 * Where a build's files are: the folder of the bundle for the plain-node build (`dist/server/`),
 * the extracted assets inside the single executable. Both have the same layout:
 * `web/` (the web app), `recipes/` (the recipe library) and any extra bundles (workers).
 * `undefined` when running from sources (each module then finds its files beside itself).
 */
export function resourceRoot(): string | undefined {
  switch (runMode()) {
    case 'source':
      return undefined;
    case 'executable':
      return extractedRoot();
    case 'bundle':
      return __dirname;
  }
}

/**
 * The path of an extra bundle written next to the server bundle (see EXTRA_ENTRIES in
 * scripts/build.mjs), e.g. a worker entry; `undefined` from sources, where callers use the source
 * file. Inside the executable it is a real extracted file: a Worker can start from it, and
 * `createRequire(path)` can load it (the executable's own `require` loads built-ins only).
 */
export function bundledFile(name: string): string | undefined {
  const rootDir = resourceRoot();
  if (!rootDir) return undefined;
  const file = join(rootDir, name);
  return existsSync(file) ? file : undefined;
}

/** The paths and addons createServer needs in this mode (all left to their defaults from sources). */
export function buildResources(): { webDist?: string; recipesDir?: string; sqliteBinding?: object } {
  const rootDir = resourceRoot();
  if (!rootDir) return {};
  return {
    webDist: join(rootDir, 'web'),
    recipesDir: join(rootDir, 'recipes'),
    ...(runMode() === 'executable' ? { sqliteBinding: loadNativeAddon('native/better_sqlite3.node') } : {}),
  };
}
