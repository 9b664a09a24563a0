import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextAnswer } from './text-answer.tsx';

function Controlled({
  onChange,
  specialCharacters = ['ɓ', 'ɗ'],
}: {
  onChange: (value: string) => void;
  specialCharacters?: string[];
}) {
  const [value, setValue] = useState('');
  return (
    <TextAnswer
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      disabled={false}
      lang="ha"
      specialCharacters={specialCharacters}
      label="Translate: thank you"
    />
  );
}

describe('text answer', () => {
  it('is a field labelled by the prompt, in the language being typed', () => {
    render(<Controlled onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Translate: thank you' })).toHaveAttribute('lang', 'ha');
  });

  it('emits what the learner types', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), 'na gode');
    expect(onChange).toHaveBeenLastCalledWith('na gode');
  });

  it('inserts a special letter at the caret', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const field = screen.getByRole('textbox');
    await userEvent.type(field, 'aa');
    (field as HTMLTextAreaElement).setSelectionRange(1, 1);
    await userEvent.click(screen.getByRole('button', { name: 'ɓ' }));
    expect(onChange).toHaveBeenLastCalledWith('aɓa');
  });

  it('keeps Enter for checking instead of adding a new line', () => {
    render(<Controlled onChange={vi.fn()} />);
    const enter = fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' });
    expect(enter).toBe(false);
  });

  it('shows no special letters when the language has none', () => {
    render(<Controlled onChange={vi.fn()} specialCharacters={[]} />);
    expect(screen.queryByRole('group', { name: 'Special letters' })).toBeNull();
  });
});
