import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

/**
 * Zod's classic build (`zod`, `zod/v4`, `zod/v3`) costs every page that reaches it 31.7 kB gzip; code
 * that may run in the browser uses `zod/mini` (decision 0015). Server-only code (route handlers,
 * server actions, mocks) may use either; features/ and platform/ keep one style throughout.
 */
const classicZod = ['zod', 'zod/v4', 'zod/v4/classic', 'zod/v3'].map((name) => ({
  name,
  message: "Use `import * as z from 'zod/mini'`: classic zod puts 31.7 kB gzip on every page (decision 0015).",
}));

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // No module reaches itself again at run time: `import type` is erased and does not count.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // One feature, one folder (decision 0031): app -> features -> platform. Platform is what every
    // feature uses and knows none of them; nothing but the tests and the mocked backend imports mocks.
    files: ['platform/**/*.{ts,tsx}', 'tests/lint/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: classicZod,
          patterns: [
            { group: ['@/features/*', '@/features/**'], message: 'Platform never imports a feature (decision 0031).' },
            { group: ['@/app/*', '@/app/**', '@/mocks/*', '@/mocks/**'], message: 'Platform imports neither routes nor mocks (decision 0031).' },
          ],
        },
      ],
    },
  },
  {
    files: ['features/**/*.{ts,tsx}', 'instrumentation-client.ts', 'tests/lint/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: classicZod,
          patterns: [{ group: ['@/app/*', '@/app/**', '@/mocks/*', '@/mocks/**'], message: 'Features import neither routes nor mocks (decision 0031).' }],
        },
      ],
    },
  },
  {
    // Rules, backend calls and stores are plain TypeScript: React only in components (.tsx) and hooks.
    files: ['features/**/*.ts', 'tests/lint/features/**/*.ts'],
    ignores: ['**/use-*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: classicZod,
          patterns: [
            { group: ['react', 'react-dom', 'react-dom/*'], message: 'React belongs in components and use-* hooks.' },
            { group: ['@/app/*', '@/app/**', '@/mocks/*', '@/mocks/**'], message: 'Features import neither routes nor mocks (decision 0031).' },
          ],
        },
      ],
    },
  },
  {
    files: ['platform/**/*.ts', 'tests/lint/platform/**/*.ts'],
    ignores: ['**/use-*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: classicZod,
          patterns: [
            { group: ['react', 'react-dom', 'react-dom/*'], message: 'React belongs in components and use-* hooks.' },
            { group: ['@/features/*', '@/features/**'], message: 'Platform never imports a feature (decision 0031).' },
            { group: ['@/app/*', '@/app/**', '@/mocks/*', '@/mocks/**'], message: 'Platform imports neither routes nor mocks (decision 0031).' },
          ],
        },
      ],
    },
  },
  {
    // tests/lint/ breaks the rules on purpose: tests/unit/lint-boundaries.test.ts lints it on its own.
    ignores: ['.next/**', 'node_modules/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'tests/lint/**'],
  },
];

export default config;
