import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.ts';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

afterEach(() => vi.restoreAllMocks());

describe('a lazily loaded page', () => {
  it('shows the fallback while its code loads, then the page, without a warning from React', async () => {
    const errors = vi.spyOn(console, 'error');
    let arrive: (module: { default: typeof Greeting }) => void = () => undefined;
    const page = lazyPage(() => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)));
    // A render that suspends must be inside an awaited async act, or React warns about it.
    // eslint-disable-next-line @typescript-eslint/require-await -- the callback itself has nothing to await
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading…</p>}>
          <page.Component name="Amina" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => {
      arrive({ default: Greeting });
      await page.preload();
    });
    expect(screen.getByText('Hello Amina')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders at once, with no fallback, once preloaded', async () => {
    const page = lazyPage(() => Promise.resolve({ default: Greeting }));
    await page.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <page.Component name="Kofi" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Kofi')).toBeInTheDocument();
  });

  it('asks again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Greeting });
    const page = lazyPage(load);
    await expect(page.preload()).rejects.toThrow('offline');
    await page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
