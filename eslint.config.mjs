import { readdirSync } from 'node:fs';
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

const noMocks = { group: ['@/mocks/*', '@/mocks/**'], message: 'Only the tests and the mocked backend import mocks.' };
const noRoutes = { group: ['@/app/*', '@/app/**'], message: 'Routes import features, never the other way (decision 0031).' };
const noFeatures = { group: ['@/features/*', '@/features/**'], message: 'Platform never imports a feature (decision 0031).' };
/** The features, by folder: each one is reached from outside through its faces (decision 0031). */
const FEATURES = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * From outside a feature, only its faces: `@/features/<name>` (index.ts, safe anywhere) and
 * `@/features/<name>/server` (server code). Inside its own folder a feature reaches anything of its
 * own. `import()` is not an import declaration, so lazy chunks still name the module they load;
 * stylesheets are not code and are imported where the page needs them.
 */
const onlyFaces = (own) => ({
  regex: `^@/features/(?!${own ?? '-'}/)[^/]+/(?!server$)(?!.*\\.css$)`,
  message: "Reach another feature through its face, '@/features/<name>' or '@/features/<name>/server' (decision 0031).",
});
const noReact = { group: ['react', 'react-dom', 'react-dom/*'], message: 'React belongs in components (.tsx) and use-* hooks.' };

/** One layer's import rule. For a file several layers match, the last one listed wins, whole. */
const layer = (files, patterns, { zod = true, ignores } = {}) => ({
  files,
  ...(ignores && { ignores }),
  rules: { 'no-restricted-imports': ['error', { ...(zod && { paths: classicZod }), patterns }] },
});

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
    },
  },
  {
    // No module of the shop reaches itself again at run time: `import type` is erased and does not
    // count. The shop's own code only, and the cycle that tests/unit/lint-boundaries.test.ts lints:
    // from the tests, mocks and bench the rule walked the same graph again from hundreds more
    // starting points, 85 of the lint's 115 seconds.
    files: [
      'app/**/*.{ts,tsx}',
      'features/**/*.{ts,tsx}',
      'platform/**/*.{ts,tsx}',
      'proxy.ts',
      'instrumentation.ts',
      'instrumentation-client.ts',
      'tests/lint/cycle/*.ts',
    ],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // One feature, one folder (decision 0031): app -> features -> platform. Platform is what every
  // feature uses and knows none of them; route handlers are server code and may use classic zod.
  layer(['app/**/*.{ts,tsx}', 'proxy.ts'], [noMocks, onlyFaces()], { zod: false }),
  layer(['platform/**/*.{ts,tsx}', 'tests/lint/platform/**/*.ts'], [noFeatures, noRoutes, noMocks]),
  layer(['instrumentation.ts', 'instrumentation-client.ts'], [noRoutes, noMocks, onlyFaces()]),
  // tests/lint/features/<name>/ holds fixtures that lint as files of the feature <name>.
  ...FEATURES.flatMap((name) => [
    layer([`features/${name}/**/*.{ts,tsx}`, `tests/lint/features/${name}/**/*.ts`], [noRoutes, noMocks, onlyFaces(name)]),
    // Rules, backend calls and stores are plain TypeScript: React only in components (.tsx) and hooks.
    layer([`features/${name}/**/*.ts`, `tests/lint/features/${name}/**/*.ts`], [noReact, noRoutes, noMocks, onlyFaces(name)], { ignores: ['**/use-*.ts'] }),
  ]),
  layer(['platform/**/*.ts', 'tests/lint/platform/**/*.ts'], [noReact, noFeatures, noRoutes, noMocks], { ignores: ['**/use-*.ts'] }),
  {
    // tests/lint/ breaks the rules on purpose: tests/unit/lint-boundaries.test.ts lints it on its own.
    ignores: ['.next/**', 'node_modules/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'tests/lint/**'],
  },
];

export default config;
