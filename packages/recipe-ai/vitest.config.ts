import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'recipe-ai',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
