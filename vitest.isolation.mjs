import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * What makes a test file run isolated, with modules and globals of its own: it mocks a module, stubs a
 * global or an environment variable, or fakes the timers (which replaces global functions). In a
 * worker that shares its modules with the files before and after it (`isolate: false`), a mocked
 * module stays mocked for any file that imported it first, and a global left stubbed by a failed
 * test leaks into the next file. A file counts too when a module it imports by a relative path does
 * so (the web tests' `stubApi` stubs `fetch`).
 */
const changesShared = /\bvi\s*\.\s*(?:mock|doMock|stubGlobal|stubEnv|useFakeTimers)\s*\(/;

/**
 * Whether the file, or a module it imports by a relative path, matches `changesShared`.
 * @param {string} file
 */
function changesWhatFilesShare(file) {
  const code = readFileSync(file, 'utf8');
  if (changesShared.test(code)) return true;
  return [...code.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)].some(([, specifier = '']) => {
    try {
      return changesShared.test(readFileSync(join(dirname(file), specifier), 'utf8'));
    } catch {
      // A folder or a module without its extension: not one of the test helpers, named with theirs.
      return false;
    }
  });
}

const skipped = new Set(['node_modules', 'dist', 'dist-ssr', 'coverage', '.git']);

/**
 * The test files under `root` (paths relative to it, as a project's `include` takes them) whose
 * name matches `name` and whose code matches the rule above.
 * @param {string} root
 * @param {RegExp} name
 * @returns {string[]}
 */
export function isolatedTestFiles(root, name) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!skipped.has(entry.name)) walk(path);
      } else if (name.test(path) && changesWhatFilesShare(join(root, path))) {
        found.push(path);
      }
    }
  };
  walk('');
  return found.sort();
}
