import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Cleanup = () => unknown;
const cleanups: Cleanup[] = [];

/**
 * Work to do once the current test file has run (`runAfterFile`, registered by setup.ts after the
 * file's own hooks): it may be called from a test, where a hook may not be registered. A run used
 * to leave about 90 folders in the temporary folder, and databases no test closed.
 */
export function afterFile(cleanup: Cleanup): void {
  cleanups.push(cleanup);
}

/** Does what `afterFile` was given, the last first, each whatever the others do. */
export async function runAfterFile(): Promise<void> {
  const errors: unknown[] = [];
  for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) {
    try {
      await cleanup();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, 'cleaning up after the test file failed');
}

/** A new empty folder in the system's temporary folder, removed with all it holds after the file. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `roots-${prefix}-`));
  // `maxRetries`: a child process or PGlite may still be letting go of a file at this moment.
  afterFile(() => {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  });
  return dir;
}
