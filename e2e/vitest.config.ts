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
    // One browser per file; two cores, so two files at a time.
    maxWorkers: 2,
    // The two refresh-cookie journeys (a reload, two tabs) time out now and then on a loaded
    // two-core machine and pass alone; one retry keeps CI honest about real failures meanwhile.
    // The cause is being looked for (see the open issue notes); remove this when it is found.
    retry: 1,
  },
});
