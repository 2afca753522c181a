import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// In development Vite serves the app and forwards every server path to `pnpm --filter @brigade/server dev`.
const backend = 'http://localhost:3000';

/** Server paths the service worker must never answer with the app page. */
const SERVER_PATHS = [/^\/(api|trpc|ws|healthz|metrics)(\/|$)/, /^\/robots\.txt$/];

export default defineConfig({
  plugins: [
    react(),
    // Installable, and the cook page opens without a connection: Workbox precaches the app
    // shell (page, scripts, styles, icons) and answers every app route with the cached page.
    // Host-only heavy parts (the task map's elk worker) are left out and cached when first used.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Brigade',
        short_name: 'Brigade',
        description: 'Cook a meal together: join with a 6-character code and get your next task.',
        lang: 'en',
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
      },
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
  ],
  server: {
    proxy: {
      '/trpc': { target: backend, ws: true },
      '/api': backend,
      '/ws': { target: backend, ws: true },
      '/healthz': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
});
