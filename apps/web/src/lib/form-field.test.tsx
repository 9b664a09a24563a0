import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Input } from '../components/ui/input.tsx';
import { bindFields } from './form-field.ts';

const schema = z.object({ name: z.string().min(1, 'Enter your name.') });

function NameForm({ onSave }: { onSave: (values: { name: string }) => void }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { name: '' }, mode: 'onChange' });
  const field = bindFields(form);
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <Input label="Name" {...field('name')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('bindFields', () => {
  it('registers a field and shows its problem under it, gone once it is fixed', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<NameForm onSave={onSave} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText('Name');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your name.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your name.');

    await user.type(name, 'Amara');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Amara' }, expect.anything());
  });
});
