import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeExercise, textItems } from '../../../test/lesson-data.ts';
import { ChoiceList } from './choice-list.tsx';

const exercise = makeExercise('e1', {
  position: 1,
  prompt: 'Which one means "hello"?',
  options: textItems({ o1: 'Habari', o2: 'Asante' }),
});

describe('choice list', () => {
  it('shows each option as a numbered radio, the chosen one checked', () => {
    render(<ChoiceList exercise={exercise} value="o2" onChange={vi.fn()} disabled={false} correctText={undefined} />);
    const options = screen.getAllByRole('radio');
    expect(options.map((option) => option.textContent)).toEqual(['1Habari', '2Asante']);
    expect(screen.getByRole('radio', { name: /Asante/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: /Habari/ })).toHaveAttribute('aria-checked', 'false');
  });

  it('emits the id of the option clicked', async () => {
    const onChange = vi.fn();
    render(<ChoiceList exercise={exercise} value="" onChange={onChange} disabled={false} correctText={undefined} />);
    await userEvent.click(screen.getByRole('radio', { name: /Asante/ }));
    expect(onChange).toHaveBeenCalledWith('o2');
  });

  it('can be answered from the keyboard: Tab to an option, Space chooses it', async () => {
    const onChange = vi.fn();
    render(<ChoiceList exercise={exercise} value="" onChange={onChange} disabled={false} correctText={undefined} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: /Habari/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith('o1');
  });

  it('marks its options as answer choices, so Enter on one checks the answer', () => {
    render(<ChoiceList exercise={exercise} value="" onChange={vi.fn()} disabled={false} correctText={undefined} />);
    for (const option of screen.getAllByRole('radio')) expect(option).toHaveAttribute('data-answer-choice');
  });

  it('cannot be changed once the answer is checked', async () => {
    const onChange = vi.fn();
    render(<ChoiceList exercise={exercise} value="o1" onChange={onChange} disabled correctText="Habari" />);
    await userEvent.click(screen.getByRole('radio', { name: /Asante/ }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('after a wrong pick marks the pick wrong and the right option right, with icons and words', () => {
    render(<ChoiceList exercise={exercise} value="o2" onChange={vi.fn()} disabled correctText="Habari" />);
    const wrong = screen.getByRole('radio', { name: /Asante/ });
    const right = screen.getByRole('radio', { name: /Habari/ });
    expect(wrong).toHaveAccessibleName(/your answer, wrong/);
    expect(wrong.className).toMatch(/bg-danger-soft/);
    expect(wrong.className).not.toMatch(/bg-primary-soft/);
    expect(right).toHaveAccessibleName(/correct answer/);
    expect(right.className).toMatch(/bg-success-soft/);
  });

  it('after a right pick marks only that option, as right', () => {
    render(<ChoiceList exercise={exercise} value="o1" onChange={vi.fn()} disabled correctText="Habari" />);
    expect(screen.getByRole('radio', { name: /Habari/ }).className).toMatch(/bg-success-soft/);
    expect(screen.getByRole('radio', { name: /Asante/ })).not.toHaveAccessibleName(/wrong/);
  });
});
