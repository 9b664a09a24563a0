import { defineConfig } from 'vitest/config';

// End-to-end journeys in Debian's Chromium against the app started the way `npm start` starts it.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll's own default is one second: a debounced preview or a mail reaching the outbox
    // takes longer than that on two loaded cores. Thirty seconds, as a locator's wait here.
    expect: { poll: { timeout: 30_000 } },
    // One browser per file; two cores, so two files at a time.
    maxWorkers: 2,
  },
});
