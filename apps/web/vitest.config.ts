import { configDefaults, defineProject, mergeConfig } from 'vitest/config';
import { isolatedTestFiles } from '../../vitest.isolation.mjs';
import viteConfig from './vite.config.ts';

const include = ['src/**/*.test.{ts,tsx}'];
/** Files that mock a module, stub a global or fake the timers (see vitest.isolation.mjs). */
const isolated = isolatedTestFiles(import.meta.dirname, /^src\/.*\.test\.tsx?$/);

/**
 * The web app's components in jsdom, as two projects: `web`, whose files share the worker's
 * modules and jsdom (see the root vitest.config.ts), and `web-isolated` (vitest.isolated.config.ts),
 * fresh modules and globals for each file that changes what the others would share.
 */
export function webProject(isolate: boolean) {
  return mergeConfig(
    viteConfig({ command: 'serve', mode: 'test' }),
    defineProject({
      test: {
        name: isolate ? 'web-isolated' : 'web',
        environment: 'jsdom',
        isolate,
        // One worker per core, as the root config's projects (vitest.config.ts): a project given
        // none gets one fewer than the cores, and Vitest will not run projects of different counts
        // side by side.
        maxWorkers: '100%',
        include: isolate ? isolated : include,
        exclude: isolate ? configDefaults.exclude : [...configDefaults.exclude, ...isolated],
        setupFiles: ['./src/test/setup.ts'],
        css: false,
        // A deadline for a test that hangs, not the time one takes: a lazy page's first import and
        // key-by-key typing take many times as long on two cores that also run a second suite.
        testTimeout: 60_000,
        hookTimeout: 60_000,
        // Each isolated file in a VM context of its own, with its own modules and globals, in a
        // worker that is kept: a new process and jsdom for each of them (`forks`) cost 30 to 60 s more
        // of a loaded two-core machine than the VM contexts, for the same isolation.
        ...(isolate ? { pool: 'vmForks' as const } : {}),
      },
    }),
  );
}

export default webProject(false);
