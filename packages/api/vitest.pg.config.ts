import { defineProject } from 'vitest/config';

/**
 * The services' medium tests over a real database (the live planner against the tables), again on
 * PostgreSQL (issue 16): newTestDatabase gives each test a fresh database on the run's server.
 */
export default defineProject({
  test: {
    name: 'api-pg',
    // Files share their worker's loaded modules (every test makes its own server and database):
    // loading the server's modules again for each file was a quarter of the test run.
    isolate: false,
    include: ['test/**/*.test.ts'],
    env: { BRIGADE_TEST_DIALECT: 'postgres' },
    globalSetup: ['../db/test/support/postgres-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
