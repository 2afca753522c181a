import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'db',
    // Files share their worker's loaded modules (every test makes its own server and database):
    // loading the server's modules again for each file was a quarter of the test run.
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Room for a loaded machine (a long search took 9.8 s under load against its 5 s default).
    testTimeout: 30_000,
    // PostgreSQL-only tests run in the db-pg project (vitest.pg.config.ts).
    exclude: ['test/postgres*.test.ts', '**/node_modules/**'],
  },
});
