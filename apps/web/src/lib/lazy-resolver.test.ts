import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyResolver, lazyZodResolver } from './lazy-resolver.ts';

const schema = z.object({ email: z.email('Enter a valid email address.') });
type Values = z.input<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazy form resolver', () => {
  // The wrapper itself, and the one the forms use: it downloads the zod resolver with the schema.
  it.each([
    {
      of: 'a resolver',
      make: () => {
        const load = vi.fn(() => Promise.resolve(zodResolver(schema) as Resolver<Values>));
        return { load, resolver: lazyResolver<Values>(load) };
      },
    },
    {
      of: 'a zod schema',
      make: () => {
        const load = vi.fn(() => Promise.resolve(schema));
        return { load, resolver: lazyZodResolver<Values>(load) };
      },
    },
  ])('loads $of once, on first use, and validates with it', async ({ make }) => {
    const { load, resolver } = make();
    expect(load).not.toHaveBeenCalled();

    const wrong = await resolver({ email: 'nope' }, undefined, options);
    expect(wrong.errors.email?.message).toBe('Enter a valid email address.');
    const right = await resolver({ email: 'ama@example.com' }, undefined, options);
    expect(right.values).toEqual({ email: 'ama@example.com' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('starts loading when asked early, and tries again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(zodResolver(schema) as Resolver<Values>);
    const resolver = lazyResolver<Values>(load);
    resolver.preload();
    expect(load).toHaveBeenCalledOnce();
    await waitFor(async () => {
      const result = await resolver({ email: 'nope' }, undefined, options);
      expect(result.errors.email?.message).toBe('Enter a valid email address.');
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
