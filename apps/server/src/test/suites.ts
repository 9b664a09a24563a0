import { describe, it } from 'vitest';

/**
 * `describe.runIf(condition)`, without running the suite's body when it is skipped. Vitest runs a
 * skipped suite's body all the same, to list its tests, but none of its hooks: a body that builds
 * apps, opens databases or connects to Redis left them open in every run without that service, and
 * their temporary folders behind. Here a skipped suite is one skipped test that names the suite.
 */
export function describeWhen(condition: unknown, name: string, body: () => void | Promise<void>): void {
  if (condition) describe(name, body);
  else describe.skip(name, () => it('needs a service this run does not have', () => undefined));
}
