import { describe, expect, it } from 'vitest';
import { createBackground } from './background.ts';

describe('work done in the background', () => {
  it('starts after the caller’s own work and reports a failure instead of throwing it', async () => {
    const failures: unknown[] = [];
    const background = createBackground((error) => failures.push(error));
    const order: string[] = [];
    background.run(() => {
      order.push('task');
      return Promise.reject(new Error('placement failed'));
    });
    order.push('caller');
    await background.whenIdle();
    expect(order).toEqual(['caller', 'task']);
    expect(failures).toEqual([new Error('placement failed')]);
  });

  it('is idle only when the work started by other work is done too', async () => {
    const background = createBackground(() => undefined);
    const done: string[] = [];
    // Each task waits a turn of the event loop first, so neither is done when the caller asks.
    const aTurn = () => new Promise((resolve) => setImmediate(resolve));
    background.run(async () => {
      await aTurn();
      background.run(async () => {
        await aTurn();
        done.push('second');
      });
      done.push('first');
    });
    await background.whenIdle();
    expect(done).toEqual(['first', 'second']);
  });
});
