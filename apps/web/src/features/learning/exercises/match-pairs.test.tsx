import type { Exercise } from '@roots/shared/contracts/learning';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WRONG_PAIR_MS } from './answer.ts';
import { MatchPairs } from './match-pairs.tsx';

const exercise: Exercise = {
  id: 'e1',
  position: 1,
  type: 'match_pairs',
  prompt: 'Match the pairs',
  left: [
    { id: 'l1', text: 'maji' },
    { id: 'l2', text: 'chakula' },
  ],
  right: [
    { id: 'r1', text: 'food' },
    { id: 'r2', text: 'water' },
  ],
  audio_url: null,
};

const words = () => within(screen.getByRole('group', { name: 'Words' }));
const meanings = () => within(screen.getByRole('group', { name: 'Meanings' }));

describe('match pairs', () => {
  it('shows the words and their meanings in two columns', () => {
    render(<MatchPairs exercise={exercise} value={[]} onChange={vi.fn()} disabled={false} wrongLeftIds={[]} />);
    expect(
      words()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['maji', 'chakula']);
    expect(
      meanings()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['food', 'water']);
  });

  it('emits a pair when a word and then a meaning are tapped', async () => {
    const onChange = vi.fn();
    render(<MatchPairs exercise={exercise} value={[]} onChange={onChange} disabled={false} wrongLeftIds={[]} />);
    await userEvent.click(words().getByRole('button', { name: 'maji' }));
    expect(words().getByRole('button', { name: 'maji' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(meanings().getByRole('button', { name: 'water' }));
    expect(onChange).toHaveBeenCalledWith([['l1', 'r2']]);
  });

  it('can be matched from the keyboard with Space', async () => {
    const onChange = vi.fn();
    render(<MatchPairs exercise={exercise} value={[]} onChange={onChange} disabled={false} wrongLeftIds={[]} />);
    words().getByRole('button', { name: 'chakula' }).focus();
    await userEvent.keyboard(' ');
    meanings().getByRole('button', { name: 'food' }).focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith([['l2', 'r1']]);
  });

  it('undoes a pair when one of its words is tapped again', async () => {
    const onChange = vi.fn();
    render(
      <MatchPairs exercise={exercise} value={[['l1', 'r2']]} onChange={onChange} disabled={false} wrongLeftIds={[]} />,
    );
    await userEvent.click(meanings().getByRole('button', { name: 'water' }));
    expect(onChange).toHaveBeenCalledWith([]);
  });

  it('a meaning tapped before any word makes no pair', async () => {
    const onChange = vi.fn();
    render(<MatchPairs exercise={exercise} value={[]} onChange={onChange} disabled={false} wrongLeftIds={[]} />);
    await userEvent.click(meanings().getByRole('button', { name: 'food' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('checks each pair as it is made: a right pair stays matched and cannot be undone', async () => {
    const onChange = vi.fn();
    const checkPair = vi.fn().mockResolvedValue(true);
    const { rerender } = render(
      <MatchPairs
        exercise={exercise}
        value={[]}
        onChange={onChange}
        disabled={false}
        wrongLeftIds={[]}
        checkPair={checkPair}
      />,
    );
    await userEvent.click(words().getByRole('button', { name: 'maji' }));
    await userEvent.click(meanings().getByRole('button', { name: 'water' }));
    expect(checkPair).toHaveBeenCalledWith('l1', 'r2');
    expect(onChange).toHaveBeenCalledWith([['l1', 'r2']]);
    rerender(
      <MatchPairs
        exercise={exercise}
        value={[['l1', 'r2']]}
        onChange={onChange}
        disabled={false}
        wrongLeftIds={[]}
        checkPair={checkPair}
      />,
    );
    const matched = words().getByRole('button', { name: 'maji, matched' });
    await userEvent.click(matched);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows a wrong pair in red under the grid, then releases both words', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onChange = vi.fn();
      render(
        <MatchPairs
          exercise={exercise}
          value={[]}
          onChange={onChange}
          disabled={false}
          wrongLeftIds={[]}
          checkPair={vi.fn().mockResolvedValue(false)}
        />,
      );
      await userEvent.click(words().getByRole('button', { name: 'maji' }));
      await userEvent.click(meanings().getByRole('button', { name: 'food' }));
      expect(await screen.findByText('Not a pair. Try again.')).toBeInTheDocument();
      expect(words().getByRole('button', { name: 'maji' }).className).toMatch(/bg-danger-soft/);
      expect(onChange).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(WRONG_PAIR_MS + 50));
      expect(screen.queryByText('Not a pair. Try again.')).not.toBeInTheDocument();
      expect(words().getByRole('button', { name: 'maji' })).toHaveAttribute('aria-pressed', 'false');
    } finally {
      vi.useRealTimers();
    }
  });
});
