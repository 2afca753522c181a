import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    // Files share their worker's loaded modules (every test makes its own server and database):
    // loading the server's modules again for each file was a quarter of the test run.
    isolate: false,
    include: ['tests/**/*.test.ts'],
    // Browser flows drive a real Chromium against a real server: slower than unit tests.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // expect.poll waits for what proves an outcome; vitest's 1 s default is shorter than a loaded
    // machine needs (a map laid out in its worker, a plan from the pool). A poll that never succeeds still fails.
    expect: { poll: { timeout: 10_000 } },
  },
});
