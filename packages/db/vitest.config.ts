import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'db',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The browser tests run beside these on the other core (scripts/bootstrap.mjs): room for a loaded machine.
    testTimeout: 30_000,
    // PostgreSQL-only tests run in the db-pg project (vitest.pg.config.ts).
    exclude: ['test/postgres*.test.ts', '**/node_modules/**'],
  },
});
