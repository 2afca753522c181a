import { defineProject } from 'vitest/config';

/**
 * The repository (medium) tests again, on a real PostgreSQL server the run starts itself
 * (test/support/postgres-global-setup.ts). SQLite-only tests (upgrade copies, the online backup)
 * and the pure library tests stay in the `db` project.
 */
export default defineProject({
  test: {
    name: 'db-pg',
    // Files share their worker's loaded modules (every test makes its own server and database):
    // loading the server's modules again for each file was a quarter of the test run.
    isolate: false,
    include: ['test/repositories.test.ts', 'test/recipe-repositories.test.ts', 'test/session-leases.test.ts', 'test/session-plans.test.ts', 'test/pace.test.ts', 'test/postgres*.test.ts'],
    env: { BRIGADE_TEST_DIALECT: 'postgres' },
    globalSetup: ['test/support/postgres-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
