import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) })],
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
    // The browser tests run beside these on the other core (scripts/bootstrap.mjs): room for a loaded machine.
    testTimeout: 30_000,
  },
});
