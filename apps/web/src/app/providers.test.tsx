import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../lib/notify.ts';
import { Providers } from './providers.tsx';

describe('toasts', () => {
  it('keeps at most 20 on screen, newest first', async () => {
    render(
      <Providers>
        <p>page</p>
      </Providers>,
    );
    // The toasts' code and <Toaster> arrive with the first toast asked for.
    await act(async () => {
      for (let i = 1; i <= 25; i++) await notify('success', `message ${String(i)}`);
    });
    await screen.findByText('message 25');
    expect(screen.getAllByText(/^message \d+$/)).toHaveLength(20);
    expect(screen.queryByText('message 5')).toBeNull();
    expect(screen.getByText('message 6')).toBeInTheDocument();
  });
});
