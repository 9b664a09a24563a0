/**
 * The test files under `root` (paths relative to it) whose name matches `name` and that mock a
 * module, stub a global or fake the timers: those run isolated (vitest.isolation.mjs).
 */
export function isolatedTestFiles(root: string, name: RegExp): string[];
