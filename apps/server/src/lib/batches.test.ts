import { describe, expect, it } from 'vitest';
import { batched, type Outcome } from './batches.ts';

/** A batch runner that records each batch and answers when told to. */
function recorder() {
  const batches: string[][] = [];
  const release: (() => void)[] = [];
  const run = async (inputs: string[]): Promise<Outcome<string>[]> => {
    batches.push(inputs);
    await new Promise<void>((resolve) => release.push(resolve));
    return inputs.map((input) =>
      input.startsWith('bad') ? { ok: false, error: new Error(input) } : { ok: true, value: input.toUpperCase() },
    );
  };
  /** Lets the oldest batch answer, once it has been sent. */
  const next = async () => {
    while (release.length === 0) await new Promise((resolve) => setImmediate(resolve));
    release.shift()?.();
  };
  return { batches, run, next };
}

describe('batched calls', () => {
  it('sends calls made together as one batch, and those made meanwhile as the next', async () => {
    const { batches, run, next } = recorder();
    const call = batched({ run, max: 10 });
    const first = [call('a'), call('b')];
    await new Promise((resolve) => setImmediate(resolve));
    const second = [call('c'), call('d'), call('e')];
    await next();
    await expect(Promise.all(first)).resolves.toEqual(['A', 'B']);
    await next();
    await expect(Promise.all(second)).resolves.toEqual(['C', 'D', 'E']);
    expect(batches).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('keeps batches to their size, in the order the calls came', async () => {
    const { batches, run, next } = recorder();
    const call = batched({ run, max: 2 });
    const calls = ['a', 'b', 'c'].map((input) => call(input));
    await next();
    await next();
    await Promise.all(calls);
    expect(batches).toEqual([['a', 'b'], ['c']]);
  });

  it('puts calls with one key in different batches', async () => {
    const { batches, run, next } = recorder();
    const call = batched({ run, max: 10, key: (input) => input.slice(0, 1) });
    const calls = ['a1', 'a2', 'b1', 'a3'].map((input) => call(input));
    for (let i = 0; i < 3; i += 1) await next();
    await Promise.all(calls);
    expect(batches).toEqual([['a1', 'b1'], ['a2'], ['a3']]);
  });

  it('ends each call with its own outcome, and every call when the batch fails', async () => {
    const { run, next } = recorder();
    const call = batched({ run, max: 10 });
    const good = call('good');
    const bad = call('bad one');
    await next();
    await expect(good).resolves.toBe('GOOD');
    await expect(bad).rejects.toThrow('bad one');

    const failing = batched<string, string>({ run: () => Promise.reject(new Error('down')), max: 10 });
    await expect(Promise.allSettled([failing('x'), failing('y')])).resolves.toEqual([
      { status: 'rejected', reason: new Error('down') },
      { status: 'rejected', reason: new Error('down') },
    ]);
  });

  it('runs up to `concurrency` batches at once', async () => {
    const { batches, run, next } = recorder();
    const call = batched({ run, max: 1, concurrency: 2 });
    const calls = ['a', 'b', 'c'].map((input) => call(input));
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([['a'], ['b']]);
    for (let i = 0; i < 3; i += 1) await next();
    await Promise.all(calls);
    expect(batches).toEqual([['a'], ['b'], ['c']]);
  });
});
