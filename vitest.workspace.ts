// The list of test projects. Vitest 4 no longer reads this file by itself:
// vitest.config.ts imports it as `test.projects`, so this stays the one list.
export default [
  'packages/domain',
  'packages/contracts',
  'packages/db',
  'packages/db/vitest.pg.config.ts',
  'packages/recipe-ai',
  'packages/api',
  'packages/api/vitest.pg.config.ts',
  'apps/server',
  'apps/server/vitest.pg.config.ts',
  'apps/web',
  'e2e',
];
