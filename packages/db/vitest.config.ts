import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'db',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // PostgreSQL-only tests run in the db-pg project (vitest.pg.config.ts).
    exclude: ['test/postgres*.test.ts', '**/node_modules/**'],
  },
});
