import type { Exercise } from '@roots/shared/contracts/learning';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { textItems } from '../../../test/lesson-data.ts';
import { WRONG_PAIR_MS } from './answer.ts';
import { MatchPairs } from './match-pairs.tsx';

const exercise: Exercise = {
  id: 'e1',
  position: 1,
  type: 'match_pairs',
  prompt: 'Match the pairs',
  left: textItems({ l1: 'maji', l2: 'chakula' }),
  right: textItems({ r1: 'food', r2: 'water' }),
  audio_url: null,
};

/** The grid, nothing matched and open to taps, but for what `props` change. */
const pairs = (props: Partial<ComponentProps<typeof MatchPairs>> = {}) => (
  <MatchPairs exercise={exercise} value={[]} onChange={vi.fn()} disabled={false} wrongLeftIds={[]} {...props} />
);
const words = () => within(screen.getByRole('group', { name: 'Words' }));
const meanings = () => within(screen.getByRole('group', { name: 'Meanings' }));

describe('match pairs', () => {
  it('shows the words and their meanings in two columns', () => {
    render(pairs());
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
    render(pairs({ onChange }));
    await userEvent.click(words().getByRole('button', { name: 'maji' }));
    expect(words().getByRole('button', { name: 'maji' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(meanings().getByRole('button', { name: 'water' }));
    expect(onChange).toHaveBeenCalledWith([['l1', 'r2']]);
  });

  it('can be matched from the keyboard with Space', async () => {
    const onChange = vi.fn();
    render(pairs({ onChange }));
    words().getByRole('button', { name: 'chakula' }).focus();
    await userEvent.keyboard(' ');
    meanings().getByRole('button', { name: 'food' }).focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith([['l2', 'r1']]);
  });

  it('undoes a pair when one of its words is tapped again', async () => {
    const onChange = vi.fn();
    render(pairs({ value: [['l1', 'r2']], onChange }));
    await userEvent.click(meanings().getByRole('button', { name: 'water' }));
    expect(onChange).toHaveBeenCalledWith([]);
  });

  it('a meaning tapped before any word makes no pair', async () => {
    const onChange = vi.fn();
    render(pairs({ onChange }));
    await userEvent.click(meanings().getByRole('button', { name: 'food' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('checks each pair as it is made: a right pair stays matched and cannot be undone', async () => {
    const onChange = vi.fn();
    const checkPair = vi.fn().mockResolvedValue(true);
    const { rerender } = render(pairs({ onChange, checkPair }));
    await userEvent.click(words().getByRole('button', { name: 'maji' }));
    await userEvent.click(meanings().getByRole('button', { name: 'water' }));
    expect(checkPair).toHaveBeenCalledWith('l1', 'r2');
    expect(onChange).toHaveBeenCalledWith([['l1', 'r2']]);
    rerender(pairs({ value: [['l1', 'r2']], onChange, checkPair }));
    const matched = words().getByRole('button', { name: 'maji, matched' });
    await userEvent.click(matched);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('takes the next pair while one is being checked and keeps both when their answers come', async () => {
    const answers: ((right: boolean) => void)[] = [];
    const checkPair = vi.fn(() => new Promise<boolean>((resolve) => answers.push(resolve)));
    const onChange = vi.fn();
    render(pairs({ onChange, checkPair }));
    await userEvent.click(words().getByRole('button', { name: 'maji' }));
    await userEvent.click(meanings().getByRole('button', { name: 'water' }));
    // The words in flight wait for their answer; the others stay open.
    await userEvent.click(words().getByRole('button', { name: 'maji' }));
    expect(words().getByRole('button', { name: 'maji' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(words().getByRole('button', { name: 'chakula' }));
    await userEvent.click(meanings().getByRole('button', { name: 'food' }));
    expect(checkPair.mock.calls).toEqual([
      ['l1', 'r2'],
      ['l2', 'r1'],
    ]);
    act(() => answers[1]?.(true));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([['l2', 'r1']]));
    act(() => answers[0]?.(true));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    expect(onChange).toHaveBeenLastCalledWith([
      ['l2', 'r1'],
      ['l1', 'r2'],
    ]);
  });

  it('shows a wrong pair in red under the grid, then releases both words', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onChange = vi.fn();
      render(pairs({ onChange, checkPair: vi.fn().mockResolvedValue(false) }));
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
