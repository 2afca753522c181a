import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cookPathCompileHints } from './build/compile-hints';
import { languageManifests, manifestIn } from './build/web-manifests';

// In development Vite serves the app and forwards every server path to `pnpm --filter @brigade/server dev`.
const backend = 'http://localhost:3000';

/** Small modules the cook's screens (join, skills, cook) share; none is needed by the app's entry. */
const COOK_SHARED = /[\\/](features[\\/](cook[\\/](messages|device|cook-tasks|alerts|skill-words)|sessions[\\/]shopping[\\/]units)|app[\\/]kitchen-words|contracts[\\/]src[\\/](session-rules|quantities))\.tsx?$/;

/** The precompressed files' settings (also used again for the chunks build/compile-hints.ts changes last). */
const BROTLI_QUALITY = 11;
const GZIP_LEVEL = 9;

/** The installed app, whatever the language (its texts per language: build/web-manifests.ts). */
const APP_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#b4532a',
  background_color: '#fbf7f1',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** Server paths the service worker must never answer with the app page. */
const SERVER_PATHS = [/^\/(api|trpc|ws|healthz|metrics|trust)(\/|$)/, /^\/robots\.txt$/, /^\/kitchen-ca\.(crt|mobileconfig)$/];

/**
 * index.html's early-requests script preloads the task map's chunks and starts elk's layout worker
 * (for a map without a kept layout) while the app's scripts load: their names are hashed, so they
 * are written in here once the bundle is known (development keeps the empty values: nothing early).
 */
function earlyLayoutWorker(): Plugin {
  return {
    name: 'brigade:early-layout-worker',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const worker = Object.keys(bundle).find((file) => /(^|\/)elk-layout\.worker-[\w-]+\.js$/.test(file));
        // The map screen's chunks (and their styles): preloaded by the same script, beside the entry's.
        const files = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (!chunk || chunk.type !== 'chunk' || files.has(file)) return;
          files.add(file);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          chunk.imports.forEach(visit);
        };
        const map = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/features/taskmap/TaskMapPage.tsx'));
        if (map) visit(map.fileName);
        const mapFiles = [...files].filter((file) => !html.includes(file)).map((file) => `/${file}`);
        return html
          .replace('EARLY_LAYOUT_WORKER = null', `EARLY_LAYOUT_WORKER = ${JSON.stringify(worker ? `/${worker}` : null)}`)
          .replace('EARLY_MAP_FILES = []', `EARLY_MAP_FILES = ${JSON.stringify(mapFiles)}`);
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    // The message catalogues (src/i18n/locales) compiled at build time: no message parser on phones.
    lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)), failOnCompileError: true }),
    earlyLayoutWorker(),
    // The cook path's chunks compile on a background thread as they stream in (build/compile-hints.ts).
    cookPathCompileHints({
      '.br': (source) => brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
      '.gz': (source) => gzipSync(source, { level: GZIP_LEVEL }),
    }),
    // Installable, and the cook page opens without a connection: Workbox precaches the app
    // shell (page, scripts, styles, icons) and answers every app route with the cached page.
    // Host-only heavy parts (the task map's elk worker) are left out and cached when first used.
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by the app once its first screen is drawn (src/app/service-worker.ts), so the
      // install's downloads never compete with the first view.
      injectRegister: false,
      // The English manifest; the other languages' are written beside it (build/web-manifests.ts).
      manifest: manifestIn(APP_MANIFEST, 'en'),
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/elk-layout.worker-*.js', '**/TaskFlow-*', '**/TaskMapPage-*', '**/RecipeStudioPage-*'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: SERVER_PATHS,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Hashed files never change: whatever was left out of the precache is kept once used.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'brigade-assets', expiration: { maxEntries: 60 } },
          },
        ],
      },
    }),
    languageManifests(APP_MANIFEST),
    // Brotli at its best quality (and gzip -9) once at build time; the server sends these files
    // as they are (@fastify/static preCompressed) instead of compressing each request at the
    // fast setting: about 14 % fewer bytes on the cook path.
    compression({
      threshold: 512,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }), defineAlgorithm('gzip', { level: GZIP_LEVEL })],
    }),
  ],
  server: {
    proxy: {
      '/trpc': { target: backend, ws: true },
      '/api': backend,
      '/ws': { target: backend, ws: true },
      '/healthz': backend,
      '/trust': backend,
      '/kitchen-ca.crt': backend,
      '/kitchen-ca.mobileconfig': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // Everything the entry imports statically loads before any screen anyway: as one chunk
            // (rolldown folds it into the entry) it is one request instead of six, and compresses
            // better as one stream (cook path 120.9 -> 115.3 KB, join 110.3 -> 104.4 KB in bench:cook).
            // Left alone, rolldown splits React's jsx runtime, the router, the UI kit, the query client
            // and the error helpers into chunks of their own because the screens share them too.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The cook's screens share a handful of tiny modules; as one chunk they cost one
            // request (and one set of headers) instead of eight on a slow phone connection.
            { name: 'cook-shared', test: COOK_SHARED },
          ],
        },
      },
    },
  },
});
