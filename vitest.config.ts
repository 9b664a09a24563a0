import { join } from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { isolatedTestFiles } from './vitest.isolation.mjs';

/**
 * A project's files in two projects: most share their worker's modules (`isolate: false`), and
 * those that mock a module, stub a global or fake the timers (vitest.isolation.mjs) run isolated,
 * in a project of the same name with `-isolated` after it (`--project 'server*'` runs both).
 */
function twoProjects(
  name: string,
  folder: string,
  files: RegExp,
  test: NonNullable<TestProjectInlineConfiguration['test']> = {},
): TestProjectInlineConfiguration[] {
  const isolated = isolatedTestFiles(join(import.meta.dirname, folder), files).map((file) => `${folder}/${file}`);
  const include = [`${folder}/**/*.test.{ts,tsx}`];
  return [
    { test: { ...test, name, isolate: false, include, exclude: [...configDefaults.exclude, ...isolated] } },
    { test: { ...test, name: `${name}-isolated`, isolate: true, include: isolated } },
  ];
}

/**
 * A deadline for a test that hangs, not the time one takes: on two cores that also run a second
 * suite (issue 38), work took several times as long as on a quiet machine, and Vitest's 5 s failed.
 */
const underLoad = { testTimeout: 60_000, hookTimeout: 60_000 };

// One run for the whole repo: shared rules and server API tests in Node, web components in jsdom.
// Files run in parallel, one worker per core (Vitest's default leaves one core to itself: on two
// cores, one file at a time). Each server test file opens its own in-memory PGlite, a copy of one
// migrated once for the run (src/test/global-setup.ts), or its own PostgreSQL database when
// TEST_DATABASE_URL is set. Test files share their worker's modules (`isolate: false`): loading
// the server or the web app again for every file was most of the run. Each file still builds its
// own app, database and DOM, and restores the timers and mocks it changes; a file that mocks a
// module or stubs a global runs isolated all the same (twoProjects). Coverage (V8's built-in
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
      ...twoProjects('shared', 'packages/shared/src', /\.test\.ts$/, { environment: 'node', ...underLoad }),
      ...twoProjects('server', 'apps/server/src', /\.test\.ts$/, {
        environment: 'node',
        globalSetup: ['apps/server/src/test/global-setup.ts'],
        // Closes the databases and removes the temporary folders each file made (test/after-file.ts).
        setupFiles: ['apps/server/src/test/setup.ts'],
        // More than `underLoad`: a command run in a process of its own (tsx), an on-disk database
        // created and opened several times. A test that hangs still fails, after two minutes.
        testTimeout: 120_000,
        hookTimeout: 120_000,
      }),
      // The web build's own scripts (font subsetting), in Node.
      ...twoProjects('web-build', 'apps/web/scripts', /\.test\.ts$/, { environment: 'node', ...underLoad }),
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
    ],
  },
});
