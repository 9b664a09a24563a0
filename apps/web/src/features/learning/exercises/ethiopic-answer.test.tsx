import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EthiopicAnswer } from './ethiopic-answer.tsx';

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <EthiopicAnswer
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      disabled={false}
      lang="am"
      label="Write this in Amharic"
    />
  );
}

describe('Amharic answer with the romanised input method', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('turns typed sounds into fidel as they are typed, with no letter pad', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Write this in Amharic' });
    await userEvent.type(field, 'selam');
    expect(field).toHaveValue('ሰላም');
    expect(onChange).toHaveBeenLastCalledWith('ሰላም');
    await userEvent.type(field, ' dehna hun');
    expect(field).toHaveValue('ሰላም ደህና ሁን');
    expect(screen.queryByRole('group', { name: 'Special letters' })).toBeNull();
    expect(field).toHaveAttribute('lang', 'am');
  });

  it('takes back one Latin letter with backspace', async () => {
    render(<Controlled onChange={vi.fn()} />);
    const field = screen.getByRole('textbox');
    await userEvent.type(field, 'sa');
    expect(field).toHaveValue('ሳ');
    await userEvent.type(field, '{Backspace}');
    expect(field).toHaveValue('ስ');
    await userEvent.type(field, 'E');
    expect(field).toHaveValue('ሴ');
  });

  it('types Latin letters when switched, and remembers it', async () => {
    const onChange = vi.fn();
    const { unmount } = render(<Controlled onChange={onChange} />);
    const latin = screen.getByRole('button', { name: 'Type Latin letters' });
    expect(latin).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(latin);
    expect(latin).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(screen.getByRole('textbox'), 'selam');
    expect(onChange).toHaveBeenLastCalledWith('selam');
    unmount();
    render(<Controlled onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Type Latin letters' })).toHaveAttribute('aria-pressed', 'true');
  });
});
