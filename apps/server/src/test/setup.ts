import { afterAll } from 'vitest';
import { runAfterFile } from './after-file.ts';

// Runs before each server test file. Registered here, first, this hook runs after the file's own
// `afterAll`s (Vitest runs after-hooks in reverse order): the apps are closed by then, and the
// databases and temporary folders they used go.
afterAll(runAfterFile);
