import { defineProject } from 'vitest/config';

/**
 * The services' medium tests over a real database (the live planner against the tables), again on
 * PostgreSQL (issue 16): newTestDatabase gives each test a fresh database on the run's server.
 */
export default defineProject({
  test: {
    name: 'api-pg',
    include: ['test/**/*.test.ts'],
    env: { BRIGADE_TEST_DIALECT: 'postgres' },
    globalSetup: ['../db/test/support/postgres-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
