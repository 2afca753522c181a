import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Room for a loaded machine (a long search took 9.8 s under load against its 5 s default).
    testTimeout: 30_000,
  },
});
