import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    // Files share their worker's loaded modules (every test makes its own server and database):
    // loading the server's modules again for each file was a quarter of the test run.
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // PostgreSQL-only suites run in the server-pg project (vitest.pg.config.ts).
    exclude: ['test/postgres-*.test.ts', '**/node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // expect.poll waits for what proves an outcome; vitest's 1 s default is shorter than a loaded
    // machine needs (a map laid out in its worker, a plan from the pool). A poll that never succeeds still fails.
    expect: { poll: { timeout: 10_000 } },
  },
});
