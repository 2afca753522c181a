import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The browser tests run beside these on the other core (scripts/bootstrap.mjs): room for a loaded machine.
    testTimeout: 30_000,
  },
});
