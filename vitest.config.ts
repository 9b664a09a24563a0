import { defineConfig } from 'vitest/config';

// One run for the whole repo: shared rules and server API tests in Node, web components in jsdom.
// Files run in parallel; each server test file opens its own in-memory PGlite (or its own
// PostgreSQL database when TEST_DATABASE_URL is set). Coverage (V8's built-in counters, no
// instrumentation step) is printed as a summary at the end of every run.
export default defineConfig({
  test: {
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
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web build's own scripts (font subsetting), in Node.
        test: { name: 'web-build', environment: 'node', include: ['apps/web/scripts/**/*.test.ts'] },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
