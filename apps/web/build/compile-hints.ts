import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): a file that starts with this comment has all
 * its functions compiled eagerly, on a background thread while it streams in, instead of lazily on
 * the main thread the first time each function runs. Other browsers read it as a plain comment.
 * https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What the plugin needs to know of a rendered chunk. */
export interface ChunkFacts {
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
}

/**
 * The chunks the cook's phone runs nearly all of on its first screen: the start-up chunk (React,
 * the router, the query client: everything the entry imports) and the cook screens' own chunks.
 * On /cook their first-run compilation was the main thread's largest share after the first paint,
 * where Lighthouse counts it as blocking time. Host-only screens are left lazy.
 */
export const COOK_PATH_SCREENS = /[\\/]features[\\/]cook[\\/](CookDashboardPage|JoinPage|SkillsPage)\.tsx$/;
/**
 * `app` is the start-up group (vite.config.ts, tag $initial): since the entry awaits the page's
 * messages before its first render (top-level await), rolldown keeps the entry's code there and
 * index.html loads it beside the runtime chunk, so it is no longer the `isEntry` chunk.
 */
export const COOK_PATH_CHUNKS = new Set(['app', 'live', 'cook-shared']);

export function wantsCompileHint(chunk: ChunkFacts): boolean {
  if (chunk.isEntry) return true;
  if (chunk.facadeModuleId && COOK_PATH_SCREENS.test(chunk.facadeModuleId)) return true;
  return COOK_PATH_CHUNKS.has(chunk.name);
}

/** Compresses a file's text the way the build's compression step does (one per suffix: '.br', '.gz'). */
export type Recompress = Record<string, (source: Buffer) => Buffer>;

/**
 * Puts the compile hint on the first line of the cook path's chunks. V8 takes the hint only there:
 * placed below Vite's one-line preload map (`const __vite__mapDeps=...`) it changed nothing (main
 * thread compile on /cook 53.5 ms vs 56.6 without; on the first line 12 ms). So it runs last, once
 * Vite has written that line (and the minifier, which drops comments, is done), and compresses the
 * hinted chunks again for their precompressed siblings (`recompress`, the build's own settings).
 */
export function cookPathCompileHints(recompress: Recompress): Plugin {
  return {
    name: 'brigade:cook-path-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !wantsCompileHint(chunk) || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          for (const [suffix, compress] of Object.entries(recompress)) {
            const sibling = bundle[chunk.fileName + suffix];
            if (sibling?.type === 'asset') sibling.source = compress(Buffer.from(chunk.code));
          }
        }
      },
    },
  };
}
