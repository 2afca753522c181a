import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // TypeScript already checks names; no-undef only misfires on browser and Node globals.
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tests (and the live benchmark) read loosely typed JSON answers; `any` there keeps assertions readable.
    files: ['**/test/**', '**/*.test.ts', 'e2e/**', 'scripts/bench-live.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
