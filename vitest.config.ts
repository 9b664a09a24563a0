import { defineConfig } from 'vitest/config';

// One run for the whole repo: shared rules and server API tests in Node, web components in jsdom.
// Files run in parallel, one worker per core (Vitest's default leaves one core to itself: on two
// cores, one file at a time). Each server test file opens its own in-memory PGlite, a copy of one
// migrated once for the run (src/test/global-setup.ts), or its own PostgreSQL database when
// TEST_DATABASE_URL is set. Test files share their worker's modules (`isolate: false`): loading
// the server or the web app again for every file was most of the run. Each file still builds its
// own app, database and DOM, and restores the timers and mocks it changes. Coverage (V8's built-in
// counters, no instrumentation step) is printed as a summary at the end of every run.
export default defineConfig({
  test: {
    maxWorkers: '100%',
    coverage: {
      enabled: true,
      provider: 'v8',
      reporter: ['text-summary'],
      include: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
      exclude: ['**/*.test.{ts,tsx}', '**/test/**', '**/fixtures/**', '**/dist/**', '**/*.d.ts'],
    },
    projects: [
      {
        test: {
          name: 'shared',
          environment: 'node',
          isolate: false,
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          isolate: false,
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web build's own scripts (font subsetting), in Node.
        test: { name: 'web-build', environment: 'node', isolate: false, include: ['apps/web/scripts/**/*.test.ts'] },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
