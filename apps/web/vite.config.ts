import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development Vite serves the app and forwards every server path to `pnpm --filter @brigade/server dev`.
const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
