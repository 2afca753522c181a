import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) })],
  test: {
    name: 'web',
    // Files share their worker's loaded modules (every test makes its own server and database):
    // loading the server's modules again for each file was a quarter of the test run.
    isolate: false,
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
    // Room for a loaded machine (a long search took 9.8 s under load against its 5 s default).
    testTimeout: 30_000,
  },
});
