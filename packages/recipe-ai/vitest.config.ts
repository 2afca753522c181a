import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'recipe-ai',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The browser tests run beside these on the other core (scripts/bootstrap.mjs): room for a loaded machine.
    testTimeout: 30_000,
  },
});
