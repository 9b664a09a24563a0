import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';

/**
 * A react-hook-form field as the inputs of components/ui take it: its registration and its current
 * problem as `error`, so a form names each field once: `<Input label="…" {...field('email')} />`.
 * Call it while rendering: reading the errors there is what re-renders the form when they change.
 */
export function bindFields<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'formState'>) {
  return (name: Path<T>) => {
    const problem: { message?: string } | undefined = get(form.formState.errors, name);
    return { ...form.register(name), error: problem?.message };
  };
}
