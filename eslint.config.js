import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const element = (type, captured) => ({ element: captured ? { type, captured } : { type } });
const restrictImports = (files, patterns) => ({
  files: [files],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const allow = (from, ...to) => ({
  from: element(from),
  allow: { to: to.map((t) => (typeof t === 'string' ? element(t) : t)) },
});

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'screenshots/**',
      'e2e/artifacts/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type X }` with only types left keeps the module as a side-effect import under
      // verbatimModuleSyntax: a page that needed a type of a contract downloaded zod with it.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Scripts a service worker takes in (sw-push.js): a worker's globals, not Node's.
    files: ['apps/web/public/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
    },
  },
  {
    // Routes render pages with `export default`; the lazy loader needs exactly that.
    files: ['apps/web/src/app/routes/**/*.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    // Layering: route → service → repository → db on the server; on the web a feature imports only
    // itself and shared code, and only the app layer composes features.
    files: ['apps/**/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/legacy-templates': false,
      'boundaries/elements': [
        { type: 'shared', pattern: 'packages/shared/src' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-common', pattern: ['apps/web/src/components', 'apps/web/src/lib'] },
        { type: 'web-test', pattern: 'apps/web/src/test' },
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        { type: 'server-db', pattern: 'apps/server/src/db' },
        { type: 'server-core', pattern: 'apps/server/src' },
        // Last, so it only catches what no folder above claimed: main.tsx and index.css.
        { type: 'web-entry', pattern: 'apps/web/src' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            allow('shared', 'shared'),
            allow(
              'web-feature',
              element('web-feature', { feature: '{{ from.element.captured.feature }}' }),
              'web-common',
              'web-test',
              'shared',
            ),
            allow('web-common', 'web-common', 'web-test', 'shared'),
            allow('web-test', 'web-test', 'web-feature', 'web-common', 'web-app', 'shared'),
            allow('web-app', 'web-app', 'web-feature', 'web-common', 'web-test', 'shared'),
            allow('web-entry', 'web-app', 'web-common', 'shared'),
            allow('server-module', 'server-module', 'server-db', 'server-core', 'shared'),
            allow('server-db', 'server-db', 'server-core'),
            allow('server-core', 'server-core', 'server-module', 'server-db', 'shared'),
          ],
        },
      ],
    },
  },
  {
    // Test helpers may reach anywhere; product code may not reach the test helpers.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/test/*'], message: 'Only tests use the test helpers.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    // A module's lookup table keyed by text is a Map: a plain object also answers "constructor",
    // "__proto__" and every other name it inherits, which once made one typed answer a 500.
    files: ['apps/**/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ":matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator[init.type='ObjectExpression'][id.typeAnnotation.typeAnnotation.typeName.name='Record'][id.typeAnnotation.typeAnnotation.typeArguments.params.0.type='TSStringKeyword']",
          message: 'Use a Map for a lookup table: a plain object also finds the names its prototype holds.',
        },
      ],
    },
  },
  {
    // Command-line scripts and test harnesses report on the console.
    files: ['scripts/**', 'e2e/**', 'apps/server/build.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    // Fastify plugins are async functions by contract even when they register synchronously.
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  // One way only on the server: route → service → repository → db.
  restrictImports('apps/server/src/modules/**/*.routes.ts', [
    { group: ['*.repository.ts', '**/db/*'], message: 'Routes call services; only repositories touch the database.' },
  ]),
  {
    // A service holds the rules: it receives its repositories (through a unit of work) and never
    // touches Drizzle or builds a repository itself. Types of repositories may be imported. The
    // same holds for every other file of a module that is not a route or a repository (a service's
    // steps, views, rules), whatever its name. The fixture under test/fixtures/lint proves each
    // pattern fires (see the block after this one).
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/**/*.service.ts'],
    ignores: [
      '**/*.repository.ts',
      '**/*.repositories.ts',
      '**/*.routes.ts',
      '**/*.test.ts',
      // The HTTP side of signing in: rate limits keyed by the request, called by the routes.
      'apps/server/src/modules/auth/auth.login-limits.ts',
      // Tools run on a bare database, with no app around them (content:import at start, the tests'
      // templates, content:export): each binds the course repositories to its own transaction.
      'apps/server/src/modules/content/content.import.ts',
      'apps/server/src/modules/content/content.export.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', '@fastify/*', 'fastify-*'],
              message: 'Services must not depend on Fastify; throw AppError instead.',
            },
            { group: ['*.routes.ts'], message: 'Services must not depend on routes.' },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema.ts', '**/db/client.ts'],
              message: 'Services reach the database only through the repositories they receive.',
            },
            {
              group: ['*.repository.ts'],
              allowTypeImports: true,
              message: 'Services receive their repositories (see db/unit-of-work.ts); they never build one.',
            },
          ],
        },
      ],
    },
  },
  {
    // Code that breaks the service rules on purpose, each error silenced by a directive on its line:
    // a directive that silences nothing is an error here, so a rule that stops firing fails the lint.
    files: ['apps/server/src/test/fixtures/lint/**'],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  restrictImports('apps/server/src/modules/**/*.repository.ts', [
    { group: ['*.service.ts', '*.routes.ts', 'fastify'], message: 'Repositories only talk to the database.' },
  ]),
);
