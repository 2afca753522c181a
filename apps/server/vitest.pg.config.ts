import { defineProject } from 'vitest/config';

/**
 * The integration suites again, on PostgreSQL (issue 16): the same files, with
 * BRIGADE_TEST_DIALECT=postgres so apps/server/test/harness.ts gives every test server a fresh
 * database on the PostgreSQL server this run starts (packages/db/test/support). A difference
 * between the dialects fails here. Left out: what is SQLite by nature (the executable, the CLI's
 * file paths and backups, upgrades of a SQLite file) and what does not touch the database.
 */
export const POSTGRES_SUITES = ['test/**/*.test.ts'];
export const SQLITE_ONLY = ['test/executable.test.ts', 'test/cli.test.ts', 'test/upgrade.test.ts', 'test/web-delivery.test.ts'];
/** The kitchen's HTTPS, its certificates and the trust page: the same whatever the database. */
export const NO_DATABASE = ['test/https.test.ts', 'test/secure-connection.test.ts', 'test/trust-languages.test.ts'];

export default defineProject({
  test: {
    name: 'server-pg',
    // Files share their worker's loaded modules (every test makes its own server and database):
    // loading the server's modules again for each file was a quarter of the test run.
    isolate: false,
    include: POSTGRES_SUITES,
    exclude: [...SQLITE_ONLY, ...NO_DATABASE, '**/node_modules/**'],
    env: { BRIGADE_TEST_DIALECT: 'postgres' },
    globalSetup: ['../../packages/db/test/support/postgres-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
