import type { Exercise } from '@roots/shared/contracts/learning';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WordBank } from './word-bank.tsx';

const exercise: Exercise = {
  id: 'e1',
  position: 1,
  type: 'word_bank',
  prompt: 'Build: How are you?',
  tiles: [
    { id: 't1', text: 'Habari' },
    { id: 't2', text: 'yako' },
    { id: 't3', text: 'ndizi' },
  ],
  audio_url: null,
};

describe('word bank', () => {
  it('asks for the words in order while the answer is empty', () => {
    render(<WordBank exercise={exercise} value={[]} onChange={vi.fn()} disabled={false} />);
    expect(screen.getByText('Tap the words in order.')).toBeInTheDocument();
    const tiles = within(screen.getByRole('group', { name: 'Words to choose from' })).getAllByRole('button');
    expect(tiles.map((tile) => tile.getAttribute('aria-keyshortcuts'))).toEqual(['1', '2', '3']);
  });

  it('emits the answer with the tile tapped added at the end', async () => {
    const onChange = vi.fn();
    render(<WordBank exercise={exercise} value={['t1']} onChange={onChange} disabled={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'yako' }));
    expect(onChange).toHaveBeenCalledWith(['t1', 't2']);
  });

  it('shows the chosen words in the answer and takes one back when it is tapped', async () => {
    const onChange = vi.fn();
    render(<WordBank exercise={exercise} value={['t1', 't2']} onChange={onChange} disabled={false} />);
    const answer = screen.getByRole('group', { name: 'Your answer' });
    expect(
      within(answer)
        .getAllByRole('button')
        .map((tile) => tile.textContent),
    ).toEqual(['Habari', 'yako']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove “Habari”' }));
    expect(onChange).toHaveBeenCalledWith(['t2']);
  });

  it('can be used from the keyboard: Enter on a focused tile adds it', async () => {
    const onChange = vi.fn();
    render(<WordBank exercise={exercise} value={[]} onChange={onChange} disabled={false} />);
    screen.getByRole('button', { name: 'ndizi' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(['t3']);
  });

  it('disables a tile once it is used', () => {
    render(<WordBank exercise={exercise} value={['t1']} onChange={vi.fn()} disabled={false} />);
    const choices = within(screen.getByRole('group', { name: 'Words to choose from' }));
    expect(choices.getByRole('button', { name: 'Habari' })).toBeDisabled();
    expect(choices.getByRole('button', { name: 'yako' })).toBeEnabled();
  });
});
