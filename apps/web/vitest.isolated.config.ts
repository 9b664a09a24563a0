import { webProject } from './vitest.config.ts';

// The web files that mock a module, stub a global or fake the timers, each in a fresh worker.
export default webProject(true);
