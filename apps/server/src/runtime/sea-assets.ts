import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Files carried inside the single executable (Node's "single executable applications").
 *
 * How the executable finds its files: `scripts/build-exe.mjs` adds every file of the server's build
 * folder (web app, recipe library, extra bundles such as worker entries) and the native addons as
 * SEA assets, plus `manifest.json`: the list of asset keys (Node 20 has no `sea.getAssetKeys()`)
 * and one content hash for all of them. At start-up `extractedRoot()` writes the assets once into
 * `<tmpdir>/brigade-<hash>/` (into a scratch folder first, then renamed, so two processes starting
 * at once never see half a folder) and returns that real path. The layout inside is the same as the
 * plain-node build folder (`dist/server/`), so code asks `resourceRoot()` and never cares which.
 *
 * Loading code from there: inside a single executable the plain `require` loads only Node's
 * built-in modules. A native addon is loaded with `process.dlopen` (`loadNativeAddon`); ordinary
 * JavaScript on disk (a worker bundle, or a library kept outside the bundle such as piscina's
 * dist files added as assets) is loaded with `createRequire(realPathOnDisk)`
 * (`requireExtracted`), and a worker thread is started from the extracted file's path.
 */

interface Manifest {
  hash: string;
  /** Asset keys, relative paths inside the extracted folder ('web/index.html', 'native/better_sqlite3.node', ...). */
  assets: string[];
}

type SeaModule = { isSea(): boolean; getAsset(key: string): ArrayBuffer; getAsset(key: string, encoding: string): string };

function seaModule(): SeaModule | null {
  try {
    // `node:sea` exists from Node 20.12; older or plain runs have no executable to read from.
    const sea = (process as unknown as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule?.('node:sea') as SeaModule | undefined;
    return sea?.isSea() ? sea : null;
  } catch {
    return null;
  }
}

/** True inside the single executable. */
export function isSea(): boolean {
  return seaModule() !== null;
}

let root: string | undefined;

/** The folder holding the executable's assets, extracted on first use (once per build and machine). */
export function extractedRoot(): string {
  if (root) return root;
  const sea = seaModule();
  if (!sea) throw new Error('extractedRoot() is only available inside the single executable');
  const manifest = JSON.parse(sea.getAsset('manifest.json', 'utf8')) as Manifest;
  const base = process.env.BRIGADE_EXTRACT_DIR ?? tmpdir();
  const target = join(base, `brigade-${manifest.hash}`);
  // A complete folder has its marker; a temp cleaner may have removed files, so check them all.
  if (!(existsSync(join(target, '.complete')) && manifest.assets.every((key) => existsSync(join(target, key))))) {
    const scratch = `${target}.tmp-${process.pid}`;
    rmSync(scratch, { recursive: true, force: true });
    for (const key of manifest.assets) {
      const file = join(scratch, key);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, new Uint8Array(sea.getAsset(key)), { mode: 0o755 });
    }
    writeFileSync(join(scratch, '.complete'), manifest.hash);
    rmSync(target, { recursive: true, force: true });
    try {
      renameSync(scratch, target);
    } catch (error) {
      // Another process won the race: its folder is as good as ours.
      rmSync(scratch, { recursive: true, force: true });
      if (!existsSync(join(target, '.complete'))) throw error;
    }
  }
  root = target;
  return root;
}

/** Loads a native addon (`.node`) that the executable carries, by its asset key. */
export function loadNativeAddon(key: string): object {
  const module = { exports: {} as object };
  process.dlopen(module, join(extractedRoot(), key));
  return module.exports;
}

/** Requires a JavaScript file that the executable carries, by its asset key (see above). */
export function requireExtracted(key: string): unknown {
  const file = join(extractedRoot(), key);
  return createRequire(file)(file);
}
