import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { Providers } from './providers.tsx';

describe('toasts', () => {
  it('keeps at most 20 on screen, newest first', async () => {
    render(
      <Providers>
        <p>page</p>
      </Providers>,
    );
    act(() => {
      for (let i = 1; i <= 25; i++) toast(`message ${String(i)}`);
    });
    await screen.findByText('message 25', {}, { timeout: 3000 });
    expect(screen.getAllByText(/^message \d+$/)).toHaveLength(20);
    expect(screen.queryByText('message 5')).toBeNull();
    expect(screen.getByText('message 6')).toBeInTheDocument();
  });
});
